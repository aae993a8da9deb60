import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { spotBuyHold, type CoinTradeRequest, type coinTradeResponse } from '@meridian/contract/spot';
import type { z } from 'zod';
import { retryingDeadlocks } from '../../platform/db';
import type { FillContext, Party } from './fills';
import { settlePlacement } from './match';
import { findSpotPair } from './spot.rules';
import * as repo from './spot.repo';
import type { SpotOrderRow } from './spot.schema';
import type { SpotService } from './spot.service';
import { approved, refusedBeforeWriting, topOf } from './refusals';
import { orderView } from './spot.view';
import { planStop } from './stop.rules';
import { pairUnits, priceToTicks, amountToLots } from './units';

type CoinTradeResponse = z.infer<typeof coinTradeResponse>;

/**
 * Stop-limit and OCO orders, inside the pair's queue like every other change of its book (books.ts), so a
 * trigger, a fill and a cancel of one pair are serialised and each sees the others' committed rows.
 *
 * A stop-limit waits as an `untriggered` row outside the book, holding what its limit order will need. An OCO
 * pair holds once, the larger of its legs' needs, on its take-profit leg (resting at once); its stop leg waits
 * holding nothing. A fill of the take-profit (even in part) cancels the waiting stop (match.ts); a trigger
 * cancels the take-profit, releases the pair's hold and holds what the stop's limit order needs — both by
 * conditional updates, so whichever comes first wins and the other finds nothing to do.
 */
export class SpotStops {
  constructor(private readonly s: SpotService) {}

  async place(userId: number, request: CoinTradeRequest): Promise<CoinTradeResponse> {
    const s = this.s;
    const found = findSpotPair(s.market.listPairs(), request.currency_id, request.legal_id);
    const precisions = found ? s.precisions(found) : { base: 8, quote: 6 };
    const check = { request, precisions, nowMs: s.nowMs() };
    if (!found) approved(planStop({ ...check, pair: undefined, book: {} }, null));
    const pair = found!;
    const units = pairUnits(pair);
    return retryingDeadlocks(() =>
      s.books.submit(pair.id, units, {
        work: async (tx, book, touched) => {
          const last = s.market.lastPrice(pair.id) ?? null;
          const plan = refusedBeforeWriting(() =>
            approved(planStop({ ...check, pair, book: topOf(book, units) }, last)),
          );
          const leg = (id: number, holdId: number | null, ocoId: number | null) => ({
            id,
            userId,
            pairId: pair.id,
            side: plan.stop.side,
            type: 'stop_limit',
            tif: 'GTC',
            postOnly: false,
            price: plan.stop.price,
            triggerPrice: plan.trigger,
            amount: plan.stop.amount,
            feeCurrencyId: plan.stop.feeCurrencyId,
            status: 'untriggered',
            holdId,
            ocoId,
          });
          if (!plan.takeProfit) {
            const id = await s.orderId(tx);
            const row = await repo.insertOrder(
              tx,
              leg(id, await s.holdFirst(tx, userId, plan.hold, id), null),
            );
            return { response: { ...orderView(row, pair), fills: [] }, changed: [row] };
          }
          const tpId = await s.orderId(tx);
          const stopId = await s.orderId(tx);
          const holdId = await s.holdFirst(tx, userId, plan.hold, tpId);
          // the stop leg exists before the take-profit may fill at once (and so cancel it)
          const stop = await repo.insertOrder(tx, leg(stopId, null, tpId));
          const c: FillContext = { tx, ledger: s.ledger, pair, units, precisions };
          const done = await s.execute(c, userId, plan.takeProfit, book, touched, {
            id: tpId,
            holdId,
            ocoId: stopId,
          });
          const changed = done.changed.some((r) => r.id === stopId) ? done.changed : [...done.changed, stop];
          return { response: done.response, changed };
        },
        committed: (done) => s.publish(pair, done.response.fills.length > 0, done.changed),
      }),
    ).then((done) => done.response);
  }

  /**
   * Triggers a waiting stop at the tick `price` of `time`: it enters the book as a limit order at its limit price
   * and matches as any placement. Undefined when it was no longer waiting (cancelled, triggered on another
   * node, its OCO pair filled).
   */
  async trigger(orderId: number, price: string, time: number): Promise<SpotOrderRow | undefined> {
    const s = this.s;
    const found = await repo.findOrder(s.db, orderId);
    if (found?.status !== 'untriggered') return undefined;
    const pair = s.pairOf(found.pairId);
    const units = pairUnits(pair);
    const precisions = s.precisions(pair);
    return retryingDeadlocks(() =>
      s.books.submit(pair.id, units, {
        work: async (tx, book, touched) => {
          const row = await repo.triggerOrder(tx, orderId, new Date(time));
          if (!row) return { row: undefined, changed: [], traded: false };
          const changed: SpotOrderRow[] = [];
          let holdId = row.holdId;
          if (row.ocoId !== null) {
            // the take-profit leg goes, with the pair's hold; the stop's limit order holds what it needs
            const tp = await repo.cancelOrder(tx, row.ocoId, row.userId, 'oco');
            touched();
            if (tp) {
              book.cancel(String(tp.row.id));
              if (tp.holdId !== null) await s.ledger.releaseHold(tx, tp.holdId);
              changed.push(tp.row);
            }
            const need =
              row.side === 'sell'
                ? new Decimal(row.amount)
                : spotBuyHold('limit', row.amount, row.price ?? '0', precisions.quote);
            const account = {
              userId: row.userId,
              currencyId: row.side === 'sell' ? pair.baseId : pair.quoteId,
            };
            holdId = await s.ledger.hold(tx, { ...account, type: ACCOUNT_TYPE.change }, need, {
              type: 'spot_order',
              id: String(row.id),
            });
          }
          touched();
          const result = book.place({
            id: String(row.id),
            owner: String(row.userId),
            side: row.side === 'buy' ? 'buy' : 'sell',
            type: 'limit',
            price: priceToTicks(units, row.price ?? '0'),
            qty: amountToLots(units, row.amount),
            tif: 'GTC',
            postOnly: false,
            stp: 'cancel_taker',
          });
          const placed = await repo.updateOrder(tx, row.id, {
            holdId,
            bookSeq: result.rested ? result.rested.seq : null,
          });
          if (!placed) throw new Error(`spot stop ${row.id} vanished`);
          await s.notices.triggered(tx, pair, placed);
          const taker: Party = { row: placed, holdId, filled: new Decimal(0) };
          const c: FillContext = { tx, ledger: s.ledger, pair, units, precisions };
          const settled = await settlePlacement(c, s.matchDeps, taker, result);
          // nobody watches a triggered stop fill: it is told as a resting order's fill is
          await s.notices.filled(tx, pair, [taker.row]);
          return {
            row: taker.row,
            changed: [...settled.changed, ...changed],
            traded: settled.fills.length > 0,
          };
        },
        committed: (done) => {
          if (done.row) s.publish(pair, done.traded, done.changed);
        },
      }),
    ).then((done) => done.row);
  }
}
