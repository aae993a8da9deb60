import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import type { Tx } from '../../platform/db';
import type { Services } from '../../platform/module';
import type { OtcOrderRow } from './otc.schema';

/** The house account the desk's coins come from (buys) and go to (sells), per currency. */
export const OTC_POOL = 'pool:otc' as const;
/** Ledger reference type of an order's entries and of a sell's hold (statements label them). */
export const OTC_ORDER_REF = 'otc_order';

export type OtcLedger = Pick<Services['ledger'], 'post' | 'hold' | 'postHold' | 'releaseHold'>;

/**
 * Every OTC balance change, as ledger postings inside the caller's transaction (the order's row already locked):
 * a sell's coins held when it is placed, posted to the pool when the operator confirms the payout or released when
 * rejected; a confirmed buy's coins credited from the pool. Amounts are the order's, already at the coin's decimals.
 */
export class OtcMoney {
  constructor(private readonly ledger: OtcLedger) {}

  /** Holds a sell's coins on the user's spot account (insufficient_balance when short). */
  holdSell(
    tx: Tx,
    o: { id: number; userId: number; currencyId: number; amount: Decimal | string },
  ): Promise<number> {
    return this.ledger.hold(
      tx,
      { userId: o.userId, currencyId: o.currencyId, type: ACCOUNT_TYPE.change },
      o.amount,
      {
        type: OTC_ORDER_REF,
        id: String(o.id),
      },
    );
  }

  /** A confirmed buy: the ordered coins from pool:otc to the user's spot account. */
  async creditBuy(tx: Tx, o: OtcOrderRow): Promise<void> {
    await this.ledger.post(tx, [
      {
        kind: 'otc_buy',
        refType: OTC_ORDER_REF,
        refId: String(o.id),
        lines: [
          { account: { house: OTC_POOL, currencyId: o.currencyId }, amount: new Decimal(o.amount).neg() },
          {
            account: { userId: o.userId, currencyId: o.currencyId, type: ACCOUNT_TYPE.change },
            amount: o.amount,
          },
        ],
      },
    ]);
  }

  /** A confirmed sell: the held coins to pool:otc. */
  async postSell(tx: Tx, o: OtcOrderRow): Promise<void> {
    await this.ledger.postHold(tx, this.holdOf(o), { house: OTC_POOL, currencyId: o.currencyId }, 'otc_sell');
  }

  /** A rejected sell: the held coins back to the user's available balance. */
  releaseSell(tx: Tx, o: OtcOrderRow): Promise<void> {
    return this.ledger.releaseHold(tx, this.holdOf(o));
  }

  private holdOf(o: OtcOrderRow): number {
    if (o.holdId === null) throw new Error(`otc order ${o.id} has no hold`);
    return o.holdId;
  }
}
