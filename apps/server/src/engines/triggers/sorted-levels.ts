/**
 * The levels of one direction of one symbol: a FIFO queue of triggers per level, and the levels kept sorted in
 * a chunked list (a two-level B-tree: a short array of chunks, each a sorted array of at most `chunkSize`
 * levels, plus the last key of every chunk for the binary search). Insert and delete cost O(log n + chunkSize)
 * instead of the O(n) of one flat spliced array, so 1,000,000 distinct levels stay cheap.
 *
 * Levels are ordered by a normalized key that grows towards the firing end: the level that fires first is the
 * last one, so firing pops from the end in O(1) (see trigger-index.ts).
 *
 * Keys are JS numbers while they are safe integers (number compares and hashes are several times cheaper than
 * bigint ones) and bigints beyond: one level always gets the same representation, and `<` between a number and
 * a bigint compares the exact values, so the order stays exact.
 */
import type { Trigger } from './types';

export type LevelKey = number | bigint;

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The key of an exact integer: a number if it is a safe integer, else the bigint itself. */
export function levelKey(value: bigint): LevelKey {
  return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
}

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
    this.queue.push(entry);
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

export const DEFAULT_CHUNK_SIZE = 512;

/** Sorted set of levels by key, ascending; the last level is the one that fires first. */
export class SortedLevels<P> {
  private readonly chunks: Level<P>[][] = [];
  /** Key of the last level of each chunk (same index as `chunks`). */
  private readonly maxes: LevelKey[] = [];
  private readonly byKey = new Map<LevelKey, Level<P>>();

  constructor(private readonly chunkSize = DEFAULT_CHUNK_SIZE) {
    if (!Number.isInteger(chunkSize) || chunkSize < 4) throw new RangeError('trigger index: chunkSize >= 4');
  }

  get size(): number {
    return this.byKey.size;
  }

  get(key: LevelKey): Level<P> | undefined {
    return this.byKey.get(key);
  }

  /** The level with the greatest key (fires first), if any. */
  last(): Level<P> | undefined {
    const chunk = this.chunks[this.chunks.length - 1];
    return chunk === undefined ? undefined : chunk[chunk.length - 1];
  }

  /** The level at `key`, created and inserted in order if missing. */
  obtain(key: LevelKey): Level<P> {
    const found = this.byKey.get(key);
    if (found !== undefined) return found;
    const level = new Level<P>(key);
    this.byKey.set(key, level);
    this.insert(level);
    return level;
  }

  /** Removes a level (normally once it is empty). */
  delete(level: Level<P>): void {
    if (this.byKey.get(level.key) !== level) throw new Error(`trigger index: level ${level.key} not indexed`);
    this.byKey.delete(level.key);
    const lastChunk = this.chunks.length - 1;
    const tail = this.chunks[lastChunk]!;
    if (tail[tail.length - 1] === level) {
      tail.pop();
      this.afterShrink(lastChunk);
      return;
    }
    const ci = this.chunkFor(level.key);
    const chunk = this.chunks[ci]!;
    const i = position(chunk, level.key);
    if (chunk[i] !== level) throw new Error(`trigger index: level ${level.key} out of order`);
    chunk.splice(i, 1);
    this.afterShrink(ci);
  }

  /** Levels in key order, ascending (tests and rebuilds). */
  *ascending(): Generator<Level<P>> {
    for (const chunk of this.chunks) yield* chunk;
  }

  /** Number of chunks (tests of the balancing). */
  get chunkCount(): number {
    return this.chunks.length;
  }

  /** Throws if the internal invariants do not hold (tests): keys strictly ascending, maxes exact, sizes bounded. */
  verify(): void {
    if (this.maxes.length !== this.chunks.length) throw new Error('sorted levels: maxes out of step');
    let previous: LevelKey | undefined;
    let total = 0;
    this.chunks.forEach((chunk, ci) => {
      if (chunk.length === 0 || chunk.length > this.chunkSize)
        throw new Error(`sorted levels: chunk ${ci} size`);
      if (this.maxes[ci] !== chunk[chunk.length - 1]!.key) throw new Error(`sorted levels: chunk ${ci} max`);
      for (const level of chunk) {
        if (previous !== undefined && level.key <= previous)
          throw new Error('sorted levels: keys out of order');
        if (this.byKey.get(level.key) !== level) throw new Error(`sorted levels: ${level.key} not mapped`);
        previous = level.key;
        total += 1;
      }
    });
    if (total !== this.byKey.size) throw new Error('sorted levels: map and chunks disagree');
  }

  private insert(level: Level<P>): void {
    if (this.chunks.length === 0) {
      this.chunks.push([level]);
      this.maxes.push(level.key);
      return;
    }
    const ci = Math.min(this.chunkFor(level.key), this.chunks.length - 1);
    const chunk = this.chunks[ci]!;
    const i = position(chunk, level.key);
    if (i === chunk.length) chunk.push(level);
    else chunk.splice(i, 0, level);
    this.maxes[ci] = chunk[chunk.length - 1]!.key;
    if (chunk.length > this.chunkSize) {
      const upper = chunk.splice(chunk.length >>> 1);
      this.chunks.splice(ci + 1, 0, upper);
      this.maxes.splice(ci, 1, chunk[chunk.length - 1]!.key, upper[upper.length - 1]!.key);
    }
  }

  /** After a removal from chunk `ci`: drop it if empty, merge it into a neighbour if small, fix its max. */
  private afterShrink(ci: number): void {
    const chunk = this.chunks[ci]!;
    if (chunk.length === 0) {
      this.chunks.splice(ci, 1);
      this.maxes.splice(ci, 1);
      return;
    }
    this.maxes[ci] = chunk[chunk.length - 1]!.key;
    if (chunk.length >= this.chunkSize >>> 2) return;
    const next = this.chunks[ci + 1];
    if (next !== undefined && chunk.length + next.length <= this.chunkSize) {
      this.chunks[ci] = chunk.concat(next);
      this.chunks.splice(ci + 1, 1);
      this.maxes.splice(ci, 1);
      return;
    }
    const prev = this.chunks[ci - 1];
    if (prev !== undefined && chunk.length + prev.length <= this.chunkSize) {
      this.chunks[ci - 1] = prev.concat(chunk);
      this.chunks.splice(ci, 1);
      this.maxes.splice(ci - 1, 1);
    }
  }

  /** First chunk whose last key is >= key (chunks.length if none). */
  private chunkFor(key: LevelKey): number {
    let lo = 0;
    let hi = this.maxes.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.maxes[mid]! < key) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** First index in a sorted chunk whose key is >= key. */
function position<P>(chunk: Level<P>[], key: LevelKey): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (chunk[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
