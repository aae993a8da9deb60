import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl } from '../../../../test/db-url';
import { admin } from '../../../../test/global-setup';
import { spawnServer, until, type ServerProcess } from '../../../../test/server-process';
import { cloneTemplate, createTestApp, type TestApp } from '../../../../test/test-app';
import { tick } from '../../futures/futures.testing';
import { checkLedger } from '../../ledger/invariants';
import type { EntryInput } from '../../ledger/types';
import { copyFollows, copyTraders } from '../copytrade.schema';
import { settle } from './copy.testing';

/**
 * Fault test: a trader with FOLLOWERS attached copies closes; the copies' closes are left to
 * a real server process, which is killed with SIGKILL once some but not all of them are done; a second process
 * finishes. Every copy closed exactly once (one `lever_close` entry each, its record closed once with the
 * trader's reason), the follows' realised P&L is the sum of their copies', and the ledger's invariants hold.
 */
const FOLLOWERS = 500;
const name = `meridian_t_${randomBytes(6).toString('hex')}`;
const USDT = 3;

afterAll(() => admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

async function count(t: TestApp, q: ReturnType<typeof sql>): Promise<number> {
  const r = await t.database.db.execute<{ n: number } & Record<string, unknown>>(q);
  return r.rows[0]!.n;
}

/** The trader and FOLLOWERS funded followers of 1 fixed lot, written in bulk; the trader's open, copied. */
async function seed(t: TestApp): Promise<{ traderId: number; positionId: number }> {
  const db = t.database.db;
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'copykill' || i || '@example.com', 'copykill' || i, 'x', 'CK' || i
      FROM generate_series(0, ${FOLLOWERS}) i RETURNING id`);
  const ids = users.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  const [traderId, ...followers] = ids as [number, ...number[]];
  const funding: EntryInput[] = ids.map((userId) => ({
    kind: 'genesis',
    lines: [
      { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal('10000').neg() },
      { account: { userId, currencyId: USDT, type: 3 }, amount: '10000' },
    ],
  }));
  await db.transaction((tx) => t.services.ledger.post(tx, funding));
  await db
    .insert(copyTraders)
    .values({ userId: traderId, profitShare: '10', maxFollowers: 10_000, minAmount: '1' });
  await db.insert(copyFollows).values(
    followers.map((followerUserId) => ({
      followerUserId,
      traderUserId: traderId,
      type: 2,
      number: '1',
      budget: '5000',
      profitShare: '10',
    })),
  );
  await tick(t, '50000');
  const p = await t.services.futures.submit(traderId, {
    currency_id: 1,
    legal_id: USDT,
    type: 1,
    share: 1,
    multiple: 10,
    status: 1,
  });
  await settle(t);
  return { traderId, positionId: p.id };
}

describe('copies of a closed trader position: kill -9 midway, a second process finishes', () => {
  it('closes every attached copy exactly once across a killed process and its successor', async () => {
    await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), name);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-copy-kill-'));
    const t = await createTestApp(undefined, { sharedDatabase: { name } });
    const servers: ServerProcess[] = [];
    try {
      const { traderId, positionId } = await seed(t);
      const copies = sql`SELECT count(*)::int AS n FROM lever_positions WHERE follow_order_id = ${positionId}`;
      const closed = sql`SELECT count(*)::int AS n FROM lever_positions
                          WHERE follow_order_id = ${positionId} AND status = 3`;
      expect(await count(t, copies)).toBe(FOLLOWERS);
      // the trader's close commits here; its fan-out (event delivery, copy jobs) is left to the servers
      await tick(t, '50500');
      await t.services.futures.close(traderId, positionId);
      expect(await count(t, closed)).toBe(0);
      await t.app.close();

      const env = { JOBS_CONCURRENCY: '2', JOBS_POLL_MS: '200', MICROTRADE: 'off' };
      const first = await spawnServer({ dataDir, databaseUrl: databaseUrl(inject('dbAdminUrl'), name), env });
      servers.push(first);
      await until('some copies closed', async () => (await count(t, closed)) > 0, 90_000, first.log);
      first.child.kill('SIGKILL');
      await first.exited;
      const byFirst = await count(t, closed);
      expect(byFirst).toBeGreaterThan(0);
      expect(byFirst).toBeLessThan(FOLLOWERS);

      const second = await spawnServer({
        dataDir,
        databaseUrl: databaseUrl(inject('dbAdminUrl'), name),
        env,
      });
      servers.push(second);
      await until(
        'every copy closed',
        async () => (await count(t, closed)) === FOLLOWERS,
        120_000,
        second.log,
      );
      await until(
        'no copy job left',
        async () =>
          (await count(
            t,
            sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier LIKE 'copytrade.%'`,
          )) === 0,
        60_000,
        second.log,
      );
      second.child.kill('SIGTERM');
      await second.exited;

      // exactly once: one close entry per copy; each record closed once, with the trader's reason
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM ledger_entries e JOIN lever_positions p ON e.ref_id = p.id::text
               WHERE e.kind = 'lever_close' AND e.ref_type = 'lever_position' AND p.follow_order_id = ${positionId}`,
        ),
      ).toBe(FOLLOWERS);
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM copy_trades WHERE trader_position_id = ${positionId}
               AND status = 'closed' AND close_cause = 'trader' AND trader_close_reason = 'manual'`,
        ),
      ).toBe(FOLLOWERS);
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM lever_positions WHERE follow_order_id = ${positionId}
               AND close_reason = 'copy'`,
        ),
      ).toBe(FOLLOWERS);
      // each follow's realised P&L is its one copy's result; no share twice
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM copy_follows f JOIN copy_trades c ON c.follow_id = f.id
               WHERE c.trader_position_id = ${positionId} AND f.realised <> c.profit`,
        ),
      ).toBe(0);
      expect(
        await count(
          t,
          sql`SELECT count(*)::int AS n FROM (SELECT copy_trade_id FROM copy_profit_shares
               GROUP BY copy_trade_id HAVING count(*) > 1) d`,
        ),
      ).toBe(0);
      expect(await checkLedger(t.database.db)).toEqual([]);
      console.info(JSON.stringify({ copyKill: { followers: FOLLOWERS, closedByFirst: byFirst } }));
    } finally {
      for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
      await t.database.close().catch(() => undefined);
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
