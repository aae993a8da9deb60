/**
 * Socket messages applied once per animation frame. A message handler pushes what arrived; the batch hands
 * everything pushed since the last frame, in arrival order, to one `apply` call in the next frame, so several
 * messages in a frame cost one store update and one render instead of one each (the caller folds them: the
 * newest book wins, events stay in order).
 */

/** Runs `flush` once, soon: the next animation frame by default. */
export type Schedule = (flush: () => void) => void;

export const nextFrame: Schedule = (flush) => {
  // a hidden tab runs no frames: a timer keeps the store current there
  if (typeof document !== 'undefined' && document.visibilityState === 'visible')
    requestAnimationFrame(() => flush());
  else setTimeout(flush, 100);
};

export interface FrameBatch<T> {
  /** Queues an item for the next frame's `apply`. */
  push(item: T): void;
  /** Applies what is queued now (before reading the state the batch writes, e.g. on a join ack). */
  flush(): void;
  /** Drops what is queued and ignores later pushes (the listener is gone). */
  cancel(): void;
}

export function frameBatch<T>(apply: (items: T[]) => void, schedule: Schedule = nextFrame): FrameBatch<T> {
  let queued: T[] = [];
  let scheduled = false;
  let cancelled = false;
  const flush = () => {
    scheduled = false;
    if (cancelled || queued.length === 0) return;
    const items = queued;
    queued = [];
    apply(items);
  };
  return {
    push(item) {
      if (cancelled) return;
      queued.push(item);
      if (scheduled) return;
      scheduled = true;
      schedule(flush);
    },
    flush,
    cancel() {
      cancelled = true;
      queued = [];
    },
  };
}
