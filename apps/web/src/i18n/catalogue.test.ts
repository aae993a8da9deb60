import { LANG_CODES } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from './catalogue';
import { changeLanguage, i18n, initI18n } from './index';
import { RESOURCES } from './resources';

/** Issue 19: one language's strings are fetched when it is in use, and they are the whole catalogue. */
describe('language catalogues loaded on demand', () => {
  it.each(LANG_CODES)('%s loads the same strings as the bundled whole', async (lang) => {
    expect(await loadCatalogue(lang)).toEqual(RESOURCES[lang]);
  });

  it('starts with the language in use only, English (the fallback) next; a switch fetches its language', async () => {
    await initI18n('kor');
    expect(i18n.hasResourceBundle('kor', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('fra', 'translation')).toBe(false);
    expect(i18n.t('errors.please_log_in')).toBe(RESOURCES.kor.errors.please_log_in);
    await expect.poll(() => i18n.hasResourceBundle('en', 'translation')).toBe(true);

    await changeLanguage('fra');
    expect(i18n.language).toBe('fra');
    expect(i18n.t('errors.please_log_in')).toBe(RESOURCES.fra.errors.please_log_in);
    expect(i18n.hasResourceBundle('zh', 'translation')).toBe(false);
    await changeLanguage('en');
  });
});
