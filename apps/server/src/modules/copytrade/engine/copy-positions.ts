import { type Decimal, refuse } from '@meridian/contract';
import { type CopySkipReason } from '@meridian/contract/copytrade';
import { type FuturesPosition, FUTURES_STATUS } from '@meridian/contract/futures';
import type { DbOrTx, Tx } from '../../../platform/db';
import type { FuturesCommands, FuturesService, FuturesPositionRow, MarketOpenOrder } from '../../futures';

/** A copy to open for a follower of the trader's position the batch copies. */
export interface CopyOrder {
  followerId: number;
  lots: number;
  /** The most margin + fee this copy may cost (what is left of the follow's budget). */
  maxCost: Decimal;
}

export type CopyOpened =
  { row: FuturesPositionRow; skip?: undefined } | { row?: undefined; skip: CopySkipReason };

/** Runs in the transaction that closed copies (the rows as closed: one, or a batch's). */
export type CopyClosedHook = (tx: DbOrTx, rows: FuturesPositionRow[]) => Promise<void>;

const ORIGIN = 'module:copytrade' as const;

/**
 * Copies as futures positions, through what futures publishes (its batch commands and lifecycle hooks). A copy
 * is a futures position of the follower opened at the mark of the moment with a market order's rules, margin,
 * fee and ledger postings, linked to the trader's position (`follow_order_id`, attached). Everything runs in
 * the caller's transaction; the caller reports the rows with `changed` after its commit. While attached,
 * futures refuses the follower's own close and TP/SL (`follow_copy_attached`) and its batch close skips it: the
 * trader's close closes it (`close`, reason `copy`).
 */
export class CopyPositions {
  constructor(private readonly d: { futures: FuturesService; commands: FuturesCommands }) {}

  /** `hook` runs inside every close transaction of a copy, for any reason (futures' closed hook). */
  onCopyClosed(hook: CopyClosedHook): () => void {
    return this.d.futures.hooks.closed.on(async (tx, closed) => {
      const copies = closed.flatMap(({ row }) => (row.followOrderId === null ? [] : [row]));
      if (copies.length > 0) await hook(tx, copies);
    });
  }

  /** After the caller's commit: the trigger runtime and the owners' rooms learn of the rows. */
  changed(rows: readonly (FuturesPositionRow | undefined)[]): void {
    this.d.futures.changed(rows);
  }

  view(row: FuturesPositionRow): FuturesPosition {
    return this.d.futures.view(row);
  }

  symbolOf(pairId: number): string {
    return this.d.futures.pairById(pairId).symbol;
  }

  /** A copy's result net of its fees (the view's `net_profits`). */
  result(row: FuturesPositionRow): Decimal {
    return this.d.commands.netResult(row);
  }

  /**
   * The trader's position, share-locked until the caller commits, if it is open and not itself a copy. A
   * close of it waits for the copies opened under this lock, so its fan-out sees them all.
   */
  async source(tx: Tx, positionId: number): Promise<FuturesPositionRow | undefined> {
    const r = await this.d.commands.shareLock(tx, positionId);
    return r && r.status === FUTURES_STATUS.open && r.price !== null && r.followOrderId === null
      ? r
      : undefined;
  }

  rows(db: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
    return this.d.commands.rows(db, ids);
  }

  /** Open copies still attached to the trader's position `traderPositionId`. */
  attachedOf(db: DbOrTx, traderPositionId: number): Promise<number[]> {
    return this.d.commands.linkedTo(db, traderPositionId);
  }

  /**
   * Opens copies of the trader's position `source` (futures' market-open batch: same side and leverage, the
   * trader's TP/SL where valid for each copy, linked to it), or says why not (`market_closed`, `stale_price`,
   * `budget`, `position_cap`, `balance`). Results in the order given.
   */
  openMany(tx: Tx, source: FuturesPositionRow, orders: readonly CopyOrder[]): Promise<CopyOpened[]> {
    return this.d.commands.openMany(
      tx,
      {
        pairId: source.pairId,
        side: source.side,
        leverage: source.leverage,
        stops: { takeProfit: source.takeProfit, stopLoss: source.stopLoss },
        follows: { positionId: source.id, userId: source.userId },
      },
      orders.map((o): MarketOpenOrder => ({ userId: o.followerId, lots: o.lots, maxCost: o.maxCost })),
      ORIGIN,
    );
  }

  /**
   * Closes copies at the mark of the moment: `copy` those still attached to the trader's position `source` (a
   * detached copy is left open), `copy_stop` those still attached to any (the follow's stop-loss). Returns the
   * rows closed.
   */
  close(
    tx: Tx,
    ids: readonly number[],
    reason: 'copy' | 'copy_stop',
    source?: number,
  ): Promise<FuturesPositionRow[]> {
    return this.d.commands.closeMany(
      tx,
      ids,
      reason,
      ORIGIN,
      (r) => r.copyAttached && (source === undefined || r.followOrderId === source),
    );
  }

  /**
   * Self-holding: the owner's open attached copy becomes their own position (the trader's later close leaves
   * it open). Refusals: not the owner's (`lever_position_not_found`), not open, not an attached copy.
   */
  async detachOne(tx: Tx, id: number, owner: number): Promise<FuturesPositionRow> {
    const r = await this.d.commands.lock(tx, id);
    if (!r || r.userId !== owner) throw refuse('lever_position_not_found', {}, 'transaction_id');
    if (r.status !== FUTURES_STATUS.open) throw refuse('lever_position_not_open', {}, 'transaction_id');
    if (!r.copyAttached) throw refuse('follow_copy_not_found', {}, 'transaction_id');
    const [changed] = await this.d.commands.detachMany(tx, [id]);
    if (!changed) throw new Error(`copy ${id} was not detached`);
    return changed;
  }

  /** Detaches whichever of these copies are open and attached (a follow ended); returns the rows changed. */
  detach(tx: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
    return this.d.commands.detachMany(tx, ids);
  }

  /**
   * The trader changed the TP/SL of `source`: each attached open copy among `ids` gets them as far as they are
   * valid for its own entry and liquidation level (else none). Returns the rows changed.
   */
  setStops(tx: DbOrTx, ids: readonly number[], source: FuturesPositionRow): Promise<FuturesPositionRow[]> {
    return this.d.commands.setStopsMany(
      tx,
      ids,
      { takeProfit: source.takeProfit, stopLoss: source.stopLoss },
      ORIGIN,
      (r) => r.copyAttached && r.followOrderId === source.id,
    );
  }
}
