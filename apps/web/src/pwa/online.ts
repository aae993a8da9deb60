/**
 * The connection as the browser reports it (`navigator.onLine` and the window's online/offline
 * events), for the offline banner. Pure wiring over an EventTarget, tested in online.test.ts.
 */
export interface OnlineSource {
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  isOnline: () => boolean;
}

/** Calls `onChange` with the state now and on every change; returns the unsubscribe. */
export function watchOnline(source: OnlineSource, onChange: (online: boolean) => void): () => void {
  let last: boolean | undefined;
  const report = () => {
    const now = source.isOnline();
    if (now === last) return;
    last = now;
    onChange(now);
  };
  source.target.addEventListener('online', report);
  source.target.addEventListener('offline', report);
  report();
  return () => {
    source.target.removeEventListener('online', report);
    source.target.removeEventListener('offline', report);
  };
}

/** What the banner shows: nothing online; "offline" while offline; "back online" for a moment after. */
export type BannerState = 'hidden' | 'offline' | 'back';

export function nextBanner(prev: BannerState, online: boolean): BannerState {
  if (!online) return 'offline';
  return prev === 'offline' ? 'back' : prev === 'back' ? 'back' : 'hidden';
}

/** How long "back online" stays. */
export const BACK_ONLINE_MS = 2500;

export function browserOnlineSource(): OnlineSource | undefined {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return undefined;
  return { target: window, isOnline: () => navigator.onLine };
}
