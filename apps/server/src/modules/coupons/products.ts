import { FUTURES_LEGAL_ID } from '@meridian/contract/futures';
import { OPTIONS_CURRENCY_ID } from '@meridian/contract/options';
import type { FuturesHooks } from '../futures';
import type { OptionsHooks } from '../options';
import type { CouponUses } from './uses';

/**
 * Coupons plugged into the products they pay for, through what futures and options publish: each product's
 * voucher port uses a coupon in the open's transaction, and its closed hook returns the coupon's value in the
 * close's (every futures close whatever closed it, batch and copy closes included; every options settlement
 * batch). Neither product knows coupons.
 */
export function plugCoupons(
  uses: CouponUses,
  products: { futures: FuturesHooks; options: OptionsHooks },
): void {
  const { futures, options } = products;
  futures.vouchers.provide({
    check: (userId, couponId, margin) => uses.check(userId, couponId, 'futures', FUTURES_LEGAL_ID, margin),
    redeem: (tx, r) =>
      uses.redeem(tx, {
        userId: r.userId,
        couponId: r.voucherId,
        product: 'futures',
        currencyId: FUTURES_LEGAL_ID,
        amount: r.margin,
        refId: r.positionId,
      }),
  });
  futures.closed.on((tx, closed) =>
    uses.settle(
      tx,
      'futures',
      closed.flatMap(({ row, payout }) =>
        row.couponId === null
          ? []
          : [{ couponId: row.couponId, userId: row.userId, refId: row.id, margin: row.originMargin, payout }],
      ),
    ),
  );
  options.vouchers.provide({
    check: (userId, couponId, stake) => uses.check(userId, couponId, 'options', OPTIONS_CURRENCY_ID, stake),
    redeem: (tx, r) =>
      uses.redeem(tx, {
        userId: r.userId,
        couponId: r.voucherId,
        product: 'options',
        currencyId: OPTIONS_CURRENCY_ID,
        amount: r.stake,
        refId: r.orderId,
      }),
  });
  options.closed.on((tx, closed) =>
    uses.settle(
      tx,
      'options',
      closed.flatMap((o) =>
        o.voucherId === null
          ? []
          : [
              {
                couponId: o.voucherId,
                userId: o.userId,
                refId: o.orderId,
                margin: o.stake,
                payout: o.payout,
              },
            ],
      ),
    ),
  );
}
