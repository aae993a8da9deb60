import { Decimal, DomainError, ACCOUNT_TYPE } from '@meridian/contract';
import {
  FUTURES_MAX_LIVE_POSITIONS,
  FUTURES_MAX_PRICE_AGE_MS,
  FUTURES_OVERNIGHT_PERCENT,
  FUTURES_STATUS,
  type FuturesCloseReason,
} from '@meridian/contract/futures';
import type { DbOrTx, Tx } from '../../platform/db';
import type { Ledger } from '../ledger';
import { isSessionOpen } from '../market';
import { recordChanged, recordOpenedAll } from './events';
import type { FuturesOrigin } from './futures.hooks';
import { FuturesMoney } from './money';
import * as repo from './futures.repo';
import type { FuturesPositionRow, NewFuturesPositionRow } from './futures.schema';
import type { FuturesService } from './futures.service';
import { netResult } from './futures.view';
import {
  checkStopLiquidation,
  checkStops,
  liquidationPrice,
  openTerms,
  sideOf,
  type FuturesPair,
  type OpenTerms,
} from './futures.rules';

/** What a batch of market opens shares: one pair, side and leverage (and what the positions follow). */
export interface MarketOpenBatch {
  pairId: number;
  /** 1 long, 2 short. */
  side: number;
  leverage: number;
  /** TP/SL each position takes as far as each is valid for its own entry and liquidation level. */
  stops?: { takeProfit: string | null; stopLoss: string | null };
  /** The position these follow: linked (attached) to it, its owner's changes reach them until detached. */
  follows?: { positionId: number; userId: number };
}

/** One position of a batch: its owner, size, and the most margin + fee it may cost. */
export interface MarketOpenOrder {
  userId: number;
  lots: number;
  maxCost: Decimal;
}

/** Why a market open of a batch was not made. */
export type MarketOpenSkip = 'market_closed' | 'stale_price' | 'budget' | 'position_cap' | 'balance';
export type MarketOpenResult =
  { row: FuturesPositionRow; skip?: undefined } | { row?: undefined; skip: MarketOpenSkip };

type Stops = { tp: Decimal | undefined; sl: Decimal | undefined };

/**
 * The batch commands futures publishes (service `futuresCommands`) to the modules built on it: market opens
 * at the mark of the moment, closes at the mark, TP/SL, detaching linked positions — each a batch, inside the
 * caller's transaction, with a market order's rules, margin, fee and ledger postings, its domain events and
 * the lifecycle hooks with the caller's `origin`. The caller reports the rows with `FuturesService.changed`
 * after its commit. A single position is a batch of one.
 */
export class FuturesCommands {
  private readonly money: FuturesMoney;

  constructor(private readonly d: { service: FuturesService; ledger: Ledger }) {
    this.money = new FuturesMoney(d.ledger);
  }

  private get service(): FuturesService {
    return this.d.service;
  }

  /** `openMany` of one order. */
  async open(
    tx: Tx,
    batch: MarketOpenBatch,
    order: MarketOpenOrder,
    origin: FuturesOrigin,
  ): Promise<MarketOpenResult> {
    const [result] = await this.openMany(tx, batch, [order], origin);
    return result!;
  }

  /**
   * Market opens at the mark of the moment, set-based. The caller holds the owners' locks (`lockUsers`, in
   * ascending id order, first in its transaction): the live-position cap is counted under them. The session
   * and the mark are checked once; each order's budget (`maxCost`), live-position cap and balance are decided
   * in memory from one count and one balances query (an owner with several orders spends them in turn); then
   * the positions' ids are reserved in one query, every fee and margin hold posted in ONE ledger call, the rows
   * inserted and their opened events recorded in one statement each. Should the ledger still refuse (a balance
   * moved meanwhile), the batch's savepoint rolls back and each order is opened as a batch of its own (refused
   * alone: `balance`). Results in the order given.
   */
  async openMany(
    tx: Tx,
    batch: MarketOpenBatch,
    orders: readonly MarketOpenOrder[],
    origin: FuturesOrigin,
  ): Promise<MarketOpenResult[]> {
    const all = (skip: MarketOpenSkip) => orders.map(() => ({ skip }));
    if (orders.length === 0) return [];
    const pair = this.service.pairById(batch.pairId);
    const now = this.service.now();
    if (!isSessionOpen(pair.category, now.getTime())) return all('market_closed');
    const mark = this.service.mark(pair.id);
    if (!mark || new Decimal(mark).lte(0) || this.service.priceAgeMs(pair.id) > FUTURES_MAX_PRICE_AGE_MS)
      return all('stale_price');
    const side = sideOf(batch.side as 1 | 2);
    const termsOf = new Map<number, OpenTerms>();
    const terms = (lots: number) => {
      let t = termsOf.get(lots);
      if (!t) termsOf.set(lots, (t = openTerms(pair, side, lots, batch.leverage, { mark })));
      return t;
    };
    const owners = [...new Set(orders.map((o) => o.userId))];
    const live = await repo.countLiveOf(tx, owners);
    const available = new Map<number, Decimal>();
    for (const b of await this.d.ledger.balancesOf(tx, owners))
      if (b.userId !== null && b.accountType === ACCOUNT_TYPE.lever && b.currencyId === pair.quoteId)
        available.set(b.userId, new Decimal(b.available));

    const results: (MarketOpenResult | undefined)[] = [];
    const passed: { index: number; order: MarketOpenOrder; terms: OpenTerms }[] = [];
    for (const [index, o] of orders.entries()) {
      const t = terms(o.lots);
      const cost = t.margin.plus(t.fee);
      if (cost.gt(o.maxCost)) results.push({ skip: 'budget' });
      else if ((live.get(o.userId) ?? 0) >= FUTURES_MAX_LIVE_POSITIONS)
        results.push({ skip: 'position_cap' });
      else if ((available.get(o.userId) ?? new Decimal(0)).lt(cost)) results.push({ skip: 'balance' });
      else {
        live.set(o.userId, (live.get(o.userId) ?? 0) + 1);
        available.set(o.userId, available.get(o.userId)!.minus(cost));
        results.push(undefined);
        passed.push({ index, order: o, terms: t });
      }
    }
    if (passed.length === 0) return results.map((r) => r!);
    let rows: FuturesPositionRow[] | undefined;
    try {
      rows = await tx.transaction(async (sp) => {
        const ids = await repo.nextPositionIds(sp, passed.length);
        const holds = await this.money.openMany(
          sp,
          passed.map((p, i) => ({
            userId: p.order.userId,
            currencyId: pair.quoteId,
            positionId: ids[i]!,
            margin: p.terms.margin,
            fee: p.terms.fee,
          })),
        );
        const inserted = await repo.insertPositions(
          sp,
          passed.map((p, i) => {
            const t = p.terms;
            const liq = liquidationPrice(
              side,
              { price: t.price, quantity: t.quantity, margin: t.margin, originMargin: t.margin },
              pair.pricePrecision,
            );
            const stops = validStops(batch.stops, { side, entry: t.price, mark, liq, pair });
            const at = { id: ids[i]!, order: p.order, holdId: holds[i]!, at: now };
            return marketRow(batch, at, pair, mark, t, liq, stops);
          }),
        );
        await recordOpenedAll(sp, inserted);
        await this.service.hooks.opened.run(
          sp,
          inserted.map((row) => ({ row, origin, reason: 'market' as const })),
        );
        return inserted;
      });
    } catch (err) {
      if (!(err instanceof DomainError && err.key === 'insufficient_balance')) throw err;
      if (orders.length === 1) return [{ skip: 'balance' }];
    }
    for (const [i, p] of passed.entries())
      results[p.index] = rows ? { row: rows[i]! } : await this.open(tx, batch, p.order, origin);
    return results.map((r) => r!);
  }

  /**
   * Closes positions at the mark of the moment, their rows locked first in id order: the open ones `where`
   * accepts (all by default), in a few statements for the batch (PositionTransitions.closeMany), the closed
   * hooks run once with every row. Returns the rows closed.
   */
  async closeMany(
    tx: Tx,
    ids: readonly number[],
    reason: FuturesCloseReason,
    origin: FuturesOrigin,
    where: (row: FuturesPositionRow) => boolean = () => true,
  ): Promise<FuturesPositionRow[]> {
    const rows = (await repo.lockRows(tx, ids)).filter((r) => r.status === FUTURES_STATUS.open && where(r));
    const marks = new Map<number, string>();
    for (const r of rows) {
      const mark = this.service.mark(r.pairId);
      if (!mark) throw new Error(`no price for pair ${r.pairId}: position ${r.id} not closed`);
      marks.set(r.pairId, mark);
    }
    return this.service.transitions.closeMany(
      tx,
      rows,
      reason,
      (pairId) => marks.get(pairId)!,
      this.service.now(),
      origin,
    );
  }

  /**
   * Sets TP/SL on the open positions among `ids` that `where` accepts, each as far as the levels are valid for
   * its own entry and liquidation level (else none); rows whose levels do not change are left alone. Their
   * changed events and hooks are recorded. Returns the rows changed.
   */
  async setStopsMany(
    tx: DbOrTx,
    ids: readonly number[],
    stops: { takeProfit: string | null; stopLoss: string | null },
    origin: FuturesOrigin,
    where: (row: FuturesPositionRow) => boolean = () => true,
  ): Promise<FuturesPositionRow[]> {
    await repo.lockPositions(tx, ids);
    const out: FuturesPositionRow[] = [];
    const now = this.service.now();
    for (const r of await repo.positionsByIds(tx, ids)) {
      if (r.status !== FUTURES_STATUS.open || r.price === null || !where(r)) continue;
      const pair = this.service.pairById(r.pairId);
      const mark = this.service.mark(r.pairId) ?? r.price;
      const liq = r.liquidationPrice ?? r.price;
      const s = validStops(stops, { side: sideOf(r.side as 1 | 2), entry: r.price, mark, liq, pair });
      const tp = s.tp?.toFixed() ?? null;
      const sl = s.sl?.toFixed() ?? null;
      const same = (a: string | null, b: string | null) =>
        a === null || b === null ? a === b : new Decimal(a).eq(b);
      if (same(tp, r.takeProfit) && same(sl, r.stopLoss)) continue;
      const changed = await repo.updatePosition(tx, r.id, { takeProfit: tp, stopLoss: sl });
      await recordChanged(tx, changed, 'stops', now);
      out.push(changed);
    }
    await this.service.hooks.changed.run(
      tx,
      out.map((row) => ({ row, origin, reason: 'stops' as const })),
    );
    return out;
  }

  /**
   * Detaches whichever of these positions are open (or pending) and linked to the position they follow: from
   * now on they are their owners' own. Locks them first in id order; returns the rows changed.
   */
  async detachMany(tx: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
    await repo.lockPositions(tx, ids);
    return repo.detachLinked(tx, ids);
  }

  /** The row, locked for update until the caller commits. */
  lock(tx: DbOrTx, id: number): Promise<FuturesPositionRow | undefined> {
    return repo.lockPosition(tx, id);
  }

  /** The row, share-locked until the caller commits (a close of it waits for the caller). */
  shareLock(tx: DbOrTx, id: number): Promise<FuturesPositionRow | undefined> {
    return repo.shareLockPosition(tx, id);
  }

  rows(db: DbOrTx, ids: readonly number[]): Promise<FuturesPositionRow[]> {
    return repo.positionsByIds(db, ids);
  }

  /** Open positions still linked to (following) position `positionId`, in id order. */
  linkedTo(db: DbOrTx, positionId: number): Promise<number[]> {
    return repo.linkedIds(db, positionId);
  }

  /**
   * A position's result net of its fees: realised (closed) or unrealised on the current mark (open) P&L −
   * trade fee − overnight fees (the view's `net_profits`).
   */
  netResult(row: FuturesPositionRow): Decimal {
    return netResult(row, this.service.mark(row.pairId));
  }
}

/** The TP and SL as far as each is valid for a position entered at `entry` (else dropped). */
function validStops(
  stops: { takeProfit: string | null; stopLoss: string | null } | undefined,
  at: {
    side: 'long' | 'short';
    entry: Decimal | string;
    mark: string;
    liq: Decimal | string;
    pair: FuturesPair;
  },
): Stops {
  const valid = (check: () => void) => {
    try {
      check();
      return true;
    } catch (err) {
      if (err instanceof DomainError) return false;
      throw err;
    }
  };
  const tp = stops?.takeProfit ? new Decimal(stops.takeProfit) : undefined;
  const sl = stops?.stopLoss ? new Decimal(stops.stopLoss) : undefined;
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

/** The row of a market open at `mark` (linked to the position it follows, if any). */
function marketRow(
  batch: MarketOpenBatch,
  c: { id: number; order: MarketOpenOrder; holdId: number; at: Date },
  pair: FuturesPair,
  mark: string,
  terms: OpenTerms,
  liq: Decimal,
  stops: Stops,
): NewFuturesPositionRow {
  return {
    id: c.id,
    userId: c.order.userId,
    pairId: pair.id,
    legalId: pair.quoteId,
    side: batch.side,
    orderKind: 'market',
    lots: c.order.lots,
    unitsPerLot: pair.unitsPerLot,
    quantity: terms.quantity.toFixed(),
    leverage: batch.leverage,
    targetPrice: null,
    originPrice: terms.originPrice.toFixed(),
    price: terms.price.toFixed(),
    markPrice: mark,
    takeProfit: stops.tp?.toFixed() ?? null,
    stopLoss: stops.sl?.toFixed() ?? null,
    liquidationPrice: liq.toFixed(),
    originMargin: terms.margin.toFixed(),
    margin: terms.margin.toFixed(),
    tradeFee: terms.fee.toFixed(),
    overnightRate: FUTURES_OVERNIGHT_PERCENT,
    status: 1,
    holdId: c.holdId,
    openedAt: c.at,
    followOrderId: batch.follows?.positionId ?? null,
    followUserId: batch.follows?.userId ?? null,
    copyAttached: batch.follows !== undefined,
  };
}
