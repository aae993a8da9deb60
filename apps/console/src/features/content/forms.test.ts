import type { OpsMenuItem } from '@meridian/contract/content';
import { describe, expect, it } from 'vitest';
import { badOrigins, isEditorUrl, menuOrder, menuSaveItems, moveEntry, sanitiserRemoved } from './forms';

const item = (key: string, sort: number, show = true): OpsMenuItem => ({
  key,
  section: 'trade',
  icon: key,
  path: `/pages/${key}`,
  is_financial: false,
  sort,
  show,
});

describe('home menu order', () => {
  it('orders by sort, ties in the catalogue order', () => {
    const ordered = menuOrder([item('a', 3), item('b', 1), item('c', 3), item('d', 2)]);
    expect(ordered.map((e) => e.key)).toEqual(['b', 'd', 'a', 'c']);
  });
  it('moves an entry one step and stays put at the ends', () => {
    expect(moveEntry(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveEntry(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveEntry(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
  it('saves positions from 1 with each switch', () => {
    expect(menuSaveItems([item('spot', 7), item('faq', 2, false)])).toEqual([
      { key: 'spot', sort: 1, show: true },
      { key: 'faq', sort: 2, show: false },
    ]);
  });
});

describe('site settings and editor checks', () => {
  it('lists the allow-list lines that are not https origins', () => {
    expect(
      badOrigins('https://help.example.com\n\n  https://a.b:8443 \nhttp://x.com\nhttps://y.com/path'),
    ).toEqual(['http://x.com', 'https://y.com/path']);
    expect(badOrigins('')).toEqual([]);
  });
  it('accepts web, mail and app addresses in the editor, nothing else', () => {
    for (const ok of ['https://example.com/a', 'mailto:a@b.c', '#/pages/otc/otc', '/uploads/x.png'])
      expect(isEditorUrl(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.com', 'ftp://x', ''])
      expect(isEditorUrl(bad), bad).toBe(false);
  });
  it('says when the server removed scripts or handlers from a saved body', () => {
    expect(
      sanitiserRemoved('<p>x</p><img src="x" onerror="a()"><script>b()</script>', '<p>x</p><img src="x" />'),
    ).toBe(true);
    expect(sanitiserRemoved('<p>plain</p>', '<p>plain</p>')).toBe(false);
    expect(sanitiserRemoved(undefined, '<p>x</p>')).toBe(false);
  });
});
