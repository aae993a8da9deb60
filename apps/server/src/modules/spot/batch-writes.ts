import { ACCOUNT_TYPE } from '@meridian/contract';
import type { Tx } from '../../platform/db';
import type { Ledger } from '../ledger';
import { batchOpsLeft, type PreHold, type Prepared } from './group-commit';
import * as repo from './spot.repo';
import type { NewSpotOrderRow, SpotOrderRow } from './spot.schema';
import type { SpotOrderPlan } from './spot.rules';

/**
 * What a pair's batch writes for many operations at once (group-commit.ts): order ids taken for the whole batch,
 * the holds of its head in one ledger statement, and the rows and cancels its operations left to it.
 */
export class SpotBatchWrites {
  /** Order ids taken for the rest of a batch, by its transaction. */
  private readonly idStock = new WeakMap<Tx, number[]>();

  constructor(private readonly ledger: Ledger) {}

  /**
   * A batch's head of holds (group-commit.ts): ids for its `ops` operations in one statement (the rest kept for
   * their turn, `orderId`), then `holds` in one ledger statement, each on its order's id.
   */
  async prepare(tx: Tx, holds: readonly PreHold[], ops: number): Promise<Prepared[]> {
    const ids = await repo.nextOrderIds(tx, Math.max(ops, holds.length));
    const taken = ids.slice(0, holds.length);
    this.idStock.set(tx, ids.slice(holds.length));
    const holdIds = await this.ledger.holdEach(
      tx,
      holds.map((h, k) => ({
        account: { userId: h.userId, currencyId: h.currencyId, type: ACCOUNT_TYPE.change },
        amount: h.amount,
        ref: { type: 'spot_order', id: String(taken[k]) },
      })),
    );
    return taken.map((id, k) => ({ id, holdId: holdIds[k] }));
  }

  /**
   * Writes what a batch's operations left to it (group-commit.ts `writeLeft`): the order rows in one insert, then
   * the cancels in one statement and their holds' releases in one. The inserted row or the cancelled row of each.
   * A cancel whose order was not open, or was an OCO leg (its pair is cancelled with it), throws: the batch runs
   * again with every operation writing in its own turn.
   */
  async writeLeft(tx: Tx, items: readonly LeftWrite[]): Promise<SpotOrderRow[]> {
    const inserted = await repo.insertOrders(
      tx,
      items.flatMap((x) => ('insert' in x ? [x.insert] : [])),
    );
    const cancelled = await repo.cancelOrders(
      tx,
      items.flatMap((x) => ('cancel' in x ? [x.cancel] : [])),
      'user',
    );
    const closed = cancelled.map((c) => {
      if (!c || c.row.ocoId !== null) throw new Error('spot: a cancel left to the batch needs its own turn');
      return c;
    });
    await this.ledger.releaseEach(
      tx,
      closed.flatMap((c) => (c.holdId === null ? [] : [c.holdId])),
    );
    let i = 0;
    let j = 0;
    return items.map((x) => ('insert' in x ? inserted[i++]! : closed[j++]!.row));
  }

  /**
   * An id for a new order: a batch's first placement takes ids for every operation left in the batch (one
   * statement for all; a cancel's id goes unused), the next ones take theirs from that stock.
   */
  async orderId(tx: Tx): Promise<number> {
    let stock = this.idStock.get(tx);
    if (!stock?.length) this.idStock.set(tx, (stock = await repo.nextOrderIds(tx, batchOpsLeft(tx))));
    return stock.shift()!;
  }
}

/** What an operation leaves to its batch: an order row to insert, or a user's order to cancel. */
export type LeftWrite = { insert: NewSpotOrderRow } | { cancel: { id: number; userId: number } };

/**
 * What `execute` takes of what the batch prepared for a placement: its id, and its hold when taken (a refused one is
 * asked again in the placement's turn). The plan of the turn must hold what was held for it.
 */
export function preparedFor(
  plan: SpotOrderPlan,
  prehold: PreHold | 'none' | undefined,
  pre: Prepared | undefined,
): { id?: number; holdId?: number } {
  if (!pre) return {};
  if (pre.holdId === undefined) return { id: pre.id };
  const same =
    typeof prehold === 'object' &&
    prehold.currencyId === plan.hold.currencyId &&
    prehold.amount.eq(plan.hold.amount);
  if (!same) throw new Error('spot: the hold taken for the batch is not the placement’s');
  return { id: pre.id, holdId: pre.holdId };
}
