import { closeAllOverlays } from '../components/pageOverlays';

/** The bits of the app's location store (navigation.ts) and of the session store the backstop listens to. */
export interface BackstopSources {
  locations: {
    current: () => { location: { key: string } };
    subscribe: (listener: (state: { location: { key: string } }) => void) => unknown;
  };
  session: {
    subscribe: (listener: (state: { token: string }, prev: { token: string }) => void) => unknown;
  };
}

/**
 * Backstop for the pages' own closing (usePageOverlays): no dialog or action sheet outlives a navigation (back,
 * tab, redirect) or the session it was opened in (logout, a 999, a session ended elsewhere).
 */
export function closeOverlaysOnLeave(
  { locations, session }: BackstopSources,
  close = closeAllOverlays,
): void {
  let shownKey = locations.current().location.key;
  locations.subscribe(({ location }) => {
    if (location.key === shownKey) return;
    shownKey = location.key;
    close();
  });
  session.subscribe((state, prev) => {
    if (state.token !== prev.token) close();
  });
}
