import { LANG_CODES } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { FIRST_AREAS_FOUND, FIRST_SCREEN_AREAS, loadCatalogue } from './catalogue';
import { MORE_AREAS, loadMoreAreas } from './moreAreas';
import { allStringsReady, changeLanguage, i18n, initI18n } from './index';
import { RESOURCES } from './resources';

/** One language's strings are fetched when it is in use, and they are the whole catalogue. */
describe('language catalogues loaded on demand', () => {
  it.each(LANG_CODES)(
    '%s loads the same strings as the bundled whole (first screens, then the rest)',
    async (lang) => {
      const first = await loadCatalogue(lang);
      const more = await loadMoreAreas(lang);
      // i18next merges the second part deeply: the messages of the other areas join the first screens' `errors`
      expect({ ...first, ...more, errors: { ...first.errors, ...(more.errors as object) } }).toEqual(
        RESOURCES[lang],
      );
      expect(first.errors).not.toHaveProperty('second_factor_required');
      expect(first).toHaveProperty('coupons');
      expect(first).not.toHaveProperty('nft');
    },
  );

  it('splits the areas in two: the first screens’ and the others', () => {
    expect(MORE_AREAS.some((a) => (FIRST_SCREEN_AREAS as readonly string[]).includes(a))).toBe(false);
    expect(MORE_AREAS).toContain('nft');
    expect(FIRST_AREAS_FOUND).toEqual([...FIRST_SCREEN_AREAS].sort());
  });

  it('starts with the language in use only, English (the fallback) next; a switch fetches its language', async () => {
    await initI18n('kor');
    expect(i18n.hasResourceBundle('kor', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fra', 'translation')).toBe(false);
    expect(i18n.t('errors.please_log_in')).toBe(RESOURCES.kor.errors.please_log_in);
    await expect.poll(() => i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.getResource('kor', 'translation', 'nft')).toBeUndefined();
    await allStringsReady();
    expect(i18n.getResource('kor', 'translation', 'nft')).toEqual(
      (RESOURCES.kor as Record<string, unknown>).nft,
    );
    expect(i18n.t('errors.please_log_in')).toBe(RESOURCES.kor.errors.please_log_in);

    await changeLanguage('fra');
    expect(i18n.language).toBe('fra');
    expect(i18n.t('errors.please_log_in')).toBe(RESOURCES.fra.errors.please_log_in);
    expect(i18n.getResource('fra', 'translation', 'otc')).toEqual(
      (RESOURCES.fra as Record<string, unknown>).otc,
    ); // a switch waits for all
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await changeLanguage('en');
  });
});
