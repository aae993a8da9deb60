import { describe, expect, it } from 'vitest';
import { deviceFingerprint, deviceLabel, networkOf } from './devices.rules';

const UA = {
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
  macFirefox: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  linuxOpera:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
};

describe('device labels from user agents', () => {
  it('names the browser and system families of common phones and desktops', () => {
    expect(deviceLabel(UA.androidChrome)).toBe('Chrome on Android');
    expect(deviceLabel(UA.iphoneSafari)).toBe('Safari on iOS');
    expect(deviceLabel(UA.iphoneChrome)).toBe('Chrome on iOS');
    expect(deviceLabel(UA.windowsEdge)).toBe('Edge on Windows');
    expect(deviceLabel(UA.macFirefox)).toBe('Firefox on macOS');
    expect(deviceLabel(UA.samsung)).toBe('Samsung Internet on Android');
    expect(deviceLabel(UA.linuxOpera)).toBe('Opera on Linux');
  });

  it('says Unknown rather than guessing', () => {
    expect(deviceLabel('')).toBe('Unknown device');
    expect(deviceLabel('curl/8.5.0')).toBe('Unknown device');
    expect(deviceLabel('Mozilla/5.0 (Windows NT 10.0) Something/1')).toBe('Unknown on Windows');
  });
});

describe('device fingerprints', () => {
  it('keeps a device across browser updates and addresses of one network', () => {
    const newer = UA.androidChrome.replace('124.0.0.0', '125.0.0.0');
    expect(deviceFingerprint(newer, '203.0.113.77')).toBe(deviceFingerprint(UA.androidChrome, '203.0.113.5'));
    expect(deviceFingerprint(UA.androidChrome, '::ffff:203.0.113.9')).toBe(
      deviceFingerprint(UA.androidChrome, '203.0.113.5'),
    );
  });

  it('tells another browser, system or network apart', () => {
    const base = deviceFingerprint(UA.androidChrome, '203.0.113.5');
    expect(deviceFingerprint(UA.samsung, '203.0.113.5')).not.toBe(base);
    expect(deviceFingerprint(UA.iphoneChrome, '203.0.113.5')).not.toBe(base);
    expect(deviceFingerprint(UA.androidChrome, '198.51.100.5')).not.toBe(base);
  });

  it('groups IPv6 addresses by their /48', () => {
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:0db8:abcd:ffff::2')).toBe('2001:db8:abcd::/48');
    expect(networkOf('::1')).toBe('0:0:0::/48');
    expect(networkOf('203.0.113.200')).toBe('203.0.113.0/24');
  });
});
