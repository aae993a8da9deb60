/**
 * The levels of one direction of one symbol: a FIFO queue of triggers per level, and the levels kept sorted in
 * a chunked list (../sorted-chunks.ts: insert and delete O(log n + chunk size), so 1,000,000 distinct levels
 * stay cheap).
 *
 * Levels are ordered by a normalized key that grows towards the firing end: the level that fires first is the
 * last one, so firing pops from the end in O(1) (see trigger-index.ts).
 */
import { DEFAULT_CHUNK_SIZE, levelKey, SortedChunks, type LevelKey } from '../sorted-chunks';
import type { Trigger } from './types';

export { DEFAULT_CHUNK_SIZE, levelKey, type LevelKey };

/** A trigger inside the index (frozen copy of what was added) and its slot. */
export interface Entry<P> {
  readonly trigger: Trigger<P>;
  readonly level: Level<P>;
  /** False once fired or removed: the level's queue drops it lazily. */
  live: boolean;
}

/** One price level: live triggers in insertion order, dead ones skipped at the head or on compaction. */
export class Level<P> {
  /** Live triggers at this level. */
  count = 0;
  private queue: Entry<P>[] = [];
  private head = 0;
  private dead = 0;

  constructor(readonly key: LevelKey) {}

  push(entry: Entry<P>): void {
    // Most levels hold one or two triggers: a first entry gets an exact one-slot array (an empty array's first
    // push reserves 17 slots: ~100 MB over the ~765,000 levels of a 1,000,000-trigger rebuild).
    if (this.queue.length === 0) this.queue = [entry];
    else this.queue.push(entry);
    this.count += 1;
  }

  /** Removes and returns the oldest live entry (undefined when none is left). */
  shift(): Entry<P> | undefined {
    while (this.head < this.queue.length) {
      const entry = this.queue[this.head]!;
      this.head += 1;
      if (!entry.live) {
        this.dead -= 1;
        continue;
      }
      entry.live = false;
      this.count -= 1;
      this.compact();
      return entry;
    }
    return undefined;
  }

  /** Marks a live entry gone; its queue slot is reclaimed lazily (bounded: at most half the queue is dead). */
  drop(entry: Entry<P>): void {
    entry.live = false;
    this.count -= 1;
    this.dead += 1;
    this.compact();
  }

  /** Live entries, oldest first (tests and rebuilds). */
  *entries(): Generator<Entry<P>> {
    for (let i = this.head; i < this.queue.length; i += 1) {
      const entry = this.queue[i]!;
      if (entry.live) yield entry;
    }
  }

  private compact(): void {
    const waste = this.head + this.dead;
    if (waste < 32 || waste * 2 < this.queue.length) return;
    this.queue = this.queue.slice(this.head).filter((e) => e.live);
    this.head = 0;
    this.dead = 0;
  }
}

/** Sorted set of levels by key, ascending; the last level is the one that fires first. */
export class SortedLevels<P> extends SortedChunks<Level<P>> {
  /** The level at `key`, created and inserted in order if missing. */
  obtain(key: LevelKey): Level<P> {
    const found = this.get(key);
    if (found !== undefined) return found;
    const level = new Level<P>(key);
    this.add(level);
    return level;
  }

  /** Bulk load: the level at `key`, created and staged (unordered) if missing; `seal` orders them once. */
  staged(key: LevelKey): Level<P> {
    const found = this.get(key);
    if (found !== undefined) return found;
    const level = new Level<P>(key);
    this.stage(level);
    return level;
  }
}
