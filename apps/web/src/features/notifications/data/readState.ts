import type { NotificationItem } from '@meridian/contract/notifications';

/*
 * The bell's count and the list's read marks: a module of their own so the home header and the notification
 * hooks do not bring the notification texts (nine languages, notifications.ts) into the first route.
 */

/** The bell's badge: nothing at 0, the count up to 99, then "99+". */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The list after marking one notification read (the server's answer comes later; the row is read now). */
export function markedRead(items: readonly NotificationItem[], id: number | 'all'): NotificationItem[] {
  return items.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n));
}
