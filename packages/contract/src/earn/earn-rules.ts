import { Decimal } from '../decimal';

type DecimalValue = Decimal | string | number;

/**
 * Earn products: the rules the server applies and the web previews, one copy of each formula.
 * Rates on the wire are percent strings: a lock-mining daily rate "0.4" is 0.4 % a day, a dual APR "36.5" is
 * 36.5 % a year. Amounts are decimal strings; results round explicitly (credits to a user down, penalties up).
 */

export const DAY_MS = 86_400_000;
const HUNDRED = new Decimal(100);

/** Product switches an operator flips: on sale, or paused (no new orders; running orders go on). */
export const EARN_PRODUCT_STATES = ['on', 'paused'] as const;
export type EarnProductState = (typeof EARN_PRODUCT_STATES)[number];

/** Most decimals of a rate in percent (0.0001 %). */
export const EARN_RATE_DECIMALS = 4;
/** Most decimals of a price or an issuance price. */
export const EARN_PRICE_DECIMALS = 8;

// ───────────────────────────────────────────────────────────────────────────────────────────── lock mining

/** Lock-mining orders: locked (earning a dividend a day), then redeemed early, or matured (principal back). */
/** What a lock-mining product is sold as (its own home entry each: DeFi mining, cloud mining). */
export const LOCK_CATEGORIES = ['standard', 'defi', 'cloud'] as const;
export type LockCategory = (typeof LOCK_CATEGORIES)[number];

export const LOCK_ORDER_STATES = ['running', 'redeemed', 'matured'] as const;
export type LockOrderState = (typeof LOCK_ORDER_STATES)[number];
/** Longest lock, in days. */
export const LOCK_DAYS_MAX = 3650;

/** Midnight UTC of the day `t` falls in. */
export function utcDayStart(t: Date | number): Date {
  const d = new Date(t);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** `YYYY-MM-DD` (UTC) of a moment. */
export function utcDay(t: Date | number): string {
  return new Date(t).toISOString().slice(0, 10);
}

/** The UTC day `n` days after `day` (`YYYY-MM-DD`). */
export function addDays(day: string, n: number): string {
  return utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
}

/**
 * A lock's term: it starts at the next midnight UTC after the purchase (the day's rate was published before
 * that day started, for every holder alike) and ends `lockDays` whole days later. Dividend days are the UTC days
 * from `startAt` (inclusive) to `endAt` (exclusive).
 */
export function lockTerm(purchasedAt: Date, lockDays: number): { startAt: Date; endAt: Date } {
  const startAt = new Date(utcDayStart(purchasedAt).getTime() + DAY_MS);
  return { startAt, endAt: new Date(startAt.getTime() + lockDays * DAY_MS) };
}

/**
 * Days of the term whose dividend an early redemption gives up: the lock's days not yet completed, the current
 * one included (its dividend is paid only once it is over). Before the term starts that is every day; at or
 * after its end, none.
 */
export function lockRemainingDays(startAt: Date, lockDays: number, now: Date): number {
  const completed = Math.floor((now.getTime() - startAt.getTime()) / DAY_MS);
  return Math.min(lockDays, Math.max(0, lockDays - Math.max(0, completed)));
}

/**
 * Early-redemption penalty = penalty rate × remaining days × locked amount, rounded up to the
 * currency's decimals and never more than the amount: 0.4 %, 3 days, 1000 → 12, and 988 comes back.
 */
export function lockRedemption(
  amount: DecimalValue,
  penaltyRatePct: DecimalValue,
  remainingDays: number,
  decimals: number,
): { penalty: Decimal; refund: Decimal } {
  const locked = new Decimal(amount);
  const raw = locked.times(penaltyRatePct).div(HUNDRED).times(remainingDays);
  const penalty = Decimal.min(locked, raw.toDecimalPlaces(decimals, Decimal.ROUND_UP));
  return { penalty, refund: locked.minus(penalty) };
}

/** One day's dividend: amount × the day's rate, rounded down (10,000 at 0.3 % → 30; at 0.4 % → 40). */
export function lockDividend(amount: DecimalValue, dailyRatePct: DecimalValue, decimals: number): Decimal {
  return new Decimal(amount).times(dailyRatePct).div(HUNDRED).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
}

/** What a lock may earn over its term at the product's lowest and highest daily rates (a preview). */
export function lockExpectedIncome(
  amount: DecimalValue,
  lockDays: number,
  rate: { min: DecimalValue; max: DecimalValue },
  decimals: number,
): { min: Decimal; max: Decimal } {
  return {
    min: lockDividend(amount, rate.min, decimals).times(lockDays),
    max: lockDividend(amount, rate.max, decimals).times(lockDays),
  };
}

/** Whether an operator's rate is within the product's published daily range. */
export function rateInRange(rate: DecimalValue, range: { min: DecimalValue; max: DecimalValue }): boolean {
  const r = new Decimal(rate);
  return r.gte(range.min) && r.lte(range.max);
}

// ───────────────────────────────────────────────────────────────────────────────────────────────────── IEO

/** Phases, by time alone: warm-up before the window, in progress inside it, ended after it. */
export const IEO_PHASES = ['warmup', 'live', 'ended'] as const;
export type IeoPhase = (typeof IEO_PHASES)[number];
/** The original's `time_status`: 1 not started, 2 live, 3 ended. */
export const IEO_TIME_STATUS: Record<IeoPhase, 1 | 2 | 3> = { warmup: 1, live: 2, ended: 3 };

/**
 * A project's allocation: waiting for the window to end; allocated (payments taken, the rest released);
 * delivered (tokens credited at the time to market).
 */
export const IEO_ALLOCATION_STATES = ['pending', 'allocated', 'delivered'] as const;
export type IeoAllocationState = (typeof IEO_ALLOCATION_STATES)[number];
/**
 * A subscription: payment held; allocated (paid for its allocation, tokens due at the time to market);
 * delivered; refunded (nothing allocated, the whole payment released).
 */
export const IEO_ORDER_STATES = ['subscribed', 'allocated', 'delivered', 'refunded'] as const;
export type IeoOrderState = (typeof IEO_ORDER_STATES)[number];
/** Decimals of an IEO token (wallet precision of a token). */
export const IEO_TOKEN_DECIMALS = 8;
/** Token symbols: 2–10 capital letters or digits, starting with a letter. */
export const IEO_SYMBOL_PATTERN = /^[A-Z][A-Z0-9]{1,9}$/;

export function ieoPhase(now: Date, startAt: Date, endAt: Date): IeoPhase {
  if (now < startAt) return 'warmup';
  return now < endAt ? 'live' : 'ended';
}

/** The moment a phase's countdown runs to: the start, the end, or the time to market (then none). */
export function ieoCountdownTarget(
  now: Date,
  p: { startAt: Date; endAt: Date; marketAt: Date },
): Date | null {
  const phase = ieoPhase(now, p.startAt, p.endAt);
  if (phase === 'warmup') return p.startAt;
  if (phase === 'live') return p.endAt;
  return now < p.marketAt ? p.marketAt : null;
}

export interface IeoRequest {
  id: number;
  amount: DecimalValue;
}
export interface IeoAllocation {
  id: number;
  amount: Decimal;
  /** The per-user cap bound it. */
  capped: boolean;
}
export interface IeoAllocationResult {
  allocations: IeoAllocation[];
  /** The share of each uncapped request that was filled (1 when not oversubscribed). */
  ratio: Decimal;
  oversubscribed: boolean;
  /** Tokens of the supply not allocated (rounding dust, or demand below supply): never minted. */
  unallocated: Decimal;
}

/**
 * Pro-rata allocation with a per-user cap (water-filling). When the requests, each limited to the cap, fit in
 * the supply, everyone gets that. Otherwise each request is filled at one ratio k (supply ÷ Σ requests) except
 * where k × request reaches the cap: that user gets the cap, and what the cap cut off is shared among the rest
 * at a new ratio — until no remaining request reaches the cap. Amounts round down to `decimals`; requests are
 * taken largest first, ties by id, so the result is the same for the same input.
 */
export function allocateIeo(
  requests: readonly IeoRequest[],
  supplyValue: DecimalValue,
  capValue: DecimalValue,
  decimals: number,
): IeoAllocationResult {
  const supply = new Decimal(supplyValue);
  const cap = new Decimal(capValue);
  const rows = requests
    .map((r) => ({ id: r.id, amount: new Decimal(r.amount) }))
    .sort((a, b) => b.amount.cmp(a.amount) || a.id - b.id);
  const wanted = rows.reduce((s, r) => s.plus(Decimal.min(r.amount, cap)), new Decimal(0));
  if (wanted.lte(supply)) {
    const allocations = rows.map((r) => ({
      id: r.id,
      amount: Decimal.min(r.amount, cap),
      capped: r.amount.gt(cap),
    }));
    return { allocations, ratio: new Decimal(1), oversubscribed: false, unallocated: supply.minus(wanted) };
  }
  const allocations: IeoAllocation[] = [];
  let left = supply;
  let demand = rows.reduce((s, r) => s.plus(r.amount), new Decimal(0));
  let i = 0;
  for (; i < rows.length; i++) {
    const r = rows[i]!;
    if (left.times(r.amount).div(demand).lt(cap)) break;
    allocations.push({ id: r.id, amount: cap, capped: true });
    left = left.minus(cap);
    demand = demand.minus(r.amount);
  }
  const ratio = demand.isZero() ? new Decimal(0) : left.div(demand);
  let given = supply.minus(left);
  for (; i < rows.length; i++) {
    const r = rows[i]!;
    const amount = r.amount.times(ratio).toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
    allocations.push({ id: r.id, amount, capped: false });
    given = given.plus(amount);
  }
  return { allocations, ratio, oversubscribed: true, unallocated: supply.minus(given) };
}

/** What an allocation costs and what comes back: cost = allocated × price; refund = paid − cost. */
export function ieoSettlement(
  paid: DecimalValue,
  allocated: DecimalValue,
  price: DecimalValue,
): { cost: Decimal; refund: Decimal } {
  const cost = new Decimal(allocated).times(price);
  return { cost, refund: new Decimal(paid).minus(cost) };
}

/** The original's `percentage`: the share of the supply still unsubscribed, 0–100 with 2 decimals. */
export function ieoRemainingPercent(subscribed: DecimalValue, supply: DecimalValue): string {
  const total = new Decimal(supply);
  if (total.lte(0)) return '0';
  const left = Decimal.max(0, total.minus(subscribed)).div(total).times(HUNDRED);
  return left.toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2);
}

// ──────────────────────────────────────────────────────────────────────────────────────── invest and dual

/** Sell high (call: deposit the coin) and buy low (put: deposit USDT). */
export const INVEST_TYPES = ['call', 'put'] as const;
export type InvestType = (typeof INVEST_TYPES)[number];
/** Orders: purchased; settling (its settlement time passed); success (paid out); failed (no price: refunded). */
export const INVEST_ORDER_STATES = ['purchased', 'settling', 'success', 'failed'] as const;
export type InvestOrderState = (typeof INVEST_ORDER_STATES)[number];
/** Settlement: 08:00 UTC on the maturity date, at the mean of the feed's recorded prices of the 30 minutes before. */
export const INVEST_SETTLE_HOUR_UTC = 8;
export const INVEST_SAMPLE_MINUTES = 30;
/**
 * Fewest of those 30 one-minute prices a settlement needs; with fewer (the feed was down) it waits, and an hour
 * after the settlement time the order fails: the whole deposit comes back, without yield.
 */
export const INVEST_SAMPLES_MIN = 20;
export const INVEST_FAIL_AFTER_MS = 3_600_000;
/** Most shares in one purchase. */
export const INVEST_NUM_MAX = 100_000;

/** The settlement moment of a maturity date (`YYYY-MM-DD`): 08:00 UTC that day. */
export function investSettleAt(maturityDate: string): Date {
  return new Date(`${maturityDate}T${String(INVEST_SETTLE_HOUR_UTC).padStart(2, '0')}:00:00Z`);
}

/** Holding days of a purchase: UTC days from the purchase day to the maturity date (at least 1). */
export function investHoldingDays(purchasedAt: Date, maturityDate: string): number {
  const days = Math.round(
    (Date.parse(`${maturityDate}T00:00:00Z`) - utcDayStart(purchasedAt).getTime()) / DAY_MS,
  );
  return Math.max(1, days);
}

/** The deposit of `num` shares: num × price per share (in the coin for a call, in USDT for a put). */
export function investStake(num: number, perPrice: DecimalValue): Decimal {
  return new Decimal(perPrice).times(num);
}

/** 1 + days × apr / 365, with the APR in percent. */
export function investYieldFactor(aprPct: DecimalValue, days: number): Decimal {
  return new Decimal(aprPct).div(HUNDRED).times(days).div(365).plus(1);
}

export interface InvestTerms {
  type: InvestType;
  /** The deposit: coin for a call, USDT for a put. */
  amount: DecimalValue;
  linkedPrice: DecimalValue;
  aprPct: DecimalValue;
  days: number;
}
export interface InvestPayout {
  /** `coin`: the product's coin; `usdt`: USDT. */
  currency: 'coin' | 'usdt';
  amount: Decimal;
}

/**
 * The payout at a settlement price (and its mirror), rounded down to the payout currency's decimals:
 * call — below the linked price, coin = amount × (1 + days × apr / 365); otherwise USDT = amount × linked ×
 * (1 + days × apr / 365). Put — above the linked price, USDT = amount × (1 + …); otherwise coin = amount ÷
 * linked × (1 + …).
 */
export function investPayout(
  t: InvestTerms,
  settlePrice: DecimalValue,
  decimals: { coin: number; usdt: number },
): InvestPayout {
  const factor = investYieldFactor(t.aprPct, t.days);
  const amount = new Decimal(t.amount);
  const settle = new Decimal(settlePrice);
  const coin = (v: Decimal): InvestPayout => ({
    currency: 'coin',
    amount: v.toDecimalPlaces(decimals.coin, Decimal.ROUND_DOWN),
  });
  const usdt = (v: Decimal): InvestPayout => ({
    currency: 'usdt',
    amount: v.toDecimalPlaces(decimals.usdt, Decimal.ROUND_DOWN),
  });
  if (t.type === 'call')
    return settle.lt(t.linkedPrice)
      ? coin(amount.times(factor))
      : usdt(amount.times(t.linkedPrice).times(factor));
  return settle.gt(t.linkedPrice)
    ? usdt(amount.times(factor))
    : coin(amount.div(t.linkedPrice).times(factor));
}

/** Both outcomes of a purchase, for the confirmation: settled below the linked price, and above it. */
export function investOutcomes(
  t: InvestTerms,
  decimals: { coin: number; usdt: number },
): { below: InvestPayout; above: InvestPayout } {
  const linked = new Decimal(t.linkedPrice);
  const step = linked.div(1_000_000);
  return {
    below: investPayout(t, linked.minus(step), decimals),
    above: investPayout(t, linked.plus(step), decimals),
  };
}

/** The settlement price: the mean of the recorded prices, half-up to the pair's price decimals. */
export function settlementMean(prices: readonly DecimalValue[], decimals: number): Decimal {
  if (prices.length === 0) throw new Error('a settlement needs at least one price');
  const sum = prices.reduce<Decimal>((s, p) => s.plus(p), new Decimal(0));
  return sum.div(prices.length).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

/** Shares sold as a percentage of the total, 0–100 with 2 decimals (the progress bar). */
export function soldPercent(remaining: number, total: number): string {
  if (total <= 0) return '0.00';
  return new Decimal(total - remaining)
    .div(total)
    .times(HUNDRED)
    .toDecimalPlaces(2, Decimal.ROUND_DOWN)
    .toFixed(2);
}
