import type { NewsItem } from '@meridian/contract/content';
import { describe, expect, it, vi } from 'vitest';
import type { SettingsService } from '../settings';
import type { ContentService } from './content.service';
import { HomeFirstScreen } from './first-screen';

const item = (over: Partial<NewsItem>): NewsItem => ({
  id: 7,
  c_id: 5,
  group_key: 'copy',
  lang: 'en',
  title: 'Copy top traders',
  summary: 'Follow a strategy in one tap',
  thumbnail: '',
  cover: '',
  link: '/pages/copytrade/copy',
  sorts: 9,
  version: 1,
  create_time: '2026-12-01T00:00:00.000Z',
  ...over,
});

function screen(banners: NewsItem[], site = { site_name: 'Meridian', site_logo: '', demo_market: true }) {
  const list = vi.fn((q: { page: number; limit: number }, lang: string) => {
    void lang;
    return Promise.resolve({ data: banners, page: q.page, limit: q.limit, total: banners.length });
  });
  const siteConfig = vi.fn(() => Promise.resolve(site));
  let now = 1_000;
  const first = new HomeFirstScreen({
    content: { list } as unknown as ContentService,
    settings: { siteConfig } as unknown as SettingsService,
    origin: 'https://meridian.example',
    ttlMs: 5_000,
    now: () => now,
  });
  return { first, list, siteConfig, advance: (ms: number) => (now += ms) };
}

describe('HomeFirstScreen', () => {
  it("gives the first English banner's text to the shell and both replies as data", async () => {
    const { first, list, siteConfig } = screen([item({}), item({ id: 8, title: 'Second' })]);
    const parts = await first.parts();
    expect(list).toHaveBeenCalledWith({ c_id: 5, page: 1, limit: 10 }, 'en');
    expect(siteConfig).toHaveBeenCalledWith('https://meridian.example');
    expect(parts.attributes).toEqual({ 'data-first-banner': 'text', 'data-site-logo': 'default' });
    expect(parts.slots).toEqual({
      'site-name': 'Meridian',
      'site-logo': '',
      'banner-title': 'Copy top traders',
      'banner-summary': 'Follow a strategy in one tap',
      'banner-cover': '',
    });
    expect(parts.data).toEqual({
      site: { site_name: 'Meridian', site_logo: '', demo_market: true },
      banners: {
        lang: 'en',
        limit: 10,
        reply: { data: [item({}), item({ id: 8, title: 'Second' })], page: 1, limit: 10, total: 2 },
      },
    });
  });

  it('says how to draw the banner: its cover picture, or the built-in slides when none is published', async () => {
    const cover = await screen([item({ cover: '/uploads/b.png' })]).first.parts();
    expect(cover.attributes['data-first-banner']).toBe('cover');
    expect(cover.slots?.['banner-cover']).toBe('/uploads/b.png');
    const none = await screen([]).first.parts();
    expect(none.attributes['data-first-banner']).toBe('builtin');
    expect(none.slots?.['banner-title']).toBe('');
    const logo = await screen([], {
      site_name: 'X',
      site_logo: 'https://x/logo.png',
      demo_market: false,
    }).first.parts();
    expect(logo.attributes['data-site-logo']).toBe('custom');
    expect(logo.slots?.['site-logo']).toBe('https://x/logo.png');
  });

  it('reads once per interval however many visitors come, and again after a failed read', async () => {
    const { first, list, advance } = screen([item({})]);
    await Promise.all([first.parts(), first.parts(), first.parts()]);
    advance(4_999);
    await first.parts();
    expect(list).toHaveBeenCalledTimes(1);
    advance(1);
    await first.parts();
    expect(list).toHaveBeenCalledTimes(2);
    list.mockRejectedValueOnce(new Error('down'));
    advance(5_000);
    await expect(first.parts()).rejects.toThrow('down');
    await first.parts();
    expect(list).toHaveBeenCalledTimes(4);
  });
});
