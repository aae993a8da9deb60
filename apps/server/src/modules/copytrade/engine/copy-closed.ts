import { Decimal, ACCOUNT_TYPE } from '@meridian/contract';
import { profitShareOf, type CopyCloseCause } from '@meridian/contract/copytrade';
import type { DbOrTx, Tx } from '../../../platform/db';
import type { FuturesPositionRow } from '../../futures';
import type { EntryInput } from '../../ledger';
import type { CopyFollowRow, copyProfitShares } from '../copytrade.schema';
import { COPY_LINKS } from '../traders.service';
import * as repo from './copy.repo';
import type { CopyDeps } from './copy.deps';

/** What the closing transaction knows that the row does not: the trader's close reason (cause `trader`). */
export const closingContext = new WeakMap<object, { traderReason: string }>();

type NewShare = typeof copyProfitShares.$inferInsert;

const causeOf = (reason: string): CopyCloseCause =>
  reason === 'copy' ? 'trader' : reason === 'copy_stop' ? 'stop_loss' : 'own';

/**
 * Runs inside every close transaction of copies (futures' copy-closed hook: one copy, or a batch), whatever
 * closed them: each copy's record gets its result (net of the copy's fees: fact_profits − trade_fee −
 * overnight_money) and cause, its follow's realised result moves, and a profit above the follow's high-water
 * mark pays the trader's share (contract `profitShareOf`) from the follower's futures account to the trader's
 * through the ledger (`copy_profit_share`), recorded in copy_profit_shares and notified to the trader.
 * Detached copies pay too (the follow's rate still applies to what they made). A follow whose loss now
 * reaches its stop-loss gets a stop job (its other copies close in their own transaction). Set-based: a few
 * statements for the batch, the copies of one follow taken in position order.
 */
export async function onCopiesClosed(
  deps: CopyDeps,
  handle: DbOrTx,
  rows: readonly FuturesPositionRow[],
  stop: (tx: Tx, followId: number) => Promise<void>,
): Promise<void> {
  const tx = handle as Tx;
  const found = await repo.lockCopiesOf(
    tx,
    rows.map((r) => r.id),
  );
  const follows = new Map<number, CopyFollowRow & { cause: CopyCloseCause }>();
  const records: Parameters<typeof repo.closeCopies>[1][number][] = [];
  const shares: { entry: EntryInput; row: Omit<NewShare, 'entryId'>; symbol: string }[] = [];
  const traderReason = closingContext.get(handle)?.traderReason ?? '';
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const f = found.get(row.id);
    if (!f || f.copy.profit !== null) continue;
    const { copy } = f;
    const follow = follows.get(f.follow.id) ?? { ...f.follow, cause: 'own' as CopyCloseCause };
    // net of the copy's fees: a copy whose gross P&L does not cover its open fee lost money and pays nothing
    const profit = deps.copies.result(row);
    const cause = causeOf(row.closeReason);
    const ps = profitShareOf({
      profit,
      cumulative: follow.realised,
      highWater: follow.highWater,
      ratePercent: follow.profitShare,
    });
    if (ps.share.gt(0))
      shares.push({
        entry: {
          kind: 'copy_profit_share',
          refType: 'copy_trade',
          refId: String(copy.id),
          lines: [
            {
              account: { userId: row.userId, currencyId: row.legalId, type: ACCOUNT_TYPE.lever },
              amount: ps.share.neg(),
            },
            {
              account: { userId: follow.traderUserId, currencyId: row.legalId, type: ACCOUNT_TYPE.lever },
              amount: ps.share,
            },
          ],
        },
        row: {
          followId: follow.id,
          copyTradeId: copy.id,
          traderUserId: follow.traderUserId,
          followerUserId: row.userId,
          positionId: row.id,
          profit: profit.toFixed(),
          aboveHighWater: ps.above.toFixed(),
          rate: new Decimal(follow.profitShare).toFixed(),
          amount: ps.share.toFixed(),
        },
        symbol: deps.copies.symbolOf(row.pairId),
      });
    records.push({
      id: copy.id,
      status: copy.status === 'open' ? 'closed' : copy.status,
      closeCause: cause,
      traderCloseReason: cause === 'trader' ? traderReason : '',
      profit: profit.toFixed(),
      share: ps.share.toFixed(),
    });
    follows.set(follow.id, {
      ...follow,
      realised: ps.cumulative.toFixed(),
      highWater: ps.highWater.toFixed(),
      sharesPaid: new Decimal(follow.sharesPaid).plus(ps.share).toFixed(),
      cause,
    });
  }
  if (records.length === 0) return;
  const entryIds =
    shares.length > 0
      ? await deps.ledger.post(
          tx,
          shares.map((x) => x.entry),
        )
      : [];
  await repo.insertShares(
    tx,
    shares.map((x, i) => ({ ...x.row, entryId: entryIds[i]! })),
  );
  for (const x of shares)
    await deps.notifications.notify(tx, {
      userId: x.row.traderUserId,
      key: 'copy_share_received',
      params: { symbol: x.symbol, amount: new Decimal(x.row.amount).toFixed(2) },
      link: COPY_LINKS.my,
      ref: `copy-share:${x.row.copyTradeId}`,
    });
  await repo.closeCopies(tx, records);
  await repo.setFollowResults(
    tx,
    [...follows.values()].map((f) => ({
      id: f.id,
      realised: f.realised,
      highWater: f.highWater,
      sharesPaid: f.sharesPaid,
    })),
  );
  // the copier stop-loss, for active follows that have one (not when the stop-loss itself is closing them)
  const watched = [...follows.values()].filter(
    (f) => f.status === 'active' && f.stopLossPercent !== null && f.cause !== 'stop_loss',
  );
  if (watched.length === 0) return;
  const results = await resultsOf(deps, tx, watched);
  for (const f of watched)
    if (reached(results.get(f.id)!, f.stopLossPercent ?? 0, f.budget)) await stop(tx, f.id);
}

/**
 * Each follow's result: realised + its open copies' unrealised P&L on the marks, all net of the copies' fees
 * (trade fee and overnight fees; negative: a loss).
 */
export async function resultsOf(
  deps: CopyDeps,
  db: DbOrTx,
  follows: readonly Pick<CopyFollowRow, 'id' | 'realised'>[],
): Promise<Map<number, Decimal>> {
  const out = new Map(follows.map((f) => [f.id, new Decimal(f.realised)]));
  const open = await repo.openCopiesOf(
    db,
    follows.map((f) => f.id),
  );
  const rows = new Map(
    (
      await deps.copies.rows(
        db,
        open.map((o) => o.positionId),
      )
    ).map((r) => [r.id, r]),
  );
  for (const o of open) {
    const r = rows.get(o.positionId);
    if (r) out.set(o.followId, out.get(o.followId)!.plus(deps.copies.result(r)));
  }
  return out;
}

/** The copier stop-loss is reached: the result is at or below −percent % of the budget. */
export function reached(result: Decimal, percent: number, budget: string): boolean {
  return result.lte(new Decimal(budget).mul(percent).div(100).neg());
}
