import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { bounded, lockConnectionOf, type LockConnection } from './lock-connection';

/** First key of every leadership lock ("LEAD"), in PostgreSQL's two-int4 advisory key space. */
export const LEADERSHIP_SPACE = 0x4c45_4144;
/** How often a leader checks that its lock connection answers and still holds the lock. */
export const CHECK_MS = 1_000;
/** How often a follower tries to take the lock. */
export const RETRY_MS = 2_000;
/** Longest wait for the database on any step (connect, lock, check, unlock) before it counts as gone. */
export const TIMEOUT_MS = 5_000;

/** Why onStepDown is called: the lock was lost, stop() was called, or onLead failed. */
export type StepDownReason = 'lost' | 'stopped' | 'failed';

export interface LeadershipOptions {
  /** The role's name ('futures-triggers'); its lock key is derived from it (leadershipKey). */
  name: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Starts the engine on this node; `signal` aborts when this node steps down or stops. */
  onLead(signal: AbortSignal): Promise<void>;
  /** Stops the engine (also after a partial onLead); must tolerate a database that is gone. */
  onStepDown(reason: StepDownReason): Promise<void>;
  checkMs?: number;
  retryMs?: number;
  timeoutMs?: number;
}

const LOCK_SQL = 'SELECT pg_try_advisory_lock($1::int, $2::int) AS locked';
const UNLOCK_SQL = 'SELECT pg_advisory_unlock($1::int, $2::int) AS unlocked';
const HELD_SQL = `SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND granted
  AND pid = pg_backend_pid() AND classid = $1::oid AND objid = $2::oid AND objsubid = 2) AS held`;

/** The advisory lock key of a role: (LEADERSHIP_SPACE, 31 bits of the name's SHA-256). */
export function leadershipKey(name: string): readonly [number, number] {
  return [LEADERSHIP_SPACE, createHash('sha256').update(name).digest().readUInt32BE(0) & 0x7fff_ffff];
}

/**
 * One named role that exactly one node plays at a time (a hot in-memory engine: the market feed, the futures
 * trigger index, the options settler, the market maker). It holds a session-level PostgreSQL advisory lock on
 * the node's lock connection, shared by all its roles (lock-connection.ts); PostgreSQL frees the lock when that
 * connection or the node dies.
 *
 * - start(): tries at once, then every `retryMs` while another node leads;
 * - holding the lock it runs onLead, then every `checkMs` checks that the lock's connection answers and that
 *   its backend still holds the lock; when not (or the check takes over `timeoutMs`) it steps down: aborts
 *   the signal, runs onStepDown, closes the connection (the node's other roles then step down too: their locks
 *   went with it), and waits 1.5 × retryMs before trying again, so a healthy follower takes over first;
 * - stop(): steps down (onStepDown, then the lock is released) so another node can take over at once.
 *
 * Steps never overlap and never throw: a database that is gone is a failed attempt or a lost lock, logged
 * once per transition.
 */
export class Leadership {
  readonly key: readonly [number, number];
  private readonly keyId: string;
  private readonly connection: LockConnection;
  private readonly checkMs: number;
  private readonly retryMs: number;
  private readonly timeoutMs: number;
  private client: pg.PoolClient | undefined;
  private controller: AbortController | undefined;
  private isLeading = false;
  private active = false;
  private stopped = false;
  private chain: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private pauseMs: number | undefined;
  private following = false;
  private unreachable = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: LeadershipOptions,
  ) {
    this.key = leadershipKey(options.name);
    this.keyId = this.key.join(':');
    this.connection = lockConnectionOf(pool);
    this.checkMs = options.checkMs ?? CHECK_MS;
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  }

  get name(): string {
    return this.options.name;
  }

  /** True from the end of a successful onLead until a step-down begins. */
  get leading(): boolean {
    return this.isLeading;
  }

  /** Starts trying to lead (the first attempt is queued at once; see settled()). */
  start(): void {
    if (this.active || this.stopped) return;
    this.active = true;
    this.connection.join(this);
    this.tick();
  }

  /** Tries to lead now (starting the role if needed); true once this node leads and onLead is done. */
  async tryLead(): Promise<boolean> {
    if (this.stopped) return false;
    if (!this.active) this.start();
    else void this.serial(() => this.attempt());
    await this.chain;
    return this.isLeading;
  }

  /** Resolves when the steps queued so far (an attempt, onLead, a check) are done; true while leading. */
  async settled(): Promise<boolean> {
    await this.chain;
    return this.isLeading;
  }

  /** Steps down if leading (onStepDown, then the lock is released) and stops trying. */
  async stop(): Promise<void> {
    if (!this.stopped) {
      this.stopped = true;
      this.active = false;
      if (this.timer) clearTimeout(this.timer);
      this.timer = undefined;
      this.controller?.abort();
      void this.serial(() => this.stepDown('stopped'));
    }
    await this.chain;
    this.connection.leave(this);
  }

  private tick(): void {
    this.timer = undefined;
    void this.serial(() => (this.isLeading ? this.check() : this.attempt())).then(() => this.schedule());
  }

  private schedule(): void {
    if (!this.active || this.timer) return;
    const ms = this.isLeading ? this.checkMs : (this.pauseMs ?? this.retryMs);
    this.pauseMs = undefined;
    this.timer = setTimeout(() => this.tick(), ms);
    this.timer.unref();
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(step).catch((err: unknown) => {
      this.options.log.error({ err, role: this.name }, 'leadership step failed');
    });
    this.chain = next;
    return next;
  }

  private async attempt(): Promise<void> {
    if (this.stopped || this.client) return;
    let client: pg.PoolClient;
    try {
      client = await this.connection.get(this.timeoutMs);
    } catch (err) {
      return this.lostDatabase(err);
    }
    // another role of this name on this node leads (or is trying): the lock would be granted again to its session
    if (!this.connection.claim(this.keyId)) return this.follow();
    let locked: boolean;
    try {
      const r = await bounded(
        this.connection.query<{ locked: boolean }>(client, LOCK_SQL, [...this.key]),
        this.timeoutMs,
      );
      locked = r.rows[0]?.locked === true;
    } catch (err) {
      this.connection.unclaim(this.keyId);
      this.connection.discard(client);
      return this.lostDatabase(err);
    }
    this.foundDatabase();
    // a lock taken on a connection another role discarded meanwhile went with it
    if (!locked || !this.connection.isCurrent(client)) {
      this.connection.unclaim(this.keyId);
      return this.follow();
    }
    if (this.stopped) return this.unlock(client);
    this.client = client;
    const controller = (this.controller = new AbortController());
    try {
      await this.options.onLead(controller.signal);
    } catch (err) {
      this.options.log.error({ err, role: this.name }, 'could not start leading; stepping down');
      return this.stepDown('failed');
    }
    if (controller.signal.aborted) return this.stepDown('stopped');
    this.isLeading = true;
    this.following = false;
    this.options.log.info({ role: this.name }, 'this node leads');
  }

  private follow(): void {
    if (!this.following) this.options.log.info({ role: this.name }, 'another node leads; following');
    this.following = true;
  }

  /** The leader's alive check: its lock connection answers and its backend still holds the lock. */
  private async check(): Promise<void> {
    const client = this.client;
    if (!client || !this.isLeading) return;
    let error: unknown;
    try {
      const r = await bounded(
        this.connection.query<{ held: boolean }>(client, HELD_SQL, [...this.key]),
        this.timeoutMs,
      );
      if (r.rows[0]?.held === true) return;
    } catch (err) {
      error = err;
    }
    this.options.log.warn(
      { err: error, role: this.name },
      error
        ? 'leadership lock connection lost; stepping down'
        : 'leadership lock no longer held; stepping down',
    );
    await this.stepDown('lost');
  }

  private async stepDown(reason: StepDownReason): Promise<void> {
    const client = this.client;
    if (!client) return;
    this.isLeading = false;
    this.controller?.abort();
    this.controller = undefined;
    try {
      await this.options.onStepDown(reason);
    } catch (err) {
      this.options.log.error({ err, role: this.name, reason }, 'step-down failed');
    }
    this.client = undefined;
    if (reason === 'lost') {
      this.connection.discard(client);
      this.pauseMs = Math.round(this.retryMs * 1.5);
    } else await this.unlock(client);
    this.options.log.info({ role: this.name, reason }, 'this node stepped down');
  }

  /** Unlocks, leaving the connection to the node's other roles; a connection that may still hold the lock is closed. */
  private async unlock(client: pg.PoolClient): Promise<void> {
    try {
      await bounded(this.connection.query(client, UNLOCK_SQL, [...this.key]), this.timeoutMs);
      this.connection.unclaim(this.keyId);
      return;
    } catch {
      // The database is gone or slow: closing the connection frees the lock in any case.
    }
    this.connection.discard(client);
  }

  private lostDatabase(err: unknown): void {
    this.following = false;
    if (this.unreachable) return;
    this.unreachable = true;
    this.options.log.warn({ err, role: this.name }, 'database unreachable; will try to lead again');
  }

  private foundDatabase(): void {
    if (!this.unreachable) return;
    this.unreachable = false;
    this.options.log.info({ role: this.name }, 'database reachable again');
  }
}
