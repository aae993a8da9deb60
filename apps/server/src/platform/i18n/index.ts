import {
  formatMessageParams,
  interpolate,
  MESSAGES,
  type LangCode,
  type MessageKey,
  type MessageParams,
  type PrecisionOf,
  toLangCode,
} from '@meridian/contract';

/**
 * Server message in the request's language (fallback en), with `{{param}}` interpolation; numeric parameters
 * are printed by the contract's formatter in that language, as the app prints its own figures, an amount at
 * its asset's precision from `precisionOf` (8 without it).
 */
export function translate(
  key: MessageKey,
  lang: LangCode,
  params: MessageParams = {},
  precisionOf?: PrecisionOf,
): string {
  const template = MESSAGES[lang][key] || MESSAGES.en[key];
  return interpolate(template, formatMessageParams(key, params, lang, precisionOf));
}

/** `lang` from the body, then the query, then Accept-Language; default en. */
export function requestLang(body: unknown, query: unknown, acceptLanguage: string | undefined): LangCode {
  const fromBody = pickLang(body);
  if (fromBody) return fromBody;
  const fromQuery = pickLang(query);
  if (fromQuery) return fromQuery;
  return toLangCode(acceptLanguage?.split(',')[0]?.trim());
}

function pickLang(source: unknown): LangCode | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const lang = (source as Record<string, unknown>).lang;
  return typeof lang === 'string' && lang.length > 0 ? toLangCode(lang) : undefined;
}
