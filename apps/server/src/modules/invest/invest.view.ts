import { Decimal, oneOf } from '@meridian/contract';
import {
  INVEST_ORDER_STATES,
  INVEST_SAMPLE_MINUTES,
  INVEST_TYPES,
  EARN_PRODUCT_STATES,
  investHoldingDays,
  soldPercent,
} from '@meridian/contract/earn';
import { type InvestOrder, type InvestProduct } from '@meridian/contract/invest';
import type { InvestOrderRow, InvestProductRow, InvestSettlementRow } from './invest.repo';

/** Rows of the dual tables as the contract's wire shapes. */

/** What a view needs from the market: names of currencies and the coin's last price. */
export interface InvestNames {
  nameOf(currencyId: number): string;
  lastPriceOf(currencyId: number): string;
}

const plain = (v: string | null | undefined) =>
  v === null || v === undefined ? '' : new Decimal(v).toFixed();
const iso = (d: Date | null) => (d === null ? '' : d.toISOString());

/**
 * When purchases close: at the start of the maturity date (UTC), and never inside the 30-minute sampling window
 * before the settlement (a buyer must not see part of the prices that decide the payout).
 */
export function purchaseCloseAt(p: Pick<InvestProductRow, 'endDate' | 'settleAt'>): Date {
  const dayStart = Date.parse(`${p.endDate}T00:00:00Z`);
  const window = p.settleAt.getTime() - INVEST_SAMPLE_MINUTES * 60_000;
  return new Date(Math.min(dayStart, window));
}

/** Purchases are open: on sale, shares left, and before the close. */
export function isOpen(p: InvestProductRow, now: Date): boolean {
  return p.status === 'on' && p.remainingNumber > 0 && now < purchaseCloseAt(p);
}

export function productView(
  p: InvestProductRow,
  names: InvestNames,
  now: Date,
  userNumber = 0,
): InvestProduct {
  return {
    id: p.id,
    name: p.name,
    section: p.section,
    type: oneOf(INVEST_TYPES, p.type, 'call'),
    currency_id: p.currencyId,
    currency_name: names.nameOf(p.currencyId),
    pay_currency_id: p.payCurrencyId,
    pay_currency_name: names.nameOf(p.payCurrencyId),
    per_price: plain(p.perPrice),
    apr: plain(p.apr),
    linked_price: plain(p.linkedPrice),
    last_price: plain(names.lastPriceOf(p.currencyId) || '0'),
    end_time: p.endDate,
    settle_at: iso(p.settleAt),
    day: investHoldingDays(now, p.endDate),
    total_number: p.totalNumber,
    remaining_number: p.remainingNumber,
    purchased_number: p.purchasedNumber,
    progress: soldPercent(p.remainingNumber, p.totalNumber),
    user_limit: p.userLimit,
    user_number: userNumber,
    status: oneOf(EARN_PRODUCT_STATES, p.status, 'paused'),
    open: isOpen(p, now),
    is_demo: p.isDemo,
  };
}

export function orderView(
  o: InvestOrderRow,
  names: InvestNames,
  productName: string,
  settlement: InvestSettlementRow | undefined,
): InvestOrder {
  const settled = o.status === 'success' || o.status === 'failed';
  return {
    id: o.id,
    dual_id: o.productId,
    name: productName,
    type: oneOf(INVEST_TYPES, o.type, 'call'),
    currency_id: o.currencyId,
    currency_name: names.nameOf(o.currencyId),
    pay_currency_name: names.nameOf(o.payCurrencyId),
    num: o.num,
    amount: plain(o.amount),
    apr: plain(o.apr),
    day: o.days,
    linked_price: plain(o.linkedPrice),
    end_time: o.endDate,
    settle_at: iso(o.settleAt),
    below: { currency_name: names.nameOf(o.belowCurrencyId), amount: plain(o.belowAmount) },
    above: { currency_name: names.nameOf(o.aboveCurrencyId), amount: plain(o.aboveAmount) },
    status: oneOf(INVEST_ORDER_STATES, o.status, 'purchased'),
    settle_price: settled && settlement ? plain(settlement.price) : '',
    samples: settled && settlement ? settlement.samples.map((s) => ({ t: s.t, price: plain(s.price) })) : [],
    payout:
      o.payoutCurrencyId !== null && o.payoutAmount !== null
        ? { currency_name: names.nameOf(o.payoutCurrencyId), amount: plain(o.payoutAmount) }
        : null,
    created_at: iso(o.createdAt),
    settled_at: iso(o.settledAt),
  };
}
