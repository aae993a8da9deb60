/** What of the window this listens to (a test passes its own). */
export type InteractionPage = Pick<EventTarget, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'readyState'>;
};

/**
 * Runs `task` once: on the user's first pointer or key press, or `fallbackMs` after the page has loaded, whichever
 * comes first. For code a page may need soon but does not show on its first screen: fetched and evaluated while a
 * phone is busy with the first screen, it made long tasks there. Returns a cancel.
 */
export function onFirstInteraction(
  task: () => void,
  fallbackMs = 8000,
  page: InteractionPage = window,
): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    cancel();
    done = true;
    task();
  };
  const later = () => {
    timer = setTimeout(run, fallbackMs);
  };
  const cancel = () => {
    done = true;
    clearTimeout(timer);
    for (const type of ['pointerdown', 'keydown'] as const) page.removeEventListener(type, run);
    page.removeEventListener('load', later);
  };
  for (const type of ['pointerdown', 'keydown'] as const)
    page.addEventListener(type, run, { once: true, passive: true });
  if (page.document.readyState === 'complete') later();
  else page.addEventListener('load', later, { once: true });
  return cancel;
}
