import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { defineCron, defineJob, Jobs } from './index';

/** `enqueueMany`: many jobs of one definition in one statement, in the caller's transaction. */
let t: TestApp;
const seen: string[] = [];
const note = defineJob({
  name: 'test.many',
  payload: z.object({ value: z.string() }),
  maxAttempts: 4,
  handler: ({ value }) => {
    seen.push(value);
    return Promise.resolve();
  },
});
const cron = defineCron({ name: 'test.many_cron', cron: '* * * * *', handler: () => Promise.resolve() });

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pending = async () =>
  (
    await t.database.db.execute<{ key: string | null; payload: { value: string }; max_attempts: number }>(
      sql`SELECT j.key, j.payload, j.max_attempts FROM graphile_worker._private_jobs j
        JOIN graphile_worker._private_tasks t ON t.id = j.task_id WHERE t.identifier = 'test.many' ORDER BY j.id`,
    )
  ).rows;

describe('Jobs.enqueueMany', () => {
  it('adds every job with its key and the definition’s attempts, only if the transaction commits', async () => {
    const jobs = new Jobs({
      pool: t.database.pool,
      log: pino({ level: 'silent' }),
      config: { enabled: false, concurrency: 1, pollMs: 50 },
    });
    jobs.register(note, cron);
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await jobs.enqueueMany(tx, note, [{ payload: { value: 'lost' } }])).toBe(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await pending()).toEqual([]);

    const added = await t.database.db.transaction((tx) =>
      jobs.enqueueMany(tx, note, [
        { payload: { value: 'a' }, key: 'many:a' },
        { payload: { value: 'b' } },
        { payload: { value: 'a2' }, key: 'many:a' },
      ]),
    );
    // a key names one pending job: the later payload replaced the earlier one
    expect(added).toBe(2);
    expect(await pending()).toEqual([
      { key: 'many:a', payload: { value: 'a2' }, max_attempts: 4 },
      { key: null, payload: { value: 'b' }, max_attempts: 4 },
    ]);
    expect(await jobs.enqueueMany(t.database.db, note, [])).toBe(0);
    expect(() =>
      jobs.enqueueMany(t.database.db, note, [{ payload: { value: 7 as unknown as string } }]),
    ).toThrow();
    expect(() => jobs.enqueueMany(t.database.db, cron as never, [])).toThrow('recurring');
    await jobs.drain();
    expect(seen.sort()).toEqual(['a2', 'b']);
  });
});
