import type { FuturesCloseReason } from '@meridian/contract/futures';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db, Tx } from '../../platform/db';
import { crossed, LeadingTriggers, toTicks, type FiredLevel } from '../../platform/leading-triggers';
import type { MarketService } from '../market';
import * as repo from './futures.repo';
import type { FuturesPositionRow } from './futures.schema';
import type { FuturesService } from './futures.service';
import { levelsOf, TRIGGER_KINDS, type TriggerPayload } from './trigger-levels';
import { readLiveLevels } from './trigger-rebuild';

export { TICK_SLICE, toTicks } from '../../platform/leading-triggers';
/** Fired triggers processed per transaction. */
export const JOB_BATCH = 100;

type Job = FiredLevel<TriggerPayload>;

const REASON: Record<'tp' | 'sl' | 'liq', FuturesCloseReason> = {
  tp: 'tp',
  sl: 'sl',
  liq: 'liquidation',
};

/**
 * The futures trigger runtime: limit activations, TP, SL and liquidation levels of every live
 * position in the trigger index, per symbol in the pair's ticks, on the node leading the 'futures-triggers'
 * role (platform/leading-triggers.ts: ticks applied as they arrive, one in-order queue, the `updated_seq` sync).
 *
 * Fired triggers are processed JOB_BATCH per transaction: the batch's rows are locked in id order first, then
 * each job re-checks its position's state (a manual close racing a trigger pays once) and closes at the tick
 * price that fired it, storing price, time and reason (a failed batch runs again job by job).
 */
export class FuturesTriggers extends LeadingTriggers<FuturesPositionRow, TriggerPayload> {
  constructor(
    private readonly deps: {
      db: Db;
      pool: pg.Pool;
      service: FuturesService;
      market: MarketService;
      log: FastifyBaseLogger;
    },
  ) {
    const { db, service } = deps;
    const pair = (pairId: number) => {
      try {
        return service.pairById(pairId);
      } catch {
        return undefined;
      }
    };
    super(
      {
        role: 'futures-triggers',
        syncTask: 'lever-triggers',
        rebuiltMessage: 'futures trigger index rebuilt',
        page: repo.REPO_BATCH_MAX,
        livePage: (after, limit) => repo.livePositions(db, after, limit),
        // The rebuild reads only the level columns, LIVE_LEVEL_PAGE positions per query
        liveLevels: (signal, maxPages) =>
          readLiveLevels(
            (after) => repo.liveLevelRows(db, after, repo.LIVE_LEVEL_PAGE),
            pair,
            repo.LIVE_LEVEL_PAGE,
            signal,
            maxPages,
          ),
        changedSince: (seq, since, limit) => repo.changedSince(db, seq, since, limit),
        currentSeq: () => repo.currentSeq(db),
        idOf: (r) => r.id,
        seqOf: (r) => r.updatedSeq,
        pairIdOf: (r) => r.pairId,
        onChange: (listener) => service.onChange(listener),
        pair,
        levels: (row) => {
          const p = pair(row.pairId);
          return p ? levelsOf(row, p) : [];
        },
        triggerIds: (row) => TRIGGER_KINDS.map((k) => `${k}:${row.id}`),
        keyOf: (p) => `${p.kind}:${p.positionId}`,
        batch: JOB_BATCH,
      },
      {
        pool: deps.pool,
        ticks: (listener) => deps.market.onTicks((batch) => listener(batch.ticks)),
        log: deps.log,
      },
    );
  }

  /** Up to JOB_BATCH fired triggers in one transaction (a failed batch runs again job by job). */
  protected async process(jobs: Job[]): Promise<void> {
    if (jobs.length === 1 || !(await this.runBatch(jobs))) for (const job of jobs) await this.run(job);
  }

  /** What a fired level does; a limit close reports the part closed and the rest. */
  private async transition(tx: Tx, job: Job): Promise<(FuturesPositionRow | undefined)[]> {
    const { positionId, kind } = job.payload;
    const at = new Date(job.time);
    const { transitions: t, resize, alerts } = this.deps.service;
    const reached = (row: FuturesPositionRow) => this.reached(row, job);
    switch (kind) {
      case 'lim':
        return [await t.activate(tx, positionId, job.price, at, reached)];
      case 'warn':
      case 'rearm':
        return [await alerts.fire(tx, positionId, kind, job.price, reached)];
      case 'lc': {
        const row = await repo.lockPosition(tx, positionId);
        const lots = row?.closeLimitLots;
        if (!row || !lots) return [undefined];
        const done = await resize.closePart(tx, positionId, lots, 'limit', job.price, at, 'trigger', {
          reached,
        });
        return done ? [done.closed, done.rest] : [undefined];
      }
      case 'tp':
      case 'sl':
      case 'liq':
        return [await t.close(tx, positionId, REASON[kind], job.price, at, 'trigger', { reached })];
    }
  }

  /** The row's level of this kind, as it is now (another node may have moved it), is reached by the price. */
  private reached(row: FuturesPositionRow, job: Job): boolean {
    const pair = this.deps.service.pairById(row.pairId);
    const level = levelsOf(row, pair).find((t) => t.payload.kind === job.payload.kind);
    return level !== undefined && crossed(level, toTicks(job.price, pair.pricePrecision));
  }

  /** A job that did nothing (the row changed since the level fired): its current levels go back in. */
  private async restore(jobs: Job[], rows: (FuturesPositionRow | undefined)[]): Promise<void> {
    for (const [i, job] of jobs.entries()) {
      if (rows[i]) continue;
      const row = await repo.getPosition(this.deps.db, job.payload.positionId).catch(() => undefined);
      if (row) this.apply(row);
    }
  }

  /** One transaction for a slice of jobs: their rows are locked first, in id order (no lock cycles). */
  private async runBatch(jobs: Job[]): Promise<boolean> {
    try {
      const rows = await this.deps.db.transaction(async (tx) => {
        await repo.lockPositions(
          tx,
          jobs.map((j) => j.payload.positionId),
        );
        const out: (FuturesPositionRow | undefined)[][] = [];
        const all = async () => {
          for (const job of jobs) out.push(await this.transition(tx, job));
          return out;
        };
        // the slice's close notices in one insert, not one per position
        const notices = this.deps.service.closeNotices;
        return notices ? notices.batched(tx, all) : all();
      });
      this.deps.service.changed(rows.flat());
      await this.restore(
        jobs,
        rows.map((r) => r[0]),
      );
      return true;
    } catch (err) {
      this.deps.log.warn(
        { err, jobs: jobs.length },
        'futures trigger batch failed; running its jobs one by one',
      );
      return false;
    }
  }

  private async run(job: Job): Promise<void> {
    const { positionId, kind } = job.payload;
    try {
      const rows = await this.deps.db.transaction((tx) => this.transition(tx, job));
      this.deps.service.changed(rows);
      await this.restore([job], [rows[0]]);
    } catch (err) {
      this.deps.log.error({ err, positionId, kind }, 'futures trigger failed; its levels are restored');
      const row = await repo.getPosition(this.deps.db, positionId).catch(() => undefined);
      if (row) this.apply(row);
    }
  }
}
