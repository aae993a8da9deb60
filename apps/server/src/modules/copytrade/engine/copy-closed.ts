import { Decimal, profitShareOf, type CopyCloseCause } from '@meridian/contract';
import type { DbOrTx, Tx } from '../../../platform/db';
import type { LeverPositionRow } from '../../futures';
import { COPY_LINKS } from '../traders.service';
import * as repo from './copy.repo';
import type { CopyDeps } from './copy.deps';

/** What the closing transaction knows that the row does not: the trader's close reason (cause `trader`). */
export const closingContext = new WeakMap<object, { traderReason: string }>();

const causeOf = (reason: string): CopyCloseCause =>
  reason === 'copy' ? 'trader' : reason === 'copy_stop' ? 'stop_loss' : 'own';

/**
 * Runs inside every close transaction of a copy (futures' copy-closed hook), whatever closed it: the copy's
 * record gets its result and cause, the follow's realised P&L moves, and a profit above the follow's
 * high-water mark pays the trader's share (contract `profitShareOf`) from the follower's futures account to
 * the trader's through the ledger (`copy_profit_share`), recorded in copy_profit_shares and notified to the
 * trader. Detached copies pay too (the follow's rate still applies to what they made). A follow whose loss
 * now reaches its stop-loss gets a stop job (its other copies close in their own transaction).
 */
export async function onCopyClosed(
  deps: CopyDeps,
  handle: DbOrTx,
  row: LeverPositionRow,
  stop: (tx: Tx, followId: number) => Promise<void>,
): Promise<void> {
  const tx = handle as Tx;
  const found = await repo.lockCopyOf(tx, row.id);
  if (!found || found.copy.profit !== null) return;
  const { copy, follow } = found;
  const profit = new Decimal(row.factProfits ?? 0);
  const cause = causeOf(row.closeReason);
  const ps = profitShareOf({
    profit,
    cumulative: follow.realised,
    highWater: follow.highWater,
    ratePercent: follow.profitShare,
  });
  if (ps.share.gt(0)) {
    const [entryId] = await deps.ledger.post(tx, [
      {
        kind: 'copy_profit_share',
        refType: 'copy_trade',
        refId: String(copy.id),
        lines: [
          { account: { userId: row.userId, currencyId: row.legalId, type: 3 }, amount: ps.share.neg() },
          {
            account: { userId: follow.traderUserId, currencyId: row.legalId, type: 3 },
            amount: ps.share,
          },
        ],
      },
    ]);
    await repo.insertShare(tx, {
      followId: follow.id,
      copyTradeId: copy.id,
      traderUserId: follow.traderUserId,
      followerUserId: row.userId,
      positionId: row.id,
      profit: profit.toFixed(),
      aboveHighWater: ps.above.toFixed(),
      rate: new Decimal(follow.profitShare).toFixed(),
      amount: ps.share.toFixed(),
      entryId: entryId!,
    });
    await deps.notifications.notify(tx, {
      userId: follow.traderUserId,
      key: 'copy_share_received',
      params: { symbol: deps.copies.symbolOf(row.pairId), amount: ps.share.toFixed(2) },
      link: COPY_LINKS.my,
      ref: `copy-share:${copy.id}`,
    });
  }
  await repo.updateCopy(tx, copy.id, {
    status: copy.status === 'open' ? 'closed' : copy.status,
    closeCause: cause,
    traderCloseReason: cause === 'trader' ? (closingContext.get(handle)?.traderReason ?? '') : '',
    profit: profit.toFixed(),
    share: ps.share.toFixed(),
  });
  await repo.updateFollow(tx, follow.id, {
    realised: ps.cumulative.toFixed(),
    highWater: ps.highWater.toFixed(),
    sharesPaid: new Decimal(follow.sharesPaid).plus(ps.share).toFixed(),
  });
  if (follow.status !== 'active' || follow.stopLossPercent === null || cause === 'stop_loss') return;
  const loss = await lossOf(deps, tx, follow.id, ps.cumulative);
  if (reached(loss, follow.stopLossPercent, follow.budget)) await stop(tx, follow.id);
}

/** realised + unrealised of the follow's open copies (negative: a loss). */
export async function lossOf(
  deps: CopyDeps,
  db: DbOrTx,
  followId: number,
  realised: Decimal | string,
): Promise<Decimal> {
  const open = await repo.openCopiesOf(db, [followId]);
  const rows = await deps.copies.rows(
    db,
    open.map((o) => o.positionId),
  );
  return rows.reduce((s, r) => s.plus(deps.copies.unrealised(r)), new Decimal(realised));
}

/** The copier stop-loss is reached: the result is at or below −percent % of the budget. */
export function reached(result: Decimal, percent: number, budget: string): boolean {
  return result.lte(new Decimal(budget).mul(percent).div(100).neg());
}
