import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { leadershipKey } from './leadership';

/**
 * The hot engines lead through platform/leadership.ts: when the backend holding an engine's lock is
 * terminated, the engine steps down (stops following ticks / quoting) and leads again within seconds.
 */
let t: TestApp;
beforeAll(async () => {
  // the market maker on (it is off in tests), refreshing only when a test asks
  t = await createTestApp(undefined, { env: { MARKET_MAKER: 'on', MARKET_MAKER_REFRESH_MS: '3600000' } });
});
afterAll(() => t.close());

async function holder(name: string): Promise<number | undefined> {
  const [space, key] = leadershipKey(name);
  const r = await t.database.pool.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = $1::oid AND objid = $2::oid
       AND objsubid = 2 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [space, key],
  );
  return r.rows[0]?.pid;
}

describe('engines on the leadership helper', () => {
  it('each engine steps down when its lock backend is terminated, then leads again', async () => {
    const s = t.services;
    const engines = {
      'futures-triggers': () => s.futuresTriggers.leading,
      'options-settler': () => s.optionsSettler.isLeading,
      'market-maker': () => s.marketMaker.leading,
    };
    expect(await s.futuresTriggers.ready()).toBe(true);
    await s.marketMaker.idle();
    await vi.waitFor(() => expect(s.optionsSettler.isLeading).toBe(true));
    const pids = new Map<string, number>();
    for (const name of Object.keys(engines)) {
      const pid = await holder(name);
      expect(pid).toBeDefined();
      pids.set(name, pid!);
    }
    await t.database.pool.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      [...pids.values()],
    ]);
    await Promise.all(
      Object.entries(engines).map(async ([name, leading]) => {
        await vi.waitFor(() => expect(leading()).toBe(false), { timeout: 3000, interval: 20 });
        await vi.waitFor(() => expect(leading()).toBe(true), { timeout: 8000, interval: 50 });
        const pid = await holder(name);
        expect(pid).toBeDefined();
        expect(pid).not.toBe(pids.get(name));
      }),
    );
    // leading again, the futures index follows this node's changes and ticks (it was rebuilt)
    expect(await s.futuresTriggers.ready()).toBe(true);
  });
});
