import { FUTURES_MAX_LIVE_POSITIONS } from '@meridian/contract/futures';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { futures, tick, trader, withFuturesApp } from './futures.testing';

let t: TestApp;
withFuturesApp((app) => (t = app));

const POSITIONS = 120; // > JOB_BATCH: two transactions

describe('futures: a burst of liquidations on one tick', () => {
  it(`${POSITIONS} positions liquidated by one tick are all closed when its processing ends`, async () => {
    await tick(t, '50000.00');
    const users = await Promise.all([0, 1, 2].map(() => trader(t, '10000')));
    for (let i = 0; i < POSITIONS; i++) {
      const u = users[i % users.length]!;
      await t.services.futures.submit(u.uid, {
        currency_id: 1,
        legal_id: 3,
        type: 1,
        share: 1 + (i % 3),
        multiple: 100,
        status: 1,
      });
    }
    expect(t.services.futuresTriggers.index.count('BTC/USDT')).toBeGreaterThanOrEqual(POSITIONS);
    const started = Date.now();
    await tick(t, '49000.00'); // 2 % down: every 100× long is past its level (≈ 0.8 %)
    const ms = Date.now() - started;
    const r = await t.database.db.execute<{ n: number; reason: string } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n, close_reason AS reason FROM lever_positions GROUP BY close_reason`,
    );
    expect(r.rows).toEqual([{ n: POSITIONS, reason: 'liquidation' }]);
    // each owner told once per position, the notices of a slice written together
    const told = await t.database.db.execute<{ n: number; refs: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n, count(DISTINCT ref)::int AS refs FROM notifications WHERE key = 'futures_liquidated'`,
    );
    expect(told.rows[0]).toEqual({ n: POSITIONS, refs: POSITIONS });
    for (const u of users) expect((await futures(t, u.uid)).frozen.toFixed()).toBe('0');
    expect(await checkLedger(t.database.db)).toEqual([]);
    // processing time is reported, never asserted (shared machine); it stays in batches of JOB_BATCH
    console.info(`futures burst: ${POSITIONS} liquidations processed in ${ms} ms`);
  });

  it(`a user holds at most LEVER_MAX_LIVE_POSITIONS pending orders and open positions`, async () => {
    await tick(t, '50000.00');
    const u = await trader(t, '100000');
    const order = {
      currency_id: 1,
      legal_id: 3,
      type: 1 as const,
      share: 1,
      multiple: 100,
      status: 0 as const,
    };
    for (let i = 0; i < FUTURES_MAX_LIVE_POSITIONS; i++)
      await t.services.futures.submit(u.uid, { ...order, target_price: '40000' });
    await expect(t.services.futures.submit(u.uid, { ...order, target_price: '40000' })).rejects.toMatchObject(
      {
        key: 'lever_too_many_positions',
      },
    );
  });
});
