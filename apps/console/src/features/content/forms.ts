import { HTTPS_ORIGIN, webviewOrigins } from '@meridian/contract/content';
import type { OpsMenuItem } from '@meridian/contract/content';

/**
 * Pure parts of the console's content screens: the home menu's order and save, the allow-list check,
 * the editor's accepted addresses, and whether the server's sanitiser removed something from a saved body.
 */

/** The entries in the operator's order: by `sort`, then the catalogue's order (the server's list order). */
export function menuOrder(items: readonly OpsMenuItem[]): OpsMenuItem[] {
  return items
    .map((item, i) => ({ item, i }))
    .sort((a, b) => a.item.sort - b.item.sort || a.i - b.i)
    .map(({ item }) => item);
}

/** `items` with the entry at `from` moved one step (`by` −1 up, +1 down); unchanged at either end. */
export function moveEntry<T>(items: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** What the save sends: every entry with its position (from 1) as `sort` and its switch. */
export function menuSaveItems(items: readonly Pick<OpsMenuItem, 'key' | 'show'>[]) {
  return items.map((e, i) => ({ key: e.key, sort: i + 1, show: e.show }));
}

/** The allow-list lines that are not https origins (shown under the field; the server refuses them too). */
export function badOrigins(allowlist: string): string[] {
  return webviewOrigins(allowlist).filter((o) => !HTTPS_ORIGIN.test(o));
}

/** The addresses the editor's links and pictures take (the server's sanitiser has the final word). */
export function isEditorUrl(url: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|#\/pages\/[^\s]*|\/[^/\s][^\s]*)$/i.test(url.trim());
}

const RISKY = /<script|\son[a-z]+\s*=|javascript:/i;

/** Whether markup the sanitiser removes (script, event handlers, javascript: links) was sent and is gone. */
export function sanitiserRemoved(sent: string | undefined, stored: string): boolean {
  return sent !== undefined && RISKY.test(sent) && !RISKY.test(stored);
}
