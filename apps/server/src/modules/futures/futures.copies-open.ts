import {
  Decimal,
  DomainError,
  LEVER_MAX_LIVE_POSITIONS,
  LEVER_MAX_PRICE_AGE_MS,
  LEVER_OVERNIGHT_PERCENT,
  type CopySkipReason,
  ACCOUNT_TYPE,
} from '@meridian/contract';
import type { Tx } from '../../platform/db';
import type { Ledger } from '../ledger';
import { isSessionOpen } from '../market';
import { recordOpenedAll } from './futures.events';
import type { FuturesMoney } from './futures.money';
import * as repo from './futures.repo';
import type { LeverPositionRow, NewLeverPositionRow } from './futures.schema';
import type { FuturesService } from './futures.service';
import { liquidationPrice, openTerms, sideOf, type LeverPair, type OpenTerms } from './rules';

/** A copy to open for a follower of `source` (the caller's batch shares one trader position). */
export interface CopyOrderOf {
  followerId: number;
  lots: number;
  /** The most margin + fee this copy may cost (what is left of the follow's budget). */
  maxCost: Decimal;
}

export type CopyOpenResult =
  { row: LeverPositionRow; skip?: undefined } | { row?: undefined; skip: CopySkipReason };

type Stops = { tp: Decimal | undefined; sl: Decimal | undefined };

export interface CopyOpenContext {
  service: FuturesService;
  ledger: Ledger;
  money: FuturesMoney;
  stopsFor: (
    source: LeverPositionRow,
    at: { side: 'long' | 'short'; entry: Decimal; mark: string; liq: Decimal; pair: LeverPair },
  ) => Stops;
}

/** The position row of a copy (a market open at `mark`, linked to the trader's position, attached). */
export function copyRow(
  source: LeverPositionRow,
  c: { id: number; followerId: number; lots: number; holdId: number; at: Date },
  pair: LeverPair,
  mark: string,
  terms: OpenTerms,
  liq: Decimal,
  stops: Stops,
): NewLeverPositionRow {
  return {
    id: c.id,
    userId: c.followerId,
    pairId: pair.id,
    legalId: pair.quoteId,
    side: source.side,
    orderKind: 'market',
    lots: c.lots,
    unitsPerLot: pair.unitsPerLot,
    quantity: terms.quantity.toFixed(),
    leverage: source.leverage,
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
    overnightRate: LEVER_OVERNIGHT_PERCENT,
    status: 1,
    holdId: c.holdId,
    openedAt: c.at,
    followOrderId: source.id,
    followUserId: source.userId,
    copyAttached: true,
  };
}

/**
 * A batch of copies of one trader position, set-based: the session and the mark checked once, each order's
 * budget, live-position cap and balance decided in memory from one count and one balances query (a follower
 * with several orders spends them in turn), then the positions' ids reserved in one query, every fee and
 * margin hold posted in ONE ledger call, the rows inserted and their opened events recorded in one statement
 * each. The followers' locks must be held by the caller. Same rules and skip reasons, in the same order, as one
 * `FuturesCopies.open` each; should the ledger still refuse (a balance moved without the follower's lock),
 * the batch's savepoint rolls back and `one` opens each order alone. Results in the order given.
 */
export async function openCopies(
  ctx: CopyOpenContext,
  tx: Tx,
  source: LeverPositionRow,
  orders: readonly CopyOrderOf[],
  one: (order: CopyOrderOf) => Promise<CopyOpenResult>,
): Promise<CopyOpenResult[]> {
  const all = (skip: CopySkipReason) => orders.map(() => ({ skip }));
  const pair = ctx.service.pairById(source.pairId);
  const now = ctx.service.now();
  if (!isSessionOpen(pair.category, now.getTime())) return all('market_closed');
  const mark = ctx.service.mark(pair.id);
  if (!mark || new Decimal(mark).lte(0) || ctx.service.priceAgeMs(pair.id) > LEVER_MAX_PRICE_AGE_MS)
    return all('stale_price');
  const side = sideOf(source.side as 1 | 2);
  const termsOf = new Map<number, OpenTerms>();
  const terms = (lots: number) => {
    let t = termsOf.get(lots);
    if (!t) termsOf.set(lots, (t = openTerms(pair, side, lots, source.leverage, { mark })));
    return t;
  };
  const followers = orders.map((o) => o.followerId);
  const live = await repo.countLiveOf(tx, followers);
  const available = new Map<number, Decimal>();
  for (const b of await ctx.ledger.balancesOf(tx, followers))
    if (b.userId !== null && b.accountType === ACCOUNT_TYPE.lever && b.currencyId === pair.quoteId)
      available.set(b.userId, new Decimal(b.available));

  const results: (CopyOpenResult | undefined)[] = [];
  const passed: { index: number; order: CopyOrderOf; terms: OpenTerms }[] = [];
  for (const [index, o] of orders.entries()) {
    const t = terms(o.lots);
    const cost = t.margin.plus(t.fee);
    if (cost.gt(o.maxCost)) results.push({ skip: 'budget' });
    else if ((live.get(o.followerId) ?? 0) >= LEVER_MAX_LIVE_POSITIONS)
      results.push({ skip: 'position_cap' });
    else if ((available.get(o.followerId) ?? new Decimal(0)).lt(cost)) results.push({ skip: 'balance' });
    else {
      live.set(o.followerId, (live.get(o.followerId) ?? 0) + 1);
      available.set(o.followerId, available.get(o.followerId)!.minus(cost));
      results.push(undefined);
      passed.push({ index, order: o, terms: t });
    }
  }
  if (passed.length > 0) {
    let rows: LeverPositionRow[] | undefined;
    try {
      rows = await tx.transaction(async (sp) => {
        const ids = await repo.nextPositionIds(sp, passed.length);
        const holds = await ctx.money.openMany(
          sp,
          passed.map((p, i) => ({
            userId: p.order.followerId,
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
            const stops = ctx.stopsFor(source, { side, entry: t.price, mark, liq, pair });
            const c = {
              id: ids[i]!,
              followerId: p.order.followerId,
              lots: p.order.lots,
              holdId: holds[i]!,
              at: now,
            };
            return copyRow(source, c, pair, mark, t, liq, stops);
          }),
        );
        await recordOpenedAll(sp, inserted);
        await ctx.service.hooks.opened.run(
          sp,
          inserted.map((row) => ({ row, origin: 'module:copytrade' as const, reason: 'market' as const })),
        );
        return inserted;
      });
    } catch (err) {
      if (!(err instanceof DomainError && err.key === 'insufficient_balance')) throw err;
    }
    for (const [i, p] of passed.entries()) results[p.index] = rows ? { row: rows[i]! } : await one(p.order);
  }
  return results.map((r) => r!);
}
