import { Decimal } from '@meridian/contract';
import {
  futuresFee,
  futuresNotional,
  type FuturesCloseReason,
  FUTURES_STATUS,
} from '@meridian/contract/futures';
import type { DbOrTx } from '../../platform/db';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import { recordChanged, recordClosedAll, recordOpened } from './events';
import type { FuturesHooks, FuturesOrigin } from './futures.hooks';
import type { FuturesMoney } from './money';
import { liquidationPrice, MONEY, settleClose, sideOf, type FuturesPair } from './futures.rules';

export interface PositionTransitionsDeps {
  money: FuturesMoney;
  pairOf: (pairId: number) => FuturesPair;
  hooks: FuturesHooks;
}

/**
 * State changes of positions inside the caller's transaction, each after re-reading the row with a lock
 * (`repo.lockPosition`), so a manual close racing a trigger pays once: the second finds the row no longer open
 * and does nothing. A trigger also re-checks (`reached`) that the row's level as it is now is reached by the
 * price (another node may have moved a TP/SL since the level fired). Prices passed in are real feed prices
 * (the tick that fired, or the last price). Each change records its durable domain event and runs the
 * published lifecycle hooks (futures.hooks.ts) in the same transaction.
 */
export class PositionTransitions {
  constructor(private readonly d: PositionTransitionsDeps) {}

  /**
   * Closes an open position at `mark` for `reason`: `closeMany` of the one row, locked here; undefined when it
   * is not open (any more), not the `owner`'s or its level is no longer `reached`.
   */
  async close(
    tx: DbOrTx,
    id: number,
    reason: FuturesCloseReason,
    mark: string,
    at: Date,
    origin: FuturesOrigin,
    guard: { owner?: number; reached?: (row: FuturesPositionRow) => boolean } = {},
  ): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row) return undefined;
    if (guard.owner !== undefined && row.userId !== guard.owner) return undefined;
    if (guard.reached && row.status === FUTURES_STATUS.open && !guard.reached(row)) return undefined;
    const [closed] = await this.closeMany(tx, [row], reason, () => mark, at, origin);
    return closed;
  }

  /**
   * Closes the open rows among `rows` (locked by the caller) at their pair's mark: each one's settlement, the
   * rows and their closed events in one statement each, every posting in one ledger call, then the closed
   * hooks once with the batch. Rows not open are left as they are. Returns the rows closed.
   */
  async closeMany(
    tx: DbOrTx,
    rows: readonly FuturesPositionRow[],
    reason: FuturesCloseReason,
    markOf: (pairId: number) => string,
    at: Date,
    origin: FuturesOrigin,
  ): Promise<FuturesPositionRow[]> {
    const live = rows.filter(
      (r) => r.status === FUTURES_STATUS.open && r.price !== null && r.holdId !== null,
    );
    if (live.length === 0) return [];
    const done = live.map((row) => {
      const mark = markOf(row.pairId);
      const s = settleClose(
        sideOf(row.side as 1 | 2),
        { price: row.price!, quantity: row.quantity, margin: row.margin },
        mark,
        this.d.pairOf(row.pairId).pricePrecision,
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
    await this.d.money.closeMany(
      tx,
      done.map(({ row, s }) => ({
        holdId: row.holdId!,
        userId: row.userId,
        currencyId: row.legalId,
        positionId: row.id,
        s,
      })),
    );
    const payouts = new Map(done.map(({ row, s }) => [row.id, s.payout]));
    await this.d.hooks.closed.run(
      tx,
      closed.map((row) => ({ row, payout: payouts.get(row.id)!, origin, reason })),
    );
    return closed;
  }

  /** A pending limit order whose limit the mark reached opens at exactly its limit. */
  async activate(
    tx: DbOrTx,
    id: number,
    mark: string,
    at: Date,
    reached?: (row: FuturesPositionRow) => boolean,
  ): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== FUTURES_STATUS.pending || row.targetPrice === null || row.holdId === null)
      return undefined;
    if (reached && !reached(row)) return undefined;
    const pair = this.d.pairOf(row.pairId);
    const margin = new Decimal(row.margin);
    const holdId = await this.d.money.activate(
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
    await this.d.hooks.opened.run(tx, [{ row: opened, origin: 'trigger', reason: 'limit' }]);
    return opened;
  }

  /** Cancels the owner's pending limit order (margin + fee released); undefined when not pending. */
  async cancel(tx: DbOrTx, id: number, owner: number): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.userId !== owner || row.status !== FUTURES_STATUS.pending || row.holdId === null)
      return undefined;
    await this.d.money.cancel(tx, row.holdId);
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
  ): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== FUTURES_STATUS.open || row.price === null || row.holdId === null)
      return undefined;
    const fee = futuresFee(futuresNotional(row.price, row.quantity), row.overnightRate, MONEY);
    const margin = new Decimal(row.margin);
    if (!(await repo.recordOvernight(tx, id, day, fee.gte(margin) ? '0' : fee.toFixed()))) return undefined;
    if (fee.gte(margin)) return this.close(tx, id, 'liquidation', mark, at, 'schedule');
    const rest = margin.minus(fee);
    const holdId = await this.d.money.overnight(tx, row.holdId, row.userId, row.legalId, row.id, margin, fee);
    const pair = this.d.pairOf(row.pairId);
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
    await this.d.hooks.changed.run(tx, [{ row: charged, origin: 'schedule', reason: 'overnight_fee' }]);
    return charged;
  }
}
