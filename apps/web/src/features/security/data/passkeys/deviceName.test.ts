import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX, guessDevice, suggestedName } from './deviceName';

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 Edg/123.0.2420.65',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:124.0) Gecko/20100101 Firefox/124.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36',
};

describe('guessDevice', () => {
  it.each([
    ['iphoneSafari', 'Safari', 'iPhone'],
    ['iphoneChrome', 'Chrome', 'iPhone'],
    ['androidChrome', 'Chrome', 'Android'],
    ['androidSamsung', 'Samsung Internet', 'Android'],
    ['windowsEdge', 'Edge', 'Windows'],
    ['macFirefox', 'Firefox', 'Mac'],
    ['linuxChrome', 'Chrome', 'Linux'],
  ] as const)('%s is %s on %s', (ua, browser, device) => {
    expect(guessDevice(UA[ua])).toEqual({ browser, device });
  });

  it('takes a Mac with a touch screen for the iPad it is', () => {
    expect(guessDevice(UA.macSafari, true)).toEqual({ browser: 'Safari', device: 'iPad' });
    expect(guessDevice(UA.macSafari, false).device).toBe('Mac');
  });

  it('knows nothing of an unknown agent', () => {
    expect(guessDevice('curl/8.0')).toEqual({ browser: undefined, device: undefined });
  });
});

describe('suggestedName', () => {
  const t = (key: string, p?: Record<string, string>) => `${key.slice(9)}:${p?.browser}/${p?.device}`;

  it('words browser and device in the language in use', () => {
    expect(suggestedName({ browser: 'Chrome', device: 'Android' }, t, 'x')).toBe('deviceName:Chrome/Android');
  });

  it('uses what is known alone, else the fallback', () => {
    expect(suggestedName({ browser: undefined, device: 'iPhone' }, t, 'My passkey')).toBe('iPhone');
    expect(suggestedName({ browser: 'Firefox', device: undefined }, t, 'My passkey')).toBe('Firefox');
    expect(suggestedName({ browser: undefined, device: undefined }, t, 'My passkey')).toBe('My passkey');
  });

  it('stays within the name limit the server checks', () => {
    const long = (_: string, p?: Record<string, string>) => `${p?.browser} ${'x'.repeat(40)}`;
    const name = suggestedName({ browser: 'Samsung Internet', device: 'Android' }, long, 'x');
    expect(name.length).toBeLessThanOrEqual(PASSKEY_NAME_MAX);
    expect(name.startsWith('Samsung Internet')).toBe(true);
  });
});
