import { Decimal, DomainError, type Paginated, refuse } from '@meridian/contract';
import {
  FUTURES_FEE_PERCENT,
  FUTURES_LEGAL_ID,
  FUTURES_LEVERAGES,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_LOTS,
  FUTURES_MAX_LIVE_POSITIONS,
  FUTURES_MAX_PRICE_AGE_MS,
  FUTURES_OVERNIGHT_PERCENT,
  FUTURES_SPREAD_PERCENT,
  type FuturesCloseReason,
  type FuturesDeal,
  type FuturesPosition,
  type FuturesSubmitRequest,
  type FuturesSummary,
  FUTURES_STATUS,
} from '@meridian/contract/futures';
import type { Db, DbOrTx } from '../../platform/db';
import { lockUser } from '../../platform/db/user-lock';
import type { EventBus } from '../../platform/events';
import { type Ledger, balanceIn } from '../ledger';
import { isSessionOpen, type MarketService } from '../market';
import { recordChanged, recordOpened } from './events';
import { FuturesHooks } from './futures.hooks';
import { FuturesMoney } from './money';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import { PositionTransitions } from './transitions';
import { PositionResize } from './resize';
import { PositionTools } from './position-tools';
import { MarginAlerts } from './margin-alert';
import { CloseNotices } from './close-notices';
import type { Notifier } from '../notifications';
import { redeemForOpen, voucherOfOpen } from './voucher';
import { summarize } from './summary';
import { positionView } from './futures.view';
import {
  checkLimitSide,
  checkSession,
  checkSize,
  checkStopLiquidation,
  checkStops,
  checkTick,
  futuresPair,
  liquidationPrice,
  MONEY,
  openTerms,
  sideOf,
  stopsOf,
  type FuturesPair,
} from './futures.rules';

const ALL_STATUSES = [0, 1, 2, 3, 4] as const;
type PairFilter = { currency_id?: number | undefined; legal_id?: number | undefined };
type ListInput = PairFilter & { status: number; page: number; limit: number };
const m = (v: Decimal) => v.toFixed(MONEY);

/**
 * Futures requests (contract `futures/futures.ts`): the ticket data, open (market or limit), cancel, close,
 * TP/SL, batch close, lists. Each money-moving call is one transaction; after it commits the changed rows go
 * to the trigger runtime (`onChange`) and, as `lever.committed`, to the owner's socket room.
 */
export class FuturesService {
  readonly transitions: PositionTransitions;
  /** Partial closes and margin changes (resize.ts), and the margin warnings (margin-alert.ts). */
  readonly resize: PositionResize;
  /** Part closes, reduce-only limit closes and margin changes the owner asks for (position-tools.ts). */
  readonly tools: PositionTools;
  readonly alerts: MarginAlerts;
  /** The owner's notice of a close by TP/SL, limit close or liquidation (close-notices.ts); none without a notifier. */
  readonly closeNotices: CloseNotices | undefined;
  /** The lifecycle hooks and the margin-voucher port other modules plug into (futures.hooks.ts). */
  readonly hooks = new FuturesHooks();
  private readonly money: FuturesMoney;
  private readonly pairs = new Map<number, FuturesPair>();
  private readonly listeners = new Set<(rows: FuturesPositionRow[]) => void>();

  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly market: MarketService,
    private readonly deps: { events: EventBus; now?: () => Date; notifier?: Notifier },
  ) {
    this.money = new FuturesMoney(ledger);
    const transitionDeps = {
      money: this.money,
      pairOf: (id: number) => this.pairById(id),
      hooks: this.hooks,
    };
    this.transitions = new PositionTransitions(transitionDeps);
    this.resize = new PositionResize(transitionDeps, this.transitions);
    this.tools = new PositionTools({ db, resize: this.resize, service: this });
    this.alerts = new MarginAlerts({ notifier: deps.notifier, pairOf: transitionDeps.pairOf });
    if (deps.notifier) {
      this.closeNotices = new CloseNotices({ notifier: deps.notifier, pairOf: transitionDeps.pairOf });
      this.hooks.closed.on(this.closeNotices.onClosed);
    }
  }

  /** The trigger runtime listens to every committed change made on this node. */
  onChange(listener: (rows: FuturesPositionRow[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** After a commit: tell the trigger runtime and the owners' rooms. */
  changed(rows: readonly (FuturesPositionRow | undefined)[]): void {
    const done = rows.filter((r): r is FuturesPositionRow => r !== undefined);
    if (done.length === 0) return;
    for (const l of this.listeners) l(done);
    const byUser = new Map<number, FuturesPosition[]>();
    for (const r of done) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), this.view(r)]);
    for (const [userId, positions] of byUser) this.deps.events.emit('lever.committed', { userId, positions });
  }

  pairById(pairId: number): FuturesPair {
    let p = this.pairs.get(pairId);
    if (!p) {
      p = futuresPair(this.market.findPair({ id: pairId }), FUTURES_LEGAL_ID);
      this.pairs.set(pairId, p);
    }
    return p;
  }

  private pairOf(currencyId: number, legalId: number): FuturesPair {
    const p = this.market.listPairs().find((x) => x.baseId === currencyId && x.quoteId === legalId);
    if (!p) throw refuse('lever_pair_unavailable', {}, 'currency_id');
    return this.pairById(p.id);
  }

  private pairIdsOf(input: PairFilter) {
    return input.currency_id
      ? [this.pairOf(input.currency_id, input.legal_id || FUTURES_LEGAL_ID).id]
      : undefined;
  }

  mark(pairId: number): string | undefined {
    return this.market.lastPrice(pairId);
  }

  /** How old the pair's last feed price is (a stalled feed must not open positions at an old price). */
  priceAgeMs(pairId: number): number {
    const quote = this.market.allQuotes().find((q) => q.id === pairId);
    return quote ? this.now().getTime() - quote.time : Infinity;
  }

  view(row: FuturesPositionRow): FuturesPosition {
    return positionView(row, this.pairById(row.pairId), this.mark(row.pairId));
  }

  now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async balance(db: DbOrTx, userId: number): Promise<{ available: Decimal; frozen: Decimal }> {
    const rows = await this.ledger.balances(db, userId);
    const r = balanceIn(rows, 'lever', FUTURES_LEGAL_ID);
    return { available: new Decimal(r?.available ?? 0), frozen: new Decimal(r?.frozen ?? 0) };
  }

  async deal(userId: number, input: { currency_id: number; legal_id: number }): Promise<FuturesDeal> {
    const pair = this.pairOf(input.currency_id, input.legal_id);
    const bal = await this.balance(this.db, userId);
    const open = await repo.positionsOf(this.db, { userId, statuses: [1] });
    const allFutures = open.reduce(
      (s, r) => s.plus(new Decimal(r.price ?? 0).mul(r.quantity)),
      new Decimal(0),
    );
    return {
      symbol: pair.symbol,
      currency_id: pair.baseId,
      legal_id: pair.quoteId,
      last_price: this.mark(pair.id) ?? '',
      price_decimals: pair.pricePrecision,
      user_lever: m(bal.available),
      frozen: m(bal.frozen),
      all_levers: m(allFutures),
      lever_share_limit: { min: FUTURES_LOTS.min, max: FUTURES_LOTS.max },
      multiple: {
        muit: FUTURES_LEVERAGES.map((value) => ({ value })),
        share: FUTURES_LOTS.presets.map((value) => ({ value })),
      },
      units_per_lot: pair.unitsPerLot,
      trade_fee_percent: FUTURES_FEE_PERCENT,
      overnight_percent: FUTURES_OVERNIGHT_PERCENT,
      spread_percent: FUTURES_SPREAD_PERCENT,
      liquidation_risk_percent: FUTURES_LIQUIDATION_RISK_PERCENT,
      my_transaction: open
        .filter((r) => r.pairId === pair.id)
        .slice(-10)
        .reverse()
        .map((r) => this.view(r)),
    };
  }

  async submit(userId: number, input: FuturesSubmitRequest): Promise<FuturesPosition> {
    const pair = this.pairOf(input.currency_id, input.legal_id);
    checkSize(input.share, input.multiple);
    checkSession(pair, this.now().getTime());
    const mark = this.mark(pair.id);
    if (!mark || new Decimal(mark).lte(0) || this.priceAgeMs(pair.id) > FUTURES_MAX_PRICE_AGE_MS)
      throw refuse('lever_price_unavailable');
    const side = sideOf(input.type);
    const isLimit = input.status === FUTURES_STATUS.pending;
    const limit = isLimit
      ? checkTick(input.target_price ?? '', pair.pricePrecision, 'target_price')
      : undefined;
    if (limit) checkLimitSide(side, limit, mark);
    const terms = openTerms(
      pair,
      side,
      input.share,
      input.multiple,
      limit ? { limit: limit.toFixed() } : { mark },
    );
    const { tp, sl } = stopsOf(input, pair.pricePrecision);
    checkStops(side, terms.price, limit ?? mark, { tp, sl });
    const liq = liquidationPrice(
      side,
      { price: terms.price, quantity: terms.quantity, margin: terms.margin, originMargin: terms.margin },
      pair.pricePrecision,
    );
    checkStopLiquidation(side, sl, liq, pair.pricePrecision);
    const voucher = await voucherOfOpen(
      this.hooks.vouchers.current,
      userId,
      input.coupon_id,
      isLimit,
      terms.margin,
    );
    // a voucher pays part of the margin: the user's own funds pay the rest and the fee
    const own = terms.margin.plus(terms.fee).minus(voucher?.value ?? 0);
    const need = { margin: m(terms.margin), fee: m(terms.fee) };
    if ((await this.balance(this.db, userId)).available.lt(own))
      throw refuse('lever_insufficient_margin', need);
    const at = this.now();
    try {
      const row = await this.db.transaction(async (tx) => {
        // the cap is counted under the user's lock, in the transaction that inserts
        await lockUser(tx, userId);
        if ((await repo.countLive(tx, userId)) >= FUTURES_MAX_LIVE_POSITIONS)
          throw refuse('lever_too_many_positions', { max: FUTURES_MAX_LIVE_POSITIONS });
        const id = await repo.nextPositionId(tx);
        const used = await redeemForOpen(
          tx,
          { vouchers: this.hooks.vouchers.current, ledger: this.ledger },
          voucher,
          {
            userId,
            positionId: id,
            ...terms,
          },
        );
        const holdId = isLimit
          ? await this.money.pending(tx, userId, pair.quoteId, id, terms.margin, terms.fee)
          : await this.money.open(tx, userId, pair.quoteId, id, terms.margin, terms.fee);
        const inserted = await repo.insertPosition(tx, {
          id,
          userId,
          pairId: pair.id,
          legalId: pair.quoteId,
          side: input.type,
          orderKind: isLimit ? 'limit' : 'market',
          lots: input.share,
          unitsPerLot: pair.unitsPerLot,
          quantity: terms.quantity.toFixed(),
          leverage: input.multiple,
          targetPrice: limit?.toFixed() ?? null,
          originPrice: isLimit ? null : terms.originPrice.toFixed(),
          price: isLimit ? null : terms.price.toFixed(),
          markPrice: mark,
          takeProfit: tp?.toFixed() ?? null,
          stopLoss: sl?.toFixed() ?? null,
          liquidationPrice: isLimit ? null : liq.toFixed(),
          originMargin: terms.margin.toFixed(),
          margin: terms.margin.toFixed(),
          tradeFee: terms.fee.toFixed(),
          overnightRate: FUTURES_OVERNIGHT_PERCENT,
          status: isLimit ? 0 : 1,
          holdId,
          openedAt: isLimit ? null : at,
          ...used,
        });
        // a limit order is not a position yet: it opens (and records it) when the mark reaches its limit
        if (!isLimit) {
          await recordOpened(tx, inserted);
          await this.hooks.opened.run(tx, [{ row: inserted, origin: 'user', reason: 'market' }]);
        }
        return inserted;
      });
      this.changed([row]);
      return this.view(row);
    } catch (err) {
      if (err instanceof DomainError && err.key === 'insufficient_balance')
        throw refuse('lever_insufficient_margin', need);
      throw err;
    }
  }

  async cancel(userId: number, id: number): Promise<FuturesPosition> {
    const row = await this.db.transaction((tx) => this.transitions.cancel(tx, id, userId));
    if (!row) throw await this.refusal(userId, id, 'lever_order_not_pending');
    this.changed([row]);
    return this.view(row);
  }

  async close(userId: number, id: number, reason: FuturesCloseReason = 'manual'): Promise<FuturesPosition> {
    const existing = await repo.getPosition(this.db, id);
    if (!existing || existing.userId !== userId) throw refuse('lever_position_not_found', {}, 'id');
    if (existing.copyAttached) throw refuse('follow_copy_attached', {}, 'id');
    checkSession(this.pairById(existing.pairId), this.now().getTime());
    const mark = this.mark(existing.pairId);
    if (!mark) throw refuse('lever_price_unavailable');
    const row = await this.db.transaction((tx) =>
      this.transitions.close(tx, id, reason, mark, this.now(), 'user', { owner: userId }),
    );
    if (!row) throw refuse('lever_position_not_open', {}, 'id');
    this.changed([row]);
    return this.view(row);
  }

  async setstop(
    userId: number,
    input: { id: number; target_profit_price?: string | undefined; stop_loss_price?: string | undefined },
  ): Promise<FuturesPosition> {
    const row = await this.db.transaction(async (tx) => {
      const r = await repo.lockPosition(tx, input.id);
      if (!r || r.userId !== userId) throw refuse('lever_position_not_found', {}, 'id');
      if (r.status !== FUTURES_STATUS.open && r.status !== FUTURES_STATUS.pending)
        throw refuse('lever_position_not_open', {}, 'id');
      if (r.copyAttached) throw refuse('follow_copy_attached', {}, 'id');
      const pair = this.pairById(r.pairId);
      const { tp, sl } = stopsOf(input, pair.pricePrecision);
      const entry = r.price ?? r.targetPrice ?? '0';
      const mark = r.status === FUTURES_STATUS.open ? this.mark(r.pairId) : entry;
      if (!mark) throw refuse('lever_price_unavailable');
      const side = sideOf(r.side as 1 | 2);
      checkStops(side, entry, mark, { tp, sl });
      // the level it has now (open: after overnight fees), or the one it will open with (pending)
      const liq =
        r.liquidationPrice ??
        liquidationPrice(
          side,
          { price: entry, quantity: r.quantity, margin: r.margin, originMargin: r.originMargin },
          pair.pricePrecision,
        );
      checkStopLiquidation(side, sl, liq, pair.pricePrecision);
      const changed = await repo.updatePosition(tx, r.id, {
        takeProfit: tp?.toFixed() ?? null,
        stopLoss: sl?.toFixed() ?? null,
      });
      // a pending order's stops travel with its opened event
      if (changed.status === FUTURES_STATUS.open) {
        await recordChanged(tx, changed, 'stops', this.now());
        await this.hooks.changed.run(tx, [{ row: changed, origin: 'user', reason: 'stops' }]);
      }
      return changed;
    });
    this.changed([row]);
    return this.view(row);
  }

  /** Closes the user's open positions (0 all, 1 longs, 2 shorts; optional pair), each in its own transaction. */
  async batchClose(
    userId: number,
    input: { type: number; currency_id?: number | undefined; legal_id?: number | undefined },
  ): Promise<{ closed: number; ids: number[] }> {
    const pairIds = this.pairIdsOf(input);
    const open = await repo.positionsOf(this.db, { userId, statuses: [1], pairIds });
    const ids: number[] = [];
    for (const r of open) {
      // a copy still attached to its trader's position closes with it
      if (r.copyAttached || (input.type !== 0 && r.side !== input.type)) continue;
      const mark = this.mark(r.pairId);
      if (!mark || !isSessionOpen(this.pairById(r.pairId).category, this.now().getTime())) continue;
      const row = await this.db.transaction((tx) =>
        this.transitions.close(tx, r.id, 'batch', mark, this.now(), 'user', { owner: userId }),
      );
      if (!row) continue;
      ids.push(row.id);
      this.changed([row]);
    }
    return { closed: ids.length, ids };
  }

  async dealall(
    userId: number,
    input: ListInput,
  ): Promise<FuturesSummary & { order: Paginated<FuturesPosition> }> {
    const pairIds = this.pairIdsOf(input);
    const page = await this.page(userId, [input.status], pairIds, input.page, input.limit);
    return { ...(await this.summary(userId, pairIds)), order: page };
  }

  async myTrade(userId: number, input: ListInput) {
    const pairIds = this.pairIdsOf(input);
    const statuses = input.status === -1 ? ALL_STATUSES : [input.status];
    const s = await this.summary(userId);
    return {
      rate_profits_total: { hazard_rate: s.hazard_rate, profits_total: s.profits_total },
      message: await this.page(userId, statuses, pairIds, input.page, input.limit),
    };
  }

  private async page(
    userId: number,
    statuses: readonly number[],
    pairIds: number[] | undefined,
    page: number,
    limit: number,
  ): Promise<Paginated<FuturesPosition>> {
    const { rows, total } = await repo.listPositions(
      this.db,
      { userId, statuses, pairIds },
      limit,
      (page - 1) * limit,
    );
    return { data: rows.map((r) => this.view(r)), page, limit, total };
  }

  /** Account totals over all open positions, and the same over `pairIds` (default: all). */
  async summary(userId: number, pairIds?: number[]): Promise<FuturesSummary> {
    const balance = (await this.balance(this.db, userId)).available;
    const open = await repo.positionsOf(this.db, { userId, statuses: [1] });
    return summarize(balance, open, (pairId) => this.mark(pairId), pairIds);
  }

  /** A refusal for a position that is not the user's (not found) or not in the expected state. */
  private async refusal(
    userId: number,
    id: number,
    key: 'lever_order_not_pending' | 'lever_position_not_open',
  ) {
    const r = await repo.getPosition(this.db, id);
    return !r || r.userId !== userId ? refuse('lever_position_not_found', {}, 'id') : refuse(key, {}, 'id');
  }
}
