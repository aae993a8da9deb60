import type { DaymarketMessage } from '@meridian/contract';
import type { PairQuote } from '@meridian/contract/market';
import { useMemo, useSyncExternalStore } from 'react';
import { nextFrame } from './frameBatch';
import type { Schedule } from './frameBatch';

/**
 * The latest live tick of every pair, for the widgets that print a pair's price (quote rows, flash prices).
 * Socket ticks are pushed in as they arrive and applied once per animation frame: every tick of a frame is
 * folded into one update (the newest tick of a pair wins), and only the subscribers of the pairs that changed
 * are told, so a row re-renders when its own pair moves and never because another one did. A frame tells the
 * subscribers of a few pairs at most and leaves the rest to the next frames: the all-market message moves every
 * row at once, and drawing them all in one frame is a long task on a slow phone.
 */

/** The fields a `daymarket` tick carries for a pair's quote. */
export type QuoteTick = Pick<
  DaymarketMessage,
  'match_id' | 'now_price' | 'change' | 'open' | 'high' | 'low' | 'volume' | 'amount' | 'time'
>;

/** The quote with a tick applied; the same object when the tick is older or changes nothing. */
export function applyTick<Q extends PairQuote>(quote: Q, tick: QuoteTick): Q {
  if (tick.match_id !== quote.id || tick.time < quote.time) return quote;
  const same =
    quote.now_price === tick.now_price &&
    quote.change === tick.change &&
    quote.high === tick.high &&
    quote.low === tick.low &&
    quote.volume === tick.volume &&
    quote.amount === tick.amount &&
    quote.open === tick.open;
  if (same) return quote.time === tick.time ? quote : { ...quote, time: tick.time };
  return {
    ...quote,
    now_price: tick.now_price,
    change: tick.change,
    open: tick.open,
    high: tick.high,
    low: tick.low,
    volume: tick.volume,
    amount: tick.amount,
    time: tick.time,
  };
}

/** The quote fields a tick replaces; a row compares the others to tell a new pair from a newer price. */
export const LIVE_FIELDS: ReadonlySet<string> = new Set([
  'now_price',
  'change',
  'open',
  'high',
  'low',
  'volume',
  'amount',
  'time',
]);

export const PAIRS_PER_FRAME = 4;

export class LiveQuoteStore {
  private readonly latest = new Map<number, QuoteTick>();
  private readonly pending = new Map<number, QuoteTick>();
  private readonly listeners = new Map<number, Set<() => void>>();
  private readonly flushListeners = new Set<(ticks: ReadonlyMap<number, QuoteTick>) => void>();
  /** Pairs applied whose subscribers have not been told yet, oldest first. */
  private readonly untold = new Set<number>();
  private scheduled = false;

  constructor(
    private readonly schedule: Schedule = nextFrame,
    /** How many pairs' subscribers one frame tells. */
    private readonly pairsPerFrame = PAIRS_PER_FRAME,
  ) {}

  /** Queues a tick for the next frame; an older tick than the one held for its pair is dropped. */
  push(tick: QuoteTick): void {
    const held = this.pending.get(tick.match_id) ?? this.latest.get(tick.match_id);
    if (held && held.time > tick.time) return;
    this.pending.set(tick.match_id, tick);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(this.flush);
  }

  /** Applies the frame's ticks in one update, then tells the subscribers of the next few changed pairs. */
  readonly flush = (): void => {
    this.scheduled = false;
    if (this.pending.size > 0) {
      const ticks = new Map(this.pending);
      this.pending.clear();
      for (const [id, tick] of ticks) {
        this.latest.set(id, tick);
        this.untold.add(id); // a pair still waiting keeps its place: told once, with its latest tick
      }
      for (const l of this.flushListeners) l(ticks);
    }
    let told = 0;
    for (const id of this.untold) {
      if (told === this.pairsPerFrame) break;
      this.untold.delete(id);
      const listeners = this.listeners.get(id);
      if (!listeners) continue; // nothing on screen shows it: it reads the latest tick when it does
      told += 1;
      listeners.forEach((l) => l());
    }
    if (this.untold.size > 0 && !this.scheduled) {
      this.scheduled = true;
      this.schedule(this.flush);
    }
  };

  get(id: number): QuoteTick | undefined {
    return this.latest.get(id);
  }

  subscribe(id: number, listener: () => void): () => void {
    let set = this.listeners.get(id);
    if (!set) {
      set = new Set();
      this.listeners.set(id, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(id);
    };
  }

  /** Called once per applied frame with that frame's ticks (the quote caches are patched from it). */
  onFlush(listener: (ticks: ReadonlyMap<number, QuoteTick>) => void): () => void {
    this.flushListeners.add(listener);
    return () => this.flushListeners.delete(listener);
  }
}

export const liveQuoteStore = new LiveQuoteStore();

const noSubscription = () => () => {};

/**
 * `quote` with its pair's latest live tick applied; re-renders only when that pair's tick changes, and not at
 * all while `follow` is false (a row off screen), catching up with the latest tick when it is true again.
 */
export function useLiveQuote<Q extends PairQuote>(
  quote: Q,
  follow = true,
  store: LiveQuoteStore = liveQuoteStore,
): Q {
  const id = quote.id;
  const subscribe = useMemo(
    () => (follow ? (l: () => void) => store.subscribe(id, l) : noSubscription),
    [store, id, follow],
  );
  const tick = useSyncExternalStore(subscribe, () => store.get(id));
  return useMemo(() => (tick ? applyTick(quote, tick) : quote), [quote, tick]);
}

/** Whether two quotes are the same pair with the same listing, whatever their live fields say. */
export function sameListing(a: PairQuote, b: PairQuote): boolean {
  if (a === b) return true;
  for (const k of Object.keys(a) as (keyof PairQuote)[])
    if (!LIVE_FIELDS.has(k) && a[k] !== b[k]) return false;
  return Object.keys(a).length === Object.keys(b).length;
}
