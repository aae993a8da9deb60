import { HOME_MENU_CATALOGUE } from '@meridian/contract/content';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../app/routes';
import en from '../../../i18n/locales/en.json';
import { homeMenu } from './menu';
import { FIRST_SCREEN_ICONS } from './menuTiles';

describe('home menu from the catalogue', () => {
  it('links every catalogue entry to a registered route with a title and a distinct icon', () => {
    for (const e of HOME_MENU_CATALOGUE) {
      expect(
        ROUTES.some((r) => r.path === e.path),
        e.path,
      ).toBe(true);
      expect((en.pages as Record<string, string>)[e.key], e.key).toBeTruthy();
    }
    expect(HOME_MENU_CATALOGUE.length).toBe(27);
    expect(new Set(HOME_MENU_CATALOGUE.map((e) => e.icon)).size).toBe(27);
  });

  it('falls back to the whole catalogue in its order when the server gave no rows', () => {
    const sections = homeMenu(undefined);
    expect(sections.map((s) => s.title)).toEqual(['sectionTrade', 'sectionEarn', 'sectionServices']);
    expect(sections.map((s) => s.entries.length)).toEqual([10, 9, 8]);
    expect(sections[0]?.entries[0]).toEqual({
      key: 'deposit',
      icon: 'deposit',
      title: 'deposit',
      path: '/pages/fund/receive',
    });
  });

  it("shows only the server's rows, in its order, grouped by section", () => {
    const sections = homeMenu([
      { name: 'faq' },
      { name: 'otc' },
      { name: 'spot' },
      { name: 'deposit' },
      { name: 'kefu' },
    ]);
    expect(sections.map((s) => [s.title, s.entries.map((e) => e.key)])).toEqual([
      ['sectionTrade', ['spot', 'deposit']],
      ['sectionEarn', ['otc']],
      ['sectionServices', ['faq', 'kefu']],
    ]);
  });

  it('drops unknown keys and repeats, and leaves empty sections out', () => {
    const sections = homeMenu([{ name: 'nope' }, { name: 'game' }, { name: 'game' }]);
    expect(sections).toEqual([
      {
        title: 'sectionServices',
        entries: [{ key: 'game', icon: 'game', title: 'game', path: '/pages/game/game' }],
      },
    ]);
    expect(homeMenu([])).toEqual([]);
  });

  it('draws the first section’s icons with the first screen (the others come a moment later)', () => {
    const trade = HOME_MENU_CATALOGUE.filter((e) => e.section === 'trade').map((e) => e.icon);
    expect([...FIRST_SCREEN_ICONS].sort()).toEqual([...trade].sort());
  });
});
