/**
 * Where a link of an article (or a banner's `link`) leads: `#/pages/…` or `/pages/…` stays inside
 * the app (the router's path), `http(s)://…` and `mailto:` open outside in a new tab, anything else (empty, an
 * anchor, a relative or unknown scheme) goes nowhere. The server's sanitiser already drops `javascript:` URLs;
 * this is the client's own second check.
 */
export type LinkTarget =
  { kind: 'app'; path: string } | { kind: 'external'; href: string } | { kind: 'none' };

const APP_PREFIX = /^(?:#)?(\/pages\/[A-Za-z0-9_/-]+(?:\?[^#\s]*)?)$/;

export function linkTarget(raw: string | null | undefined): LinkTarget {
  const href = (raw ?? '').trim();
  if (!href) return { kind: 'none' };
  const app = APP_PREFIX.exec(href);
  if (app?.[1]) return { kind: 'app', path: app[1] };
  // the app's own absolute address with a hash route (…/h5/#/pages/x)
  const hash = href.indexOf('#/pages/');
  if (hash > 0 && /^https?:\/\//i.test(href) && isOwnOrigin(href)) {
    const inner = APP_PREFIX.exec(href.slice(hash + 1));
    if (inner?.[1]) return { kind: 'app', path: inner[1] };
  }
  if (/^(?:https?:\/\/|mailto:)/i.test(href)) return { kind: 'external', href };
  return { kind: 'none' };
}

function isOwnOrigin(href: string): boolean {
  const here = globalThis.location?.origin;
  if (!here) return false;
  try {
    return new URL(href).origin === here;
  } catch {
    return false;
  }
}

export const ARTICLE_PATH = '/pages/common/article';
export const ANNOUNCEMENTS_PATH = '/pages/common/announcements';

/** The article page of one article. */
export function articlePath(id: number): string {
  return `${ARTICLE_PATH}?id=${id}`;
}

/** Where tapping a banner or list row goes: its own link when it has a usable one, else its article. */
export function itemTarget(item: { id: number; link: string }): LinkTarget {
  const own = linkTarget(item.link);
  return own.kind === 'none' ? { kind: 'app', path: articlePath(item.id) } : own;
}
