import { Decimal } from '@meridian/contract';
import type { DomainEventPayload } from '@meridian/contract/domain-events';
import { type FuturesPosition, FUTURES_STATUS } from '@meridian/contract/futures';
import { z } from 'zod';
import type { Tx } from '../../../platform/db';
import { defineSubscriber, type Subscriber } from '../../../platform/domain-events';
import { defineJob, type AnyJobDefinition, type JobDefinition } from '../../../platform/jobs';
import { displayName, type FollowLive } from '../follows.view';
import { closingContext, onCopiesClosed } from './copy-closed';
import { closeBatch, openBatch, stopsBatch } from './copy-fanout';
import { COPY_LINKS } from '../traders.service';
import * as repo from './copy.repo';
import { COPY_BATCH, COPY_PRIORITY, type CopyDeps } from './copy.deps';
import { StopLossWatch } from './stop-loss-watch';

const ids = z.array(z.number().int().positive()).min(1).max(1000);
const openPayload = z.object({ traderPositionId: z.number().int().positive(), followIds: ids });
const closePayload = z.object({
  traderPositionId: z.number().int().positive(),
  positionIds: ids,
  reason: z.string().max(20),
});
const stopsPayload = z.object({ traderPositionId: z.number().int().positive(), positionIds: ids });
const followPayload = z.object({ followId: z.number().int().positive() });

const chunks = <T>(list: T[], size = COPY_BATCH): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

type Payload<N extends 'futures.position_opened' | 'futures.position_changed' | 'futures.position_closed'> =
  DomainEventPayload<N>;

/**
 * The copy engine. Every change of a trader's own futures position arrives as a durable domain
 * event (recorded in the transaction of the change); its subscriber enqueues, in its delivery transaction,
 * one durable copy job per batch of COPY_BATCH followers — open the copies (market or filled limit), mirror a
 * TP/SL edit, close the copies still attached (any close reason: manual, TP, SL, liquidation, batch,
 * overnight liquidation). Nothing is lost between the trader's commit and the copies' (events and jobs are
 * rows of the same database) and nothing happens twice (copy_trades is unique per follow and trader position;
 * a close re-reads each row under its lock). Copies are never mirrored again (events with `copyOf` are
 * ignored). The profit share, the follow's P&L and the copier stop-loss run in each copy's close transaction
 * (copy-closed.ts); the stop-loss is also checked on the marks by one node (stop-loss-watch.ts).
 */
export class CopyEngine {
  readonly jobs: {
    open: JobDefinition<z.infer<typeof openPayload>>;
    close: JobDefinition<z.infer<typeof closePayload>>;
    stops: JobDefinition<z.infer<typeof stopsPayload>>;
    stop: JobDefinition<z.infer<typeof followPayload>>;
  };
  readonly subscribers: Subscriber[];
  private readonly watch: StopLossWatch;
  private offHook: (() => void) | undefined;

  constructor(private readonly deps: CopyDeps) {
    this.jobs = {
      open: defineJob({
        name: 'copytrade.open_copies',
        payload: openPayload,
        handler: (p) => openBatch(deps, p.traderPositionId, p.followIds),
      }),
      close: defineJob({
        name: 'copytrade.close_copies',
        payload: closePayload,
        handler: (p) => closeBatch(deps, p.traderPositionId, p.positionIds, p.reason),
      }),
      stops: defineJob({
        name: 'copytrade.copy_stops',
        payload: stopsPayload,
        handler: (p) => stopsBatch(deps, p.traderPositionId, p.positionIds),
      }),
      stop: defineJob({
        name: 'copytrade.stop_follow',
        payload: followPayload,
        handler: (p) => this.closeFollow(p.followId, 'stop_loss'),
      }),
    };
    this.subscribers = [
      defineSubscriber({
        name: 'copytrade.copy_opened',
        event: 'futures.position_opened',
        handle: (tx, e) => this.fanOutOpen(tx, e.payload),
      }),
      defineSubscriber({
        name: 'copytrade.copy_stops',
        event: 'futures.position_changed',
        handle: (tx, e) => this.fanOutStops(tx, e.payload),
      }),
      defineSubscriber({
        name: 'copytrade.copy_closed',
        event: 'futures.position_closed',
        handle: (tx, e) => this.fanOutClose(tx, e.payload),
      }),
    ];
    this.watch = new StopLossWatch(deps, (followId) => this.closeFollow(followId, 'stop_loss'));
  }

  /** The module's jobs (copy batches and the stop-loss job). */
  get jobDefinitions(): AnyJobDefinition[] {
    return Object.values(this.jobs);
  }

  /** Hooks into every copy close and starts the stop-loss check (it leads on one node). */
  start(): void {
    this.offHook ??= this.deps.copies.onCopyClosed((tx, rows) =>
      onCopiesClosed(this.deps, tx, rows, (t, followId) => this.enqueueStop(t, followId)),
    );
    this.watch.start();
  }

  async stop(): Promise<void> {
    await this.watch.stop();
    this.offHook?.();
    this.offHook = undefined;
  }

  /** Waits for the stop-loss check to lead (tests). */
  readyWatch(): Promise<boolean> {
    return this.watch.ready();
  }

  /** One stop-loss check now (tests; the leader runs it every few seconds). */
  checkStopLosses(): Promise<number> {
    return this.watch.check();
  }

  private async fanOutOpen(tx: Tx, p: Payload<'futures.position_opened'>): Promise<void> {
    if (p.copyOf) return;
    if (!(await repo.isActiveTrader(tx, p.userId))) return;
    const follows = await repo.activeFollowIds(tx, p.userId);
    for (const followIds of chunks(follows))
      await this.deps.jobs.enqueue(
        tx,
        this.jobs.open,
        { traderPositionId: p.positionId, followIds },
        { priority: COPY_PRIORITY },
      );
  }

  private async fanOutStops(tx: Tx, p: Payload<'futures.position_changed'>): Promise<void> {
    if (p.copyOf || p.change !== 'stops') return;
    const copies = await this.deps.copies.attachedOf(tx, p.positionId);
    for (const positionIds of chunks(copies))
      await this.deps.jobs.enqueue(
        tx,
        this.jobs.stops,
        { traderPositionId: p.positionId, positionIds },
        { priority: COPY_PRIORITY },
      );
  }

  private async fanOutClose(tx: Tx, p: Payload<'futures.position_closed'>): Promise<void> {
    if (p.copyOf) return;
    const copies = await this.deps.copies.attachedOf(tx, p.positionId);
    for (const positionIds of chunks(copies))
      await this.deps.jobs.enqueue(
        tx,
        this.jobs.close,
        { traderPositionId: p.positionId, positionIds, reason: p.reason },
        { priority: COPY_PRIORITY },
      );
  }

  private async enqueueStop(tx: Tx, followId: number): Promise<void> {
    await this.deps.jobs.enqueue(tx, this.jobs.stop, { followId }, { key: `copy-stop:${followId}` });
  }

  /** follow/selfHolding: the user's attached copy becomes their own position. */
  async selfHold(userId: number, positionId: number): Promise<FuturesPosition> {
    const row = await this.deps.db.transaction(async (tx) => {
      const detached = await this.deps.copies.detachOne(tx, positionId, userId);
      await repo.markDetached(tx, [detached.id]);
      return detached;
    });
    this.deps.copies.changed([row]);
    return this.deps.copies.view(row);
  }

  /**
   * A follow ends (cancelled, trader revoked): its open copies are detached in the caller's transaction and
   * stay the follower's. Call it BEFORE locking or updating the follow row in that transaction (a copy's close
   * locks its position, then its follow: the same order). Returns the positions detached (for afterCommit).
   */
  async detachFollow(tx: Tx, followId: number): Promise<number[]> {
    const open = await repo.openCopiesOf(tx, [followId]);
    const detached = await this.deps.copies.detach(
      tx,
      open.map((o) => o.positionId),
    );
    await repo.markDetached(
      tx,
      open.map((o) => o.positionId),
    );
    return detached.map((r) => r.id);
  }

  /**
   * The copier stop-loss: the follow stops (`stopped`, `stop_loss`) and its open copies close at the mark
   * (reason `copy_stop`) in one transaction; the follower is notified. Nothing when the follow is not active.
   */
  async closeFollow(followId: number, cause: 'stop_loss'): Promise<void> {
    const [first] = await repo.followsByIds(this.deps.db, [followId]);
    if (!first || first.status !== 'active') return;
    const closed = await this.deps.db.transaction(async (tx) => {
      await repo.lockUsersAtOnce(tx, [first.followerUserId]);
      const open = await repo.openCopiesOf(tx, [followId]);
      closingContext.set(tx, { traderReason: '' });
      const rows = await this.deps.copies.close(
        tx,
        open.map((o) => o.positionId),
        'copy_stop',
      );
      const follow = await repo.lockFollow(tx, followId);
      if (!follow || follow.status !== 'active') return rows;
      await repo.updateFollow(tx, followId, { status: 'stopped', endReason: cause, endedAt: new Date() });
      const trader = (await this.deps.account.profilesOf([follow.traderUserId], tx)).get(follow.traderUserId);
      await this.deps.notifications.notify(tx, {
        userId: follow.followerUserId,
        key: 'copy_stopped',
        params: {
          trader: displayName(follow.traderUserId, trader),
          loss: Decimal.max(0, new Decimal(follow.realised).neg()).toFixed(2),
          percent: follow.stopLossPercent ?? 0,
        },
        link: COPY_LINKS.my,
        ref: `copy-stop:${followId}`,
      });
      return rows;
    });
    this.deps.copies.changed(closed);
  }

  /** After the caller's commit: sockets and the trigger index learn of these positions. */
  async afterCommit(positionIds: number[]): Promise<void> {
    this.deps.copies.changed(await this.deps.copies.rows(this.deps.db, positionIds));
  }

  /**
   * What the open (attached) copies of each follow hold now, on the marks: `unrealised` is net of their fees
   * (unrealised P&L − trade fee − overnight fees), as the follow's realised result is. One rounding rule so
   * the copies add up to their totals: each copy counts as its card shows it (the position view's
   * `net_profits`, the P&L rounded down to the money decimals, minus its fees) and a total is the exact sum of
   * those rounded rows, never a sum rounded again.
   */
  async liveOf(followIds: number[]): Promise<Map<number, FollowLive>> {
    const open = await repo.openCopiesOf(this.deps.db, followIds);
    const rows = new Map(
      (
        await this.deps.copies.rows(
          this.deps.db,
          open.map((o) => o.positionId),
        )
      ).map((r) => [r.id, r]),
    );
    const out = new Map<number, { unrealised: Decimal; margin_used: Decimal; open_copies: number }>();
    for (const o of open) {
      const r = rows.get(o.positionId);
      if (!r || r.status !== FUTURES_STATUS.open) continue;
      const e = out.get(o.followId) ?? {
        unrealised: new Decimal(0),
        margin_used: new Decimal(0),
        open_copies: 0,
      };
      e.unrealised = e.unrealised.plus(this.deps.copies.view(r).net_profits);
      e.margin_used = e.margin_used.plus(r.margin);
      e.open_copies += 1;
      out.set(o.followId, e);
    }
    return out;
  }
}
