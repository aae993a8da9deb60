import { Decimal } from '@meridian/contract';

/**
 * The demo traders' published strategies, pure: from the last marks sampled every
 * DEMO_STEP_MS and the position held, what to do now. Each strategy's `strategy` text (shown on the
 * leaderboard and the trader page) says its rule in plain words; the numbers below are the rule.
 */

type DecimalValue = Decimal | string | number;
export type Side = 'long' | 'short';

/** How often a demo trader samples its pair's mark and decides. */
export const DEMO_STEP_MS = 10_000;

export interface Holding {
  side: Side;
  /** When the position opened (ms). */
  openedAt: number;
}

export type Decision =
  { kind: 'hold' } | { kind: 'open'; side: Side } | { kind: 'close'; why: 'signal' | 'time' };

interface StrategyBase {
  /** The system account's key (`<key>@system.invalid`) and the trader's name. */
  key: string;
  nickname: string;
  bio: string;
  /** The rule in plain words (copy_traders.strategy). */
  strategy: string;
  symbol: string;
  lots: number;
  leverage: number;
  /** Take-profit and stop-loss, percent from the mark at the decision. */
  tpPercent: string;
  slPercent: string;
  /** A position is closed after this long whatever the price did. */
  maxHoldMs: number;
}

/** Moving-average cross: long when the fast average crosses above the slow one, short when below. */
export interface TrendStrategy extends StrategyBase {
  kind: 'trend';
  fast: number;
  slow: number;
}

/** Fade a move: sell when the price is `bandPercent` above its average, buy when as far below. */
export interface RevertStrategy extends StrategyBase {
  kind: 'revert';
  window: number;
  bandPercent: string;
}

export type DemoStrategy = TrendStrategy | RevertStrategy;

const minutes = (ms: number) => ms / 60_000;
const seconds = DEMO_STEP_MS / 1000;

const TREND = { fast: 3, slow: 8, tp: '0.5', sl: '0.3', hold: 15 * 60_000 };
const REVERT = { window: 8, band: '0.08', tp: '0.4', sl: '0.4', hold: 15 * 60_000 };

export const DEMO_STRATEGIES: readonly DemoStrategy[] = [
  {
    kind: 'trend',
    key: 'demo-trend',
    nickname: 'Trend Follower (demo)',
    bio: 'Automated demo trader on the simulated market: follows short-term trends on BTC/USDT.',
    strategy:
      `Every ${seconds} s it samples the BTC/USDT mark. When the average of the last ${TREND.fast} samples ` +
      `crosses above the average of the last ${TREND.slow}, it goes long; when it crosses below, it goes short ` +
      `(1 lot at 10×, take-profit ${TREND.tp} %, stop-loss ${TREND.sl} % from the price). It closes on the ` +
      `opposite cross, at its take-profit or stop-loss, or after ${minutes(TREND.hold)} minutes.`,
    symbol: 'BTC/USDT',
    lots: 1,
    leverage: 10,
    tpPercent: TREND.tp,
    slPercent: TREND.sl,
    maxHoldMs: TREND.hold,
    fast: TREND.fast,
    slow: TREND.slow,
  },
  {
    kind: 'revert',
    key: 'demo-revert',
    nickname: 'Mean Reverter (demo)',
    bio: 'Automated demo trader on the simulated market: fades short moves on ETH/USDT.',
    strategy:
      `Every ${seconds} s it samples the ETH/USDT mark. When the price is more than ${REVERT.band} % above ` +
      `the average of the last ${REVERT.window} samples it sells, more than ${REVERT.band} % below it buys ` +
      `(2 lots at 10×, take-profit ${REVERT.tp} %, stop-loss ${REVERT.sl} % from the price). It closes when ` +
      `the price is back at the average, at its take-profit or stop-loss, or after ${minutes(REVERT.hold)} minutes.`,
    symbol: 'ETH/USDT',
    lots: 2,
    leverage: 10,
    tpPercent: REVERT.tp,
    slPercent: REVERT.sl,
    maxHoldMs: REVERT.hold,
    window: REVERT.window,
    bandPercent: REVERT.band,
  },
];

/** Samples a strategy keeps (the longest average it takes, plus the previous one for a cross). */
export function samplesNeeded(s: DemoStrategy): number {
  return s.kind === 'trend' ? s.slow + 1 : s.window;
}

/** The average of the last `n` values. */
export function average(values: readonly DecimalValue[], n: number): Decimal {
  const last = values.slice(-n);
  return last.reduce<Decimal>((sum, v) => sum.plus(v), new Decimal(0)).div(last.length);
}

/** The entry signal of the latest sample, or null (too few samples, or nothing to do). */
export function signalOf(s: DemoStrategy, marks: readonly DecimalValue[]): Side | null {
  if (marks.length < samplesNeeded(s)) return null;
  if (s.kind === 'trend') {
    const before = marks.slice(0, -1);
    const was = average(before, s.fast).minus(average(before, s.slow));
    const now = average(marks, s.fast).minus(average(marks, s.slow));
    if (was.lte(0) && now.gt(0)) return 'long';
    if (was.gte(0) && now.lt(0)) return 'short';
    return null;
  }
  const avg = average(marks, s.window);
  const deviation = new Decimal(marks.at(-1)!).minus(avg).div(avg).mul(100);
  if (deviation.gt(s.bandPercent)) return 'short';
  if (deviation.lt(new Decimal(s.bandPercent).neg())) return 'long';
  return null;
}

/** What to do now, given the marks (oldest first) and the position held, if any. */
export function decide(
  s: DemoStrategy,
  marks: readonly DecimalValue[],
  holding: Holding | null,
  nowMs: number,
): Decision {
  const signal = signalOf(s, marks);
  if (!holding) return signal ? { kind: 'open', side: signal } : { kind: 'hold' };
  if (nowMs - holding.openedAt >= s.maxHoldMs) return { kind: 'close', why: 'time' };
  if (signal && signal !== holding.side) return { kind: 'close', why: 'signal' };
  if (s.kind === 'revert' && marks.length >= s.window) {
    // back at (or through) the average: the move it faded is over
    const avg = average(marks, s.window);
    const last = new Decimal(marks.at(-1)!);
    if (holding.side === 'long' ? last.gte(avg) : last.lte(avg)) return { kind: 'close', why: 'signal' };
  }
  return { kind: 'hold' };
}

/**
 * Take-profit and stop-loss for a position opened at `mark`, on the pair's tick: always outside the entry
 * (a long's TP rounded up and SL down; a short's the other way), as the futures rules require.
 */
export function stopsFor(
  s: DemoStrategy,
  side: Side,
  mark: DecimalValue,
  pricePrecision: number,
): { tp: string; sl: string } {
  const m = new Decimal(mark);
  const up = (pct: string) => m.mul(new Decimal(100).plus(pct)).div(100);
  const down = (pct: string) => m.mul(new Decimal(100).minus(pct)).div(100);
  const at = (v: Decimal, roundUp: boolean) =>
    v
      .toDecimalPlaces(pricePrecision, roundUp ? Decimal.ROUND_UP : Decimal.ROUND_DOWN)
      .toFixed(pricePrecision);
  return side === 'long'
    ? { tp: at(up(s.tpPercent), true), sl: at(down(s.slPercent), false) }
    : { tp: at(down(s.tpPercent), false), sl: at(up(s.slPercent), true) };
}
