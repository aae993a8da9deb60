import { isAppLink, isNotificationKey, renderNotification } from '@meridian/contract';
import type { LangCode, NotificationItem, NotificationParams } from '@meridian/contract';

/** Pure helpers of the notifications screens (tested in notifications.test.ts). */

/** The bell's badge: nothing at 0, the count up to 99, then "99+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

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

/** The list after marking one notification read (the server's answer comes later; the row is read now). */
export function markedRead(items: readonly NotificationItem[], id: number | 'all'): NotificationItem[] {
  return items.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n));
}
