import { Decimal, DomainError, refuse } from '@meridian/contract';
import {
  FUTURES_LIQUIDATION_RISK_PERCENT,
  FUTURES_STATUS,
  futuresMaxRemovableMargin,
  futuresPnl,
  futuresSplit,
  type FuturesCloseReason,
} from '@meridian/contract/futures';
import type { DbOrTx } from '../../platform/db';
import { recordChanged } from './events';
import type { FuturesOrigin } from './futures.hooks';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import { liquidationPrice, MONEY, sideOf } from './futures.rules';
import type { PositionTransitions, PositionTransitionsDeps } from './transitions';

/** What a partial close did: the closed part (a closed position of its own) and what is left open. */
export interface PartClosed {
  closed: FuturesPositionRow;
  rest: FuturesPositionRow | undefined;
}

type Guard = { owner?: number; reached?: (row: FuturesPositionRow) => boolean };

/**
 * Changes of an open position's size and margin, under its row lock like every transition: a partial close
 * splits the row (the lots closing become a row of their own, closed at once through `closeMany`, so its
 * payout, events and closed hooks are a close's), and a margin change holds more or less of the owner's
 * futures balance. A trigger or a close that locked the row first leaves nothing open here, and the change
 * does nothing: a position's lots are closed once.
 */
export class PositionResize {
  constructor(
    private readonly d: PositionTransitionsDeps,
    private readonly transitions: PositionTransitions,
  ) {}

  /**
   * Closes `lots` of the open position at `mark` (all of it when `lots` covers what is open), the rest keeping
   * its TP/SL, its share of margin and fees and a limit close cut to what is left (spent when it is the limit
   * close that fills). Undefined when it is not open (any more), not the owner's or its level not reached.
   */
  async closePart(
    tx: DbOrTx,
    id: number,
    lots: number,
    reason: FuturesCloseReason,
    mark: string,
    at: Date,
    origin: FuturesOrigin,
    guard: Guard = {},
  ): Promise<PartClosed | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.status !== FUTURES_STATUS.open || row.price === null || row.holdId === null)
      return undefined;
    if (guard.owner !== undefined && row.userId !== guard.owner) return undefined;
    if (guard.reached && !guard.reached(row)) return undefined;
    if (lots >= row.lots) {
      const [closed] = await this.transitions.closeMany(tx, [row], reason, () => mark, at, origin);
      return closed ? { closed, rest: undefined } : undefined;
    }
    // a copy's link and a coupon's value belong to the whole position: they are never split
    if (row.couponId !== null || row.followOrderId !== null)
      throw refuse('lever_partial_not_allowed', {}, 'id');
    const s = futuresSplit(
      {
        lots: row.lots,
        quantity: row.quantity,
        margin: row.margin,
        originMargin: row.originMargin,
        tradeFee: row.tradeFee,
        overnight: row.overnightMoney,
      },
      lots,
      MONEY,
    );
    const partId = await repo.nextPositionId(tx);
    const [restHold, partHold] = await this.d.money.rehold(tx, row.holdId, row.userId, row.legalId, [
      { positionId: row.id, margin: s.rest.margin },
      { positionId: partId, margin: s.part.margin },
    ]);
    const liq = liquidationPrice(
      sideOf(row.side as 1 | 2),
      {
        price: row.price,
        quantity: s.rest.quantity,
        margin: s.rest.margin,
        originMargin: s.rest.originMargin,
      },
      this.d.pairOf(row.pairId).pricePrecision,
    );
    const limitLeft =
      reason === 'limit' || row.closeLimitLots === null ? null : Math.min(row.closeLimitLots, s.rest.lots);
    const rest = await repo.updatePosition(tx, row.id, {
      lots: s.rest.lots,
      quantity: s.rest.quantity.toFixed(),
      margin: s.rest.margin.toFixed(),
      originMargin: s.rest.originMargin.toFixed(),
      tradeFee: s.rest.tradeFee.toFixed(),
      overnightMoney: s.rest.overnight.toFixed(),
      liquidationPrice: liq.toFixed(),
      holdId: restHold!,
      markPrice: new Decimal(mark).toFixed(),
      closeLimitLots: limitLeft,
      closeLimitPrice: limitLeft === null ? null : row.closeLimitPrice,
    });
    const part = await repo.insertPosition(tx, {
      ...partOf(row),
      id: partId,
      lots: s.part.lots,
      quantity: s.part.quantity.toFixed(),
      margin: s.part.margin.toFixed(),
      originMargin: s.part.originMargin.toFixed(),
      tradeFee: s.part.tradeFee.toFixed(),
      overnightMoney: s.part.overnight.toFixed(),
      holdId: partHold!,
    });
    const [closed] = await this.transitions.closeMany(tx, [part], reason, () => mark, at, origin);
    await recordChanged(tx, rest, 'size', at);
    await this.d.hooks.changed.run(tx, [{ row: rest, origin, reason: 'size' }]);
    return { closed: closed!, rest };
  }

  /**
   * Adds `delta` to the open position's margin (negative: gives it back), against the same opening margin so
   * the maintenance margin stays put, and moves its liquidation level. A removal is bounded by
   * `futuresMaxRemovableMargin` on `mark` (`lever_margin_remove_too_much`); an addition by the available
   * balance (`lever_margin_insufficient`). Undefined when it is not the owner's open position.
   */
  async changeMargin(
    tx: DbOrTx,
    id: number,
    owner: number,
    delta: Decimal,
    mark: string,
    at: Date,
  ): Promise<FuturesPositionRow | undefined> {
    const row = await repo.lockPosition(tx, id);
    if (!row || row.userId !== owner || row.status !== FUTURES_STATUS.open) return undefined;
    if (row.price === null || row.holdId === null) return undefined;
    if (row.copyAttached) throw refuse('follow_copy_attached', {}, 'id');
    // a coupon's value is settled against the opening margin and the payout: margin moved in or out would
    // pay the coupon out, or hand the added margin to the coupon's return
    if (row.couponId !== null) throw refuse('lever_partial_not_allowed', {}, 'id');
    const side = sideOf(row.side as 1 | 2);
    if (delta.isNegative()) {
      const pnl = futuresPnl(side, row.price, mark, row.quantity);
      const max = futuresMaxRemovableMargin(row, pnl, FUTURES_LIQUIDATION_RISK_PERCENT, {
        price: this.d.pairOf(row.pairId).pricePrecision,
        money: MONEY,
      });
      if (delta.neg().gt(max)) throw refuse('lever_margin_remove_too_much', { max: max.toFixed() }, 'amount');
    }
    const margin = new Decimal(row.margin).plus(delta);
    let holdId: number;
    try {
      [holdId] = (await this.d.money.rehold(tx, row.holdId, row.userId, row.legalId, [
        { positionId: row.id, margin },
      ])) as [number];
    } catch (err) {
      if (err instanceof DomainError && err.key === 'insufficient_balance')
        throw refuse('lever_margin_insufficient', { amount: delta.toFixed() }, 'amount');
      throw err;
    }
    const liq = liquidationPrice(
      side,
      { price: row.price, quantity: row.quantity, margin, originMargin: row.originMargin },
      this.d.pairOf(row.pairId).pricePrecision,
    );
    const changed = await repo.updatePosition(tx, row.id, {
      margin: margin.toFixed(),
      liquidationPrice: liq.toFixed(),
      holdId,
      markPrice: new Decimal(mark).toFixed(),
    });
    await recordChanged(tx, changed, 'margin', at);
    await this.d.hooks.changed.run(tx, [{ row: changed, origin: 'user', reason: 'margin' }]);
    return changed;
  }
}

/** The columns the closing part takes from its position: pair, side, prices and times, never its links. */
function partOf(row: FuturesPositionRow) {
  return {
    userId: row.userId,
    pairId: row.pairId,
    legalId: row.legalId,
    side: row.side,
    orderKind: row.orderKind,
    unitsPerLot: row.unitsPerLot,
    leverage: row.leverage,
    targetPrice: row.targetPrice,
    originPrice: row.originPrice,
    price: row.price,
    markPrice: row.markPrice,
    liquidationPrice: row.liquidationPrice,
    overnightRate: row.overnightRate,
    status: FUTURES_STATUS.open,
    createdAt: row.createdAt,
    openedAt: row.openedAt,
  };
}
