import type { Decimal } from '@meridian/contract';
import type { OptionsResult } from '@meridian/contract/options';
import type { DbOrTx } from '../../platform/db';
import { Port, TxHooks } from '../../platform/tx-hooks';

/** Who started a change: the user's submit, or the settler (on the leader) deciding orders at expiry. */
export type OptionsOrigin = 'user' | 'settler';

/** An order as the hooks see it. */
export interface OptionOrderRef {
  orderId: number;
  userId: number;
  currencyId: number;
  stake: string;
  /** The voucher paying part of the stake (`coupon_id`), or null. */
  voucherId: number | null;
}

/** An order accepted: its stake is in the escrow. */
export interface OrderOpened extends OptionOrderRef {
  origin: OptionsOrigin;
  reason: 'submit';
}

/** An order settled (decided on its second's price, or void without one), its payout credited. */
export interface OrderClosed extends OptionOrderRef {
  payout: string;
  result: OptionsResult;
  origin: OptionsOrigin;
  reason: 'settled' | 'no_price';
}

/**
 * Part of a stake paid by a voucher the ticket names (`coupon_id`), plugged in by the module that issues them.
 * Options locks the user's options account and the escrow before `redeem`, as a settlement batch does before
 * its closed hooks, so an order and a settlement never wait for each other in a circle.
 */
export interface StakeVouchers {
  /** The voucher's value for this stake, checked before the submit (refusals change nothing). */
  check(userId: number, voucherId: number, stake: Decimal): Promise<Decimal>;
  /** In the submit's transaction: the voucher used for `orderId`; its value is now on the user's account. */
  redeem(
    tx: DbOrTx,
    r: { userId: number; voucherId: number; orderId: number; stake: Decimal },
  ): Promise<Decimal>;
}

/**
 * What options publishes to the products built on it (service `optionsHooks`): in-transaction lifecycle hooks
 * (an order opened, a batch of orders closed by settlement; an order never changes in between) and the
 * stake-voucher port. After-commit work uses the durable `options.settled` event instead.
 */
export class OptionsHooks {
  readonly opened = new TxHooks<OrderOpened>();
  /** Runs after the payouts are credited, in the transaction of the close (a settlement batch). */
  readonly closed = new TxHooks<OrderClosed>();
  /** Provided by the module issuing vouchers; without one a ticket naming a voucher is refused. */
  readonly vouchers = new Port<StakeVouchers>('options: stake vouchers');
}
