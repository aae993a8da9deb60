/** What other features may use of notifications: light hooks, helpers and components — never its pages. */
export { useNotificationFeed, useUnreadCount } from './data/hooks';
export { badgeText } from './data/readState';
export { holdOptionResult, optionResultKey, optionResultShown } from './data/resultOnScreen';

/** The push titles (their language's texts fetched at the first): a chunk of their own, fetched on demand. */
export function loadPushTitles() {
  return import('./data/notifications');
}
