import { describe, expect, it } from 'vitest';
import { detectPlatform, isStandalone } from './platform';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadDesktop:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  linuxChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('install platform', () => {
  it('tells iOS, Android and desktop apart', () => {
    expect(detectPlatform(UA.iphone)).toBe('ios');
    expect(detectPlatform(UA.android)).toBe('android');
    expect(detectPlatform(UA.windowsEdge)).toBe('desktop');
    expect(detectPlatform(UA.linuxChrome)).toBe('desktop');
    expect(detectPlatform('')).toBe('desktop');
  });

  it("takes an iPad's desktop-class Safari (Macintosh with touch) for iOS, a Mac without touch for desktop", () => {
    expect(detectPlatform(UA.ipadDesktop, 5)).toBe('ios');
    expect(detectPlatform(UA.ipadDesktop, 0)).toBe('desktop');
  });

  it('knows when the app runs installed', () => {
    const media = (matches: boolean) => () => ({ matches });
    expect(isStandalone(media(true), {})).toBe(true);
    expect(isStandalone(media(false), { standalone: true })).toBe(true);
    expect(isStandalone(media(false), { standalone: false })).toBe(false);
    expect(isStandalone(undefined, undefined)).toBe(false);
  });
});
