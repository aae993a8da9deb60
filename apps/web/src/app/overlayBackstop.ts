import { closeAllOverlays } from '../components/pageOverlays';

/** The bits of the data router and of the session store the backstop listens to. */
export interface BackstopSources {
  router: {
    state: { location: { key: string } };
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
export function closeOverlaysOnLeave({ router, session }: BackstopSources, close = closeAllOverlays): void {
  let shownKey = router.state.location.key;
  router.subscribe(({ location }) => {
    if (location.key === shownKey) return;
    shownKey = location.key;
    close();
  });
  session.subscribe((state, prev) => {
    if (state.token !== prev.token) close();
  });
}
