import { Decimal, MICROTRADE_STAKE_DECIMALS, breakEvenWinRate, optionPayout } from '@meridian/contract';
import type { MessageKey, MessageParams } from '@meridian/contract';
import { sanitizeAmountInput } from '../transfer/state';

/**
 * The seconds-options ticket as pure TS (spec §3 micro-trade order): state, summary (payout, profit,
 * break-even win rate — the contract's helpers) and problems (stake outside the tier/currency limits or
 * above the options balance, product unavailable).
 */

export type OptionDirection = 'up' | 'down';

export interface OptionTier {
  seconds: number;
  /** Percent, e.g. "80". */
  ratio: string;
  min: string;
  max: string;
}

export interface OptionsTicket {
  seconds: number | null;
  stake: string;
}

export interface OptionsContext {
  available: boolean;
  tiers: readonly OptionTier[];
  /** The pay currency's own limits ('0' or '' = none). */
  currencyMin: string;
  currencyMax: string;
  /** Options balance (USDT); null while unknown (visitor or loading). */
  balance: string | null;
}

export function initialOptionsTicket(tiers: readonly OptionTier[]): OptionsTicket {
  const first = tiers[0];
  return { seconds: first?.seconds ?? null, stake: first ? new Decimal(first.min).toFixed() : '' };
}

export type OptionsAction =
  | { kind: 'tier'; seconds: number }
  | { kind: 'stake'; value: string }
  | { kind: 'quick'; amount: string }
  | { kind: 'tiers'; tiers: readonly OptionTier[] };

export function reduceOptionsTicket(ticket: OptionsTicket, action: OptionsAction): OptionsTicket {
  switch (action.kind) {
    case 'tier':
      return { ...ticket, seconds: action.seconds };
    case 'stake':
      return { ...ticket, stake: sanitizeAmountInput(action.value, MICROTRADE_STAKE_DECIMALS) };
    case 'quick':
      return { ...ticket, stake: sanitizeAmountInput(action.amount, MICROTRADE_STAKE_DECIMALS) };
    case 'tiers':
      // The chosen tier stays while it is offered; otherwise the first one.
      if (action.tiers.some((t) => t.seconds === ticket.seconds)) return ticket;
      return { ...ticket, seconds: action.tiers[0]?.seconds ?? null };
  }
}

export function tierOf(ticket: OptionsTicket, ctx: Pick<OptionsContext, 'tiers'>): OptionTier | null {
  return ctx.tiers.find((t) => t.seconds === ticket.seconds) ?? null;
}

function positive(raw: string): Decimal | null {
  if (!/^\d+(\.\d+)?$/.test(raw.trim())) return null;
  const v = new Decimal(raw.trim());
  return v.gt(0) ? v : null;
}

export interface OptionsSummary {
  ratio: string | null;
  /** What a win pays back (stake × (1 + ratio)). */
  payout: string | null;
  /** The profit of a win. */
  profit: string | null;
  /** Percent, 2 decimals. */
  breakEven: string | null;
}

export function optionsSummary(ticket: OptionsTicket, ctx: Pick<OptionsContext, 'tiers'>): OptionsSummary {
  const tier = tierOf(ticket, ctx);
  const stake = positive(ticket.stake);
  const win = tier && stake ? optionPayout(stake.toFixed(), tier.ratio) : null;
  return {
    ratio: tier?.ratio ?? null,
    payout: win?.payout ?? null,
    profit: win?.profit ?? null,
    breakEven: tier ? breakEvenWinRate(tier.ratio) : null,
  };
}

/** The tighter of the tier's and the currency's limits ('0'/'' = no limit). */
export function stakeLimits(
  tier: OptionTier,
  ctx: Pick<OptionsContext, 'currencyMin' | 'currencyMax'>,
): { min: string; max: string | null } {
  const min = Decimal.max(positive(tier.min) ?? 0, positive(ctx.currencyMin) ?? 0);
  const maxes = [positive(tier.max), positive(ctx.currencyMax)].filter((v): v is Decimal => v !== null);
  return { min: min.toFixed(), max: maxes.length ? Decimal.min(...maxes).toFixed() : null };
}

export type OptionsProblemCode =
  | 'unavailable'
  | 'tier'
  | 'stake_required'
  | 'stake_invalid'
  | 'stake_decimals'
  | 'stake_range'
  | 'insufficient_balance';

export interface OptionsProblem {
  code: OptionsProblemCode;
  key: MessageKey;
  params?: MessageParams;
}

export function optionsProblem(ticket: OptionsTicket, ctx: OptionsContext): OptionsProblem | null {
  if (!ctx.available) return { code: 'unavailable', key: 'microtrade_unavailable' };
  const tier = tierOf(ticket, ctx);
  if (!tier) return { code: 'tier', key: 'microtrade_tier_unknown' };
  if (ticket.stake.trim() === '') return { code: 'stake_required', key: 'parameter_error' };
  const stake = positive(ticket.stake);
  if (!stake) return { code: 'stake_invalid', key: 'parameter_error' };
  if (stake.decimalPlaces() > MICROTRADE_STAKE_DECIMALS)
    return {
      code: 'stake_decimals',
      key: 'microtrade_amount_decimals',
      params: { decimals: MICROTRADE_STAKE_DECIMALS },
    };
  const { min, max } = stakeLimits(tier, ctx);
  if (stake.lt(min) || (max !== null && stake.gt(max)))
    return { code: 'stake_range', key: 'microtrade_amount_range', params: { min, max: max ?? '∞' } };
  if (ctx.balance !== null && stake.gt(ctx.balance))
    return { code: 'insufficient_balance', key: 'insufficient_balance' };
  return null;
}

export function isQuietOptionsProblem(p: OptionsProblem): boolean {
  return p.code === 'stake_required';
}

/** The `microtrade/submit` body, or null while the ticket has a problem. */
export function toMicrotradeSubmit(
  ticket: OptionsTicket,
  ctx: OptionsContext,
  matchId: number,
  direction: OptionDirection,
): { match_id: number; currency_id: number; type: 1 | 2; seconds: number; number: string } | null {
  if (optionsProblem(ticket, ctx) || ticket.seconds === null) return null;
  return {
    match_id: matchId,
    currency_id: 3,
    type: direction === 'up' ? 1 : 2,
    seconds: ticket.seconds,
    number: new Decimal(ticket.stake).toFixed(),
  };
}

/** While an order runs: is it winning on the live price? 1 winning, 0 level, -1 losing. */
export function liveStanding(direction: OptionDirection, entry: string, live: string): -1 | 0 | 1 {
  const e = positive(entry);
  const l = positive(live);
  if (!e || !l) return 0;
  const cmp = l.comparedTo(e);
  if (cmp === 0) return 0;
  return (direction === 'up') === cmp > 0 ? 1 : -1;
}
