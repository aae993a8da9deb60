import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import {
  endProject,
  houseBalance,
  ieoEntries,
  ieoTestApp,
  newProject,
  reachMarket,
  runIeoJobs,
  spot,
  spotUser,
  subscribed,
  USDT,
  type User,
} from './ieo.testing';

/**
 * The allocation and the delivery happen once whatever happens to the jobs — run again and
 * again, run by a restarted node (a second app on the same database), run by two nodes at the same time, or
 * cut off mid-transaction (the job's database connection killed while it waits on a balance lock, as a kill -9
 * of its process would): no second allocation or delivery, and a cut-off step leaves nothing behind and is
 * done whole by the next run.
 */

let t: TestApp;
ieoTestApp((app) => (t = app));

interface State {
  allocation: string;
  orders: string[];
  holds: string[];
}

async function state(projectId: number): Promise<State> {
  const p = await t.database.db.execute<{ allocation: string } & Record<string, unknown>>(
    sql`SELECT allocation FROM ieo_projects WHERE id = ${projectId}`,
  );
  const o = await t.database.db.execute<{ status: string; hold: string } & Record<string, unknown>>(sql`
    SELECT o.status, h.status AS hold FROM ieo_orders o JOIN ledger_holds h ON h.id = o.hold_id
    WHERE o.project_id = ${projectId} ORDER BY o.id`);
  return {
    allocation: p.rows[0]!.allocation,
    orders: o.rows.map((r) => r.status),
    holds: o.rows.map((r) => r.hold),
  };
}

/** An ended project with three subscriptions (1000 tokens at 1 USDT, cap 500; requests 800, 400, 200). */
async function endedProject(): Promise<{ id: number; token: number; users: User[] }> {
  const p = await newProject(t, { amount: '1000', user_limit: '500', price: '1', min: '1' });
  const users: User[] = [];
  for (const amount of ['800', '400', '200']) {
    const u = await spotUser(t, '1000');
    await subscribed(t, u, p.id, amount);
    users.push(u);
  }
  await endProject(t, p.id);
  return { id: p.id, token: p.currency_id, users };
}

/**
 * Runs `step` while a test transaction holds `user`'s spot balance row of `currencyId` locked; once the step's
 * transaction waits on it, its backend is terminated. Resolves when the step has failed.
 */
async function cutOff(step: () => Promise<unknown>, user: User, currencyId: number): Promise<void> {
  const client = await t.database.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO ledger_accounts (user_id, currency_id, account_type) VALUES ($1, $2, 2) ON CONFLICT DO NOTHING`,
      [user.uid, currencyId],
    );
    await client.query('COMMIT');
    await client.query('BEGIN');
    await client.query(
      'SELECT id FROM ledger_accounts WHERE user_id = $1 AND currency_id = $2 AND account_type = 2 FOR UPDATE',
      [user.uid, currencyId],
    );
    // the expectation is attached at once: the step may fail before the loop below ends (no unhandled rejection)
    const running = expect(step()).rejects.toThrow();
    let pid: number | undefined;
    for (let i = 0; i < 200 && pid === undefined; i++) {
      const r = await client.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
           AND pid <> pg_backend_pid()`,
      );
      pid = r.rows[0]?.pid;
      if (pid === undefined) await new Promise((res) => setTimeout(res, 25));
    }
    expect(pid).toBeDefined();
    await client.query('SELECT pg_terminate_backend($1)', [pid]);
    await running;
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
}

describe('the allocation, once', () => {
  it('cut off mid-transaction: nothing is left behind, and the next run allocates whole, once', async () => {
    const p = await endedProject();
    const entries = await ieoEntries(t);
    const pool = await houseBalance(t, 'pool:ieo', USDT);
    await cutOff(() => t.services.ieoSettlement.allocate(p.id), p.users[1]!, USDT);

    expect(await state(p.id)).toEqual({
      allocation: 'pending',
      orders: ['subscribed', 'subscribed', 'subscribed'],
      holds: ['open', 'open', 'open'],
    });
    expect(await ieoEntries(t)).toEqual(entries);
    expect((await spot(t, p.users[0]!.uid)).frozen.toFixed()).toBe('800');

    await runIeoJobs(t);
    await runIeoJobs(t);
    // 1000 for 1400 requested, cap 500: 800 → capped at 500, the other 500 shared as 400 → 333.33333333 and
    // 200 → 166.66666666, costing 333.333334 and 166.666667 USDT (rounded up to USDT's 6 decimals)
    expect(await state(p.id)).toEqual({
      allocation: 'allocated',
      orders: ['allocated', 'allocated', 'allocated'],
      holds: ['posted', 'posted', 'posted'],
    });
    const after = await ieoEntries(t);
    expect((after.ieo_payment ?? 0) - (entries.ieo_payment ?? 0)).toBe(3);
    expect((await houseBalance(t, 'pool:ieo', USDT)).minus(pool).toFixed()).toBe('1000.000001');
    const balances = await Promise.all(p.users.map(async (u) => (await spot(t, u.uid)).available.toFixed()));
    expect(balances).toEqual(['500', '666.666666', '833.333333']);
  });

  it('a restarted node and two nodes at once: no second allocation or delivery', async () => {
    const p = await endedProject();
    const other = await createTestApp(undefined, { sharedDatabase: { name: t.databaseName } });
    try {
      const both = await Promise.all([
        t.services.ieoSettlement.allocate(p.id),
        other.services.ieoSettlement.allocate(p.id),
      ]);
      expect(both.filter(Boolean)).toHaveLength(1);
      await reachMarket(t, p.id);
      const delivered = await Promise.all([
        t.services.ieoSettlement.deliver(p.id),
        other.services.ieoSettlement.deliver(p.id),
      ]);
      expect(delivered.filter(Boolean)).toHaveLength(1);
      const entries = await ieoEntries(t);
      const tokens = await Promise.all(
        p.users.map(async (u) => (await spot(t, u.uid, p.token)).available.toFixed()),
      );
      expect(tokens).toEqual(['500', '333.33333333', '166.66666666']);

      // the "restarted" node runs both jobs again (as at its start): nothing more happens
      await other.services.jobs.runCron(other.database.db, 'ieo.allocate');
      await other.services.jobs.runCron(other.database.db, 'ieo.deliver');
      await other.services.jobs.drain();
      await runIeoJobs(t);
      expect(await ieoEntries(t)).toEqual(entries);
      const again = await Promise.all(
        p.users.map(async (u) => (await spot(t, u.uid, p.token)).available.toFixed()),
      );
      expect(again).toEqual(tokens);
    } finally {
      await other.close();
    }
  });
});

describe('the delivery, once', () => {
  it('cut off mid-transaction: no token credited, and the next run delivers each once', async () => {
    const p = await endedProject();
    await runIeoJobs(t);
    await reachMarket(t, p.id);
    const entries = await ieoEntries(t);
    await cutOff(() => t.services.ieoSettlement.deliver(p.id), p.users[2]!, p.token);

    expect((await state(p.id)).allocation).toBe('allocated');
    expect(await ieoEntries(t)).toEqual(entries);
    expect((await spot(t, p.users[0]!.uid, p.token)).available.toFixed()).toBe('0');

    await runIeoJobs(t);
    await runIeoJobs(t);
    expect((await state(p.id)).orders).toEqual(['delivered', 'delivered', 'delivered']);
    const after = await ieoEntries(t);
    expect((after.ieo_delivery ?? 0) - (entries.ieo_delivery ?? 0)).toBe(3);
    const tokens = await Promise.all(
      p.users.map(async (u) => (await spot(t, u.uid, p.token)).available.toFixed()),
    );
    expect(tokens).toEqual(['500', '333.33333333', '166.66666666']);
    expect((await houseBalance(t, 'pool:ieo', p.token)).toFixed()).toBe('-999.99999999');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
