import { Decimal } from '@meridian/contract';
import {
  OTC_FIAT_DECIMALS,
  otcTopic,
  otcUserActions,
  type OpsOtcOrder,
  type OtcOrder,
  type OtcQuote,
  type OtcSide,
  type OtcStatus,
} from '@meridian/contract/otc';
import type { OtcOrderRow, OtcQuoteRow } from './otc.schema';

/** Rows as the wire shows them (contract `otcQuote`, `otcOrder`, `opsOtcOrder`). */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
const plain = (v: string) => new Decimal(v).toFixed();

function terms(row: OtcQuoteRow | OtcOrderRow, currencyName: string) {
  return {
    id: row.id,
    side: row.side as OtcSide,
    currency_id: row.currencyId,
    currency_name: currencyName,
    fiat: row.fiat,
    price: plain(row.price),
    amount: plain(row.amount),
    total: new Decimal(row.total).toFixed(OTC_FIAT_DECIMALS),
    spread_bps: row.spreadBps,
    feed_price: plain(row.feedPrice),
    fiat_rate: plain(row.fiatRate),
    usdt_value: plain(row.usdtValue),
    created_at: row.createdAt.toISOString(),
  };
}

export function quoteView(row: OtcQuoteRow, currencyName: string): OtcQuote {
  return { ...terms(row, currencyName), expires_at: row.expiresAt.toISOString() };
}

export function orderView(row: OtcOrderRow, currencyName: string): OtcOrder {
  const side = row.side as OtcSide;
  const status = row.status as OtcStatus;
  const actions = otcUserActions(side, status);
  return {
    ...terms(row, currencyName),
    order_no: row.orderNo,
    status,
    bank: row.bank ?? null,
    card: row.card ?? null,
    voucher: row.voucher,
    deadline_at: iso(row.deadlineAt),
    paid_at: iso(row.paidAt),
    completed_at: iso(row.completedAt),
    rejected_at: iso(row.rejectedAt),
    cancelled_at: iso(row.cancelledAt),
    expired_at: iso(row.expiredAt),
    reason: row.reason,
    can_cancel: actions.cancel,
    can_upload_voucher: actions.voucher,
    topic: otcTopic(row.id),
  };
}

export function opsOrderView(row: OtcOrderRow, currencyName: string, account: string): OpsOtcOrder {
  return { ...orderView(row, currencyName), user_id: row.userId, account, operator_id: row.operatorId };
}

/** A short title of an order (support threads, the console beside a thread): "Buy 100 USDT". */
export function orderTitle(row: OtcOrderRow, currencyName: string): string {
  const side = row.side === 'buy' ? 'Buy' : 'Sell';
  return `${side} ${plain(row.amount)} ${currencyName} (${row.orderNo})`;
}
