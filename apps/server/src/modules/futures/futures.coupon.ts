import { LEVER_LEGAL_ID, type Decimal, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import type { DbOrTx } from '../../platform/db';
import type { CouponUses } from '../coupons';
import type { Ledger } from '../ledger';
import type { ClosedPosition } from './futures.transitions';

/** What futures needs of experience coupons: the coupons module's `couponUses`. */
export type FuturesCoupons = Pick<CouponUses, 'check' | 'redeem' | 'settle'>;

/**
 * The coupon a market order names, checked before the open (refusals change nothing): the caller's, unused,
 * unexpired, a futures coupon in the margin currency, its value at most the margin. A limit order may not use
 * one (its margin is only held until it opens or is cancelled). Undefined without a coupon.
 */
export async function couponOfOpen(
  coupons: FuturesCoupons | undefined,
  userId: number,
  couponId: number | undefined,
  isLimit: boolean,
  margin: Decimal,
): Promise<{ id: number; value: Decimal } | undefined> {
  if (couponId === undefined) return undefined;
  if (isLimit) throw refuse('coupon_market_only', {}, 'coupon_id');
  if (!coupons) throw refuse('coupon_not_found', {}, 'coupon_id');
  return { id: couponId, value: await coupons.check(userId, couponId, 'futures', LEVER_LEGAL_ID, margin) };
}

/**
 * In the open's transaction: the coupon locked and used for position `id`; its value is on the user's account.
 * The user's futures account is locked before the coupon's `promotions`: a close of their coupon position holds
 * that account and then takes `promotions` for the return, so the two never wait for each other in a circle.
 */
export async function redeemForOpen(
  tx: DbOrTx,
  deps: { coupons: FuturesCoupons | undefined; ledger: Pick<Ledger, 'lock'> },
  coupon: { id: number } | undefined,
  r: { userId: number; positionId: number; margin: Decimal },
): Promise<{ couponId: number; couponValue: string } | Record<string, never>> {
  const { coupons } = deps;
  if (!coupon || !coupons) return {};
  await deps.ledger.lock(tx, [{ userId: r.userId, currencyId: LEVER_LEGAL_ID, type: ACCOUNT_TYPE.lever }]);
  const value = await coupons.redeem(tx, {
    userId: r.userId,
    couponId: coupon.id,
    product: 'futures',
    currencyId: LEVER_LEGAL_ID,
    amount: r.margin,
    refId: r.positionId,
  });
  return { couponId: coupon.id, couponValue: value.toFixed() };
}

/** The close hook: the coupons of closed positions return their value (margin paid at open, payout at close). */
export function settleCoupons(coupons: FuturesCoupons) {
  return async (tx: DbOrTx, closed: ClosedPosition[]): Promise<void> => {
    const items = closed.filter((c) => c.row.couponId !== null);
    if (items.length === 0) return;
    await coupons.settle(
      tx,
      'futures',
      items.map(({ row, payout }) => ({
        couponId: row.couponId!,
        userId: row.userId,
        refId: row.id,
        margin: row.originMargin,
        payout,
      })),
    );
  };
}
