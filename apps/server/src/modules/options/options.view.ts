import { Decimal } from '@meridian/contract';
import {
  type OptionsDirection,
  type OptionsOrder,
  type OptionsResult,
  type OptionsResultReason,
  type OptionsTier,
  OPTIONS_STATUS_OPEN,
} from '@meridian/contract/options';
import type { OrderRow, TierRow } from './options.repo';

/** Wire shapes of the options module (contract options/options.ts). */

const plain = (v: string | null) => (v === null ? '' : new Decimal(v).toFixed());

export function tierView(t: TierRow): OptionsTier {
  return {
    id: t.id,
    seconds: t.seconds,
    status: t.status,
    profit_ratio: plain(t.profitRatio),
    min_amount: plain(t.minAmount),
    max_amount: plain(t.maxAmount),
    sort: t.sort,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
  };
}

export function orderView(
  o: OrderRow,
  names: { symbol: string; currencyName: string; pricePrecision: number },
  nowMs: number,
): OptionsOrder {
  const open = o.status === OPTIONS_STATUS_OPEN;
  const price = (v: string | null) => (v === null ? '' : new Decimal(v).toFixed(names.pricePrecision));
  return {
    id: o.id,
    match_id: o.pairId,
    symbol: names.symbol,
    currency_id: o.currencyId,
    currency_name: names.currencyName,
    type: o.type as OptionsDirection,
    seconds: o.seconds,
    number: plain(o.stake),
    open_price: price(o.openPrice),
    open_price_time: o.openPriceAt.toISOString(),
    end_price: price(o.endPrice),
    end_price_time: o.endPrice === null ? '' : new Date(o.settleSecond * 1000).toISOString(),
    opened_at: o.openedAt.toISOString(),
    settle_at: o.settleAt.toISOString(),
    settled_at: o.settledAt?.toISOString() ?? '',
    profit_ratio: plain(o.profitRatio),
    fee: plain(o.fee),
    fact_profits: open ? '0' : plain(o.factProfits),
    payout: open ? '0' : plain(o.payout),
    profit_result: (o.profitResult ?? 0) as OptionsResult,
    result_reason: o.resultReason as OptionsResultReason,
    status: open ? 1 : 3,
    remain_milli_seconds: open ? Math.max(0, o.settleAt.getTime() - nowMs) : 0,
  };
}
