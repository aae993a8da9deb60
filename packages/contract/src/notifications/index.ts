import type { PrecisionOf } from '../format-params';
import type { LangCode } from '../languages';
import { en } from './en';
import { fra } from './fra';
import { jp } from './jp';
import { kor } from './kor';
import type { NotificationCatalogue, NotificationKey, NotificationParams } from './keys';
import { pt } from './pt';
import { renderWithTexts } from './render';
import { spa } from './spa';
import { th } from './th';
import { tr } from './tr';
import { zh } from './zh';

export * from './keys';
export * from './links';
export * from './numbers';
export * from './notifications-api';
export * from './render';
export * from './by-language';

/**
 * Every notification key's title and body in every app language: the server's list (a client fetches the one
 * language it shows: NOTIFICATION_TEXT_LOADERS).
 */
export const NOTIFICATION_TEXTS: Record<LangCode, NotificationCatalogue> = {
  en,
  pt,
  th,
  jp,
  kor,
  fra,
  spa,
  tr,
  zh,
};

/**
 * A notification's title and content in `lang` (English when a text is missing), every number printed by the
 * shared formatter in that language at the asset's precision (`precisionOf`: the currency list's).
 */
export function renderNotification(
  key: NotificationKey,
  params: NotificationParams,
  lang: LangCode,
  precisionOf?: PrecisionOf,
): { title: string; content: string } {
  return renderWithTexts(NOTIFICATION_TEXTS[lang], NOTIFICATION_TEXTS.en, key, params, lang, precisionOf);
}
