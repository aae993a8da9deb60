/**
 * A sorted set of keyed items (price levels) in a chunked list: a two-level B-tree — a short array of chunks,
 * each a sorted array of at most `chunkSize` items, plus the last key of every chunk for the binary search —
 * and a key → item map. Insert and delete cost O(log n + chunkSize) instead of the O(n) of one flat spliced
 * array, so books of 10,000 levels (the order book) and 1,000,000 levels (the trigger index) stay
 * cheap; the greatest item is the last one, so the end that matters (the best price, the level that fires
 * first) is read and popped in O(1).
 *
 * Keys are JS numbers while they are safe integers (number compares and hashes are several times cheaper than
 * bigint ones) and bigints beyond: one key always gets the same representation, and `<` between a number and
 * a bigint compares the exact values, so the order stays exact.
 */
export type LevelKey = number | bigint;

const MIN_SAFE = BigInt(Number.MIN_SAFE_INTEGER);
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

/** The key of an exact integer: a number if it is a safe integer, else the bigint itself. */
export function levelKey(value: bigint): LevelKey {
  return value >= MIN_SAFE && value <= MAX_SAFE ? Number(value) : value;
}

export const DEFAULT_CHUNK_SIZE = 512;

export interface Keyed {
  readonly key: LevelKey;
}

/** Sorted set of items by key, ascending. */
export class SortedChunks<T extends Keyed> {
  private chunks: T[][] = [];
  /** Key of the last item of each chunk (same index as `chunks`). */
  private maxes: LevelKey[] = [];
  private readonly byKey = new Map<LevelKey, T>();
  /** True while items are staged by `stage` and not yet ordered by `seal`. */
  private staging = false;

  constructor(readonly chunkSize = DEFAULT_CHUNK_SIZE) {
    if (!Number.isInteger(chunkSize) || chunkSize < 4) throw new RangeError('sorted chunks: chunkSize >= 4');
  }

  get size(): number {
    return this.byKey.size;
  }

  get(key: LevelKey): T | undefined {
    return this.byKey.get(key);
  }

  /** The item with the greatest key, if any. */
  last(): T | undefined {
    const chunk = this.chunks[this.chunks.length - 1];
    return chunk === undefined ? undefined : chunk[chunk.length - 1];
  }

  /** Inserts an item whose key is not in the set yet. */
  add(item: T): void {
    if (this.staging) throw new Error('sorted chunks: add while staging');
    if (this.byKey.has(item.key)) throw new Error(`sorted chunks: key ${item.key} already in`);
    this.byKey.set(item.key, item);
    this.insert(item);
  }

  /** Removes an item of the set. */
  delete(item: T): void {
    if (this.byKey.get(item.key) !== item) throw new Error(`sorted chunks: ${item.key} not indexed`);
    this.byKey.delete(item.key);
    const lastChunk = this.chunks.length - 1;
    const tail = this.chunks[lastChunk]!;
    if (tail[tail.length - 1] === item) {
      tail.pop();
      this.afterShrink(lastChunk);
      return;
    }
    const ci = this.chunkFor(item.key);
    const chunk = this.chunks[ci]!;
    const i = position(chunk, item.key);
    if (chunk[i] !== item) throw new Error(`sorted chunks: ${item.key} out of order`);
    chunk.splice(i, 1);
    this.afterShrink(ci);
  }

  /**
   * Bulk load, on an empty set: items are staged by key in any order (found by `get`, not yet
   * ordered), then `seal` sorts them once and cuts the chunks — instead of one binary search and splice each.
   */
  stage(item: T): void {
    if (this.chunks.length > 0) throw new Error('sorted chunks: stage needs an empty set');
    if (this.byKey.has(item.key)) throw new Error(`sorted chunks: key ${item.key} already in`);
    this.staging = true;
    this.byKey.set(item.key, item);
  }

  /** Orders the staged items (dropping those `keep` refuses), chunks three quarters full. */
  seal(keep: (item: T) => boolean = () => true): void {
    if (!this.staging) return;
    this.staging = false;
    const items: T[] = [];
    for (const item of this.byKey.values()) {
      if (keep(item)) items.push(item);
      else this.byKey.delete(item.key);
    }
    items.sort((a, b) => (a.key < b.key ? -1 : 1));
    const fill = Math.max(1, (this.chunkSize * 3) >>> 2);
    this.chunks = [];
    this.maxes = [];
    for (let i = 0; i < items.length; i += fill) {
      const chunk = items.slice(i, i + fill);
      this.chunks.push(chunk);
      this.maxes.push(chunk[chunk.length - 1]!.key);
    }
  }

  /** Items in key order, ascending. */
  *ascending(): Generator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  /** Items in key order, descending (from the last). */
  *descending(): Generator<T> {
    for (let c = this.chunks.length - 1; c >= 0; c -= 1) {
      const chunk = this.chunks[c]!;
      for (let i = chunk.length - 1; i >= 0; i -= 1) yield chunk[i]!;
    }
  }

  /** Number of chunks (tests of the balancing). */
  get chunkCount(): number {
    return this.chunks.length;
  }

  /** Throws if the internal invariants do not hold (tests): keys strictly ascending, maxes exact, sizes bounded. */
  verify(): void {
    if (this.staging) throw new Error('sorted chunks: not sealed');
    if (this.maxes.length !== this.chunks.length) throw new Error('sorted chunks: maxes out of step');
    let previous: LevelKey | undefined;
    let total = 0;
    this.chunks.forEach((chunk, ci) => {
      if (chunk.length === 0 || chunk.length > this.chunkSize)
        throw new Error(`sorted chunks: chunk ${ci} size`);
      if (this.maxes[ci] !== chunk[chunk.length - 1]!.key) throw new Error(`sorted chunks: chunk ${ci} max`);
      for (const item of chunk) {
        if (previous !== undefined && item.key <= previous)
          throw new Error('sorted chunks: keys out of order');
        if (this.byKey.get(item.key) !== item) throw new Error(`sorted chunks: ${item.key} not mapped`);
        previous = item.key;
        total += 1;
      }
    });
    if (total !== this.byKey.size) throw new Error('sorted chunks: map and chunks disagree');
  }

  private insert(item: T): void {
    if (this.chunks.length === 0) {
      this.chunks.push([item]);
      this.maxes.push(item.key);
      return;
    }
    const ci = Math.min(this.chunkFor(item.key), this.chunks.length - 1);
    const chunk = this.chunks[ci]!;
    const i = position(chunk, item.key);
    if (i === chunk.length) chunk.push(item);
    else chunk.splice(i, 0, item);
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
function position<T extends Keyed>(chunk: T[], key: LevelKey): number {
  let lo = 0;
  let hi = chunk.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (chunk[mid]!.key < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
