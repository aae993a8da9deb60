import { Decimal, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import {
  COUPON_CURRENCY_ID,
  couponCovers,
  couponReturn,
  type CouponProduct,
} from '@meridian/contract/coupons';
import type { DbOrTx } from '../../platform/db';
import type { EntryInput, Ledger, UserAccountType } from '../ledger';
import * as repo from './coupons.repo';
import type { CouponRow } from './coupons.schema';

/** The user account a product's margin or stake is paid from: futures (lever) 3, options (micro) 4. */
export const COUPON_ACCOUNT_TYPE: Record<CouponProduct, UserAccountType> = {
  futures: ACCOUNT_TYPE.lever,
  options: ACCOUNT_TYPE.micro,
};

export interface CouponRedeem {
  userId: number;
  couponId: number;
  product: CouponProduct;
  currencyId: number;
  /** The position's margin or the option's stake the coupon pays part of. */
  amount: Decimal;
  /** The futures position or option order it pays. */
  refId: number;
}

export interface CouponSettle {
  couponId: number;
  userId: number;
  /** The futures position or option order that closed (it must be the coupon's). */
  refId: number;
  /** The margin paid at open (or the stake) and the payout credited at close. */
  margin: Decimal | string;
  payout: Decimal | string;
}

/**
 * A coupon's money, inside the product's own transactions (futures and options call these; they never touch the
 * coupons tables). Use, in the open's transaction before the margin hold or the stake: the coupon locked and
 * checked, set in_use with its ref, its value from `promotions` to the user's account of the product
 * (`coupon_use`), so the usual hold or stake takes it. Settle, in the close's transaction after the payout P is
 * credited: `coupon_return` of min(V, max(0, P − own)) from the user back to `promotions`, the coupon used.
 */
export class CouponUses {
  constructor(private readonly d: { db: DbOrTx; ledger: Ledger; now: () => Date }) {}

  /** Checks a coupon before an open (no lock, nothing written); its value. Refusals as `redeem`. */
  async check(
    userId: number,
    couponId: number,
    product: CouponProduct,
    currencyId: number,
    amount: Decimal,
  ): Promise<Decimal> {
    const row = await repo.getCoupon(this.d.db, couponId);
    return new Decimal(this.usable(row, { userId, product, currencyId, amount }).value);
  }

  /** Uses the coupon for `refId` (locked, checked again); returns its value, now on the user's account. */
  async redeem(tx: DbOrTx, r: CouponRedeem): Promise<Decimal> {
    const row = this.usable(await repo.lockCoupon(tx, r.couponId), r);
    const value = new Decimal(row.value);
    await repo.updateCoupon(tx, row.id, { status: 'in_use', refId: r.refId, usedAt: this.d.now() });
    await this.d.ledger.post(tx, [
      {
        kind: 'coupon_use',
        refType: 'coupon',
        refId: String(row.id),
        memo: `${r.product} ${r.refId}`,
        lines: [
          { account: { house: 'promotions', currencyId: row.currencyId }, amount: value.neg() },
          {
            account: { userId: r.userId, currencyId: row.currencyId, type: COUPON_ACCOUNT_TYPE[r.product] },
            amount: value,
          },
        ],
      },
    ]);
    return value;
  }

  /**
   * Returns the coupons of closed positions (one product, one transaction: a close or a settlement batch). A
   * coupon not in use for that ref (already settled) is skipped, so a repeated call changes nothing.
   */
  async settle(tx: DbOrTx, product: CouponProduct, items: readonly CouponSettle[]): Promise<void> {
    if (items.length === 0) return;
    const rows = new Map(
      (
        await repo.lockCoupons(
          tx,
          items.map((i) => i.couponId),
        )
      ).map((r) => [r.id, r]),
    );
    const entries: EntryInput[] = [];
    const done: { id: number; returned: string; result: string }[] = [];
    for (const i of items) {
      const row = rows.get(i.couponId);
      if (!row || row.status !== 'in_use' || row.refId !== i.refId || row.product !== product) continue;
      const r = couponReturn(i.margin, row.value, i.payout);
      done.push({ id: row.id, returned: r.returned.toFixed(), result: r.result.toFixed() });
      if (r.returned.gt(0))
        entries.push({
          kind: 'coupon_return',
          refType: 'coupon',
          refId: String(row.id),
          memo: `${product} ${i.refId}`,
          lines: [
            {
              account: { userId: i.userId, currencyId: row.currencyId, type: COUPON_ACCOUNT_TYPE[product] },
              amount: r.returned.neg(),
            },
            { account: { house: 'promotions', currencyId: row.currencyId }, amount: r.returned },
          ],
        });
    }
    if (entries.length > 0) await this.d.ledger.post(tx, entries);
    await repo.markUsed(tx, done, this.d.now());
  }

  private usable(
    row: CouponRow | undefined,
    r: { userId: number; product: CouponProduct; currencyId: number; amount: Decimal },
  ): CouponRow {
    if (!row || row.userId !== r.userId) throw refuse('coupon_not_found', {}, 'coupon_id');
    if (row.status === 'in_use' || row.status === 'used') throw refuse('coupon_used', {}, 'coupon_id');
    if (row.status === 'expired' || row.expiresAt.getTime() <= this.d.now().getTime())
      throw refuse('coupon_expired', {}, 'coupon_id');
    if (row.product !== r.product || row.currencyId !== r.currencyId || r.currencyId !== COUPON_CURRENCY_ID)
      throw refuse('coupon_wrong_product', {}, 'coupon_id');
    if (!couponCovers(row.value, r.amount))
      throw refuse('coupon_amount_below_value', { value: new Decimal(row.value).toFixed() }, 'coupon_id');
    return row;
  }
}
