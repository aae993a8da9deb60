import type { FeedPair, RawBar } from './types';
import { normal, streamBase, streamId, uniform } from './noise';

/**
 * The simulated price process, per pair: a mean-reverting (Ornstein–Uhlenbeck) walk of the log price
 * around the pair's level with its volatility, plus occasional jumps. Noise comes from noise.ts, keyed by
 * (seed, pair, step), so a series is a pure function of the seed and its starting price. The process runs
 * in float64 log space (it is a simulation of a market, not money); every price leaves it quantised to the
 * pair's tick as a decimal string.
 */
const YEAR_S = 365 * 86_400;
/** Half-life of a deviation from the level: 30 days. */
const THETA = Math.LN2 / (30 / 365);
/** Jumps: about three a day, each a few minutes' worth of volatility. */
const JUMPS_PER_DAY = 3;
const JUMP_SCALE_S = 15 * 60;

export interface Step {
  logPrice: number;
  /** Base volume of the step. */
  volume: number;
}

export class PriceModel {
  private readonly base: number;
  private readonly level: number;

  constructor(
    seed: number,
    private readonly pair: FeedPair,
  ) {
    this.base = streamBase(seed, streamId(pair.symbol));
    this.level = Math.log(Number(pair.level));
  }

  /** One step of `dtS` seconds from `logPrice`; `index` identifies the step (e.g. the epoch second). */
  step(logPrice: number, index: number, dtS: number, salt = 0): Step {
    const dt = dtS / YEAR_S;
    const sigma = this.pair.volatility;
    let x =
      logPrice +
      THETA * (this.level - logPrice) * dt +
      sigma * Math.sqrt(dt) * normal(this.base, index, salt, 0);
    const jumpChance = (JUMPS_PER_DAY * dtS) / 86_400;
    if (uniform(this.base, index, salt, 7) < jumpChance) {
      x += sigma * Math.sqrt(JUMP_SCALE_S / YEAR_S) * normal(this.base, index, salt, 9) * 2;
    }
    const turnover = (this.pair.turnoverPerMinute * dtS) / 60;
    const activity = Math.exp(0.5 * normal(this.base, index, salt, 11) - 0.125);
    const moved = 1 + 40 * Math.abs(x - logPrice);
    return { logPrice: x, volume: (turnover / Math.exp(x)) * activity * moved };
  }

  /** A whole bar of `spanS` seconds from four sub-steps, starting at `openLog`. */
  bar(openLog: number, t: number, spanS: number): { bar: RawBar; closeLog: number } {
    let x = openLog;
    let hi = openLog;
    let lo = openLog;
    let volume = 0;
    for (let k = 0; k < 4; k++) {
      const s = this.step(x, t, spanS / 4, k + 1);
      x = s.logPrice;
      volume += s.volume;
      if (x > hi) hi = x;
      if (x < lo) lo = x;
    }
    const wick = (this.pair.volatility * Math.sqrt(spanS / YEAR_S)) / 4;
    hi += wick * uniform(this.base, t, 0, 21);
    lo -= wick * uniform(this.base, t, 0, 22);
    const open = this.quantise(openLog);
    const close = this.quantise(x);
    const high = Math.max(this.quantise(hi), open, close);
    const low = Math.min(this.quantise(lo), open, close);
    const vol = Math.floor(volume * 10 ** this.pair.amountPrecision) / 10 ** this.pair.amountPrecision;
    const digits = this.pair.pricePrecision;
    return {
      bar: {
        t,
        open: open.toFixed(digits),
        high: high.toFixed(digits),
        low: low.toFixed(digits),
        close: close.toFixed(digits),
        volume: vol.toFixed(this.pair.amountPrecision),
        amount: ((vol * (open + close)) / 2).toFixed(digits),
      },
      closeLog: x,
    };
  }

  /** exp(log price) as a decimal string on the pair's tick; never below one tick. */
  price(logPrice: number): string {
    return this.quantise(logPrice).toFixed(this.pair.pricePrecision);
  }

  /**
   * Rounds a simulated price to the pair's tick. This is the simulator's own float arithmetic, before a
   * price exists: what leaves the model is a decimal string, and nothing downstream uses floats.
   */
  private quantise(logPrice: number): number {
    const scale = 10 ** this.pair.pricePrecision;
    return Math.max(Math.round(Math.exp(logPrice) * scale), 1) / scale;
  }

  startLog(lastClose: string | undefined): number {
    return lastClose ? Math.log(Number(lastClose)) : this.level;
  }
}
