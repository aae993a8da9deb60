import { Decimal } from '@meridian/contract';
import { investPayout, type InvestType } from '@meridian/contract/earn';
import type { InvestMarket } from '../market';
import type { InvestOrderRow, InvestSettlementRow } from '../invest.repo';
import type { PaidOrder } from './settle.repo';

/** One order's payout: what its row records, who is paid, and why (the entry's memo). */
export interface Payout extends PaidOrder {
  userId: number;
  memo: string;
}

/**
 * The payout of an order at its product's settlement: formula at the settlement price with the
 * terms locked at purchase (success), or the whole deposit back when the settlement failed.
 */
export function payoutOf(o: InvestOrderRow, s: InvestSettlementRow, market: InvestMarket): Payout {
  if (s.status !== 'settled' || s.price === null) {
    const amount = new Decimal(o.amount);
    return {
      id: o.id,
      userId: o.userId,
      status: 'failed',
      currencyId: o.payCurrencyId,
      amount: amount.toFixed(),
      memo: 'refund: too few recorded prices',
    };
  }
  const payout = investPayout(
    {
      type: o.type as InvestType,
      amount: o.amount,
      linkedPrice: o.linkedPrice,
      aprPct: o.apr,
      days: o.days,
    },
    s.price,
    market.decimalsOf(o.currencyId),
  );
  const currencyId = payout.currency === 'coin' ? o.currencyId : market.usdtId();
  return {
    id: o.id,
    userId: o.userId,
    status: 'success',
    currencyId,
    amount: payout.amount.toFixed(),
    memo: `settled at ${new Decimal(s.price).toFixed()}`,
  };
}
