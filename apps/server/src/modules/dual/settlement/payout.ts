import { Decimal, dualPayout, type DualType } from '@meridian/contract';
import type { EntryInput } from '../../ledger';
import type { DualMarket } from '../dual.market';
import type { DualOrderRow, DualSettlementRow } from '../dual.repo';
import { DUAL_POOL } from '../dual.service';
import type { PaidOrder } from './settle.repo';

/** The spot ("change") account: payouts and refunds go back to it. */
const SPOT = 2 as const;

/** One order's payout: what its row records, the ledger entry that pays it, and who is told. */
export interface Payout extends PaidOrder {
  userId: number;
  /** null when the amount rounds to zero (nothing to post). */
  entry: EntryInput | null;
}

/**
 * The payout of an order at its product's settlement: by the spec §9 formula at the settlement price with the
 * terms locked at purchase (success), or the whole deposit back when the settlement failed. Out of the house
 * pool into the user's spot account.
 */
export function payoutOf(o: DualOrderRow, s: DualSettlementRow, market: DualMarket): Payout {
  if (s.status !== 'settled' || s.price === null) {
    const amount = new Decimal(o.amount);
    return {
      id: o.id,
      userId: o.userId,
      status: 'failed',
      currencyId: o.payCurrencyId,
      amount: amount.toFixed(),
      entry: entryOf(o, 'dual_refund', o.payCurrencyId, amount, 'refund: too few recorded prices'),
    };
  }
  const payout = dualPayout(
    {
      type: o.type as DualType,
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
    entry: entryOf(
      o,
      'dual_payout',
      currencyId,
      payout.amount,
      `settled at ${new Decimal(s.price).toFixed()}`,
    ),
  };
}

function entryOf(
  o: DualOrderRow,
  kind: 'dual_payout' | 'dual_refund',
  currencyId: number,
  amount: Decimal,
  memo: string,
): EntryInput | null {
  if (amount.lte(0)) return null;
  return {
    kind,
    refType: 'dual_order',
    refId: String(o.id),
    memo,
    lines: [
      { account: { house: DUAL_POOL, currencyId }, amount: amount.neg() },
      { account: { userId: o.userId, currencyId, type: SPOT }, amount },
    ],
  };
}
