import type { LangCode } from '@meridian/contract';
import type {
  NotificationCatalogue,
  NotificationKey,
  NotificationParams,
} from '@meridian/contract/notifications';
import { NOTIFICATION_TEXT_LOADERS, renderWithTexts } from './contract';

const loaded = new Map<LangCode, Promise<NotificationCatalogue>>();

/** One language's notification texts, fetched once (a chunk per language). */
export function notificationTexts(lang: LangCode): Promise<NotificationCatalogue> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = NOTIFICATION_TEXT_LOADERS[lang]();
    // a failed fetch is tried again at the next notification
    texts.catch(() => loaded.delete(lang));
    loaded.set(lang, texts);
  }
  return texts;
}

/** A notification's title and content in `lang`, English when that language lacks the text. */
export async function renderNotificationIn(
  key: NotificationKey,
  params: NotificationParams,
  lang: LangCode,
): Promise<{ title: string; content: string }> {
  const texts = await notificationTexts(lang);
  const fallback = texts[key] || lang === 'en' ? undefined : await notificationTexts('en');
  return renderWithTexts(texts, fallback, key, params, lang);
}
