import { z } from 'zod';
import { Decimal } from '../decimal';
import { FUTURES_LOTS } from '../futures/futures';
import { wireDecimal } from '../wire';

type DecimalValue = Decimal | string | number;

/**
 * Copy-trading rules shared by the server (which applies them) and the web (which previews them): limits, the
 * copy-size formula of both modes (rounding), and the profit share above a high-water mark.
 */

/** Most traders one user follows at a time (active follows). */
export const COPY_MAX_FOLLOWS = 10;
/** Highest profit share a trader may set, percent of the follower's profit above the high-water mark. */
export const COPY_SHARE_MAX_PERCENT = '30';
/** A trader's default, and the highest allowed, maximum number of followers. */
export const COPY_MAX_FOLLOWERS_DEFAULT = 100;
export const COPY_MAX_FOLLOWERS_LIMIT = 10_000;
/** Fixed multiple: from 0.01 to this (2 decimals). Fixed lots: FUTURES_LOTS. */
export const COPY_MULTIPLE_MAX = '10';
/** The copier stop-loss: from 1 % to 100 % of the budget. */
export const COPY_STOP_LOSS_RANGE = { min: 1, max: 100 } as const;
/** The agreement version a first follow must have accepted (bump when the texts change). */
export const COPY_AGREEMENT_VERSION = 1;
/** Leaderboard windows (days) and sorts. */
export const COPY_WINDOWS = [7, 30, 90] as const;
export type CopyWindow = (typeof COPY_WINDOWS)[number];
export const COPY_SORTS = ['roi', 'pnl', 'win_rate', 'drawdown', 'followers'] as const;
export type CopySort = (typeof COPY_SORTS)[number];

/** Follow states: following; cancelled by the follower; stopped by its stop-loss; ended (trader revoked). */
export const COPY_FOLLOW_STATES = ['active', 'cancelled', 'stopped', 'ended'] as const;
export type CopyFollowState = (typeof COPY_FOLLOW_STATES)[number];
export const COPY_END_REASONS = ['cancelled', 'stop_loss', 'trader_revoked'] as const;
export type CopyEndReason = (typeof COPY_END_REASONS)[number];

/** A copy: open and attached; closed; detached (self-holding, or its follow ended); skipped (never opened). */
export const COPY_TRADE_STATES = ['open', 'closed', 'detached', 'skipped'] as const;
export type CopyTradeState = (typeof COPY_TRADE_STATES)[number];
/** Why a copy was not made. */
export const COPY_SKIP_REASONS = [
  'balance',
  'budget',
  'position_cap',
  'stale_price',
  'market_closed',
  'too_small',
  'stops_invalid',
] as const;
export type CopySkipReason = (typeof COPY_SKIP_REASONS)[number];
/** Why a copy closed: its trader's position closed, the follow's stop-loss, or the copy's own close. */
export const COPY_CLOSE_CAUSES = ['trader', 'stop_loss', 'own'] as const;
export type CopyCloseCause = (typeof COPY_CLOSE_CAUSES)[number];

/** Trader applications and traders. */
export const TRADER_APPLICATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type TraderApplicationState = (typeof TRADER_APPLICATION_STATES)[number];
export const TRADER_STATES = ['active', 'revoked'] as const;
export type TraderState = (typeof TRADER_STATES)[number];
export const TRADER_BIO_MAX = 280;

const DECIMAL = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
/** A bounded wire decimal; a JSON number is read as its spelling, as the follow form has always sent it. */
const decimalText = (key: 'follow_number_invalid' | 'follow_budget_invalid' | 'trader_share_invalid') =>
  z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), wireDecimal(key));

/** The multiple as used: 2 decimals, half up ("a multiple above 1 that is not an integer is rounded to two decimals"). */
export function roundMultiple(number: string): Decimal {
  return new Decimal(number).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** `number`: a decimal; checked against the mode by `checkCopyNumber`. */
export const copyNumber = decimalText('follow_number_invalid');
/** A budget: USDT, > 0, at most 2 decimals. */
export const copyAmount = decimalText('follow_budget_invalid').refine(
  (v) => DECIMAL.test(v) && new Decimal(v).gt(0) && new Decimal(v).decimalPlaces() <= 2,
  { message: 'follow_budget_invalid' },
);
/** The copier stop-loss percent, whole numbers 1–100; '', 0 or absent = none. */
export const copyStopLoss = z.preprocess(
  (v) => (v === '' || v === null || v === 0 || v === '0' ? undefined : v),
  z
    .union([z.number(), z.string()], { message: 'follow_stop_loss_invalid' })
    .transform((v) => String(v))
    .refine(
      (v) =>
        /^\d+$/.test(v) && Number(v) >= COPY_STOP_LOSS_RANGE.min && Number(v) <= COPY_STOP_LOSS_RANGE.max,
      { message: 'follow_stop_loss_invalid' },
    )
    .optional(),
);
/** A trader's profit share: 0–30 %, at most 2 decimals. */
export const traderShare = decimalText('trader_share_invalid').refine(
  (v) => DECIMAL.test(v) && new Decimal(v).lte(COPY_SHARE_MAX_PERCENT) && new Decimal(v).decimalPlaces() <= 2,
  { message: 'trader_share_invalid' },
);

/** The `number` of a follow as stored: type 1 the rounded multiple, type 2 whole lots. Null when invalid. */
export function checkCopyNumber(type: 1 | 2, number: string): Decimal | null {
  if (!DECIMAL.test(number)) return null;
  if (type === 1) {
    const m = roundMultiple(number);
    return m.gte('0.01') && m.lte(COPY_MULTIPLE_MAX) ? m : null;
  }
  const lots = new Decimal(number);
  return lots.isInteger() && lots.gte(FUTURES_LOTS.min) && lots.lte(FUTURES_LOTS.max) ? lots : null;
}

/**
 * Lots of one copy of a trader order of `traderLots`: type 1 ⌊traderLots × multiple⌋ (a multiple of 1.5 on 3
 * lots gives 4; on 1 lot, 1), capped at FUTURES_LOTS.max; type 2 the fixed lots. 0 means below one lot (skipped).
 */
export function copyLots(type: 1 | 2, number: string, traderLots: number): number {
  if (type === 2) return Math.min(new Decimal(number).toNumber(), FUTURES_LOTS.max);
  const lots = roundMultiple(number).mul(traderLots).floor().toNumber();
  return Math.min(lots, FUTURES_LOTS.max);
}

/**
 * The trader's share of one profitable copy close, above the follow's high-water mark. `profit` is the
 * copy's result net of the copy's fees (fact_profits − trade fee − overnight fees), `cumulative` the follow's
 * realised copy results (net of the copy's fees) before this close, `highWater` the highest it has been after
 * a share (starting at 0): only the part of the new cumulative above the mark is shared, so profit that
 * recovers an earlier loss — or that does not cover the copy's fees — pays nothing. Returns the share (USDT,
 * 6 decimals, rounded down) and the new mark.
 */
export function profitShareOf(input: {
  profit: DecimalValue;
  cumulative: DecimalValue;
  highWater: DecimalValue;
  ratePercent: DecimalValue;
}): { above: Decimal; share: Decimal; highWater: Decimal; cumulative: Decimal } {
  const cumulative = new Decimal(input.cumulative).plus(input.profit);
  const hw = new Decimal(input.highWater);
  const above = Decimal.max(0, cumulative.minus(hw));
  const share = above.mul(input.ratePercent).div(100).toDecimalPlaces(6, Decimal.ROUND_DOWN);
  return { above, share, highWater: Decimal.max(hw, cumulative), cumulative };
}
