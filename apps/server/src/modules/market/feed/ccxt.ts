import { Decimal } from '@meridian/contract';
import { SecondClock, realTimers, type ClockTimers } from './second-clock';
import { DEMO_MARKET, type SimulatedFeed } from './simulated';
import type { FeedPair, MarketFeed, RawBar, Tick } from './types';

/** The part of a ccxt exchange the feed uses (a ccxt `Exchange` instance satisfies it). */
export interface ExchangeClient {
  id: string;
  name?: string | undefined;
  loadMarkets(): Promise<Record<string, unknown>>;
  fetchTickers(symbols?: string[]): Promise<
    Record<
      string,
      {
        symbol: string;
        last?: number | undefined;
        baseVolume?: number | undefined;
        timestamp?: number | undefined;
      }
    >
  >;
  fetchOHLCV(
    symbol: string,
    timeframe?: string,
    since?: number,
    limit?: number,
  ): Promise<(number | undefined)[][]>;
}

const OHLCV_PAGE = 1000;
const MAX_PAGES = 100;

/**
 * A live feed: prices of the pairs the exchange lists, polled through ccxt once a second; history from the
 * exchange's OHLCV. Pairs the exchange does not list (e.g. stocks on a crypto exchange) stay on the
 * simulated feed and say "Demo market" on their quotes. Exchange numbers become decimal strings through
 * their shortest text form (the JSON the exchange sent), rounded to the pair's tick.
 */
export class CcxtFeed implements MarketFeed {
  private listed = new Set<number>();
  private readonly clock: SecondClock;
  private readonly lastVolume = new Map<number, Decimal>();
  private polling = false;

  constructor(
    private readonly client: ExchangeClient,
    private readonly pairs: FeedPair[],
    private readonly fallback: SimulatedFeed,
    private readonly log: { warn(obj: object, msg: string): void },
    private readonly now: () => number = Date.now,
    timers: ClockTimers = realTimers(now),
  ) {
    this.clock = new SecondClock(timers);
  }

  get simulated(): boolean {
    return this.listed.size < this.pairs.length;
  }

  /** Loads the exchange's markets; fails loudly when the exchange cannot be reached. */
  async init(): Promise<void> {
    const markets = await this.client.loadMarkets();
    this.listed = new Set(this.pairs.filter((p) => p.symbol in markets).map((p) => p.id));
  }

  sourceOf(pairId: number): string {
    return this.listed.has(pairId) ? (this.client.name ?? this.client.id) : DEMO_MARKET;
  }

  async start(last: ReadonlyMap<number, string>, onTicks: (ticks: Tick[]) => void): Promise<void> {
    for (const [id, price] of last) if (!this.listed.has(id)) this.fallback.resume(id, price);
    // Each whole second, labelled with that second and polled at or after its start (SecondClock).
    this.clock.start((second) => {
      if (this.polling) return; // the previous poll is still out: skip this second
      this.polling = true;
      this.poll(second)
        .then(onTicks, (err: unknown) => this.log.warn({ err: String(err) }, 'exchange poll failed'))
        .finally(() => (this.polling = false));
    });
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.clock.stop();
    return Promise.resolve();
  }

  /** One second: the exchange's last prices for listed pairs, simulated ticks for the others. */
  async poll(second = Math.floor(this.now() / 1000)): Promise<Tick[]> {
    const simulated = this.fallback.ticksAt(second).filter((t) => !this.listed.has(t.pairId));
    const listedPairs = this.pairs.filter((p) => this.listed.has(p.id));
    if (listedPairs.length === 0) return simulated;
    const tickers = await this.client.fetchTickers(listedPairs.map((p) => p.symbol));
    const ticks: Tick[] = [];
    for (const p of listedPairs) {
      const t = tickers[p.symbol];
      if (t?.last === undefined || !(t.last > 0)) continue;
      const volume24h = t.baseVolume !== undefined ? new Decimal(String(t.baseVolume)) : undefined;
      const previous = this.lastVolume.get(p.id);
      if (volume24h) this.lastVolume.set(p.id, volume24h);
      // A rolling 24 h volume can shrink; the traded volume since the last poll is never negative.
      const traded = volume24h && previous ? Decimal.max(volume24h.minus(previous), 0) : new Decimal(0);
      ticks.push({
        pairId: p.id,
        time: second * 1000,
        price: new Decimal(String(t.last)).toFixed(p.pricePrecision),
        volume: traded.toDecimalPlaces(p.amountPrecision, Decimal.ROUND_DOWN).toFixed(p.amountPrecision),
      });
    }
    return [...ticks, ...simulated];
  }

  /** A run-time pair is not on the exchange: it stays on the simulated feed. */
  addPair(pair: FeedPair, last: string | undefined): void {
    this.fallback.addPair(pair, last);
  }

  minuteBars(pair: FeedPair, fromMs: number, toMs: number, lastClose: string | undefined): Promise<RawBar[]> {
    if (!this.listed.has(pair.id)) return this.fallback.minuteBars(pair, fromMs, toMs, lastClose);
    return this.ohlcv(pair, '1m', 60_000, fromMs, toMs);
  }

  dailyBars(pair: FeedPair, fromMs: number, toMs: number): Promise<RawBar[]> {
    if (!this.listed.has(pair.id)) return this.fallback.dailyBars(pair, fromMs, toMs);
    return this.ohlcv(pair, '1d', 86_400_000, fromMs, toMs);
  }

  /** Pages through the exchange's OHLCV for [fromMs, toMs). */
  private async ohlcv(
    pair: FeedPair,
    timeframe: string,
    spanMs: number,
    fromMs: number,
    toMs: number,
  ): Promise<RawBar[]> {
    const out: RawBar[] = [];
    let since = Math.ceil(fromMs / spanMs) * spanMs;
    for (let page = 0; page < MAX_PAGES && since < toMs; page++) {
      const rows = await this.client.fetchOHLCV(pair.symbol, timeframe, since, OHLCV_PAGE);
      let advanced = false;
      for (const row of rows) {
        const [ts, o, h, l, c, v] = row;
        if (ts === undefined || ts < since || ts >= toMs || [o, h, l, c, v].some((x) => x === undefined))
          continue;
        const price = (x: number | undefined) => new Decimal(String(x)).toFixed(pair.pricePrecision);
        const volume = new Decimal(String(v)).toDecimalPlaces(pair.amountPrecision, Decimal.ROUND_DOWN);
        const mid = new Decimal(String(o)).plus(String(c)).div(2);
        out.push({
          t: ts / 1000,
          open: price(o),
          high: price(h),
          low: price(l),
          close: price(c),
          volume: volume.toFixed(pair.amountPrecision),
          amount: volume.mul(mid).toFixed(2),
        });
        since = ts + spanMs;
        advanced = true;
      }
      if (!advanced || rows.length < OHLCV_PAGE) break;
    }
    return out;
  }
}
