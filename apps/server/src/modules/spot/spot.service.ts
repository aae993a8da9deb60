import { Decimal, DomainError, refuse, type Paginated, ACCOUNT_TYPE } from '@meridian/contract';
import { type CoinDepth, type CoinTradeRequest, type SpotOrder } from '@meridian/contract/spot';
import type { z } from 'zod';
import type { coinListRequest, coinTradeResponse } from '@meridian/contract/spot';
import type { OrderBookEngine } from '../../engines/orderbook/types';
import { retryingDeadlocks, type Db, type Tx } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import type { Ledger } from '../ledger';
import { type MarketService, type PairInfo, precisionOf } from '../market';
import {
  findSpotPair,
  planOrder,
  type AssetPrecisions,
  type SpotChecked,
  type SpotOrderPlan,
} from './spot.rules';
import { SpotBooks } from './books';
import { batchOpsLeft, NothingWritten } from './group-commit';
import type { SpotCommitMode } from './commit-mode';
import { partyOf, settleFill, type FillContext, type Party, type SideFill } from './fills';
import * as repo from './spot.repo';
import type { SpotOrderRow } from './spot.schema';
import { depthView, orderView, tradeView } from './spot.view';
import { pairUnits, ticksToPrice, type PairUnits } from './units';

type CoinTradeResponse = z.infer<typeof coinTradeResponse>;
type CoinListRequest = z.output<typeof coinListRequest>;

/** The quote asset `coin/list` assumes when only `currency_id` is given (USDT). */
const DEFAULT_LEGAL_ID = 3;

/**
 * Spot trading: places and cancels orders against one in-memory book per pair, settling every fill
 * through the ledger in the same transaction as the order rows (see spot.schema.ts for the flow, books.ts
 * for the per-pair queue and how a failed transaction is undone in the book, fills.ts for the holds).
 */
export class SpotService {
  readonly books: SpotBooks;
  private readonly now: () => number;
  private readonly events: EventBus | undefined;
  /** Order ids taken for the rest of a batch, by its transaction. */
  private readonly idStock = new WeakMap<Tx, number[]>();

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    opts: { now?: () => number; events?: EventBus; commit?: SpotCommitMode } = {},
  ) {
    this.books = new SpotBooks(db, opts.commit ? { commit: opts.commit } : {});
    this.now = opts.now ?? Date.now;
    this.events = opts.events;
  }

  /** Rebuilds every pair's book from the open orders in the database (at start). */
  init(): Promise<number> {
    return this.books.rebuildAll(this.market.listPairs());
  }

  async place(userId: number, request: CoinTradeRequest): Promise<CoinTradeResponse> {
    const pairs = this.market.listPairs();
    const found = findSpotPair(pairs, request.currency_id, request.legal_id);
    const precisions = found ? this.precisions(found) : { base: 8, quote: 6 };
    const check = { request, precisions, nowMs: this.now() };
    if (!found) approved(planOrder({ ...check, pair: undefined, book: {} }));
    const pair = found!;
    const units = pairUnits(pair);
    // A placement or cancel PostgreSQL aborted as a deadlock or serialization failure (two pairs' transactions
    // locking the same users' accounts in opposite order) runs again from the start, at most 3 times in all:
    // a fresh queue turn (the failed turn already rebuilt the book).
    return retryingDeadlocks(() =>
      this.books.submit(pair.id, units, {
        work: async (tx, book, touched) => {
          // a rule's refusal comes before any statement: the batch goes on without this order
          const checked = planOrder({ ...check, pair, book: topOf(book, units) });
          const plan = refusedBeforeWriting(() => approved(checked));
          const ctx: FillContext = { tx, ledger: this.ledger, pair, units, precisions };
          return this.execute(ctx, userId, plan, book, touched);
        },
        committed: (done) => this.publish(pair, done.response.fills.length > 0, done.changed),
      }),
    ).then((done) => done.response);
  }

  /** Tells the realtime layer (after the commit, inside the pair's queue, so in commit order) what changed. */
  private publish(pair: PairInfo, traded: boolean, rows: readonly SpotOrderRow[]): void {
    if (!this.events) return;
    const orders = rows.map((r) => ({ userId: r.userId, order: orderView(r, pair) }));
    this.events.emit('spot.committed', { symbol: pair.symbol, traded, orders });
  }

  private async execute(
    c: FillContext,
    userId: number,
    plan: SpotOrderPlan,
    book: OrderBookEngine,
    touched: () => void,
  ): Promise<{ response: CoinTradeResponse; changed: SpotOrderRow[] }> {
    const { tx } = c;
    // the order's id first: the hold refers to it, and the row goes in once, with its hold and its
    // place in the book (the engine runs before the insert; a failure from there on reloads the book)
    const id = await this.orderId(tx);
    const account = { userId, currencyId: plan.hold.currencyId, type: ACCOUNT_TYPE.change };
    // the hold is the placement's first write; refused (insufficient_balance), it wrote nothing
    const holdId = await this.ledger
      .hold(tx, account, plan.hold.amount, { type: 'spot_order', id: String(id) })
      .catch((err: unknown) => {
        throw err instanceof DomainError ? new NothingWritten(err) : err;
      });

    touched();
    const result = book.place({
      id: String(id),
      owner: String(userId),
      side: plan.side,
      type: plan.type,
      ...(plan.priceTicks !== null ? { price: plan.priceTicks } : {}),
      qty: plan.lots,
      ...(plan.quoteBudget !== null ? { quoteBudget: plan.quoteBudget } : {}),
      tif: plan.tif,
      postOnly: plan.postOnly,
      stp: 'cancel_taker',
    });
    const row = await repo.insertOrder(tx, {
      id,
      userId,
      pairId: c.pair.id,
      side: plan.side,
      type: plan.type,
      tif: plan.tif,
      postOnly: plan.postOnly,
      price: plan.price,
      amount: plan.amount,
      feeCurrencyId: plan.feeCurrencyId,
      holdId,
      bookSeq: result.rested ? result.rested.seq : null,
    });
    const taker: Party = { row, holdId, filled: new Decimal(0) };

    const makers = new Map<string, Party>();
    const maker = async (id: string, owner: string) => {
      let p = makers.get(id);
      if (!p) {
        const locked = await repo.lockOrder(tx, Number(id), Number(owner));
        if (!locked) throw new Error(`spot maker order ${id} not found`);
        p = partyOf(locked);
        makers.set(id, p);
      }
      return p;
    };
    const fills: SideFill[] = [];
    for (const f of result.fills) {
      const settled = await settleFill(c, f, taker, await maker(f.makerId, f.makerOwner));
      fills.push(settled.takerFill);
    }
    for (const x of result.cancelled) {
      const party = x.id === String(row.id) ? taker : await maker(x.id, x.owner);
      party.row = await this.close(tx, party, x.reason);
    }
    const response = {
      ...orderView(taker.row, c.pair),
      fills: fills.map((f) => this.fillView(f, c.pair, plan)),
    };
    return { response, changed: [taker.row, ...[...makers.values()].map((m) => m.row)] };
  }

  /**
   * An id for a new order: a batch's first placement takes ids for every operation left in the batch (one
   * statement for all; a cancel's id goes unused), the next ones take theirs from that stock.
   */
  private async orderId(tx: Tx): Promise<number> {
    let stock = this.idStock.get(tx);
    if (!stock?.length) this.idStock.set(tx, (stock = await repo.nextOrderIds(tx, batchOpsLeft(tx))));
    return stock.shift()!;
  }

  private fillView(f: SideFill, pair: PairInfo, plan: SpotOrderPlan) {
    return { ...f, fee_currency: plan.side === 'buy' ? pair.base : pair.quote };
  }

  /** Cancels an order's remainder: releases what is left of its hold and records why. */
  private async close(tx: Tx, party: Party, reason: string): Promise<SpotOrderRow> {
    if (party.holdId !== null) await this.ledger.releaseHold(tx, party.holdId);
    party.holdId = null;
    const row = await repo.updateOrder(tx, party.row.id, {
      status: 'cancelled',
      cancelReason: reason,
      holdId: null,
    });
    if (!row) throw new Error(`spot order ${party.row.id} vanished`);
    return row;
  }

  async cancel(userId: number, id: number): Promise<SpotOrder> {
    const found = await repo.findOrder(this.db, id);
    if (!found || found.userId !== userId) throw refuse('spot_order_not_found');
    const pair = this.pairOf(found.pairId);
    const units = pairUnits(pair);
    return retryingDeadlocks(() =>
      this.books.submit(pair.id, units, {
        work: async (tx, book, touched) => {
          // the order locked and cancelled in one statement; a refusal writes nothing
          const done = await repo.cancelOrder(tx, id, userId, 'user');
          if (!done) {
            const row = await repo.findOrder(tx, id);
            throw new NothingWritten(
              refuse(row?.userId === userId ? 'spot_order_not_open' : 'spot_order_not_found'),
            );
          }
          touched();
          book.cancel(String(id));
          if (done.holdId !== null) await this.ledger.releaseHold(tx, done.holdId);
          return done.row;
        },
        committed: (closed) => this.publish(pair, false, [closed]),
      }),
    ).then((closed) => orderView(closed, pair));
  }

  async list(userId: number, q: CoinListRequest): Promise<Paginated<SpotOrder>> {
    let pairId: number | undefined;
    if (q.currency_id !== undefined) {
      const pair = findSpotPair(this.market.listPairs(), q.currency_id, q.legal_id ?? DEFAULT_LEGAL_ID);
      if (!pair) return { data: [], page: q.page, limit: q.limit, total: 0 };
      pairId = pair.id;
    }
    const { rows, total } = await repo.listUserOrders(this.db, {
      userId,
      status: q.status,
      pairId,
      page: q.page,
      limit: q.limit,
    });
    return {
      data: rows.map((r) => orderView(r, this.pairOf(r.pairId))),
      page: q.page,
      limit: q.limit,
      total,
    };
  }

  /** `coin/depth`: the committed book, first brought up to date if another node changed the pair. */
  async freshDepth(symbol: string, levels: number): Promise<CoinDepth> {
    const pair = this.market.findPair({ symbol });
    await this.books.refresh(pair.id, pairUnits(pair));
    return this.depth(pair.symbol, levels);
  }

  /** The committed book as this node last saw it (the socket layer's source). */
  depth(symbol: string, levels: number): CoinDepth {
    const pair = this.market.findPair({ symbol });
    const { depth, seq } = this.books.committedDepth(pair.id, levels);
    return { symbol: pair.symbol, ...depthView(depth, pairUnits(pair)), seq };
  }

  async trades(symbol: string, limit: number) {
    const pair = this.market.findPair({ symbol });
    return (await repo.recentTrades(this.db, pair.id, limit)).map((t) => tradeView(t, pair));
  }

  private pairOf(pairId: number): PairInfo {
    const pair = this.market.listPairs().find((p) => p.id === pairId);
    if (!pair) throw refuse('spot_pair_unavailable');
    return pair;
  }

  private precisions(pair: PairInfo): AssetPrecisions {
    const assets = this.market.listAssets();
    const of = (id: number) => {
      const a = assets.find((x) => x.id === id);
      return a ? precisionOf(a) : 8;
    };
    return { base: of(pair.baseId), quote: of(pair.quoteId) };
  }
}

/** `fn`'s value; a refusal it throws (nothing written yet) as `NothingWritten` (group-commit.ts). */
function refusedBeforeWriting<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw err instanceof DomainError ? new NothingWritten(err) : err;
  }
}

/** The value of a rule's answer, or its refusal as the contract's DomainError (the error reply). */
function approved<T>(checked: SpotChecked<T>): T {
  if (!checked.ok) throw refuse(checked.refusal.key, checked.refusal.params, checked.refusal.field);
  return checked.value;
}

function topOf(book: OrderBookEngine, units: PairUnits) {
  const bid = book.bestBid();
  const ask = book.bestAsk();
  return {
    bestBid: bid === undefined ? undefined : ticksToPrice(units, bid),
    bestAsk: ask === undefined ? undefined : ticksToPrice(units, ask),
  };
}
