import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** Advisory-lock class of worker liveness locks ("JOBS"); the second key is hashtext(worker id). */
const LOCK_CLASS = 0x4a4f4253;

/**
 * Crash recovery for jobs. graphile-worker locks a job to the worker running it and, on its own, frees the
 * lock of a worker that died (kill -9, lost machine) only after 4 hours. Here each worker of this process
 * holds a session advisory lock named after its id, on one dedicated connection, taken before it asks for its
 * first job: PostgreSQL drops the locks when the process dies. Every runner sweeps now and then: jobs locked
 * for longer than `graceMs` by a worker whose lock nobody holds are handed back to the queue at once
 * (force_unlock_workers), to run again on any node (the interrupted attempt counts as one).
 */
export class WorkerLiveness {
  private client: pg.PoolClient | undefined;
  private connecting: Promise<pg.PoolClient> | undefined;
  private readonly workers = new Set<string>();
  /** Lock statements on the one connection run one after another (workers start at the same time). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Marks `workerId` alive for as long as this process (and its lock connection) lives. */
  async hold(workerId: string): Promise<void> {
    this.workers.add(workerId);
    const client = await this.connection();
    await this.serially(() => lock(client, workerId));
  }

  /** Hands back the jobs of dead workers. Returns the ids of the workers whose jobs were freed. */
  async sweep(graceMs: number): Promise<string[]> {
    // A lost lock connection is replaced (its locks taken again) before anyone else's are judged.
    if (this.workers.size > 0) await this.connection();
    const r = await this.pool.query<{ locked_by: string }>(
      `WITH dead AS (
         SELECT DISTINCT j.locked_by FROM graphile_worker.jobs j
          WHERE j.locked_by IS NOT NULL
            AND j.locked_at < now() - make_interval(secs => $2::double precision / 1000)
            AND NOT EXISTS (
              SELECT 1 FROM pg_locks l
               WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 2
                 AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
                 AND l.classid = $1::bigint::oid
                 AND l.objid = (hashtext(j.locked_by)::bigint & 4294967295)::oid))
       SELECT locked_by FROM dead, LATERAL graphile_worker.force_unlock_workers(ARRAY[dead.locked_by])`,
      [LOCK_CLASS, graceMs],
    );
    const freed = r.rows.map((row) => row.locked_by);
    if (freed.length > 0) this.log.warn({ workers: freed }, 'jobs of dead workers handed back to the queue');
    return freed;
  }

  /** Drops the locks (closing their connection). */
  close(): void {
    this.workers.clear();
    const client = this.client;
    this.client = undefined;
    client?.release(true);
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = chain(this.queue, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async connection(): Promise<pg.PoolClient> {
    if (this.client) return this.client;
    this.connecting ??= this.connect().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    client.on('error', (err) => {
      this.log.warn({ err }, 'job worker lock connection lost; taking the locks again');
      if (this.client === client) this.client = undefined;
      client.release(true);
    });
    try {
      await this.serially(async () => {
        for (const id of this.workers) await lock(client, id);
      });
    } catch (err) {
      client.release(true);
      throw err;
    }
    this.client = client;
    return client;
  }
}

/** Runs `work` after every earlier call's work has settled (one statement at a time on the lock connection). */
function chain<T>(after: Promise<unknown>, work: () => Promise<T>): Promise<T> {
  return after.then(work, work);
}

async function lock(client: pg.PoolClient, workerId: string): Promise<void> {
  // try: a hash shared with another live worker (vanishingly rare) must not block; that worker's lock covers it.
  await client.query('SELECT pg_try_advisory_lock($1::int, hashtext($2))', [LOCK_CLASS, workerId]);
}
