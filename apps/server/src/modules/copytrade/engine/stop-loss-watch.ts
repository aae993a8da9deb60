import { Decimal } from '@meridian/contract';
import { Leadership } from '../../../platform/leadership';
import { Scheduler } from '../../../platform/scheduler';
import { reached } from './copy-closed';
import * as repo from './copy.repo';
import { STOP_LOSS_CHECK_MS, type CopyDeps } from './copy.deps';

/**
 * The copier stop-loss on the marks: one node (role 'copy-stop-loss', platform/leadership.ts)
 * checks every STOP_LOSS_CHECK_MS each active follow with a stop-loss and open copies — realised result plus
 * the open copies' unrealised P&L on the current marks, net of the copies' fees — and stops those at or
 * below −percent % of the budget (`onReached`: the follow stops and its copies close). Closes are checked in
 * their own transaction as well (copy-closed.ts), so a loss realised between two checks stops the follow at
 * once.
 */
export class StopLossWatch {
  private readonly role: Leadership;
  private readonly scheduler: Scheduler;
  private started = false;

  constructor(
    private readonly deps: CopyDeps,
    private readonly onReached: (followId: number) => Promise<void>,
  ) {
    this.scheduler = new Scheduler(deps.log);
    this.role = new Leadership(deps.pool, {
      name: 'copy-stop-loss',
      log: deps.log,
      onLead: () => Promise.resolve(),
      onStepDown: () => Promise.resolve(),
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.role.start();
    this.scheduler.every('copy-stop-loss', STOP_LOSS_CHECK_MS, async () => {
      if (this.role.leading) await this.check();
    });
  }

  ready(): Promise<boolean> {
    return this.role.leading ? Promise.resolve(true) : this.role.tryLead();
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.role.stop();
  }

  /** Stops every follow whose result reached its stop-loss now. Returns how many. */
  async check(): Promise<number> {
    const watched = await repo.stopLossWatch(this.deps.db);
    if (watched.length === 0) return 0;
    const rows = new Map(
      (
        await this.deps.copies.rows(
          this.deps.db,
          watched.flatMap((w) => w.positionIds),
        )
      ).map((r) => [r.id, r]),
    );
    let stopped = 0;
    for (const { follow, positionIds } of watched) {
      const result = positionIds.reduce((s, id) => {
        const r = rows.get(id);
        return r ? s.plus(this.deps.copies.result(r)) : s;
      }, new Decimal(follow.realised));
      if (!reached(result, follow.stopLossPercent ?? 0, follow.budget)) continue;
      try {
        await this.onReached(follow.id);
        stopped++;
      } catch (err) {
        this.deps.log.error({ err, followId: follow.id }, 'copier stop-loss failed; checked again next time');
      }
    }
    return stopped;
  }
}
