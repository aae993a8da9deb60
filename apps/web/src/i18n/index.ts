import { DEFAULT_LANG, LANGUAGES, toLangCode } from '@meridian/contract';
import type { LangCode } from '@meridian/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { cached, loadCatalogue } from './catalogue';

/**
 * i18next with the app's nine catalogues; the language code is the app's (`jp`, `kor`, …). Only the language in
 * use is fetched, then English, the fallback, in the background; a switch waits for its catalogue.
 */

export function uniCodeOf(lang: LangCode): string {
  return LANGUAGES.find((l) => l.code === lang)?.uniCode ?? 'en';
}

function applyDocumentLang(lang: LangCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = uniCodeOf(lang);
}

/** `lang`'s first-screen catalogue in i18next (catalogue.ts). */
const ensureFirst = cached(async (lang) => {
  if (!i18n.hasResourceBundle(lang, 'translation'))
    i18n.addResourceBundle(lang, 'translation', await loadCatalogue(lang), true, true);
});

/** `lang`'s other areas' strings (moreAreas.ts) merged in, after its first-screen catalogue. */
const ensureMore = cached(async (lang) => {
  const loadMore = import('./moreAreas').then((m) => m.loadMoreAreas(lang));
  const [more] = await Promise.all([loadMore, ensureFirst(lang)]);
  i18n.addResourceBundle(lang, 'translation', more, true, true);
});

function loadFallbackLater(lang: LangCode): void {
  if (lang === DEFAULT_LANG) return;
  ensureMore(DEFAULT_LANG).catch((e: unknown) => console.warn('[i18n] fallback catalogue', e));
}

/**
 * Resolves once the language in use has all its strings: the pages outside the first screens wait for it
 * (app/LazyPage.tsx); main.tsx calls it once the first screen is up. A failure is tried again on the next call.
 */
export function allStringsReady(): Promise<void> {
  return ensureMore(toLangCode(i18n.language || DEFAULT_LANG));
}

export async function initI18n(initial: string | null | undefined): Promise<void> {
  let lang = initial ? toLangCode(initial) : DEFAULT_LANG;
  const translation = await loadCatalogue(lang).catch((e: unknown) => {
    console.error(`[i18n] the ${lang} catalogue did not load`, e);
    lang = DEFAULT_LANG;
    return loadCatalogue(DEFAULT_LANG);
  });
  await i18n.use(initReactI18next).init({
    resources: { [lang]: { translation } },
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLang(lang);
  loadFallbackLater(lang);
}

export async function changeLanguage(lang: LangCode): Promise<void> {
  await ensureMore(lang);
  await i18n.changeLanguage(lang);
  applyDocumentLang(lang);
  loadFallbackLater(lang);
}

/** Translates a server/contract message key (`errors.<key>`), falling back to the raw text. */
export function translateMessage(keyOrText: string): string {
  const key = `errors.${keyOrText}`;
  return i18n.exists(key) ? i18n.t(key) : keyOrText;
}

export { i18n };
