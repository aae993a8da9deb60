import { NavigationType, createPath, parsePath } from 'react-router';
import type { Location, Navigator, To } from 'react-router';

/**
 * The app's location, kept in the URL's hash (`/h5/#/pages/…`) and read by React with useSyncExternalStore.
 *
 * It replaces react-router's data router, whose loaders and actions the app never used (≈ 16 KB gzip on every
 * first route): `<Router>` is given this location and navigator. The store follows the browser from the
 * module's start, and useSyncExternalStore re-reads it after subscribing, so a hash change made while the
 * first screen renders is never missed.
 */
export interface CurrentLocation {
  location: Location;
  action: NavigationType;
}

/** What the app keeps in `history.state`: the page's own state and the entry's key (the overlays backstop). */
interface EntryState {
  usr: unknown;
  key: string;
}

const listeners = new Set<(current: CurrentLocation) => void>();

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function entryState(): EntryState | null {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && typeof (state as EntryState).key === 'string'
    ? (state as EntryState)
    : null;
}

function readLocation(action: NavigationType): CurrentLocation {
  const raw = window.location.hash.slice(1);
  const { pathname = '/', search = '', hash = '' } = parsePath(raw.startsWith('/') ? raw : `/${raw}`);
  // an entry the browser made (typed hash, plain link) has no state: a fresh key still tells it from the last one.
  // The entry is not written to here: a history write inside popstate races a reload issued right after the
  // hash change (Chromium then reloaded the previous entry's address).
  const state = entryState() ?? { usr: null, key: newKey() };
  return { action, location: { pathname, search, hash, state: state.usr, key: state.key } };
}

function firstLocation(): CurrentLocation {
  const first = readLocation(NavigationType.Pop);
  // the first entry keeps its key across reloads and back/forward (as react-router's hash history does)
  if (!entryState())
    window.history.replaceState({ usr: null, key: first.location.key } satisfies EntryState, '');
  return first;
}

let current = firstLocation();

function update(action: NavigationType): void {
  current = readLocation(action);
  for (const listener of listeners) listener(current);
}

window.addEventListener('popstate', () => update(NavigationType.Pop));

export function createHref(to: To): string {
  return `#${typeof to === 'string' ? to : createPath(to)}`;
}

function go(action: NavigationType.Push | NavigationType.Replace, to: To, state?: unknown): void {
  const entry: EntryState = { usr: state ?? null, key: newKey() };
  if (action === NavigationType.Push) window.history.pushState(entry, '', createHref(to));
  else window.history.replaceState(entry, '', createHref(to));
  update(action);
}

/** What `<Router>`, `<Link>` and `useNavigate` call. */
export const navigator: Navigator = {
  createHref,
  go: (delta) => window.history.go(delta),
  push: (to, state) => go(NavigationType.Push, to, state),
  replace: (to, state) => go(NavigationType.Replace, to, state),
};

/** Navigation from outside React (the HTTP helper's redirects, the socket's session end). */
export function navigateTo(path: string, options: { replace?: boolean } = {}): void {
  go(options.replace ? NavigationType.Replace : NavigationType.Push, path);
}

export function currentLocation(): CurrentLocation {
  return current;
}

export function subscribeLocation(listener: (current: CurrentLocation) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
