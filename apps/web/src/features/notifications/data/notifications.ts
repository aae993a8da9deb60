import { isAppLink, isNotificationKey, renderNotification } from '@meridian/contract/notifications';
import type { LangCode } from '@meridian/contract';
import type { NotificationParams } from '@meridian/contract/notifications';

/** Pure helpers of the notifications screens (tested in notifications.test.ts). */

export { badgeText, markedRead } from './readState';

/**
 * The route a tap opens: the notification's link when it is an in-app route, else none (a link to another
 * site or a malformed one is never followed).
 */
export function linkTarget(link: string): string | undefined {
  return link !== '' && isAppLink(link) ? link : undefined;
}

/**
 * A pushed notification's title in the reader's language (key + params through the contract's catalogue);
 * `fallback` for a key this app version does not know.
 */
export function pushTitle(
  push: { key: string; params: NotificationParams },
  lang: LangCode,
  fallback: string,
): string {
  return isNotificationKey(push.key) ? renderNotification(push.key, push.params, lang).title : fallback;
}
