import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../test/db-url';
import { connectDatabase } from '../../platform/db';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger.service';
import {
  fakeClock,
  house,
  micro,
  optionTrader,
  orderOf,
  settleEntryCounts,
  settlerReady,
  submit,
  tick,
  BTC_USDT,
  type OptionTrader,
} from './options.testing';
import { settleDueBatch } from './settlement';

/**
 * Restarts: orders stay open while the settling node is down; the next node settles every overdue order
 * exactly once, on the recorded price of each order's own second (void where none was recorded), also when
 * two sweepers race and when a node dies in the middle of a settlement transaction.
 */
let a: TestApp;
let traders: OptionTrader[];
const START = (Math.floor(Date.now() / 1000) - 7200) * 1000 + 250;
const TOTAL = '60000';

beforeAll(async () => {
  a = await createTestApp();
  fakeClock(a, START);
  traders = [];
  for (let i = 0; i < 3; i++) traders.push(await optionTrader(a, '20000'));
  await settlerReady(a);
});
afterAll(async () => {
  await a.close();
});

/** Opens `perTrader` 30 s orders per trader, one second apart, alternating up/down, at entry price 100. */
async function openOrders(t: TestApp, clock: ReturnType<typeof fakeClock>, perTrader: number) {
  const ids: number[] = [];
  for (let i = 0; i < perTrader; i++) {
    const sec = Math.floor(clock.now() / 1000);
    tick(t, BTC_USDT, sec, '100.00');
    for (const [k, who] of traders.entries())
      ids.push(orderOf(await submit(t, who, { type: 1 + ((i + k) % 2), seconds: 30, number: '10' })).id);
    clock.advance(1_000);
  }
  return ids;
}

async function statusCounts(t: TestApp) {
  const r = await t.database.pool.query<{ status: number; reason: string; n: string }>(
    'SELECT status, result_reason AS reason, count(*)::text AS n FROM option_orders GROUP BY 1, 2 ORDER BY 1, 2',
  );
  return r.rows.map((x) => `${x.status}:${x.reason}:${x.n}`);
}

/** Users' options balances + the escrow + house_pnl: always what genesis issued to the three traders. */
async function conserved(t: TestApp) {
  let sum = (await house(t, 'pool:microtrade')).plus(await house(t, 'house_pnl'));
  for (const who of traders) sum = sum.plus(await micro(t, who.uid));
  return sum.toFixed();
}

describe('seconds options across restarts', () => {
  it('a second app on the same database settles every overdue order exactly once', async () => {
    const clock = fakeClock(a, START);
    const ids = await openOrders(a, clock, 3);
    expect(ids).toHaveLength(9);
    const first = Math.floor((START + 30_000) / 1000);
    // The node records the first two settle seconds' prices, then dies before settling anything.
    clock.set(first * 1000 + 500);
    tick(a, BTC_USDT, first, '101.00');
    await a.services.optionsSettler.idle();
    clock.set((first + 1) * 1000 + 10);
    await a.database.pool.query(
      `INSERT INTO option_prices (pair_id, second, price) VALUES (${BTC_USDT}, ${first + 1}, '99.00')`,
    );
    await a.services.optionsSettler.stop();
    expect(await statusCounts(a)).toEqual(['1::9']);

    // Restart: a second app on the same database (its start sweep runs on the real clock, hours later).
    const b = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    try {
      await settlerReady(b);
      await b.services.optionsSettler.idle();
      expect(await statusCounts(b)).toEqual(['3:no_price:3', '3:settled:6']);
      const counts = await settleEntryCounts(b);
      expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
      const rows = await b.database.pool.query<{
        type: number;
        end_price: string | null;
        profit_result: number;
      }>(`SELECT type, end_price::text, profit_result FROM option_orders ORDER BY id`);
      for (const r of rows.rows) {
        if (r.end_price === null) expect(r.profit_result).toBe(0);
        else if (Number(r.end_price) > 100) expect(r.profit_result).toBe(r.type === 1 ? 1 : -1);
        else expect(r.profit_result).toBe(r.type === 2 ? 1 : -1);
      }
      // Sweeping again pays nothing twice.
      expect(await b.services.optionsSettler.settleUpTo(Number.MAX_SAFE_INTEGER)).toBe(0);
      expect(await conserved(b)).toBe(TOTAL);
      expect((await house(b, 'pool:microtrade')).toFixed()).toBe('0');
      expect(await checkLedger(b.database.db)).toEqual([]);
    } finally {
      await b.close();
    }
  });

  it('two sweepers racing on two connection pools settle each order once', async () => {
    const b = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    const other = connectDatabase(databaseUrl(inject('dbAdminUrl'), a.databaseName), 4);
    try {
      const clock = fakeClock(b, START + 600_000);
      const ids = await openOrders(b, clock, 4);
      await b.services.optionsSettler.stop();
      const ledger = new Ledger();
      const race = (db: typeof other.db) =>
        (async () => {
          let n = 0;
          for (;;) {
            const done = await settleDueBatch(db, ledger, {
              upToSecond: 2 ** 40,
              limit: 2,
              nowMs: clock.now(),
            });
            n += done.length;
            if (done.length === 0) return n;
          }
        })();
      const settled = await Promise.all([
        race(b.database.db),
        race(other.db),
        race(b.database.db),
        race(other.db),
      ]);
      expect(settled.reduce((x, y) => x + y, 0)).toBe(ids.length);
      const counts = await settleEntryCounts(b);
      expect(ids.map((id) => counts.get(id))).toEqual(ids.map(() => 1));
      expect(await conserved(b)).toBe(TOTAL);
      expect(await checkLedger(b.database.db)).toEqual([]);
    } finally {
      await other.close();
      await b.close();
    }
  });

  it('a node killed inside a settlement transaction loses nothing; the restarted node settles the rest once', async () => {
    const b = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    try {
      const clock = fakeClock(b, START + 1_200_000);
      const ids = await openOrders(b, clock, 4);
      await b.services.optionsSettler.stop();
      let batches = 0;
      // Batches of 3: the first commits, the second's database session is killed just before its commit.
      const killed = b.services.optionsSettler.settleUpTo(2 ** 40, {
        limit: 3,
        beforeCommit: async (tx) => {
          if (++batches === 2) await tx.execute(sql`SELECT pg_terminate_backend(pg_backend_pid())`);
        },
      });
      await expect(killed).rejects.toThrow();
      expect(batches).toBe(2);
      const afterKill = await settleEntryCounts(b);
      expect(ids.filter((id) => afterKill.has(id))).toHaveLength(3);
      expect(await checkLedger(b.database.db)).toEqual([]);
      expect(await conserved(b)).toBe(TOTAL);
    } finally {
      await b.close();
    }
    const c = await createTestApp(undefined, { sharedDatabase: { name: a.databaseName } });
    try {
      await settlerReady(c);
      await c.services.optionsSettler.idle();
      const r = await c.database.pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM option_orders WHERE status = 1`,
      );
      expect(r.rows[0]!.n).toBe('0');
      const counts = await settleEntryCounts(c);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      expect(counts.size).toBe(9 + 12 + 12);
      expect(await conserved(c)).toBe(TOTAL);
      expect(await checkLedger(c.database.db)).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
