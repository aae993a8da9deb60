import { describe, expect, it } from 'vitest';
import {
  HOME_MENU_CATALOGUE,
  HOME_MENU_KEYS,
  httpsOriginOf,
  isHttpUrl,
  webviewAllowed,
  webviewOrigins,
} from './content-rules';
import { opsSiteSettingsSaveRequest } from './ops-content';

describe('the webView allowlist', () => {
  const list =
    'https://partner.example.com\n\n  https://news.example.org:8443 \r\nhttps://Shop.Example.net:443';

  it('reads one origin per line, blanks ignored', () => {
    expect(webviewOrigins(list)).toEqual([
      'https://partner.example.com',
      'https://news.example.org:8443',
      'https://Shop.Example.net:443',
    ]);
  });

  it.each([
    ['https://partner.example.com/promo?x=1#top', true],
    ['https://partner.example.com', true],
    ['https://PARTNER.example.com:443/a', true],
    ['https://news.example.org:8443/a', true],
    ['https://shop.example.net/cart', true],
    ['http://partner.example.com/promo', false],
    ['https://news.example.org/a', false],
    ['https://partner.example.com.evil.io/', false],
    ['https://evil.io/?u=https://partner.example.com', false],
    ['https://user@partner.example.com/', false],
    ['javascript:alert(1)//https://partner.example.com', false],
    [' https://partner.example.com', false],
  ])('%s → %s', (url, allowed) => {
    expect(webviewAllowed(url, list)).toBe(allowed);
  });

  it('origins and links', () => {
    expect(httpsOriginOf('https://A.example.com:443/x')).toBe('https://a.example.com');
    expect(httpsOriginOf('https://a.example.com\\@evil.io/')).toBeUndefined();
    expect(isHttpUrl('http://dl.example.com/a.apk')).toBe(true);
    expect(isHttpUrl('https://x.example.com')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('https://u:p@x.example.com')).toBe(false);
    expect(isHttpUrl('https://x.example.com/a b')).toBe(false);
  });

  it('the site settings refuse what is not an https origin', () => {
    const base = { site_name: 'Meridian' };
    expect(opsSiteSettingsSaveRequest.safeParse({ ...base, webview_allowlist: list }).success).toBe(true);
    for (const bad of [
      'https://a.example.com/path',
      'http://a.example.com',
      'a.example.com',
      'https://*.example.com',
    ])
      expect(opsSiteSettingsSaveRequest.safeParse({ ...base, webview_allowlist: bad }).success, bad).toBe(
        false,
      );
  });
});

describe('the home menu catalogue', () => {
  it('holds 27 unique entries, each with an app route', () => {
    expect(HOME_MENU_CATALOGUE).toHaveLength(27);
    expect(new Set(HOME_MENU_KEYS).size).toBe(27);
    for (const e of HOME_MENU_CATALOGUE) expect(e.path).toMatch(/^\/pages\/[a-z_]+\/[a-zA-Z_0-9]+$/);
    expect(HOME_MENU_CATALOGUE.filter((e) => e.is_financial).every((e) => e.section === 'earn')).toBe(true);
  });
});
