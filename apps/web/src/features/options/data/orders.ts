import type { OptionsOrder, OptionsPayableCurrency, OptionsTier } from '@meridian/contract/options';
import { OPTIONS_QUICK_AMOUNTS, OPTIONS_TIER_STATUS } from '@meridian/contract/options';
import { ApiError } from '../../../api/http';
import type { OptionTier, OptionsContext } from '../forms';

/** Pure helpers of the options screens. */

/** Was the call refused because the product is switched off for this deployment? */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'microtrade_unavailable';
}

export function tiersOf(rows: readonly OptionsTier[] | undefined): OptionTier[] {
  return (rows ?? [])
    .filter((r) => r.status === OPTIONS_TIER_STATUS.on)
    .map((r) => ({ seconds: r.seconds, ratio: r.profit_ratio, min: r.min_amount, max: r.max_amount }));
}

/** The ticket's context from the tiers and the USDT pay currency (its limits and the options wallet). */
export function optionsContextOf(
  tiers: readonly OptionTier[],
  currency: OptionsPayableCurrency | undefined,
  available: boolean,
): OptionsContext {
  return {
    available,
    tiers,
    currencyMin: currency?.micro_min ?? '0',
    currencyMax: currency?.micro_max ?? '0',
    balance: currency?.user_wallet?.micro_balance ?? null,
  };
}

/** Quick picks: the server's `micro_numbers`, else the contract's defaults. */
export function quickAmountsOf(currency: OptionsPayableCurrency | undefined): string[] {
  const server = currency?.micro_numbers.map((n) => n.number) ?? [];
  return server.length ? server : [...OPTIONS_QUICK_AMOUNTS];
}

/**
 * Milliseconds left until the order settles, by the server's settle_at corrected for this device's clock
 * (`skewMs` = server time − device time at acceptance, from remain_milli_seconds).
 */
export function msLeft(order: Pick<OptionsOrder, 'settle_at'>, nowMs: number, skewMs = 0): number {
  const at = Date.parse(order.settle_at);
  if (!Number.isFinite(at)) return 0;
  return Math.max(0, at - (nowMs + skewMs));
}

/** Server − device clock difference from an order just received (0 when it cannot be told). */
export function clockSkew(
  order: Pick<OptionsOrder, 'settle_at' | 'remain_milli_seconds'>,
  nowMs: number,
): number {
  const at = Date.parse(order.settle_at);
  if (!Number.isFinite(at) || order.remain_milli_seconds <= 0) return 0;
  return at - order.remain_milli_seconds - nowMs;
}

export type OptionOutcomeName = 'win' | 'loss' | 'draw' | 'void';

export function outcomeOf(order: Pick<OptionsOrder, 'profit_result' | 'result_reason'>): OptionOutcomeName {
  if (order.result_reason === 'no_price') return 'void';
  return order.profit_result === 1 ? 'win' : order.profit_result === -1 ? 'loss' : 'draw';
}
