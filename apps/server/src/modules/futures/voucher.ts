import { type Decimal, refuse, ACCOUNT_TYPE } from '@meridian/contract';
import { FUTURES_LEGAL_ID } from '@meridian/contract/futures';
import type { DbOrTx } from '../../platform/db';
import type { Ledger } from '../ledger';
import type { MarginVouchers } from './futures.hooks';

/**
 * The voucher a market order names (`coupon_id`), checked before the open (refusals change nothing): the
 * port's checks, and a limit order may not use one (its margin is only held until it opens or is cancelled).
 * Undefined without a voucher.
 */
export async function voucherOfOpen(
  vouchers: MarginVouchers | undefined,
  userId: number,
  voucherId: number | undefined,
  isLimit: boolean,
  margin: Decimal,
): Promise<{ id: number; value: Decimal } | undefined> {
  if (voucherId === undefined) return undefined;
  if (isLimit) throw refuse('coupon_market_only', {}, 'coupon_id');
  if (!vouchers) throw refuse('coupon_not_found', {}, 'coupon_id');
  return { id: voucherId, value: await vouchers.check(userId, voucherId, margin) };
}

/**
 * In the open's transaction: the voucher used for position `positionId`; its value is on the user's account.
 * The user's futures account is locked before the port takes its own accounts: a close of a voucher position
 * holds that account and then the port's for the return, so the two never wait for each other in a circle.
 */
export async function redeemForOpen(
  tx: DbOrTx,
  deps: { vouchers: MarginVouchers | undefined; ledger: Pick<Ledger, 'lock'> },
  voucher: { id: number } | undefined,
  r: { userId: number; positionId: number; margin: Decimal },
): Promise<{ couponId: number; couponValue: string } | Record<string, never>> {
  const { vouchers } = deps;
  if (!voucher || !vouchers) return {};
  await deps.ledger.lock(tx, [{ userId: r.userId, currencyId: FUTURES_LEGAL_ID, type: ACCOUNT_TYPE.lever }]);
  const value = await vouchers.redeem(tx, { ...r, voucherId: voucher.id });
  return { couponId: voucher.id, couponValue: value.toFixed() };
}
