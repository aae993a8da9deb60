/**
 * The home pop-up's "shown once per version". A visitor's seen versions live in localStorage under
 * `popSeen:<group>:<version>`; a logged-in user's on the server (`news/index_pop` says whether this user has
 * seen this version; `news/index_pop/seen` records it). A new version (the operator saved the pop-up again)
 * has a new key, so it shows again.
 */
export function popSeenKey(group: string, version: number | string): string {
  return `popSeen:${group}:${version}`;
}

export interface PopState {
  /** The pop-up, or null when none is published in any language. */
  pop: { group: string; version: number | string; seen?: boolean } | null;
  loggedIn: boolean;
  /** Whether this browser has the visitor's seen mark for the pop-up's group and version. */
  seenHere: boolean;
  /** Already closed in this session (the seen call may still be on its way). */
  closedNow: boolean;
  /**
   * The demo deployment's notice is on screen (or not known yet): the pop-up waits until it is dismissed, so a
   * first visit never gets two notices at once (and the pop-up is not marked seen while it waits).
   */
  demoNoticeUp: boolean;
}

export function shouldShowPop({ pop, loggedIn, seenHere, closedNow, demoNoticeUp }: PopState): boolean {
  if (!pop || closedNow || demoNoticeUp) return false;
  return loggedIn ? !pop.seen : !seenHere;
}

/** Whether the visitor's mark for this version is in `storage`. */
export function seenInStorage(
  storage: Pick<Storage, 'getItem'> | undefined,
  group: string,
  version: number | string,
) {
  try {
    return storage?.getItem(popSeenKey(group, version)) === '1';
  } catch {
    return false;
  }
}

/** Records the visitor's mark (private mode may refuse: then the pop-up shows again next visit). */
export function markSeenInStorage(
  storage: Pick<Storage, 'setItem'> | undefined,
  group: string,
  version: number | string,
): void {
  try {
    storage?.setItem(popSeenKey(group, version), '1');
  } catch {
    /* storage unavailable */
  }
}
