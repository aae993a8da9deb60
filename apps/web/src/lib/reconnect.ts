import { onlineManager } from '@tanstack/react-query';

/**
 * The connection's state as the app sees it: react-query's onlineManager (browser online/offline events), so
 * paused queries, refetch-on-reconnect and the screens' own retries follow one signal.
 */
export interface OnlineSource {
  isOnline(): boolean;
  subscribe(listener: (online: boolean) => void): () => void;
}

/** Calls `retry` each time the connection comes back (offline → online); returns the unsubscribe. */
export function onReconnect(retry: () => void, source: OnlineSource = onlineManager): () => void {
  let online = source.isOnline();
  return source.subscribe((now) => {
    const cameBack = now && !online;
    online = now;
    if (cameBack) retry();
  });
}

/** How long a screen may show "Loading…" (while online) before it offers a retry instead. */
export const LOADING_DEADLINE_MS = 20_000;

/** What a loading placeholder shows: the spinner, "offline, will load when back", or "too long, retry". */
export type LoadingState = 'loading' | 'offline' | 'timedOut';

export function loadingState(
  online: boolean,
  elapsedMs: number,
  deadlineMs = LOADING_DEADLINE_MS,
): LoadingState {
  if (!online) return 'offline';
  return elapsedMs >= deadlineMs ? 'timedOut' : 'loading';
}
