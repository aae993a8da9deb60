import { Heap } from './heap';
import { WindowRange } from './window-range';

/**
 * One alert as the index holds it: a level in the pair's ticks (above/below) or a move in basis points of a
 * percent over a window (move); `armed` false while a repeating alert waits for the price to cross back.
 */
export interface IndexedAlert {
  id: number;
  pairId: number;
  kind: 'above' | 'below' | 'move';
  /** Above/below: the level in the pair's ticks. */
  level: bigint;
  /** Move: the percent × 100 (5 % = 500) and the window in minutes. */
  bp: number;
  windowMinutes: number;
  repeat: boolean;
  armed: boolean;
}

/** What a tick did to an alert: it fired (at the tick's price; a move with its size and direction) or re-armed. */
export type AlertEvent =
  { type: 'fire'; id: number; price: bigint; moveBp?: number; up?: boolean } | { type: 'rearm'; id: number };

/**
 * An alert in the heaps: the entry itself, in exactly one heap at a time (a firing or re-arming pops it before
 * placing it in the other, so moving allocates nothing); a removed one is marked dead and dropped when it surfaces.
 */
interface Entry extends IndexedAlert {
  dead: boolean;
  /** What the heaps order by: the level as a double (comparing bigints was most of a tick's time), or a move's bp. */
  key: number;
}

/** Move alerts of one window on one pair: armed ones by percent ascending, waiting ones descending. */
class WindowBook {
  readonly armed = new Heap<Entry>(false);
  readonly waiting = new Heap<Entry>(true);
  constructor(readonly range: WindowRange) {}
}

/** One pair: armed levels (above ascending, below descending) and waiting ones, mirrored, plus move windows. */
class PairBook {
  readonly above = new Heap<Entry>(false);
  readonly below = new Heap<Entry>(true);
  /** Fired repeating 'above' alerts: re-armed once the price is under the level (highest first). */
  readonly aboveWait = new Heap<Entry>(true);
  /** Fired repeating 'below' alerts: re-armed once the price is over the level (lowest first). */
  readonly belowWait = new Heap<Entry>(false);
  readonly windows = new Map<number, WindowBook>();
  last: bigint | undefined;

  window(minutes: number): WindowBook {
    let w = this.windows.get(minutes);
    if (!w) this.windows.set(minutes, (w = new WindowBook(new WindowRange(minutes))));
    return w;
  }
}

const BP = 10_000n;

/** The move of `price` over the window's extremes, in basis points of a percent (floored), and its direction. */
function moveOf(range: WindowRange, price: bigint): { bp: number; up: boolean } | undefined {
  const low = range.min();
  const high = range.max();
  if (low === undefined || high === undefined || low <= 0n) return undefined;
  const up = ((price - low) * BP) / low;
  const down = ((high - price) * BP) / high;
  const bp = up >= down ? up : down;
  return { bp: bp > 1_000_000_000n ? 1_000_000_000 : Number(bp), up: up >= down };
}

/**
 * The price-alert index the leader evaluates every tick on: per pair, four heaps of levels (armed above/below, and
 * fired repeating ones waiting to cross back) and, per move window, the window's low and high with armed and
 * waiting alerts ordered by percent. A tick pops only what it crosses: O((fired + re-armed) · log n) plus a constant
 * per pair and window, never a scan. Removal is lazy (the entry is marked dead), so it costs O(1).
 */
export class AlertIndex {
  private pairs = new Map<number, PairBook>();
  private readonly alerts = new Map<number, Entry>();
  /** Placements left in the heaps by removed alerts, until popped or compacted away. */
  private stale = 0;

  /** `windows`: the move windows (minutes) every pair tracks from its first tick, alerts or not. */
  constructor(private readonly windows: readonly number[] = []) {}

  count(): number {
    return this.alerts.size;
  }

  has(id: number): boolean {
    return this.alerts.has(id);
  }

  /** Whether the index holds the alert armed (tests). */
  armed(id: number): boolean | undefined {
    return this.alerts.get(id)?.armed;
  }

  /**
   * Places an alert (replacing one with its id). An armed alert the pair's last price already satisfies fires at
   * once (its event is returned) unless `fireNow` is false: then it fires on the next tick that satisfies it.
   */
  put(alert: IndexedAlert, fireNow = true): AlertEvent[] {
    this.remove(alert.id);
    const e: Entry = {
      ...alert,
      dead: false,
      key: alert.kind === 'move' ? alert.bp : Number(alert.level),
    };
    this.alerts.set(e.id, e);
    const book = this.book(e.pairId);
    const out: AlertEvent[] = [];
    if (fireNow && e.armed && book.last !== undefined && this.reached(book, e, book.last, out)) return out;
    this.place(book, e);
    return out;
  }

  remove(id: number): boolean {
    const e = this.alerts.get(id);
    if (!e) return false;
    e.dead = true;
    this.alerts.delete(id);
    if (++this.stale > 2 * this.alerts.size + 10_000) this.compact();
    return true;
  }

  /** Applies one tick of a pair (`time` epoch ms, ticks in time order); events in firing order go to `out`. */
  tick(pairId: number, price: bigint, time: number, out: AlertEvent[]): void {
    const book = this.book(pairId);
    book.last = price;
    for (let n = this.top(book.above); n && price >= n.level; n = this.top(book.above)) {
      book.above.pop();
      this.fired(n, price, out);
    }
    for (let n = this.top(book.below); n && price <= n.level; n = this.top(book.below)) {
      book.below.pop();
      this.fired(n, price, out);
    }
    for (let n = this.top(book.aboveWait); n && price < n.level; n = this.top(book.aboveWait)) {
      book.aboveWait.pop();
      this.rearmed(n, out);
    }
    for (let n = this.top(book.belowWait); n && price > n.level; n = this.top(book.belowWait)) {
      book.belowWait.pop();
      this.rearmed(n, out);
    }
    for (const w of book.windows.values()) {
      w.range.add(price, time);
      if (w.armed.size === 0 && w.waiting.size === 0) continue;
      const move = moveOf(w.range, price);
      if (!move) continue;
      for (let n = this.top(w.armed); n && n.bp <= move.bp; n = this.top(w.armed)) {
        w.armed.pop();
        this.fired(n, price, out, move);
      }
      for (let n = this.top(w.waiting); n && n.bp > move.bp; n = this.top(w.waiting)) {
        w.waiting.pop();
        this.rearmed(n, out);
      }
    }
  }

  /** The heap's live top: removed alerts are dropped on the way. */
  private top(heap: Heap<Entry>): Entry | undefined {
    for (let n = heap.peek(); n; n = heap.peek()) {
      if (!n.dead) return n;
      heap.pop();
      this.stale--;
    }
    return undefined;
  }

  private fired(e: Entry, price: bigint, out: AlertEvent[], move?: { bp: number; up: boolean }): void {
    out.push(
      move
        ? { type: 'fire', id: e.id, price, moveBp: move.bp, up: move.up }
        : { type: 'fire', id: e.id, price },
    );
    if (!e.repeat) {
      // it was just popped (or never placed): nothing stale is left behind
      e.dead = true;
      this.alerts.delete(e.id);
      return;
    }
    e.armed = false;
    this.place(this.book(e.pairId), e);
  }

  private rearmed(e: Entry, out: AlertEvent[]): void {
    out.push({ type: 'rearm', id: e.id });
    e.armed = true;
    this.place(this.book(e.pairId), e);
  }

  /** An armed alert the price already satisfies fires now (true), else it is placed by the caller. */
  private reached(book: PairBook, e: Entry, price: bigint, out: AlertEvent[]): boolean {
    if (e.kind === 'move') {
      const move = moveOf(book.window(e.windowMinutes).range, price);
      if (!move || e.bp > move.bp) return false;
      this.fired(e, price, out, move);
      return true;
    }
    if (e.kind === 'above' ? price < e.level : price > e.level) return false;
    this.fired(e, price, out);
    return true;
  }

  private place(book: PairBook, e: Entry): void {
    if (e.kind === 'move') {
      const w = book.window(e.windowMinutes);
      (e.armed ? w.armed : w.waiting).push(e);
    } else if (e.kind === 'above') (e.armed ? book.above : book.aboveWait).push(e);
    else (e.armed ? book.below : book.belowWait).push(e);
  }

  private book(pairId: number): PairBook {
    let b = this.pairs.get(pairId);
    if (!b) {
      this.pairs.set(pairId, (b = new PairBook()));
      for (const m of this.windows) b.window(m);
    }
    return b;
  }

  /** Heaps rebuilt from the live alerts (the windows' prices and each pair's last price kept). */
  private compact(): void {
    const old = this.pairs;
    this.pairs = new Map();
    for (const [pairId, b] of old) {
      const fresh = new PairBook();
      fresh.last = b.last;
      for (const [m, w] of b.windows) fresh.windows.set(m, new WindowBook(w.range));
      this.pairs.set(pairId, fresh);
    }
    this.stale = 0;
    for (const e of this.alerts.values()) this.place(this.book(e.pairId), e);
  }
}
