import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../app/routes';
import en from '../../i18n/locales/en.json';
import { HOME_MENU } from './menu';

describe('home menu', () => {
  const entries = HOME_MENU.flatMap((s) => s.entries);
  it('links every entry to a registered route with a title', () => {
    for (const e of entries) {
      expect(
        ROUTES.some((r) => r.path === e.path),
        e.path,
      ).toBe(true);
      expect((en.pages as Record<string, string>)[e.title], e.title).toBeTruthy();
    }
  });
  it('lists every entry the spec names', () => {
    expect(entries.length).toBe(27);
    expect(new Set(entries.map((e) => e.icon)).size).toBe(27);
  });
});
