import { Decimal } from '@meridian/contract';
import type { FeedPair, RawBar } from './types';
import { normal, streamId, uniform } from './noise';

/**
 * The simulated price process, per pair: a mean-reverting (Ornstein–Uhlenbeck) walk of the log price
 * around the pair's level with its volatility, plus occasional jumps. Noise comes from noise.ts, keyed by
 * (seed, pair, step), so a series is a pure function of the seed and its starting price. The process runs
 * in float64 log space (it is a simulation, not money); every price leaves it quantised to the pair's tick
 * as a decimal string.
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
  private readonly stream: number;
  private readonly level: number;

  constructor(
    private readonly seed: number,
    private readonly pair: FeedPair,
  ) {
    this.stream = streamId(pair.symbol);
    this.level = Math.log(Number(pair.level));
  }

  /** One step of `dtS` seconds from `logPrice`; `index` identifies the step (e.g. the epoch second). */
  step(logPrice: number, index: number, dtS: number, salt = 0): Step {
    const dt = dtS / YEAR_S;
    const sigma = this.pair.volatility;
    let x = logPrice + THETA * (this.level - logPrice) * dt + sigma * Math.sqrt(dt) * normal(this.seed, this.stream, index, salt);
    const jumpChance = (JUMPS_PER_DAY * dtS) / 86_400;
    if (uniform(this.seed, this.stream, index, salt, 7) < jumpChance) {
      x += sigma * Math.sqrt(JUMP_SCALE_S / YEAR_S) * normal(this.seed, this.stream, index, salt, 9) * 2;
    }
    const turnover = (this.pair.turnoverPerMinute * dtS) / 60;
    const activity = Math.exp(0.5 * normal(this.seed, this.stream, index, salt, 11) - 0.125);
    const moved = 1 + 40 * Math.abs(x - logPrice);
    return { logPrice: x, volume: (turnover / Math.exp(x)) * activity * moved };
  }

  /** A whole bar of `spanS` seconds from four sub-steps, starting at `openLog`. */
  bar(openLog: number, t: number, spanS: number): { bar: RawBar; closeLog: number } {
    const points = [openLog];
    let volume = 0;
    let x = openLog;
    for (let k = 0; k < 4; k++) {
      const s = this.step(x, t, spanS / 4, k + 1);
      x = s.logPrice;
      volume += s.volume;
      points.push(x);
    }
    const wick = (this.pair.volatility * Math.sqrt(spanS / YEAR_S)) / 4;
    const hi = Math.max(...points) + wick * uniform(this.seed, this.stream, t, 21);
    const lo = Math.min(...points) - wick * uniform(this.seed, this.stream, t, 22);
    const open = this.price(openLog);
    const close = this.price(x);
    const high = Decimal.max(this.price(hi), open, close);
    const low = Decimal.min(this.price(lo), open, close);
    const vol = new Decimal(volume).toDecimalPlaces(this.pair.amountPrecision, Decimal.ROUND_DOWN);
    return {
      bar: {
        t,
        open: open.toFixed(this.pair.pricePrecision),
        high: high.toFixed(this.pair.pricePrecision),
        low: low.toFixed(this.pair.pricePrecision),
        close: close.toFixed(this.pair.pricePrecision),
        volume: vol.toFixed(this.pair.amountPrecision),
        amount: vol.mul(open.plus(close).div(2)).toFixed(this.pair.pricePrecision),
      },
      closeLog: x,
    };
  }

  /** exp(log price) on the pair's tick; never below one tick. */
  price(logPrice: number): Decimal {
    const tick = new Decimal(1).div(new Decimal(10).pow(this.pair.pricePrecision));
    return Decimal.max(new Decimal(Math.exp(logPrice)).toDecimalPlaces(this.pair.pricePrecision), tick);
  }

  startLog(lastClose: string | undefined): number {
    return lastClose ? Math.log(Number(lastClose)) : this.level;
  }
}
