import type { Decimal } from '@meridian/contract';
import type { FuturesCloseReason } from '@meridian/contract/futures';
import type { DbOrTx } from '../../platform/db';
import { Port, TxHooks } from '../../platform/tx-hooks';
import type { FuturesPositionRow } from './futures.schema';

/**
 * Who started a change: the owner's request, the trigger engine (limits, TP/SL, liquidation), a scheduled job
 * (the overnight fee), or another module through a batch command (`module:<name>`).
 */
export type FuturesOrigin = 'user' | 'trigger' | 'schedule' | `module:${string}`;

/** A position that opened: a market order, or a limit order its price reached. */
export interface PositionOpened {
  row: FuturesPositionRow;
  origin: FuturesOrigin;
  reason: 'market' | 'limit';
}

/**
 * An open position whose TP/SL were set, whose margin paid the overnight fee, that was partly closed (`size`:
 * the closed part is a closed position of its own) or whose margin was added to or taken from (`margin`).
 */
export interface PositionChanged {
  row: FuturesPositionRow;
  origin: FuturesOrigin;
  reason: FuturesChange;
}

/** Why an open position changed. */
export type FuturesChange = 'stops' | 'overnight_fee' | 'size' | 'margin';

/** A closed position, with the payout credited to its owner at the close (margin + result, ≥ 0). */
export interface PositionClosed {
  row: FuturesPositionRow;
  payout: Decimal;
  origin: FuturesOrigin;
  reason: FuturesCloseReason;
}

/**
 * Part of a market open's margin paid by a voucher the ticket names (`coupon_id`), plugged in by the module
 * that issues them. Futures locks the owner's futures account before `redeem`, so a close (which holds that
 * account first too) never waits in a circle with an open.
 */
export interface MarginVouchers {
  /** The voucher's value for this margin, checked before the open (refusals change nothing). */
  check(userId: number, voucherId: number, margin: Decimal): Promise<Decimal>;
  /** In the open's transaction: the voucher used for `positionId`; its value is now on the owner's account. */
  redeem(
    tx: DbOrTx,
    r: { userId: number; voucherId: number; positionId: number; margin: Decimal },
  ): Promise<Decimal>;
}

/**
 * What futures publishes to the products built on it (service `futuresHooks`): in-transaction lifecycle
 * hooks, run once per batch in the transaction of every open, change and close whatever started it, and the
 * margin-voucher port. After-commit work uses the durable domain events (`futures.position_*`) instead.
 */
export class FuturesHooks {
  readonly opened = new TxHooks<PositionOpened>();
  readonly changed = new TxHooks<PositionChanged>();
  /** Runs after the payouts are credited, in the transaction of the close. */
  readonly closed = new TxHooks<PositionClosed>();
  /** Provided by the module issuing vouchers; without one a ticket naming a voucher is refused. */
  readonly vouchers = new Port<MarginVouchers>('futures: margin vouchers');
}
