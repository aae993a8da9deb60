import { sql } from 'drizzle-orm';
import type { Paginated } from '@meridian/contract';
import type { OpsAuditItem, OpsJobItem } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { defineJob } from '../../platform/jobs';
import { newUser } from '../settings/settings.testing';
import { auditRowsOf, newOperator } from './ops.testing';

let t: TestApp;
let op: { id: number; token: string };
const runs: number[] = [];
let failing = true;

/** Fails while `failing` is set (an upstream that refuses), succeeds afterwards. */
const flaky = defineJob({
  name: 'test_ops.flaky',
  payload: z.object({ n: z.number() }),
  maxAttempts: 2,
  handler: async ({ n }) => {
    runs.push(n);
    if (failing) throw new Error('upstream refused: HTTP 503');
    return Promise.resolve();
  },
});

beforeAll(async () => {
  t = await createTestApp();
  t.services.jobs.register(flaky);
  op = await newOperator(t);
});
afterAll(async () => {
  await t.close();
});

const list = async (state: string, extra: Record<string, string> = {}, token = op.token) =>
  (await get(t.app, '/ops/jobs/list', { state, ...extra }, { token })).body;
const items = async (state: string, extra: Record<string, string> = {}) =>
  ((await list(state, extra)).message as Paginated<OpsJobItem>).data;
const retry = (id: string | number, token = op.token) => post(t.app, '/ops/jobs/retry', { id }, { token });

/** A job of a task no runner here knows (it is never taken), due at `runAtSql`. */
async function addForeignJob(runAtSql: string, payload: unknown = {}): Promise<string> {
  const r = await t.database.pool.query<{ id: string }>(
    `SELECT (graphile_worker.add_job('test_ops.elsewhere', $1::json, run_at => ${runAtSql})).id AS id`,
    [JSON.stringify(payload)],
  );
  return String(r.rows[0]!.id);
}

/** Marks a job as taken by `worker` at `lockedAtSql` (a worker running it). */
async function lockAs(id: string, worker: string, lockedAtSql: string): Promise<void> {
  await t.database.db.execute(
    sql`UPDATE graphile_worker._private_jobs
           SET locked_by = ${worker}, locked_at = ${sql.raw(lockedAtSql)} WHERE id = ${id}::bigint`,
  );
}

describe('ops jobs: failed jobs and their retry', () => {
  it('lists a job that failed on every attempt with its error; a retry runs it again, audited once', async () => {
    const jobId = await t.services.jobs.enqueue(t.database.db, flaky, { n: 7 }, { key: 'flaky-7' });
    await t.services.jobs.drain();
    // One failure of two attempts: waiting out its backoff, not failed yet.
    expect(await items('failed')).toEqual([]);
    await t.database.db.execute(
      sql`SELECT graphile_worker.reschedule_jobs(ARRAY[${jobId}::bigint], run_at => now())`,
    );
    await t.services.jobs.drain();
    expect(runs).toEqual([7, 7]);

    const failed = await list('failed');
    expect(failed.type).toBe('ok');
    const page = failed.message as Paginated<OpsJobItem>;
    expect(page).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(page.data).toEqual([
      expect.objectContaining({
        id: jobId,
        name: 'test_ops.flaky',
        key: 'flaky-7',
        queue: null,
        state: 'failed',
        attempts: 2,
        max_attempts: 2,
        last_error: 'upstream refused: HTTP 503',
        payload: '{"n":7}',
        locked_at: null,
      }),
    ]);
    expect(Date.parse(page.data[0]!.failed_at ?? '')).toBeGreaterThan(Date.now() - 60_000);

    failing = false;
    const done = await retry(jobId);
    expect(done.body.type).toBe('ok');
    expect(done.body.message).toMatchObject({ id: jobId, state: 'waiting', attempts: 0, failed_at: null });
    // The error stays on view until the job runs again.
    expect((done.body.message as OpsJobItem).last_error).toBe('upstream refused: HTTP 503');
    expect(await items('failed')).toEqual([]);

    // A second click (or a second operator) finds nothing to retry.
    expect((await retry(jobId)).body).toMatchObject({ type: 'error', code: 'job_not_retryable' });
    const audit = await auditRowsOf(t, 'job', jobId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_id: op.id,
      action: 'job.retry',
      before: { name: 'test_ops.flaky', state: 'failed', attempts: 2, max_attempts: 2 },
      after: { name: 'test_ops.flaky', state: 'waiting', attempts: 0, max_attempts: 2 },
    });
    const log = (await get(t.app, '/ops/audit', { action: 'job.retry' }, { token: op.token })).body
      .message as Paginated<OpsAuditItem>;
    expect(log.data.map((row) => row.target_id)).toEqual([jobId]);

    await t.services.jobs.drain();
    expect(runs).toEqual([7, 7, 7]);
    const left = await t.database.db.execute(
      sql`SELECT 1 FROM graphile_worker.jobs WHERE id = ${jobId}::bigint`,
    );
    expect(left.rows).toEqual([]);
  });

  it('refuses an unknown job and a malformed id, and writes no audit row', async () => {
    expect((await retry(987654321)).body).toMatchObject({
      type: 'error',
      code: 'job_not_found',
      field: 'id',
    });
    expect((await retry('12x')).body).toMatchObject({ type: 'error', code: 'parameter_error' });
    expect((await list('dead')).type).toBe('error');
    expect(await auditRowsOf(t, 'job', '987654321')).toEqual([]);
  });

  it('is for operators only: a user token gets 999', async () => {
    const user = await newUser(t);
    expect((await list('failed', {}, user.token)).type).toBe('999');
    expect((await retry(1, user.token)).body.type).toBe('999');
    expect((await post(t.app, '/ops/jobs/retry', { id: 1 })).body.type).toBe('999');
  });
});

describe('ops jobs: overdue and stuck jobs', () => {
  it('lists jobs due for over a minute and jobs running for too long, longest late first', async () => {
    const overdue = await addForeignJob(`now() - interval '5 minutes'`, { text: 'x'.repeat(300) });
    const justDue = await addForeignJob(`now() - interval '10 seconds'`);
    const later = await addForeignJob(`now() + interval '1 hour'`);
    const stuck = await addForeignJob(`now() - interval '30 minutes'`);
    await lockAs(stuck, 'worker-a', `now() - interval '20 minutes'`);
    const running = await addForeignJob(`now() - interval '30 minutes'`);
    await lockAs(running, 'worker-b', `now() - interval '1 minute'`);

    const page = (await list('overdue')).message as Paginated<OpsJobItem>;
    expect(page.total).toBe(2);
    expect(page.data.map((j) => [j.id, j.state, j.locked_by])).toEqual([
      [stuck, 'stuck', 'worker-a'],
      [overdue, 'overdue', null],
    ]);
    const listed = page.data[1]!;
    expect(listed.payload).toBe(`{"text":"${'x'.repeat(191)}…`);
    expect(listed.payload.length).toBe(201);
    for (const id of [justDue, later, running]) expect(page.data.map((j) => j.id)).not.toContain(id);

    const second = (await list('overdue', { page: '2', limit: '1' })).message as Paginated<OpsJobItem>;
    expect(second).toMatchObject({ page: 2, limit: 1, total: 2 });
    expect(second.data.map((j) => j.id)).toEqual([overdue]);

    // A running job is never retried (its worker holds it); nor is one that is not late yet.
    for (const id of [stuck, running, justDue, later])
      expect((await retry(id)).body).toMatchObject({ type: 'error', code: 'job_not_retryable' });
    const moved = await retry(overdue);
    expect(moved.body.message).toMatchObject({ id: overdue, state: 'waiting', attempts: 0 });
    expect((await items('overdue')).map((j) => j.id)).toEqual([stuck]);
    expect(await auditRowsOf(t, 'job', overdue)).toHaveLength(1);
    expect(await auditRowsOf(t, 'job', stuck)).toEqual([]);
  });
});
