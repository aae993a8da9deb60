/**
 * Runs `steps` in order, a few at a time: each slice stops once it has used `budgetMs` and the rest continue in a
 * later task, so work that may wait (building caches ahead) never holds a phone's main thread for long.
 * Returns a cancel.
 */
export function runInSlices(
  steps: readonly (() => void)[],
  budgetMs = 8,
  later: (next: () => void) => void = (next) => void setTimeout(next, 0),
  now: () => number = () => performance.now(),
): () => void {
  let at = 0;
  let cancelled = false;
  const slice = () => {
    if (cancelled) return;
    const until = now() + budgetMs;
    do steps[at++]?.();
    while (at < steps.length && now() < until);
    if (at < steps.length) later(slice);
  };
  later(slice);
  return () => {
    cancelled = true;
  };
}
