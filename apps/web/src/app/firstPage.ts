let shown!: () => void;
let marked = false;

/**
 * Settles once the first page itself (not its loading frame) has rendered and the browser has drawn a frame after
 * it: what start-up can leave until then (the socket, the fiat rates, the service worker) waits for it, so its
 * code and requests do not compete with the first screen's on a phone.
 */
export const firstPageShown = new Promise<void>((resolve) => (shown = resolve));

/** Called by the page frame (LazyPage) when a page has mounted; only the first call counts. */
export function markPageShown(): void {
  if (marked) return;
  marked = true;
  requestAnimationFrame(() => setTimeout(shown, 0));
}
