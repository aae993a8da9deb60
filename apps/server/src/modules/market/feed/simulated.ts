import { Decimal } from '@meridian/contract';
import { PriceModel } from './model';
import { SecondClock, realTimers, type ClockTimers } from './second-clock';
import { isSessionOpen } from './session';
import type { FeedPair, MarketFeed, RawBar, Tick } from './types';

export const DEMO_MARKET = 'Demo market';

/**
 * The default feed: deterministic from a seed, one tick per pair per second (stocks only in session),
 * history generated from the same process so charts are full from the first start.
 */
export class SimulatedFeed implements MarketFeed {
  readonly simulated = true;
  private readonly models = new Map<number, PriceModel>();
  private readonly state = new Map<number, number>();
  private readonly clock: SecondClock;

  constructor(
    private readonly seed: number,
    private readonly pairs: FeedPair[],
    now: () => number = Date.now,
    timers: ClockTimers = realTimers(now),
  ) {
    for (const p of pairs) this.models.set(p.id, new PriceModel(seed, p));
    this.clock = new SecondClock(timers);
  }

  sourceOf(): string {
    return DEMO_MARKET;
  }

  start(last: ReadonlyMap<number, string>, onTicks: (ticks: Tick[]) => void): Promise<void> {
    for (const p of this.pairs) this.state.set(p.id, this.model(p).startLog(last.get(p.id)));
    // One batch per whole second, labelled with that second and emitted at or after its start (SecondClock).
    this.clock.start((second) => onTicks(this.ticksAt(second)));
    return Promise.resolve();
  }

  stop(): Promise<void> {
    this.clock.stop();
    return Promise.resolve();
  }

  /** Advances every open pair by one second and returns the ticks of that second (pure given the state). */
  ticksAt(second: number): Tick[] {
    const ticks: Tick[] = [];
    for (const p of this.pairs) {
      if (!isSessionOpen(p.category, second * 1000)) continue;
      const model = this.model(p);
      const s = model.step(this.state.get(p.id) ?? model.startLog(undefined), second, 1);
      this.state.set(p.id, s.logPrice);
      ticks.push({
        pairId: p.id,
        time: second * 1000,
        price: model.price(s.logPrice),
        volume: new Decimal(s.volume)
          .toDecimalPlaces(p.amountPrecision, Decimal.ROUND_DOWN)
          .toFixed(p.amountPrecision),
      });
    }
    return ticks;
  }

  addPair(pair: FeedPair, last: string | undefined): void {
    if (this.models.has(pair.id)) return;
    const model = new PriceModel(this.seed, pair);
    this.models.set(pair.id, model);
    this.pairs.push(pair);
    this.state.set(pair.id, model.startLog(last ?? pair.level));
  }

  /** Seeds the live state of a pair (after history or a restart). */
  resume(pairId: number, lastClose: string): void {
    const p = this.pairs.find((x) => x.id === pairId);
    if (p) this.state.set(pairId, this.model(p).startLog(lastClose));
  }

  minuteBars(pair: FeedPair, fromMs: number, toMs: number, lastClose: string | undefined): Promise<RawBar[]> {
    return Promise.resolve(this.bars(pair, fromMs, toMs, 60, lastClose));
  }

  dailyBars(pair: FeedPair, fromMs: number, toMs: number): Promise<RawBar[]> {
    return Promise.resolve(this.bars(pair, fromMs, toMs, 86_400, undefined));
  }

  private bars(
    pair: FeedPair,
    fromMs: number,
    toMs: number,
    spanS: number,
    lastClose: string | undefined,
  ): RawBar[] {
    const model = this.model(pair);
    const out: RawBar[] = [];
    let x = model.startLog(lastClose);
    const first = Math.ceil(fromMs / 1000 / spanS) * spanS;
    for (let t = first; t * 1000 < toMs; t += spanS) {
      const open = spanS === 86_400 ? isTradingDay(pair, t) : isSessionOpen(pair.category, t * 1000);
      if (!open) continue;
      const { bar, closeLog } = model.bar(x, t, spanS);
      out.push(bar);
      x = closeLog;
    }
    return out;
  }

  private model(p: FeedPair): PriceModel {
    const m = this.models.get(p.id);
    if (!m) throw new Error(`no model for pair ${p.id}`);
    return m;
  }
}

/** Stocks have daily bars on weekdays only. */
function isTradingDay(pair: FeedPair, dayStartS: number): boolean {
  if (pair.category === 'crypto') return true;
  const weekday = new Date(dayStartS * 1000).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}
