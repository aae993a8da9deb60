/**
 * Runs `task` once the browser has nothing better to do after the first screen (a short timer where there is
 * no requestIdleCallback, as on Safari); returns the cancel for an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 1500);
  return () => clearTimeout(id);
}
