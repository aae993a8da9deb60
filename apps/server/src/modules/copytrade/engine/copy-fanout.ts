import { Decimal } from '@meridian/contract';
import { copyLots, type CopySkipReason } from '@meridian/contract/copytrade';
import { FUTURES_STATUS } from '@meridian/contract/futures';
import { afterCommit } from '../../../platform/db/after-commit';
import type { FuturesPositionRow } from '../../futures';
import { displayName } from '../follows.view';
import { closingContext } from './copy-closed';
import { COPY_LINKS } from '../traders.service';
import * as repo from './copy.repo';
import type { CopyDeps } from './copy.deps';

/**
 * The copy jobs' work, one transaction per batch of followers (copy-engine.ts enqueues the batches in the
 * transaction of the trader's change). Each is idempotent: an open writes one copy_trades row per follow and
 * trader position (unique), so a batch run again skips the follows it already did; a close or a TP/SL update
 * re-reads every position under its lock and leaves what is no longer attached, open or different.
 */

/**
 * Opens the copies of the trader's position for these follows at the mark of the moment, set-based (one mark,
 * one count, one balances query, one ledger call, one insert each for positions, events and records:
 * CopyPositions.openMany). The followers' locks come first (ascending), then the trader's position
 * share-locked: if it closed meanwhile nothing is opened, and its close waits for this commit, so its fan-out
 * closes every copy made here.
 */
export async function openBatch(
  deps: CopyDeps,
  traderPositionId: number,
  followIds: number[],
): Promise<void> {
  const first = await repo.followsByIds(deps.db, followIds);
  if (first.length === 0) return;
  await deps.db.transaction(async (tx) => {
    await repo.lockUsersAtOnce(
      tx,
      first.map((f) => f.followerUserId),
    );
    const source = await deps.copies.source(tx, traderPositionId);
    if (!source) return;
    const follows = (await repo.followsByIds(tx, followIds)).filter(
      (f) => f.status === 'active' && f.traderUserId === source.userId,
    );
    const done = await repo.copiedFollows(
      tx,
      traderPositionId,
      follows.map((f) => f.id),
    );
    const todo = follows.filter((f) => !done.has(f.id));
    if (todo.length === 0) return;
    const used = await marginUsed(
      deps,
      tx,
      todo.map((f) => f.id),
    );
    const opened: FuturesPositionRow[] = [];
    const records: repo.NewCopyTrade[] = [];
    const skipped: { followerId: number; followId: number; reason: CopySkipReason }[] = [];
    // whole lots (a fixed-lots follow stores whole lots; floored should one ever not be)
    const lotsOf = new Map(
      todo.map((f) => [f.id, Math.floor(copyLots(f.type as 1 | 2, f.number, source.lots))]),
    );
    const orders = todo.filter((f) => lotsOf.get(f.id)! >= 1);
    const results = new Map(
      (
        await deps.copies.openMany(
          tx,
          source,
          orders.map((f) => ({
            followerId: f.followerUserId,
            lots: lotsOf.get(f.id)!,
            maxCost: new Decimal(f.budget).minus(used.get(f.id) ?? 0),
          })),
        )
      ).map((r, i) => [orders[i]!.id, r]),
    );
    for (const f of todo) {
      const lots = lotsOf.get(f.id)!;
      const r = results.get(f.id) ?? { skip: 'too_small' as const };
      const base = {
        followId: f.id,
        followerUserId: f.followerUserId,
        traderUserId: source.userId,
        traderPositionId: source.id,
      };
      if (r.row) {
        opened.push(r.row);
        records.push({ ...base, positionId: r.row.id, status: 'open', lots });
      } else {
        records.push({ ...base, status: 'skipped', skipReason: r.skip, lots });
        skipped.push({ followerId: f.followerUserId, followId: f.id, reason: r.skip });
      }
    }
    await repo.insertCopyTrades(tx, records);
    if (skipped.length > 0) {
      const trader = displayName(
        source.userId,
        (await deps.account.profilesOf([source.userId], tx)).get(source.userId),
      );
      const symbol = deps.copies.symbolOf(source.pairId);
      for (const s of skipped)
        await deps.notifications.notify(tx, {
          userId: s.followerId,
          key: 'copy_skipped',
          params: { trader, symbol, reason: s.reason },
          link: COPY_LINKS.my,
          ref: `copy-skip:${s.followId}:${source.id}`,
        });
    }
    afterCommit(tx, () => deps.copies.changed(opened));
  });
}

/** Σ margin held by the open copies of each follow (what its budget already carries). */
async function marginUsed(deps: CopyDeps, db: Parameters<typeof repo.openCopiesOf>[0], followIds: number[]) {
  const open = await repo.openCopiesOf(db, followIds);
  const rows = new Map(
    (
      await deps.copies.rows(
        db,
        open.map((o) => o.positionId),
      )
    ).map((r) => [r.id, r]),
  );
  const used = new Map<number, Decimal>();
  for (const o of open) {
    const r = rows.get(o.positionId);
    if (r?.status === FUTURES_STATUS.open)
      used.set(o.followId, (used.get(o.followId) ?? new Decimal(0)).plus(r.margin));
  }
  return used;
}

/**
 * Closes the copies still attached to the trader's closed position, at the mark of the moment (reason
 * `copy`; their records keep the trader's reason). The owners' locks come first, then the rows in id order.
 */
export async function closeBatch(
  deps: CopyDeps,
  traderPositionId: number,
  ids: number[],
  traderReason: string,
): Promise<void> {
  const rows = await deps.copies.rows(deps.db, ids);
  const live = rows.filter(
    (r) => r.status === FUTURES_STATUS.open && r.copyAttached && r.followOrderId === traderPositionId,
  );
  if (live.length === 0) return;
  await deps.db.transaction(async (tx) => {
    await repo.lockUsersAtOnce(
      tx,
      live.map((r) => r.userId),
    );
    closingContext.set(tx, { traderReason });
    const closed = await deps.copies.close(
      tx,
      live.map((r) => r.id),
      'copy',
      traderPositionId,
    );
    afterCommit(tx, () => deps.copies.changed(closed));
  });
}

/** The trader's TP/SL, as far as valid for each copy, onto the copies still attached. */
export async function stopsBatch(deps: CopyDeps, traderPositionId: number, ids: number[]): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const source = await deps.copies.source(tx, traderPositionId);
    if (!source) return;
    const changed = await deps.copies.setStops(tx, ids, source);
    afterCommit(tx, () => deps.copies.changed(changed));
  });
}
