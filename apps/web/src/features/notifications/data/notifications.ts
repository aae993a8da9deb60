import type { LangCode } from '@meridian/contract';
import type { NotificationParams } from '@meridian/contract/notifications';
import { isAppLink, isNotificationKey } from './contract';
import { renderNotificationIn } from './texts';

/** Pure helpers of the notifications screens (tested in notifications.test.ts). */

export { badgeText, markedRead } from './readState';
export { notificationTexts } from './texts';

/**
 * The route a tap opens: the notification's link when it is an in-app route, else none (a link to another
 * site or a malformed one is never followed).
 */
export function linkTarget(link: string): string | undefined {
  return link !== '' && isAppLink(link) ? link : undefined;
}

/**
 * A pushed notification's title in the reader's language (key + params through that language's texts, fetched
 * once); `fallback` for a key this app version does not know.
 */
export async function pushTitle(
  push: { key: string; params: NotificationParams },
  lang: LangCode,
  fallback: string,
): Promise<string> {
  return isNotificationKey(push.key)
    ? (await renderNotificationIn(push.key, push.params, lang)).title
    : fallback;
}
