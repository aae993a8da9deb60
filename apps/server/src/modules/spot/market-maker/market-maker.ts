import type pg from 'pg';
import { Leadership } from '../../../platform/leadership';
import { Scheduler } from '../../../platform/scheduler';
import { MarketMakerRunner, type MarketMakerDeps, type RefreshReport } from './runner';

/**
 * The house market maker as the app runs it: when MARKET_MAKER is on, this node tries to lead the
 * 'market-maker' role (platform/leadership.ts: one node quotes; another takes over if it dies or loses its
 * lock) and, leading, refreshes the quotes every MARKET_MAKER_REFRESH_MS (runner.ts), starting at once. A
 * refresh never overlaps the previous one, and a failure is logged, never thrown. Stepping down lets the
 * running refresh finish and starts no other; `stop` (app close) also closes the runner.
 */
export class MarketMaker {
  readonly runner: MarketMakerRunner;
  private readonly scheduler: Scheduler;
  private readonly role: Leadership;
  private started = false;
  /** The scheduled run in progress (or the last one). */
  private current: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: MarketMakerDeps & { pool: pg.Pool }) {
    this.runner = new MarketMakerRunner(deps);
    this.scheduler = new Scheduler(deps.log);
    this.role = new Leadership(deps.pool, {
      name: 'market-maker',
      log: deps.log,
      onLead: (signal) => Promise.resolve(this.lead(signal)),
      onStepDown: () => this.scheduler.stop(),
    });
  }

  get enabled(): boolean {
    return this.deps.config.enabled;
  }

  /** True while this node quotes for the house. */
  get leading(): boolean {
    return this.role.leading;
  }

  /** Starts trying to lead if MARKET_MAKER is on (leading, the first run starts at once, in background). */
  start(): void {
    if (!this.enabled || this.started) return;
    this.started = true;
    this.role.start();
  }

  /** Leading: a refresh now and every refreshMs; stepping down stops the running one after its pair. */
  private lead(signal: AbortSignal): void {
    this.runner.forget();
    this.scheduler.every('market-maker', this.deps.config.refreshMs, () => {
      this.current = this.runner.refreshOnce(signal);
      return this.current;
    });
  }

  /** Resolves once the leadership attempt in progress and the scheduled run in progress, if any, are done. */
  async idle(): Promise<void> {
    if (this.started) await this.role.settled();
    await this.current.catch(() => undefined);
  }

  /** One refresh now, on this node (tests; the scheduled job calls it only while leading). */
  refreshOnce(): Promise<RefreshReport> {
    return this.runner.refreshOnce();
  }

  /** Steps down (the running refresh ends after its pair), releases the lock and closes the runner. */
  async stop(): Promise<void> {
    await this.role.stop();
    await this.runner.close();
  }
}
