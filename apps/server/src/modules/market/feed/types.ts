/** What a market feed produces: the only source of prices in Meridian. */

/** Last trade of one pair in one second: price and the base volume traded since the previous tick. */
export interface Tick {
  pairId: number;
  /** Epoch ms of the tick (whole seconds). */
  time: number;
  price: string;
  volume: string;
}

/** One OHLCV bar as decimal strings; `t` is the bucket start in epoch seconds. */
export interface RawBar {
  t: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Base-asset volume and quote-asset turnover. */
  volume: string;
  amount: string;
}

export interface FeedPair {
  id: number;
  symbol: string;
  category: 'crypto' | 'stock';
  pricePrecision: number;
  amountPrecision: number;
  level: string;
  volatility: number;
  turnoverPerMinute: number;
}

export interface MarketFeed {
  /** True when any pair's prices are simulated (the app then says "Demo market"). */
  readonly simulated: boolean;
  /** Shown on a pair's quotes: "Demo market" when its prices are simulated, else the exchange's name. */
  sourceOf(pairId: number): string;
  /** Starts ticking; `onTicks` gets each second's ticks as one batch. `last` is each pair's last known price. */
  start(last: ReadonlyMap<number, string>, onTicks: (ticks: Tick[]) => void): Promise<void>;
  stop(): Promise<void>;
  /** Minute bars for [fromMs, toMs), continuing from `lastClose` when known (history and gap backfill). */
  minuteBars(pair: FeedPair, fromMs: number, toMs: number, lastClose: string | undefined): Promise<RawBar[]>;
  /** Daily bars for [fromMs, toMs), ending near `endClose` when given (long history before the minute bars). */
  dailyBars(pair: FeedPair, fromMs: number, toMs: number): Promise<RawBar[]>;
  /**
   * Adds a pair listed at run time (an IEO token): simulated, ticking from `last` (its last recorded
   * price) or else from its level. Idempotent: a pair already known is left as it is.
   */
  addPair(pair: FeedPair, last: string | undefined): void;
}
