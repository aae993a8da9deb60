import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killTestDatabase } from '../../../test/kill-test';
import { spawnServer, stopServer, until } from '../../../test/server-process';
import type { Db } from '../../platform/db';
import { checkLedger, Ledger } from '../ledger';

/**
 * Kill -9 and restart during the IEO jobs: a real server process starts allocating and
 * delivering a backlog of ended projects, is killed with SIGKILL in the middle, and a second process does the
 * rest — every subscription paid for once and its tokens delivered once, the USDT of users + the pool unchanged.
 */
const USDT = 3;
const USERS = 150;
const PROJECTS = 50;
const { url, run } = killTestDatabase('meridian-ieo-kill-');

/**
 * USERS users with 10,000 USDT each; PROJECTS ended projects (supply 1000 at 0.5, cap 20, market already due),
 * each subscribed by every user for 1 + (user + project) % 30 tokens, the payment held as the service does.
 */
async function seed(db: Db): Promise<void> {
  const ledger = new Ledger();
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'ieokill' || i || '@example.com', 'ieokill' || i, 'x', 'IK' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const ids = users.rows.map((r) => Number(r.id));
  await db.transaction((tx) =>
    ledger.post(
      tx,
      ids.map((uid) => ({
        kind: 'genesis' as const,
        lines: [
          { account: { house: 'genesis' as const, currencyId: USDT }, amount: '-10000' },
          { account: { userId: uid, currencyId: USDT, type: 2 as const }, amount: '10000' },
        ],
      })),
    ),
  );
  const ended = new Date(Date.now() - 120_000).toISOString();
  const started = new Date(Date.now() - 3_600_000).toISOString();
  for (let p = 0; p < PROJECTS; p++) {
    await db.transaction(async (tx) => {
      const token = await tx.execute<{ id: number } & Record<string, unknown>>(sql`
        INSERT INTO assets (id, symbol, name, kind, logo)
        VALUES (nextval('asset_token_ids'), ${`KILL${p}`}, ${`Kill ${p}`}, 'token', '') RETURNING id`);
      const amounts = ids.map((_, u) => new Decimal(1 + ((u + p) % 30)));
      const requested = amounts.reduce((s, a) => s.plus(a), new Decimal(0));
      const project = await tx.execute<{ id: string } & Record<string, unknown>>(sql`
        INSERT INTO ieo_projects (currency_id, pay_currency_id, price, supply, min_amount, user_limit, start_at,
          end_at, lock_days, market_at, texts, requested, applications)
        VALUES (${Number(token.rows[0]!.id)}, ${USDT}, 0.5, 1000, 1, 20, ${started}::timestamptz,
          ${ended}::timestamptz, 0, ${ended}::timestamptz, ${JSON.stringify({ en: { title: `Kill ${p}`, summary: '', content: '' } })}::jsonb,
          ${requested.toFixed()}, ${USERS})
        RETURNING id`);
      const projectId = Number(project.rows[0]!.id);
      const orderIds = await tx.execute<{ id: string } & Record<string, unknown>>(sql`
        SELECT nextval(pg_get_serial_sequence('ieo_orders', 'id'))::text AS id FROM generate_series(1, ${USERS})`);
      const oids = orderIds.rows.map((r) => Number(r.id));
      const holds = await ledger.holds(
        tx,
        ids.map((uid, u) => ({
          account: { userId: uid, currencyId: USDT, type: 2 as const },
          amount: amounts[u]!.times('0.5'),
          ref: { type: 'ieo_order', id: String(oids[u]) },
        })),
      );
      await tx.execute(sql`
        INSERT INTO ieo_orders (id, project_id, user_id, amount, price, paid, hold_id)
        SELECT o, ${projectId}, u, a, 0.5, a * 0.5, h
        FROM unnest(${sql.param(oids)}::bigint[], ${sql.param(ids)}::bigint[],
          ${sql.param(amounts.map((a) => a.toFixed()))}::numeric[], ${sql.param(holds)}::bigint[]) AS v(o, u, a, h)`);
    });
  }
}

const count = async (db: Db, allocation: string) =>
  (
    await db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM ieo_projects WHERE allocation = ${allocation}`,
    )
  ).rows[0]!.n;

async function usdtTotal(db: Db): Promise<string> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts
    WHERE currency_id = ${USDT} AND (account_type = 2 OR house_code = 'pool:ieo')`);
  return new Decimal(r.rows[0]!.v).toFixed();
}

describe('IEO jobs: kill -9 mid-run, then restart', () => {
  it('allocates and delivers every project exactly once across a killed process and its successor', async () => {
    await run(async ({ db, dataDir }) => {
      await seed(db);
      const before = await usdtTotal(db);

      const first = await spawnServer({ dataDir, databaseUrl: url() });
      await until(
        'the first allocation',
        async () => (await count(db, 'pending')) < PROJECTS,
        120_000,
        first.log,
      );
      await stopServer(first, 'SIGKILL');
      expect(await count(db, 'pending')).toBeGreaterThan(0);

      const second = await spawnServer({ dataDir, databaseUrl: url() });
      await until(
        'every delivery',
        async () => (await count(db, 'delivered')) === PROJECTS,
        150_000,
        second.log,
      );
      await stopServer(second, 'SIGTERM');

      const once = await db.execute<
        { kind: string; orders: number; entries: number } & Record<string, unknown>
      >(sql`
        SELECT kind, count(DISTINCT ref_id)::int AS orders, count(*)::int AS entries FROM ledger_entries
        WHERE ref_type = 'ieo_order' AND kind IN ('ieo_payment', 'ieo_delivery', 'release') GROUP BY kind ORDER BY kind`);
      // every project is oversubscribed (150 users × 15.5 tokens on average against 1000) with every user
      // allocated something: one payment and one delivery per subscription, no release
      expect(once.rows).toEqual([
        { kind: 'ieo_delivery', orders: USERS * PROJECTS, entries: USERS * PROJECTS },
        { kind: 'ieo_payment', orders: USERS * PROJECTS, entries: USERS * PROJECTS },
      ]);
      const open = await db.execute<{ n: number } & Record<string, unknown>>(
        sql`SELECT count(*)::int AS n FROM ledger_holds WHERE ref_type = 'ieo_order' AND status <> 'posted'`,
      );
      expect(open.rows[0]!.n).toBe(0);
      const tokens = await db.execute<
        { users: string; pool: string; allocated: string } & Record<string, unknown>
      >(sql`
        SELECT (SELECT sum(available)::text FROM ledger_accounts a JOIN assets s ON s.id = a.currency_id
                  WHERE s.kind = 'token' AND s.symbol LIKE 'KILL%' AND a.account_type = 2) AS users,
               (SELECT sum(available)::text FROM ledger_accounts a JOIN assets s ON s.id = a.currency_id
                  WHERE s.kind = 'token' AND s.symbol LIKE 'KILL%' AND a.house_code = 'pool:ieo') AS pool,
               (SELECT sum(allocated)::text FROM ieo_projects) AS allocated`);
      const row = tokens.rows[0]!;
      expect(new Decimal(row.users).eq(row.allocated)).toBe(true);
      expect(new Decimal(row.pool).neg().eq(row.allocated)).toBe(true);
      expect(await usdtTotal(db)).toBe(before);
      expect(await checkLedger(db)).toEqual([]);
    });
  }, 400_000);
});
