import { interpolate } from '../errors';
import type { LangCode } from '../languages';
import { en } from './en';
import { fra } from './fra';
import { jp } from './jp';
import { kor } from './kor';
import type { NotificationCatalogue, NotificationKey, NotificationParams } from './keys';
import { pt } from './pt';
import { spa } from './spa';
import { th } from './th';
import { tr } from './tr';
import { zh } from './zh';

export * from './keys';
export * from './links';

/** Every notification key's title and body in every app language (server list and web pushes alike). */
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

/** A notification's title and content in `lang` (English when a text is missing). */
export function renderNotification(
  key: NotificationKey,
  params: NotificationParams,
  lang: LangCode,
): { title: string; content: string } {
  const text = NOTIFICATION_TEXTS[lang][key] ?? NOTIFICATION_TEXTS.en[key];
  return {
    title: interpolate(text.title, params),
    content: interpolate(text.body, params),
  };
}
