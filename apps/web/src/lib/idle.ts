/** What of the window this uses (a test passes its own). */
export interface IdleHost {
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => unknown;
  setTimeout: (cb: () => void, ms: number) => unknown;
}

/**
 * Runs `task` in the browser's next idle period, at the latest `timeoutMs` from now (a timer where idle callbacks
 * are missing): for work nobody waits for, kept out of the tasks that build the first screen on a phone.
 */
export function whenIdle(task: () => void, timeoutMs = 2000, host: IdleHost = window): void {
  if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(task, { timeout: timeoutMs });
  else host.setTimeout(task, 0);
}
