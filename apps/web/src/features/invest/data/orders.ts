import { Decimal } from '@meridian/contract';
import { INVEST_ORDER_STATES, INVEST_SAMPLE_MINUTES } from '@meridian/contract/earn';
import type { InvestOrderState } from '@meridian/contract/earn';
import type { InvestOrder } from '@meridian/contract/invest';

/** One recorded minute of a settlement window (the order's `samples`). */
export type InvestSample = InvestOrder['samples'][number];

/** Pure helpers of my invest orders: tabs, which outcome a settlement took, and its arithmetic. */

export type OrderTab = InvestOrderState | 'all';
export const ORDER_TABS: readonly OrderTab[] = ['all', ...INVEST_ORDER_STATES];

/** Whether any loaded order still waits for its settlement (the list then polls). */
export function hasOpenOrders(pages: readonly { data: readonly unknown[] }[] | undefined): boolean {
  return (pages ?? []).some((p) =>
    p.data.some((o) => {
      const status = (o as Partial<Pick<InvestOrder, 'status'>> | null)?.status;
      return status === 'purchased' || status === 'settling';
    }),
  );
}

/**
 * Which case a settlement price falls in: a call pays the coin strictly below the linked price and USDT
 * at or above it; a put pays USDT strictly above it and the coin at or below it.
 */
export function outcomeCase(
  o: Pick<InvestOrder, 'type' | 'linked_price'>,
  settlePrice: string,
): 'below' | 'above' {
  const settle = new Decimal(settlePrice);
  if (o.type === 'call') return settle.lt(o.linked_price) ? 'below' : 'above';
  return settle.gt(o.linked_price) ? 'above' : 'below';
}

/** Decimals a decimal string is written with ("96000.41" → 2). */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

export interface SampleArithmetic {
  count: number;
  sum: string;
  /** Σ ÷ count, half-up to the settlement price's decimals. */
  mean: string;
  /** Whether that mean is the stored settlement price. */
  matches: boolean;
  low: string;
  high: string;
}

/** The settlement price as the arithmetic the user can check: Σ of the samples ÷ their count. */
export function sampleArithmetic(
  samples: readonly InvestSample[],
  settlePrice: string,
): SampleArithmetic | null {
  if (samples.length === 0 || settlePrice === '') return null;
  const prices = samples.map((s) => new Decimal(s.price));
  const sum = prices.reduce((a, b) => a.plus(b), new Decimal(0));
  const decimals = decimalsOf(new Decimal(settlePrice).toFixed());
  const mean = sum.div(prices.length).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  return {
    count: samples.length,
    sum: sum.toFixed(),
    mean: mean.toFixed(),
    matches: mean.eq(settlePrice),
    low: prices.reduce((a, b) => (b.lt(a) ? b : a)).toFixed(),
    high: prices.reduce((a, b) => (b.gt(a) ? b : a)).toFixed(),
  };
}

/** "YYYY-MM-DD HH:mm UTC" of an ISO time (settlement times are set in UTC: 08:00 on the maturity date). */
export function utcTime(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '—' : `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The sampling window of a settlement time, "HH:mm–HH:mm" (UTC): the DUAL_SAMPLE_MINUTES before it. */
export function sampleWindow(settleAtIso: string): string {
  const sec = Math.floor(Date.parse(settleAtIso) / 1000);
  return `${sampleMinute(sec - INVEST_SAMPLE_MINUTES * 60)}–${sampleMinute(sec)}`;
}

/** "HH:mm" (UTC) of a sample's minute (epoch seconds). */
export function sampleMinute(t: number): string {
  return new Date(t * 1000).toISOString().slice(11, 16);
}
