import { Decimal, DomainError, refuse, type Paginated, ACCOUNT_TYPE } from '@meridian/contract';
import {
  type CoinDepth,
  type CoinTradeRequest,
  type SpotOrder,
  type SpotSide,
} from '@meridian/contract/spot';
import type { z } from 'zod';
import type { coinListRequest, coinTradeResponse } from '@meridian/contract/spot';
import type { OrderBookEngine } from '../../engines/orderbook/types';
import { retryingDeadlocks, type Db, type Tx } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import type { Ledger } from '../ledger';
import { type MarketService, type PairInfo, precisionOf } from '../market';
import { findSpotPair, planOrder, type AssetPrecisions, type SpotOrderPlan } from './spot.rules';
import { SpotBooks } from './books';
import { NothingWritten, type BatchTurn, type PreHold } from './group-commit';
import type { SpotCommitMode } from './commit-mode';
import { type FillContext, type Party, type SideFill } from './fills';
import { settlePlacement, type MatchDeps } from './match';
import { SpotNotices } from './notices';
import { SpotStops } from './stops';
import { preparedFor, SpotBatchWrites, type LeftWrite } from './batch-writes';
import type { Notifier } from '../notifications';
import * as repo from './spot.repo';
import type { NewSpotOrderRow, SpotOrderRow } from './spot.schema';
import { depthView, orderView, tradeView } from './spot.view';
import { approved, refusedBeforeWriting, topOf } from './refusals';
import { pairUnits } from './units';

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
  /** Ids, head holds and left writes of the pairs' batches. */
  readonly batchWrites: SpotBatchWrites;
  private readonly stopListeners = new Set<(rows: SpotOrderRow[]) => void>();
  readonly notices: SpotNotices;
  readonly matchDeps: MatchDeps;
  /** Stop-limit and OCO placements and triggers (stops.ts). */
  readonly stops: SpotStops;

  constructor(
    readonly db: Db,
    readonly ledger: Ledger,
    readonly market: MarketService,
    opts: {
      now?: () => number;
      events?: EventBus;
      commit?: SpotCommitMode;
      notifier?: Notifier;
      /** Users never notified (the house market maker). */
      quiet?: (userId: number) => boolean;
    } = {},
  ) {
    this.batchWrites = new SpotBatchWrites(ledger);
    this.books = new SpotBooks(db, {
      ...(opts.commit ? { commit: opts.commit } : {}),
      prepare: (tx, holds, ops) => this.batchWrites.prepare(tx, holds, ops),
      writeLeft: (tx, items) => this.batchWrites.writeLeft(tx, items as readonly LeftWrite[]),
    });
    this.now = opts.now ?? Date.now;
    this.events = opts.events;
    this.notices = new SpotNotices(opts.notifier, opts.quiet);
    this.matchDeps = { ledger, notices: this.notices };
    this.stops = new SpotStops(this);
  }

  nowMs(): number {
    return this.now();
  }

  /** Rebuilds every pair's book from the open orders in the database (at start). */
  init(): Promise<number> {
    return this.books.rebuildAll(this.market.listPairs());
  }

  /** Calls `listener` with the stop rows this node changed, once committed (the trigger index follows them). */
  onStops(listener: (rows: SpotOrderRow[]) => void): () => void {
    this.stopListeners.add(listener);
    return () => this.stopListeners.delete(listener);
  }

  async place(userId: number, request: CoinTradeRequest): Promise<CoinTradeResponse> {
    if (request.type === 'stop_limit' || request.type === 'oco') return this.stops.place(userId, request);
    const pairs = this.market.listPairs();
    const found = findSpotPair(pairs, request.currency_id, request.legal_id);
    const precisions = found ? this.precisions(found) : { base: 8, quote: 6 };
    const check = { request, precisions, nowMs: this.now() };
    if (!found) approved(planOrder({ ...check, pair: undefined, book: {} }));
    const pair = found!;
    const units = pairUnits(pair);
    // a limit order's plan does not depend on the book: its hold is known now, for the batch to take first
    const early = request.type === 'limit' ? planOrder({ ...check, pair, book: {} }) : undefined;
    const prehold: PreHold | 'none' | undefined = !early
      ? undefined
      : early.ok
        ? { userId, currencyId: early.value.hold.currencyId, amount: early.value.hold.amount }
        : 'none';
    // A placement or cancel PostgreSQL aborted as a deadlock or serialization failure (two pairs' transactions
    // locking the same users' accounts in opposite order) runs again from the start, at most 3 times in all:
    // a fresh queue turn (the failed turn already rebuilt the book).
    return retryingDeadlocks(() =>
      this.books.submit(pair.id, units, {
        prehold,
        work: async (tx, book, touched, turn) => {
          // a rule's refusal comes before any statement: the batch goes on without this order
          const checked = planOrder({ ...check, pair, book: topOf(book, units) });
          const plan = refusedBeforeWriting(() => approved(checked));
          const ctx: FillContext = { tx, ledger: this.ledger, pair, units, precisions };
          const prepared = preparedFor(plan, prehold, turn?.pre);
          return this.execute(ctx, userId, plan, book, touched, prepared, turn);
        },
        committed: (done) => this.publish(pair, done.response.fills.length > 0, done.changed),
      }),
    ).then((done) => done.response);
  }

  /**
   * Tells the realtime layer (after the commit, inside the pair's queue, so in commit order) what changed, and the
   * stops' trigger index which stops were placed, triggered or cancelled.
   */
  publish(pair: PairInfo, traded: boolean, rows: readonly SpotOrderRow[]): void {
    const stops = rows.filter((r) => r.type === 'stop_limit');
    if (stops.length > 0) for (const l of this.stopListeners) l(stops);
    if (!this.events) return;
    const orders = rows.map((r) => ({ userId: r.userId, order: orderView(r, pair) }));
    this.events.emit('spot.committed', { symbol: pair.symbol, traded, orders });
  }

  /**
   * Places a planned book order (or an OCO's take-profit leg: `opts.holdId` is the pair's hold, `opts.ocoId` names
   * its stop leg) and settles what the engine matched.
   */
  async execute(
    c: FillContext,
    userId: number,
    plan: SpotOrderPlan,
    book: OrderBookEngine,
    touched: () => void,
    opts: { id?: number; holdId?: number; ocoId?: number } = {},
    turn?: BatchTurn,
  ): Promise<{ response: CoinTradeResponse; changed: SpotOrderRow[] }> {
    const { tx } = c;
    // the order's id first: the hold refers to it, and the row goes in once, with its hold and its
    // place in the book (the engine runs before the insert; a failure from there on reloads the book)
    const id = opts.id ?? (await this.orderId(tx));
    // the hold is the placement's first write (an OCO's, made by its caller, comes with it); taken in its turn,
    // after what the batch left so far (a cancel's release among it)
    if (opts.holdId === undefined) await turn?.flush?.();
    const holdId = opts.holdId ?? (await this.holdFirst(tx, userId, plan.hold, id));

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
    const values: NewSpotOrderRow = {
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
      ocoId: opts.ocoId ?? null,
    };
    // an order that matched nothing and closed nothing writes its row alone (settlePlacement would write nothing
    // more): the batch inserts it with the rows left before and after it, in one statement
    if (turn?.defer && result.fills.length === 0 && result.cancelled.length === 0 && opts.ocoId === undefined)
      return turn.defer({ insert: values } satisfies LeftWrite, (inserted) => {
        const row = inserted as SpotOrderRow;
        return { response: { ...orderView(row, c.pair), fills: [] }, changed: [row] };
      });
    await turn?.flush?.();
    const row = await repo.insertOrder(tx, values);
    const taker: Party = { row, holdId, filled: new Decimal(0) };
    const settled = await settlePlacement(c, this.matchDeps, taker, result);
    const response = {
      ...orderView(taker.row, c.pair),
      fills: settled.fills.map((f) => this.fillView(f, c.pair, plan.side)),
    };
    return { response, changed: settled.changed };
  }

  /** Holds an order's funds as a placement's first write: refused (insufficient_balance), it wrote nothing. */
  holdFirst(
    tx: Tx,
    userId: number,
    hold: { currencyId: number; amount: Decimal },
    orderId: number,
  ): Promise<number> {
    const account = { userId, currencyId: hold.currencyId, type: ACCOUNT_TYPE.change };
    return this.ledger
      .hold(tx, account, hold.amount, { type: 'spot_order', id: String(orderId) })
      .catch((err: unknown) => {
        throw err instanceof DomainError ? new NothingWritten(err) : err;
      });
  }

  /** An id for a new order (a batch's placements share one statement's ids: batch-writes.ts). */
  orderId(tx: Tx): Promise<number> {
    return this.batchWrites.orderId(tx);
  }

  fillView(f: SideFill, pair: PairInfo, side: SpotSide) {
    return { ...f, fee_currency: side === 'buy' ? pair.base : pair.quote };
  }

  async cancel(userId: number, id: number): Promise<SpotOrder> {
    // a resting order's pair is in memory; only an order no book holds (a waiting stop, a closed order) is read
    const found = this.books.restingOrder(id) ?? (await repo.findOrder(this.db, id));
    const owner = found && ('owner' in found ? found.owner : found.userId);
    if (!found || owner !== userId) throw refuse('spot_order_not_found');
    const pair = this.pairOf(found.pairId);
    const units = pairUnits(pair);
    return retryingDeadlocks(() =>
      this.books.submit(pair.id, units, {
        work: async (tx, book, touched, turn) => {
          // an order the batch's book shows resting is open in the database (the book is the batch's): its cancel
          // is left to the batch, written with the others of its run (`writeLeft`)
          if (turn?.defer && book.get(String(id))?.owner === String(userId)) {
            touched();
            book.cancel(String(id));
            const left: LeftWrite = { cancel: { id, userId } };
            return turn.defer(left, (row) => [row as SpotOrderRow]);
          }
          await turn?.flush?.();
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
          // an OCO pair is cancelled whole: its other leg too, if it is still waiting or resting
          const other =
            done.row.ocoId === null ? undefined : await repo.cancelOrder(tx, done.row.ocoId, userId, 'user');
          if (other) {
            book.cancel(String(other.row.id));
            if (other.holdId !== null) await this.ledger.releaseHold(tx, other.holdId);
          }
          return other ? [done.row, other.row] : [done.row];
        },
        // a cancel only releases: the holds of the placements after it may be taken before it runs
        prehold: 'none',
        committed: (closed) => this.publish(pair, false, closed),
      }),
    ).then(([closed]) => orderView(closed!, pair));
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

  pairOf(pairId: number): PairInfo {
    const pair = this.market.listPairs().find((p) => p.id === pairId);
    if (!pair) throw refuse('spot_pair_unavailable');
    return pair;
  }

  precisions(pair: PairInfo): AssetPrecisions {
    const assets = this.market.listAssets();
    const of = (id: number) => {
      const a = assets.find((x) => x.id === id);
      return a ? precisionOf(a) : 8;
    };
    return { base: of(pair.baseId), quote: of(pair.quoteId) };
  }
}
