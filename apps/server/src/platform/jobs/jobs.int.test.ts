import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defineJob, effects, Jobs } from './index';

let t: TestApp;
const log = pino({ level: 'silent' });
const runs: { name: string; at: number; value: string; attempt: number }[] = [];
const ranOf = (value: string) => runs.filter((r) => r.value === value);

const record = defineJob({
  name: 'test.record',
  payload: z.object({ value: z.string() }),
  handler: async ({ value }, ctx) => {
    runs.push({ name: 'test.record', at: Date.now(), value, attempt: ctx.attempt });
    return Promise.resolve();
  },
});
const failing = defineJob({
  name: 'test.failing',
  payload: z.object({ value: z.string() }),
  maxAttempts: 3,
  handler: async ({ value }, ctx) => {
    runs.push({ name: 'test.failing', at: Date.now(), value, attempt: ctx.attempt });
    return Promise.reject(new Error(`boom ${ctx.attempt}`));
  },
});
/** Credits a row once per effect key, then (when asked) fails after its transaction committed. */
const credit = defineJob({
  name: 'test.credit',
  payload: z.object({ effect: z.string(), failAfterCommit: z.boolean() }),
  handler: async ({ effect, failAfterCommit }, ctx) => {
    runs.push({ name: 'test.credit', at: Date.now(), value: effect, attempt: ctx.attempt });
    await t.database.db.transaction(async (tx) => {
      if (!(await effects.claim(tx, effect))) return;
      await tx.execute(sql`INSERT INTO test_credits (effect) VALUES (${effect})`);
    });
    if (failAfterCommit && ctx.attempt === 1) throw new Error('crashed after the commit');
  },
});
/** Waits until released (a job running "forever" on a live worker). */
let release: () => void = () => undefined;
let slowStarted = false;
const slow = defineJob({
  name: 'test.slow',
  payload: z.object({}),
  handler: () =>
    new Promise<void>((resolve) => {
      release = resolve;
      slowStarted = true;
    }),
});

function newJobs(enabled = false): Jobs {
  const jobs = new Jobs({
    pool: t.database.pool,
    log,
    config: { enabled, concurrency: 2, pollMs: 50 },
  });
  jobs.register(record, failing, credit, slow);
  return jobs;
}

async function jobRow(id: string) {
  const r = await t.database.db.execute<{
    attempts: number;
    max_attempts: number;
    last_error: string | null;
    backoff_s: number;
  }>(sql`SELECT attempts, max_attempts, last_error,
                extract(epoch FROM run_at - updated_at)::float8 AS backoff_s
           FROM graphile_worker.jobs WHERE id = ${id}::bigint`);
  return r.rows[0];
}

/** Brings a job that waits out its backoff due now (instead of sleeping for it). */
async function dueNow(id: string): Promise<void> {
  await t.database.db.execute(
    sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${id}::bigint], run_at => now())`,
  );
}

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.execute(sql`CREATE TABLE test_credits (id serial PRIMARY KEY, effect text NOT NULL)`);
});
afterAll(async () => {
  await t.close();
});

describe('jobs: one-off jobs', () => {
  it('runs at its time on a running runner, not before', async () => {
    const jobs = newJobs(true);
    await jobs.start();
    try {
      const runAt = new Date(Date.now() + 700);
      await jobs.enqueue(t.database.db, record, { value: 'timed' }, { runAt });
      await sleep(300);
      expect(ranOf('timed')).toEqual([]);
      await until(() => ranOf('timed').length > 0);
      const at = ranOf('timed')[0]!.at;
      expect(at).toBeGreaterThanOrEqual(runAt.getTime() - 50);
      expect(at).toBeLessThan(runAt.getTime() + 1_500);
    } finally {
      await jobs.stop();
    }
  });

  it('is cancelled by its key: it never runs', async () => {
    const jobs = newJobs();
    await jobs.enqueue(t.database.db, record, { value: 'cancelled' }, { key: 'k-cancel' });
    expect(await jobs.cancel(t.database.db, 'k-cancel')).toBe(true);
    expect(await jobs.cancel(t.database.db, 'k-cancel')).toBe(false);
    await jobs.drain();
    expect(ranOf('cancelled')).toEqual([]);
  });

  it('is rescheduled by its key, earlier or later; enqueueing under the key again replaces it', async () => {
    const jobs = newJobs();
    const inAnHour = new Date(Date.now() + 3_600_000);
    await jobs.enqueue(t.database.db, record, { value: 'later' }, { key: 'k-move', runAt: inAnHour });
    await jobs.drain();
    expect(ranOf('later')).toEqual([]);
    expect(await jobs.reschedule(t.database.db, 'k-move', new Date(Date.now() - 1_000))).toBe(true);
    await jobs.drain();
    expect(ranOf('later')).toHaveLength(1);
    expect(await jobs.reschedule(t.database.db, 'k-move', inAnHour)).toBe(false); // done: nothing to move

    await jobs.enqueue(t.database.db, record, { value: 'postponed' }, { key: 'k-post' });
    expect(await jobs.reschedule(t.database.db, 'k-post', inAnHour)).toBe(true);
    await jobs.drain();
    expect(ranOf('postponed')).toEqual([]);
    await jobs.enqueue(t.database.db, record, { value: 'replaced' }, { key: 'k-post' });
    await jobs.drain();
    expect(ranOf('postponed')).toEqual([]);
    expect(ranOf('replaced')).toHaveLength(1);
  });

  it('checks the payload and the name when enqueued', async () => {
    const jobs = newJobs();
    await expect(jobs.enqueue(t.database.db, 'test.record', { value: 7 })).rejects.toThrow();
    await expect(jobs.enqueue(t.database.db, 'test.unknown', {})).rejects.toThrow(/no job named/);
  });
});

describe('jobs: retries and the dead-letter state', () => {
  it('retries with exponential backoff, then stays failed for good after max attempts', async () => {
    const jobs = newJobs();
    const id = await jobs.enqueue(t.database.db, failing, { value: 'dead' });
    // graphile-worker waits e^attempts seconds after a failure: 2.7 s, then 7.4 s (here brought due at once).
    for (const [attempt, backoff] of [
      [1, Math.exp(1)],
      [2, Math.exp(2)],
    ] as const) {
      await jobs.drain();
      expect(ranOf('dead')).toHaveLength(attempt);
      const row = await jobRow(id);
      expect(row?.attempts).toBe(attempt);
      expect(row?.last_error).toContain(`boom ${attempt}`);
      // At least e^attempts seconds; the failure's write may land a little after the clock the delay was
      // counted from on a loaded machine (7.44 s seen for 7.39 s), so only the lower bound is tight.
      expect(row!.backoff_s).toBeGreaterThanOrEqual(backoff - 0.05);
      expect(row!.backoff_s).toBeLessThan(backoff + 2);
      await jobs.drain(); // still waiting out its backoff: not run
      expect(ranOf('dead')).toHaveLength(attempt);
      await dueNow(id);
    }
    await jobs.drain();
    expect(ranOf('dead').map((r) => r.attempt)).toEqual([1, 2, 3]);
    const dead = await jobs.deadLetters(t.database.db);
    const letter = dead.find((d) => d.id === id);
    expect(letter).toMatchObject({ name: 'test.failing', attempts: 3 });
    expect(letter?.lastError).toContain('boom 3');
    await dueNow(id);
    await jobs.drain();
    expect(ranOf('dead')).toHaveLength(3); // failed for good: never picked again

    // An operator's retry runs it again from its first attempt.
    expect(await jobs.retryDeadLetter(t.database.db, id)).toBe(true);
    await jobs.drain();
    expect(ranOf('dead').map((r) => r.attempt)).toEqual([1, 2, 3, 1]);
  });
});

describe('jobs: transactions and effects', () => {
  it('a job enqueued in a transaction that rolls back never exists; one that commits runs', async () => {
    const jobs = newJobs();
    await expect(
      t.database.db.transaction(async (tx) => {
        await jobs.enqueue(tx, record, { value: 'rolled-back' });
        throw new Error('business rule refused');
      }),
    ).rejects.toThrow('business rule refused');
    await t.database.db.transaction(async (tx) => {
      await jobs.enqueue(tx, record, { value: 'committed' });
    });
    const r = await t.database.db.execute<{ payload: { value: string } }>(
      sql`SELECT payload FROM graphile_worker._private_jobs j
            JOIN graphile_worker._private_tasks k ON k.id = j.task_id WHERE k.identifier = 'test.record'`,
    );
    expect(r.rows.map((row) => row.payload.value)).toEqual(['committed']);
    await jobs.drain();
    expect(ranOf('rolled-back')).toEqual([]);
    expect(ranOf('committed')).toHaveLength(1);
  });

  it('an effect claimed twice happens once: duplicate jobs, a retry after its commit, concurrent claims', async () => {
    const jobs = newJobs();
    await jobs.enqueue(t.database.db, credit, { effect: 'dup', failAfterCommit: false });
    await jobs.enqueue(t.database.db, credit, { effect: 'dup', failAfterCommit: false });
    const retried = await jobs.enqueue(t.database.db, credit, { effect: 'crash', failAfterCommit: true });
    await jobs.drain();
    await dueNow(retried);
    await jobs.drain();
    expect(ranOf('dup')).toHaveLength(2);
    expect(ranOf('crash').map((r) => r.attempt)).toEqual([1, 2]);

    const claims = await Promise.all(
      [1, 2, 3, 4].map(() =>
        t.database.db.transaction(async (tx) => {
          const claimed = await effects.claim(tx, 'race');
          if (claimed) await tx.execute(sql`INSERT INTO test_credits (effect) VALUES ('race')`);
          return claimed;
        }),
      ),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A claim in a transaction that rolls back is not kept.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await effects.claim(tx, 'undone')).toBe(true);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await effects.done(t.database.db, 'undone')).toBe(false);

    const r = await t.database.db.execute<{ effect: string; n: number }>(
      sql`SELECT effect, count(*)::int AS n FROM test_credits GROUP BY effect ORDER BY effect`,
    );
    expect(r.rows).toEqual([
      { effect: 'crash', n: 1 },
      { effect: 'dup', n: 1 },
      { effect: 'race', n: 1 },
    ]);
  });
});

describe('jobs: a worker that dies', () => {
  it("hands a dead worker's job back to the queue; a live worker's long job is left alone", async () => {
    const jobs = newJobs(true);
    await jobs.start();
    try {
      await jobs.enqueue(t.database.db, slow, {});
      await until(() => slowStarted);
      // A job locked a minute ago by a worker whose process died (no liveness lock held).
      const orphan = await jobs.enqueue(
        t.database.db,
        record,
        { value: 'orphan' },
        {
          runAt: new Date(Date.now() + 3_600_000),
        },
      );
      await t.database.db.execute(sql`UPDATE graphile_worker._private_jobs
        SET locked_by = 'worker-dead', locked_at = now() - interval '1 minute', attempts = 1,
            run_at = now() - interval '1 minute'
        WHERE id = ${orphan}::bigint`);
      // The live runner's long job looks just as old.
      await t.database.db.execute(sql`UPDATE graphile_worker._private_jobs
        SET locked_at = now() - interval '1 minute'
        WHERE task_id = (SELECT id FROM graphile_worker._private_tasks WHERE identifier = 'test.slow')`);
      expect(await jobs.sweepOrphans(30_000)).toEqual(['worker-dead']);
      await until(() => ranOf('orphan').length > 0);
      expect(ranOf('orphan')[0]!.attempt).toBe(2);
      expect(await jobs.sweepOrphans(30_000)).toEqual([]);
    } finally {
      release();
      await jobs.stop();
    }
  });
});
