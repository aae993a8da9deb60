import type pg from 'pg';
import { Scheduler } from '../../../platform/scheduler';
import { makerLock, type MakerLock } from './maker-lock';
import { MarketMakerRunner, type MarketMakerDeps, type RefreshReport } from './runner';

/**
 * The house market maker as the app runs it (issue 5): when MARKET_MAKER is on, a scheduled job that every
 * MARKET_MAKER_REFRESH_MS tries to hold the maker lock (one node quotes; another takes over if it dies) and,
 * holding it, refreshes the quotes (runner.ts). A refresh never overlaps the previous one, and a failure is
 * logged, never thrown. `stop` (app close) lets the running refresh finish and starts no other.
 */
export class MarketMaker {
  readonly runner: MarketMakerRunner;
  private readonly scheduler: Scheduler;
  private readonly lock: MakerLock;
  private started = false;
  /** The scheduled run in progress (or the last one). */
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: MarketMakerDeps & { pool: pg.Pool }) {
    this.runner = new MarketMakerRunner(deps);
    this.scheduler = new Scheduler(deps.log);
    this.lock = makerLock(deps.pool);
  }

  get enabled(): boolean {
    return this.deps.config.enabled;
  }

  /** Starts the quoting job if MARKET_MAKER is on (the first run starts at once, in the background). */
  start(): void {
    if (!this.enabled || this.started) return;
    this.started = true;
    this.scheduler.every('market-maker', this.deps.config.refreshMs, () => {
      this.current = this.scheduledRun();
      return this.current;
    });
  }

  private async scheduledRun(): Promise<void> {
    if (!(await this.lock.acquire())) return;
    await this.runner.refreshOnce();
  }

  /** Resolves when the scheduled run in progress, if any, has finished (its failure is the scheduler's). */
  async idle(): Promise<void> {
    await this.current.catch(() => undefined);
  }

  /** One refresh now, on this node (tests; the scheduled job calls it only while holding the lock). */
  refreshOnce(): Promise<RefreshReport> {
    return this.runner.refreshOnce();
  }

  async stop(): Promise<void> {
    await this.scheduler.stop();
    await this.runner.close();
    await this.lock.release();
  }
}
