import {
  Decimal,
  DomainError,
  LEVER_MAX_LIVE_POSITIONS,
  LEVER_MAX_PRICE_AGE_MS,
  type CopySkipReason,
  type LeverPosition,
  refuse,
  LEVER_STATUS,
} from '@meridian/contract';
import type { DbOrTx, Tx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import { type Ledger, balanceIn } from '../ledger';
import { isSessionOpen } from '../market';
import { copyRow, openCopies } from './futures.copies-open';
import { recordChanged, recordOpened } from './futures.events';
import { FuturesMoney } from './futures.money';
import * as repo from './futures.repo';
import type { LeverPositionRow } from './futures.schema';
import type { FuturesService } from './futures.service';
import { netResult } from './futures.view';
import {
  checkStopLiquidation,
  checkStops,
  liquidationPrice,
  openTerms,
  sideOf,
  type LeverPair,
} from './rules';

const ORIGIN = 'module:copytrade' as const;

/** A copy to open for a follower: the trader's position (open, share-locked by the caller) and the size. */
export interface CopyOrder {
  followerId: number;
  source: LeverPositionRow;
  lots: number;
  /** The most margin + fee this copy may cost (what is left of the follow's budget). */
  maxCost: Decimal;
}

/** Runs in the transaction that closed copies (the rows as closed: one, or a batch's). */
export type CopyClosedHook = (tx: DbOrTx, rows: LeverPositionRow[]) => Promise<void>;

export type CopyOpened =
  { row: LeverPositionRow; skip?: undefined } | { row?: undefined; skip: CopySkipReason };

/**
 * Copy trading's seam into futures (service `futuresCopies`). A copy is a futures position of the
 * follower opened at the mark of the moment with the same rules, margin, fee and ledger postings as a market
 * order (rules.ts `openTerms`, FuturesMoney), linked to the trader's position (`follow_order_id`, attached).
 * Everything runs in the caller's transaction; the caller reports the rows with `changed` after its commit.
 * While attached, the follower cannot close a copy or set its TP/SL (futures.service.ts refuses with
 * `follow_copy_attached`, batch close skips it): its trader's close closes it (`close`, reason `copy`).
 */
export class FuturesCopies {
  private readonly money: FuturesMoney;

  constructor(private readonly deps: { service: FuturesService; ledger: Ledger }) {
    this.money = new FuturesMoney(deps.ledger);
  }

  private get service(): FuturesService {
    return this.deps.service;
  }

  /** `hook` runs inside every close transaction of a copy, for any reason (PositionTransitions.close). */
  onCopyClosed(hook: CopyClosedHook): () => void {
    return this.service.hooks.closed.on(async (tx, closed) => {
      const copies = closed.flatMap(({ row }) => (row.followOrderId === null ? [] : [row]));
      if (copies.length > 0) await hook(tx, copies);
    });
  }

  /** After the caller's commit: the trigger runtime and the owners' rooms learn of the rows. */
  changed(rows: readonly (LeverPositionRow | undefined)[]): void {
    this.service.changed(rows);
  }

  view(row: LeverPositionRow): LeverPosition {
    return this.service.view(row);
  }

  mark(pairId: number): string | undefined {
    return this.service.mark(pairId);
  }

  symbolOf(pairId: number): string {
    return this.service.pairById(pairId).symbol;
  }

  /**
   * A copy's result net of its fees: realised (closed) or unrealised on the current mark (open) P&L − trade
   * fee − overnight fees (the view's `net_profits`).
   */
  result(row: LeverPositionRow): Decimal {
    return netResult(row, this.mark(row.pairId));
  }

  /**
   * The trader's position, share-locked until the caller commits, if it is open and not itself a copy. A
   * close of it waits for the copies opened under this lock, so its fan-out sees them all.
   */
  async source(tx: Tx, positionId: number): Promise<LeverPositionRow | undefined> {
    const r = await repo.shareLockPosition(tx, positionId);
    return r && r.status === LEVER_STATUS.open && r.price !== null && r.followOrderId === null
      ? r
      : undefined;
  }

  rows(db: DbOrTx, ids: readonly number[]): Promise<LeverPositionRow[]> {
    return repo.positionsByIds(db, ids);
  }

  /** Open copies still attached to the trader's position `traderPositionId`. */
  attachedOf(db: DbOrTx, traderPositionId: number): Promise<number[]> {
    return repo.attachedCopyIds(db, traderPositionId);
  }

  /**
   * Opens a copy at the mark of the moment, or says why not (`market_closed`, `stale_price`, `budget`,
   * `position_cap`, `balance`). The trader's TP/SL come along when valid for the copy's own entry (each is
   * dropped otherwise). Takes the follower's lock (re-entrant: a caller locking several takes them first, in
   * id order). A failed money movement rolls back only its savepoint.
   */
  async open(tx: Tx, order: CopyOrder): Promise<CopyOpened> {
    const { source, followerId, lots } = order;
    const pair = this.service.pairById(source.pairId);
    const now = this.service.now();
    if (!isSessionOpen(pair.category, now.getTime())) return { skip: 'market_closed' };
    const mark = this.mark(pair.id);
    if (!mark || new Decimal(mark).lte(0) || this.service.priceAgeMs(pair.id) > LEVER_MAX_PRICE_AGE_MS)
      return { skip: 'stale_price' };
    const side = sideOf(source.side as 1 | 2);
    const terms = openTerms(pair, side, lots, source.leverage, { mark });
    const cost = terms.margin.plus(terms.fee);
    if (cost.gt(order.maxCost)) return { skip: 'budget' };
    await lockUser(tx, followerId);
    if ((await repo.countLive(tx, followerId)) >= LEVER_MAX_LIVE_POSITIONS) return { skip: 'position_cap' };
    const balances = await this.deps.ledger.balances(tx, followerId);
    const lever = balanceIn(balances, 'lever', pair.quoteId);
    if (new Decimal(lever?.available ?? 0).lt(cost)) return { skip: 'balance' };
    const liq = liquidationPrice(
      side,
      { price: terms.price, quantity: terms.quantity, margin: terms.margin, originMargin: terms.margin },
      pair.pricePrecision,
    );
    const stops = this.stopsFor(source, { side, entry: terms.price, mark, liq, pair });
    try {
      const row = await tx.transaction(async (sp) => {
        const id = await repo.nextPositionId(sp);
        const holdId = await this.money.open(sp, followerId, pair.quoteId, id, terms.margin, terms.fee);
        const inserted = await repo.insertPosition(
          sp,
          copyRow(source, { id, followerId, lots, holdId, at: now }, pair, mark, terms, liq, stops),
        );
        await recordOpened(sp, inserted);
        await this.service.hooks.opened.run(sp, [{ row: inserted, origin: ORIGIN, reason: 'market' }]);
        return inserted;
      });
      return { row };
    } catch (err) {
      if (err instanceof DomainError && err.key === 'insufficient_balance') return { skip: 'balance' };
      throw err;
    }
  }

  /**
   * `open` for a batch of follower orders of the one trader position `source`, set-based (futures.copies-open.ts):
   * the followers' locks must already be held (in ascending id order). Results in the order given.
   */
  openMany(
    tx: Tx,
    source: LeverPositionRow,
    orders: readonly Omit<CopyOrder, 'source'>[],
  ): Promise<CopyOpened[]> {
    return openCopies(
      {
        service: this.service,
        ledger: this.deps.ledger,
        money: this.money,
        stopsFor: (s, at) => this.stopsFor(s, at),
      },
      tx,
      source,
      orders,
      (o) => this.open(tx, { ...o, source }),
    );
  }

  /** The trader's TP and SL as far as each is valid for a copy entered at `entry` (else dropped). */
  private stopsFor(
    source: Pick<LeverPositionRow, 'takeProfit' | 'stopLoss'>,
    at: {
      side: 'long' | 'short';
      entry: Decimal | string;
      mark: string;
      liq: Decimal | string;
      pair: LeverPair;
    },
  ): { tp: Decimal | undefined; sl: Decimal | undefined } {
    const valid = (check: () => void) => {
      try {
        check();
        return true;
      } catch (err) {
        if (err instanceof DomainError) return false;
        throw err;
      }
    };
    const tp = source.takeProfit === null ? undefined : new Decimal(source.takeProfit);
    const sl = source.stopLoss === null ? undefined : new Decimal(source.stopLoss);
    return {
      tp: tp && valid(() => checkStops(at.side, at.entry, at.mark, { tp })) ? tp : undefined,
      sl:
        sl &&
        valid(() => {
          checkStops(at.side, at.entry, at.mark, { sl });
          checkStopLiquidation(at.side, sl, at.liq, at.pair.pricePrecision);
        })
          ? sl
          : undefined,
    };
  }

  /**
   * Closes copies at the mark of the moment, their rows locked first in id order: `copy` closes those still
   * attached to the trader's position `source` (a detached copy is left open), `copy_stop` those still attached
   * to any (the follow's stop-loss). In a few statements for the batch (PositionTransitions.closeMany),
   * running the copy-closed hooks once with every row. Returns the rows closed.
   */
  async close(
    tx: Tx,
    ids: readonly number[],
    reason: 'copy' | 'copy_stop',
    source?: number,
  ): Promise<LeverPositionRow[]> {
    const rows = (await repo.lockRows(tx, ids)).filter(
      (r) =>
        r.status === LEVER_STATUS.open &&
        r.copyAttached &&
        (source === undefined || r.followOrderId === source),
    );
    const marks = new Map<number, string>();
    for (const r of rows) {
      const mark = this.mark(r.pairId);
      if (!mark) throw new Error(`no price for pair ${r.pairId}: copy ${r.id} not closed`);
      marks.set(r.pairId, mark);
    }
    return this.service.transitions.closeMany(
      tx,
      rows,
      reason,
      (pairId) => marks.get(pairId)!,
      this.service.now(),
      ORIGIN,
    );
  }

  /**
   * Self-holding: the owner's open attached copy becomes their own position (the trader's later close leaves
   * it open). Refusals: not the owner's (`lever_position_not_found`), not open, not an attached copy.
   */
  async detachOne(tx: Tx, id: number, owner: number): Promise<LeverPositionRow> {
    const r = await repo.lockPosition(tx, id);
    if (!r || r.userId !== owner) throw refuse('lever_position_not_found', {}, 'transaction_id');
    if (r.status !== LEVER_STATUS.open) throw refuse('lever_position_not_open', {}, 'transaction_id');
    if (!r.copyAttached) throw refuse('follow_copy_not_found', {}, 'transaction_id');
    const [changed] = await repo.detachCopies(tx, [id]);
    if (!changed) throw new Error(`copy ${id} was not detached`);
    return changed;
  }

  /** Detaches whichever of these copies are open and attached (a follow ended); returns the rows changed. */
  async detach(tx: Tx, ids: readonly number[]): Promise<LeverPositionRow[]> {
    await repo.lockPositions(tx, ids);
    return repo.detachCopies(tx, ids);
  }

  /**
   * The trader changed the TP/SL of `source`: each attached open copy among `ids` gets them as far as they are
   * valid for its own entry and liquidation level (else none). Returns the rows changed.
   */
  async setStops(tx: Tx, ids: readonly number[], source: LeverPositionRow): Promise<LeverPositionRow[]> {
    await repo.lockPositions(tx, ids);
    const out: LeverPositionRow[] = [];
    const now = this.service.now();
    for (const r of await repo.positionsByIds(tx, ids)) {
      if (
        r.status !== LEVER_STATUS.open ||
        !r.copyAttached ||
        r.followOrderId !== source.id ||
        r.price === null
      )
        continue;
      const pair = this.service.pairById(r.pairId);
      const mark = this.mark(r.pairId) ?? r.price;
      const liq = r.liquidationPrice ?? r.price;
      const s = this.stopsFor(source, { side: sideOf(r.side as 1 | 2), entry: r.price, mark, liq, pair });
      const tp = s.tp?.toFixed() ?? null;
      const sl = s.sl?.toFixed() ?? null;
      const same = (a: string | null, b: string | null) =>
        a === null || b === null ? a === b : new Decimal(a).eq(b);
      if (same(tp, r.takeProfit) && same(sl, r.stopLoss)) continue;
      const changed = await repo.updatePosition(tx, r.id, { takeProfit: tp, stopLoss: sl });
      await recordChanged(tx, changed, 'stops', now);
      await this.service.hooks.changed.run(tx, [{ row: changed, origin: ORIGIN, reason: 'stops' }]);
      out.push(changed);
    }
    return out;
  }
}
