import { DEFAULT_LANG, LANGUAGES, toLangCode } from '@meridian/contract';
import type { LangCode } from '@meridian/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RESOURCES } from './resources';

/** i18next with the nine bundled catalogues; the language code is the app's (`jp`, `kor`, …). */

export function uniCodeOf(lang: LangCode): string {
  return LANGUAGES.find((l) => l.code === lang)?.uniCode ?? 'en';
}

function applyDocumentLang(lang: LangCode): void {
  if (typeof document !== 'undefined') document.documentElement.lang = uniCodeOf(lang);
}

export async function initI18n(initial: string | null | undefined): Promise<void> {
  const lang = initial ? toLangCode(initial) : DEFAULT_LANG;
  await i18n.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(RESOURCES).map(([k, v]) => [k, { translation: v }])),
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLang(lang);
}

export async function changeLanguage(lang: LangCode): Promise<void> {
  await i18n.changeLanguage(lang);
  applyDocumentLang(lang);
}

/** Translates a server/contract message key (`errors.<key>`), falling back to the raw text. */
export function translateMessage(keyOrText: string): string {
  const key = `errors.${keyOrText}`;
  return i18n.exists(key) ? i18n.t(key) : keyOrText;
}

export { i18n };
