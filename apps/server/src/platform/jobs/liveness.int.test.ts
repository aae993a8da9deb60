import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { WorkerLiveness } from './liveness';

/**
 * The liveness locks of a process's workers share one connection. Workers start at the same time, so their
 * lock statements must run one after another: pg deprecates (and pg@9 removes) a query on a client that is
 * still executing one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function heldLocks(): Promise<number> {
  const r = await t.database.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1::bigint::oid`,
    [0x4a4f4253],
  );
  return r.rows[0]!.n;
}

describe('worker liveness', () => {
  it('takes the locks of workers starting at once one statement at a time, on one connection', async () => {
    const liveness = new WorkerLiveness(t.database.pool, pino({ level: 'silent' }));
    const client = await t.database.pool.connect();
    client.release();
    const overlapping: number[] = [];
    let running = 0;
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => Promise<unknown> };
    const original = proto.query;
    proto.query = async function (this: unknown, ...args: unknown[]) {
      // the worker locks only: the test app's leaders take advisory locks of their own meanwhile
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | undefined)?.text;
      if (String(text).includes('pg_try_advisory_lock($1::int, hashtext(')) {
        running++;
        overlapping.push(running);
        try {
          return await original.apply(this, args);
        } finally {
          running--;
        }
      }
      return original.apply(this, args);
    };
    try {
      const before = await heldLocks();
      await Promise.all(['w-1', 'w-2', 'w-3', 'w-4'].map((id) => liveness.hold(id)));
      expect(Math.max(...overlapping)).toBe(1);
      expect((await heldLocks()) - before).toBe(4);
    } finally {
      proto.query = original;
      liveness.close();
    }
  });
});
