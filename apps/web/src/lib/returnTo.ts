import { HOME_PATH, LOGIN_PATH } from './paths';

/**
 * Where login sends the user back: the page that sent them there — a private page's visitor guard
 * (assets, withdraw), a "log in to trade" button, a session that ended (type 999) — not always home.
 *
 * Every page the router shows that is not an auth page is remembered (RouteElement); login and register return
 * to an explicit `?redirect=` when it names a page of the app, else to the remembered page, else home.
 */

/** The sign-in pages themselves (and the area picker they open): never a place to return to. */
const AUTH_PAGES: ReadonlySet<string> = new Set(['login', 'register', 'forget', 'area']);
const SESSION_KEY = 'returnTo';

/** The page key of a path of the route table, or undefined; the app sets it at start (lib cannot read app/). */
let pageOfPath: (path: string) => string | undefined = () => undefined;

/** Tells this module which paths are pages of the app (wireApp, with the route table). */
export function setReturnRoutes(lookup: (path: string) => string | undefined): void {
  pageOfPath = lookup;
}

let remembered: string | null = readSession();

function readSession(): string | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

function writeSession(value: string): void {
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(SESSION_KEY, value);
  } catch {
    // private mode without storage: the in-memory copy serves this visit
  }
}

/** `path` (with its query) when it is a page of this app that is not an auth page; else null. */
export function safeReturnPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  const page = pageOfPath(path.split(/[?#]/)[0] ?? '');
  if (!page || AUTH_PAGES.has(page)) return null;
  return path;
}

/** Remembers the page being shown (called on every route change). */
export function rememberPage(path: string): void {
  const safe = safeReturnPath(path);
  if (!safe) return;
  remembered = safe;
  writeSession(safe);
}

/** The login page, naming the page to come back to. */
export function loginPathFor(from?: string | null): string {
  const safe = safeReturnPath(from);
  return safe ? `${LOGIN_PATH}?redirect=${encodeURIComponent(safe)}` : LOGIN_PATH;
}

/**
 * A page sending the user to finish a step elsewhere (identity verification → bind a phone) and wanting them
 * back: `path` with `redirect=` naming the page (when it is one of the app's).
 */
export function withReturnTo(path: string, from: string): string {
  const safe = safeReturnPath(from);
  if (!safe) return path;
  return `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(safe)}`;
}

/** Where to go once signed in: the `?redirect=` page, else the last page shown before login, else home. */
export function returnTarget(redirect: string | null | undefined): string {
  return safeReturnPath(redirect) ?? safeReturnPath(remembered) ?? HOME_PATH;
}

/** Forgets the remembered page (logout: the next login starts at home; tests). */
export function resetReturnTo(): void {
  remembered = null;
  try {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(SESSION_KEY);
  } catch {
    // nothing stored
  }
}
