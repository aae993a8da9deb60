/**
 * The trigger index: per symbol, 'above' and 'below' levels in sorted chunked lists
 * (sorted-levels.ts) with a FIFO queue per level, and one id map over the whole index.
 *
 * Keys are normalized so that the level that fires first is the greatest: an 'above' level L is stored under
 * −L (the lowest level fires first), a 'below' level under +L (the highest fires first). A tick at price p
 * fires every level whose key is >= −p ('above', i.e. L <= p) or >= +p ('below', i.e. L >= p), popping them
 * from the end of the list: O(1) per fired level and per fired trigger after an O(1) look at the end, so a
 * tick costs O(fired), and add/remove cost O(log n + chunk size).
 *
 * Decisions the interface leaves open:
 * - within one tick, 'above' triggers fire before 'below' ones (both only fire together when triggers were
 *   added on the far side of the current price);
 * - replacing a trigger (add with an existing id) is a remove + add: it queues behind the level's other
 *   triggers, as a new one would;
 * - the index keeps a frozen copy of each added trigger (a `frozenTrigger` is kept as it is); `get` and `tick`
 *   return those;
 * - `limit` must be a positive integer (or Infinity); anything else is a caller bug and throws.
 */
import {
  DEFAULT_CHUNK_SIZE,
  levelKey,
  SortedLevels,
  type Entry,
  type Level,
  type LevelKey,
} from './sorted-levels';
import type { Trigger, TriggerDirection, TriggerIndex } from './types';

export interface TriggerIndexOptions {
  /** Levels per chunk of the sorted lists (default 512); small values exercise the balancing in tests. */
  chunkSize?: number;
}

interface SymbolTriggers<P> {
  above: SortedLevels<P>;
  below: SortedLevels<P>;
  count: number;
}

export function createTriggerIndex<P = unknown>(options: TriggerIndexOptions = {}): TriggerIndex<P> {
  const chunkSize = options.chunkSize ?? DEFAULT_CHUNK_SIZE;
  const symbols = new Map<string, SymbolTriggers<P>>();
  const ids = new Map<string, Entry<P>>();

  // the key of −L is minus the key of L (no bigint negation per trigger: a rebuild makes millions of keys)
  const keyOf = (direction: TriggerDirection, level: bigint): LevelKey => {
    const key = levelKey(level);
    return direction === 'below' ? key : -key;
  };

  function remove(id: string): boolean {
    const entry = ids.get(id);
    if (entry === undefined) return false;
    const { symbol, direction } = entry.trigger;
    const book = symbols.get(symbol)!;
    entry.level.drop(entry);
    if (entry.level.count === 0) book[direction].delete(entry.level);
    ids.delete(id);
    book.count -= 1;
    if (book.count === 0) symbols.delete(symbol);
    return true;
  }

  /** Stores a frozen copy of a validated trigger at the level `slot` finds or creates for its key. */
  function put(trigger: Trigger<P>, slot: (levels: SortedLevels<P>, key: LevelKey) => Level<P>): void {
    // A trigger made by `frozenTrigger` cannot change: it is kept as is (: a rebuild's millions of
    // triggers are made frozen once, not copied again).
    const copy: Trigger<P> =
      trigger instanceof FrozenTrigger
        ? trigger
        : Object.freeze({
            id: trigger.id,
            symbol: trigger.symbol,
            direction: trigger.direction,
            level: trigger.level,
            payload: trigger.payload,
          });
    let book = symbols.get(copy.symbol);
    if (book === undefined) {
      book = { above: new SortedLevels<P>(chunkSize), below: new SortedLevels<P>(chunkSize), count: 0 };
      symbols.set(copy.symbol, book);
    }
    const level = slot(book[copy.direction], keyOf(copy.direction, copy.level));
    const entry: Entry<P> = { trigger: copy, level, live: true };
    level.push(entry);
    ids.set(copy.id, entry);
    book.count += 1;
  }

  /** Fires from the end of `levels` while its key is >= threshold, up to `room` triggers, into `out`. */
  function fire(
    book: SymbolTriggers<P>,
    levels: SortedLevels<P>,
    threshold: LevelKey,
    room: number,
    out: Trigger<P>[],
  ) {
    let left = room;
    while (left > 0) {
      const level = levels.last();
      if (level === undefined || level.key < threshold) return;
      while (left > 0) {
        const entry = level.shift();
        if (entry === undefined) break;
        out.push(entry.trigger);
        ids.delete(entry.trigger.id);
        book.count -= 1;
        left -= 1;
      }
      if (level.count === 0) levels.delete(level);
    }
  }

  return {
    add(trigger) {
      validate(trigger);
      remove(trigger.id);
      put(trigger, (book, key) => book.obtain(key));
    },

    load(triggers) {
      if (ids.size > 0) {
        for (const t of triggers) this.add(t);
        return;
      }
      for (const t of triggers) validate(t);
      for (const t of triggers) {
        const earlier = ids.get(t.id);
        if (earlier !== undefined) {
          // Replaced within the load: the earlier one leaves its (staged) level; an emptied level is dropped
          // when the levels are sealed.
          earlier.level.drop(earlier);
          symbols.get(earlier.trigger.symbol)!.count -= 1;
        }
        put(t, (levels, key) => levels.staged(key));
      }
      const live = (level: Level<P>) => level.count > 0;
      for (const [symbol, book] of symbols) {
        book.above.seal(live);
        book.below.seal(live);
        if (book.count === 0) symbols.delete(symbol);
      }
    },

    remove,

    get(id) {
      return ids.get(id)?.trigger;
    },

    tick(symbol, price, limit = Infinity) {
      if (typeof price !== 'bigint') throw new TypeError('trigger index: price must be a bigint');
      if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 1))) {
        throw new RangeError(`trigger index: limit must be a positive integer, got ${limit}`);
      }
      const book = symbols.get(symbol);
      if (book === undefined) return [];
      const out: Trigger<P>[] = [];
      fire(book, book.above, levelKey(-price), limit, out);
      fire(book, book.below, levelKey(price), limit - out.length, out);
      if (book.count === 0) symbols.delete(symbol);
      return out;
    },

    count(symbol) {
      if (symbol === undefined) return ids.size;
      return symbols.get(symbol)?.count ?? 0;
    },
  };
}

/** A trigger frozen at creation (`frozenTrigger`): the index keeps it as is instead of a copy. */
class FrozenTrigger<P> implements Trigger<P> {
  constructor(
    readonly id: string,
    readonly symbol: string,
    readonly direction: TriggerDirection,
    readonly level: bigint,
    readonly payload: P,
  ) {
    Object.freeze(this);
  }
}

/**
 * The trigger, frozen: `add` and `load` keep it without copying it (: a rebuild makes its millions of
 * triggers this way, once). It equals the plain object with the same fields.
 */
export function frozenTrigger<P>(
  id: string,
  symbol: string,
  direction: TriggerDirection,
  level: bigint,
  payload: P,
): Trigger<P> {
  return new FrozenTrigger(id, symbol, direction, level, payload);
}

function validate(t: Trigger<unknown>): void {
  if (typeof t.id !== 'string' || t.id === '')
    throw new TypeError('trigger index: id must be a non-empty string');
  if (typeof t.symbol !== 'string' || t.symbol === '')
    throw new TypeError(`trigger index: ${t.id} has no symbol`);
  if (t.direction !== 'above' && t.direction !== 'below') {
    throw new TypeError(`trigger index: ${t.id} direction must be 'above' or 'below'`);
  }
  if (typeof t.level !== 'bigint') throw new TypeError(`trigger index: ${t.id} level must be a bigint`);
}
