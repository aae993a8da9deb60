import { Decimal, leverFee, leverNotional, type LeverCloseReason, LEVER_STATUS } from '@meridian/contract';
import type { DbOrTx } from '../../platform/db';
import * as repo from './futures.repo';
import type { LeverPositionRow } from './futures.schema';
import { recordChanged, recordClosed, recordClosedAll, recordOpened } from './futures.events';
import type { FuturesMoney } from './futures.money';
import { liquidationPrice, MONEY, settleClose, sideOf, type LeverPair } from './rules';

/** Runs in the transaction that closed copies (the rows as closed: one, or a batch's). */
export type CopyClosedHook = (tx: DbOrTx, rows: LeverPositionRow[]) => Promise<void>;
/** A closed position with the payout credited to its owner at close (margin + result, ≥ 0). */
export interface ClosedPosition {
  row: LeverPositionRow;
  payout: Decimal;
}
/** Runs in the transaction of EVERY close (one, or a batch's), after the payouts are credited. */
export type PositionClosedHook = (tx: DbOrTx, closed: ClosedPosition[]) => Promise<void>;

/**
 * State changes of one position inside the caller's transaction, each after re-reading the row with a lock
 * (`repo.lockPosition`), so a manual close racing a trigger pays once: the second finds the row no longer open
 * and does nothing. A trigger also re-checks (`reached`) that the row's level as it is now is reached by the
 * price (another node may have moved a TP/SL since the level fired). Prices passed in are real feed prices
 * (the tick that fired, or the last price). Each change records its durable domain event in the same
 * transaction (futures.events.ts).
 */
export class PositionTransitions {
  private readonly copyHooks = new Set<CopyClosedHook>();
  private readonly closedHooks = new Set<PositionClosedHook>();

  constructor(
    private readonly money: FuturesMoney,
    private readonly pairOf: (pairId: number) => LeverPair,
  ) {}

  /**
   * Copy trading: `hook` runs inside every close transaction of a copy (a row with
   * `follow_order_id`), whatever the reason — the profit share and the follow's realised P&L commit with it.
   */
  onCopyClosed(hook: CopyClosedHook): () => void {
    this.copyHooks.add(hook);
    return () => this.copyHooks.delete(hook);
  }

  /**
   * `hook` runs inside every close transaction, whatever the reason (manual, TP, SL, liquidation, batch, copy),
   * after the payout is credited — experience coupons return their value there.
   */
  onPositionClosed(hook: PositionClosedHook): () => void {
    this.closedHooks.add(hook);
    return () => this.closedHooks.delete(hook);
  }

  /** Closes an open position at `mark` for `reason`; undefined when it is not open (any more). */
  async close(
    tx: DbOrTx,
    id: number,
    reason: LeverCloseReason,
    mark: string,
    at: Date,
    owner?: number,
    reached?: (row: LeverPositionRow) => boolean,
  ): Promise<LeverPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== LEVER_STATUS.open || row.price === null || row.holdId === null)
      return undefined;
    if (owner !== undefined && row.userId !== owner) return undefined;
    if (reached && !reached(row)) return undefined;
    const pair = this.pairOf(row.pairId);
    const s = settleClose(
      sideOf(row.side as 1 | 2),
      { price: row.price, quantity: row.quantity, margin: row.margin },
      mark,
      pair.pricePrecision,
    );
    await this.money.close(tx, row.holdId, row.userId, row.legalId, row.id, s);
    const closed = await repo.updatePosition(tx, id, {
      status: 3,
      closeReason: reason,
      closeOriginPrice: new Decimal(mark).toFixed(),
      closePrice: s.exitPrice.toFixed(),
      closeTime: at,
      markPrice: new Decimal(mark).toFixed(),
      factProfits: s.factProfits.toFixed(),
      shortfall: s.shortfall.toFixed(),
      holdId: null,
    });
    await recordClosed(tx, closed);
    for (const hook of this.closedHooks) await hook(tx, [{ row: closed, payout: s.payout }]);
    if (closed.followOrderId !== null) for (const hook of this.copyHooks) await hook(tx, [closed]);
    return closed;
  }

  /**
   * Closes several open rows the caller has locked (a copy batch) at their pair's mark, with the same
   * settlement, postings, event and copy hook as `close` one by one — in a few statements for the batch.
   */
  async closeMany(
    tx: DbOrTx,
    rows: readonly LeverPositionRow[],
    reason: LeverCloseReason,
    markOf: (pairId: number) => string,
    at: Date,
  ): Promise<LeverPositionRow[]> {
    const live = rows.filter((r) => r.status === LEVER_STATUS.open && r.price !== null && r.holdId !== null);
    if (live.length === 0) return [];
    const done = live.map((row) => {
      const mark = markOf(row.pairId);
      const s = settleClose(
        sideOf(row.side as 1 | 2),
        { price: row.price!, quantity: row.quantity, margin: row.margin },
        mark,
        this.pairOf(row.pairId).pricePrecision,
      );
      return { row, mark, s };
    });
    // the rows and events first: the house accounts' locks (the money) are then held the shortest time
    const closed = await repo.closeRows(
      tx,
      done.map(({ row, mark, s }) => ({
        id: row.id,
        closeReason: reason,
        closeOriginPrice: new Decimal(mark).toFixed(),
        closePrice: s.exitPrice.toFixed(),
        factProfits: s.factProfits.toFixed(),
        shortfall: s.shortfall.toFixed(),
      })),
      at,
    );
    await recordClosedAll(tx, closed);
    await this.money.closeMany(
      tx,
      done.map(({ row, s }) => ({
        holdId: row.holdId!,
        userId: row.userId,
        currencyId: row.legalId,
        positionId: row.id,
        s,
      })),
    );
    if (this.closedHooks.size > 0) {
      const payouts = new Map(done.map(({ row, s }) => [row.id, s.payout]));
      const all = closed.map((row) => ({ row, payout: payouts.get(row.id)! }));
      for (const hook of this.closedHooks) await hook(tx, all);
    }
    const copies = closed.filter((r) => r.followOrderId !== null);
    if (copies.length > 0) for (const hook of this.copyHooks) await hook(tx, copies);
    return closed;
  }

  /** A pending limit order whose limit the mark reached opens at exactly its limit. */
  async activate(
    tx: DbOrTx,
    id: number,
    mark: string,
    at: Date,
    reached?: (row: LeverPositionRow) => boolean,
  ): Promise<LeverPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== LEVER_STATUS.pending || row.targetPrice === null || row.holdId === null)
      return undefined;
    if (reached && !reached(row)) return undefined;
    const pair = this.pairOf(row.pairId);
    const margin = new Decimal(row.margin);
    const holdId = await this.money.activate(
      tx,
      row.holdId,
      row.userId,
      row.legalId,
      row.id,
      margin,
      new Decimal(row.tradeFee),
    );
    const liq = liquidationPrice(
      sideOf(row.side as 1 | 2),
      { price: row.targetPrice, quantity: row.quantity, margin, originMargin: row.originMargin },
      pair.pricePrecision,
    );
    const opened = await repo.updatePosition(tx, id, {
      status: 1,
      originPrice: row.targetPrice,
      price: row.targetPrice,
      markPrice: new Decimal(mark).toFixed(),
      liquidationPrice: liq.toFixed(),
      openedAt: at,
      holdId,
    });
    await recordOpened(tx, opened);
    return opened;
  }

  /** Cancels the owner's pending limit order (margin + fee released); undefined when not pending. */
  async cancel(tx: DbOrTx, id: number, owner: number): Promise<LeverPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.userId !== owner || row.status !== LEVER_STATUS.pending || row.holdId === null)
      return undefined;
    await this.money.cancel(tx, row.holdId);
    return repo.updatePosition(tx, id, { status: 4, holdId: null });
  }

  /**
   * The day's overnight fee (notional at entry × the rate snapshot) out of the margin, once per position and
   * day. A margin that cannot pay it is liquidated at `mark` instead. Returns the row after the change, or
   * undefined when there was nothing to do (not open, already charged today).
   */
  async overnight(
    tx: DbOrTx,
    id: number,
    day: string,
    mark: string,
    at: Date,
  ): Promise<LeverPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== LEVER_STATUS.open || row.price === null || row.holdId === null)
      return undefined;
    const fee = leverFee(leverNotional(row.price, row.quantity), row.overnightRate, MONEY);
    const margin = new Decimal(row.margin);
    if (!(await repo.recordOvernight(tx, id, day, fee.gte(margin) ? '0' : fee.toFixed()))) return undefined;
    if (fee.gte(margin)) return this.close(tx, id, 'liquidation', mark, at);
    const rest = margin.minus(fee);
    const holdId = await this.money.overnight(tx, row.holdId, row.userId, row.legalId, row.id, margin, fee);
    const pair = this.pairOf(row.pairId);
    const liq = liquidationPrice(
      sideOf(row.side as 1 | 2),
      { price: row.price, quantity: row.quantity, margin: rest, originMargin: row.originMargin },
      pair.pricePrecision,
    );
    const charged = await repo.updatePosition(tx, id, {
      margin: rest.toFixed(),
      overnightMoney: new Decimal(row.overnightMoney).plus(fee).toFixed(),
      liquidationPrice: liq.toFixed(),
      holdId,
    });
    await recordChanged(tx, charged, 'overnight_fee', at);
    return charged;
  }
}
