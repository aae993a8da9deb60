import { interpolate } from '../errors';
import { formatParams, type PrecisionOf } from '../format-params';
import type { LangCode } from '../languages';
import type { NotificationCatalogue, NotificationKey, NotificationParams } from './keys';
import { NOTIFICATION_NUMBERS } from './numbers';

/**
 * A notification's title and content from `texts` (one language's catalogue; `fallback`, English, when a text is
 * missing), every number printed by the shared formatter in `lang` at the asset's precision (`precisionOf`) and
 * every coded parameter the text has words for (`words`) as its word.
 * Apart from the catalogues so that a client can render with the one language it fetched.
 */
export function renderWithTexts(
  texts: NotificationCatalogue,
  fallback: NotificationCatalogue | undefined,
  key: NotificationKey,
  params: NotificationParams,
  lang: LangCode,
  precisionOf?: PrecisionOf,
): { title: string; content: string } {
  const text = texts[key] ?? fallback?.[key];
  if (!text) throw new Error(`notification text missing: ${key} (${lang})`);
  const shown = formatParams(params, NOTIFICATION_NUMBERS[key], lang, precisionOf);
  for (const [name, words] of Object.entries(text.words ?? {})) {
    const code = String(params[name]);
    if (Object.prototype.hasOwnProperty.call(words, code)) shown[name] = words[code]!;
  }
  return {
    title: interpolate(text.title, shown),
    content: interpolate(text.body, shown),
  };
}
