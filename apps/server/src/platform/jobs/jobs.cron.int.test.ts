import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { databaseUrl } from '../../../test/db-url';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { connectDatabase, type Database } from '../db';
import { defineCron, Jobs } from './index';

let t: TestApp;
const nodes: { database: Database; jobs: Jobs }[] = [];
const runs: { slot: string; node: number; backfilled: boolean }[] = [];
const MINUTE = 60_000;

/** A node: its own connection pool and runner on the shared database, with the same crontab. */
function node(index: number): { database: Database; jobs: Jobs } {
  const database = connectDatabase(databaseUrl(inject('dbAdminUrl'), t.databaseName), 4);
  const jobs = new Jobs({
    pool: database.pool,
    log: pino({ level: 'silent' }),
    config: { enabled: true, concurrency: 2, pollMs: 50 },
  });
  jobs.register(
    defineCron({
      name: 'test.every_minute',
      cron: '* * * * *',
      backfillMs: 10 * MINUTE,
      handler: async (ctx) => {
        runs.push({ slot: ctx.slot.toISOString(), node: index, backfilled: ctx.backfilled });
        return Promise.resolve();
      },
    }),
  );
  return { database, jobs };
}

async function pendingJobs(): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'test.every_minute'`,
  );
  return r.rows[0]!.n;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const n of nodes) {
    await n.jobs.stop();
    await n.database.close();
  }
  await t.close();
});

describe('jobs: recurring jobs on several nodes', () => {
  it('two runners on one database run each UTC minute slot exactly once (missed slots backfilled once)', async () => {
    // The crontab last ran 5 minutes ago: the slots since are due. Both nodes start at the same moment and
    // race to schedule every one of them (and the next minute's, if the test crosses a minute boundary).
    const last = new Date(Math.floor(Date.now() / MINUTE) * MINUTE - 5 * MINUTE);
    await t.database.db.execute(sql`
      INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
      VALUES ('test.every_minute', now() - interval '1 day', ${last.toISOString()}::timestamptz)`);
    nodes.push(node(1), node(2));
    await Promise.all(nodes.map((n) => n.jobs.start()));

    const deadline = Date.now() + 15_000;
    while (runs.length < 5 || (await pendingJobs()) > 0) {
      if (Date.now() > deadline) throw new Error(`timed out with ${runs.length} runs`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const slots = runs.map((r) => r.slot).sort();
    expect(new Set(slots).size).toBe(slots.length); // no slot twice
    const expected = [1, 2, 3, 4, 5].map((m) => new Date(last.getTime() + m * MINUTE).toISOString());
    expect(slots.slice(0, 5)).toEqual(expected);
    expect(runs.filter((r) => expected.includes(r.slot)).every((r) => r.backfilled)).toBe(true);
  });
});
