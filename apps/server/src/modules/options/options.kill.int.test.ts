import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { killTestDatabase } from '../../../test/kill-test';
import { spawnServer, stopServer, until } from '../../../test/server-process';
import type { Db } from '../../platform/db';
import { checkLedger } from '../ledger/invariants';
import { Ledger } from '../ledger/ledger.service';
import type { EntryInput } from '../ledger/types';
import { OPTIONS_POOL } from './settlement';

/**
 * Kill and restart during settlement: a real server process starts settling a backlog of overdue
 * options, is killed with SIGKILL in the middle, and a second process settles the rest — every order exactly
 * once, on its own second's recorded price, with the USDT of users + escrow + house P&L unchanged.
 */
const USDT = 3;
const PAIR = 1;
const USERS = 400;
const ORDERS = 8_000;
const { url, run } = killTestDatabase('meridian-options-kill-');

/** USERS funded users, ORDERS open 30 s orders due at `second` (stakes in the escrow), and that second's price. */
async function seed(db: Db, second: number): Promise<void> {
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'optkill' || i || '@example.com', 'optkill' || i, 'x', 'OK' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const ids = users.rows.map((r) => Number(r.id));
  const stakeOf = (i: number) => new Decimal(1_000 + ((i * 7_919) % 9_001)).div(100);
  const perUser = new Map<number, Decimal>();
  for (let i = 0; i < ORDERS; i++) {
    const uid = ids[i % USERS]!;
    perUser.set(uid, (perUser.get(uid) ?? new Decimal(0)).plus(stakeOf(i)));
  }
  const entries: EntryInput[] = ids.flatMap((uid) => {
    const user = { userId: uid, currencyId: USDT, type: 4 as const };
    const total = perUser.get(uid)!;
    return [
      {
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis' as const, currencyId: USDT }, amount: '-100000' },
          { account: user, amount: '100000' },
        ],
      },
      {
        kind: 'option_stake',
        refType: 'option_kill_user',
        refId: String(uid),
        lines: [
          { account: user, amount: total.neg() },
          { account: { house: OPTIONS_POOL, currencyId: USDT }, amount: total },
        ],
      },
    ];
  });
  const stakeEntry = new Map<number, number>();
  await db.transaction(async (tx) => {
    const entryIds = await new Ledger().post(tx, entries);
    ids.forEach((uid, j) => stakeEntry.set(uid, entryIds[2 * j + 1]!));
  });
  const openedAt = new Date((second - 30) * 1000 + 250).toISOString();
  const settleAt = new Date(second * 1000 + 250).toISOString();
  const idx = Array.from({ length: ORDERS }, (_, i) => i);
  const col = <T>(f: (i: number) => T) => sql.param(idx.map(f));
  await db.execute(sql`
    INSERT INTO option_orders (user_id, pair_id, currency_id, type, seconds, stake, profit_ratio, open_price,
      open_price_at, opened_at, settle_at, settle_second, stake_entry_id)
    SELECT u, ${PAIR}, ${USDT}, t, 30, s, 80, p, ${openedAt}::timestamptz, ${openedAt}::timestamptz,
      ${settleAt}::timestamptz, ${second}, e
    FROM unnest(${col((i) => ids[i % USERS]!)}::bigint[], ${col((i) => 1 + (i % 2))}::smallint[],
      ${col((i) => stakeOf(i).toFixed(2))}::numeric[], ${col((i) => ['99.99', '100.00', '100.01'][i % 3]!)}::numeric[],
      ${col((i) => stakeEntry.get(ids[i % USERS]!)!)}::bigint[]) AS v(u, t, s, p, e)`);
  await db.execute(
    sql`INSERT INTO option_prices (pair_id, second, price) VALUES (${PAIR}, ${second}, '100.00')`,
  );
}

async function count(db: Db, status: number): Promise<number> {
  const r = await db.execute<{ n: number } & Record<string, unknown>>(
    sql`SELECT count(*)::int AS n FROM option_orders WHERE status = ${status}`,
  );
  return r.rows[0]!.n;
}

async function conserved(db: Db): Promise<string> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts
    WHERE currency_id = ${USDT} AND (account_type = 4 OR house_code IN (${OPTIONS_POOL}, 'house_pnl'))`);
  return new Decimal(r.rows[0]!.v).toFixed();
}

describe('seconds options: kill -9 during settlement, then restart', () => {
  it('settles every overdue order exactly once across a killed process and its successor', async () => {
    await run(async ({ db, dataDir }) => {
      const second = Math.floor(Date.now() / 1000) - 120;
      await seed(db, second);
      const before = await conserved(db);

      // the first process starts settling the backlog; kill it hard once some, not all, are settled
      const first = await spawnServer({ dataDir, databaseUrl: url() });
      await until('settlement to start', async () => (await count(db, 3)) > 0, 120_000, first.log);
      await stopServer(first, 'SIGKILL');
      const settledByFirst = await count(db, 3);
      expect(settledByFirst).toBeGreaterThan(0);
      expect(settledByFirst).toBeLessThan(ORDERS);

      // the second process settles the rest
      const second_ = await spawnServer({ dataDir, databaseUrl: url() });
      await until('every order to settle', async () => (await count(db, 1)) === 0, 120_000, second_.log);
      await stopServer(second_, 'SIGTERM');

      expect(await count(db, 3)).toBe(ORDERS);
      const once = await db.execute<
        { orders: number; entries: number; bad: number } & Record<string, unknown>
      >(sql`
        SELECT count(DISTINCT ref_id)::int AS orders, count(*)::int AS entries,
               (SELECT count(*) FROM (SELECT ref_id FROM ledger_entries WHERE ref_type = 'option_order'
                 GROUP BY ref_id HAVING count(*) <> 1) d)::int AS bad
        FROM ledger_entries WHERE ref_type = 'option_order'`);
      expect(once.rows[0]).toEqual({ orders: ORDERS, entries: ORDERS, bad: 0 });
      // the settle second's price 100.00 decided each: up at 99.99 wins, at 100.00 draws, at 100.01 loses…
      const results = await db.execute<
        { open_price: string; type: number; r: number; n: number } & Record<string, unknown>
      >(sql`
        SELECT open_price::text, type, profit_result AS r, count(*)::int AS n FROM option_orders
        GROUP BY 1, 2, 3 ORDER BY 1, 2`);
      for (const row of results.rows) {
        const open = new Decimal(row.open_price);
        const up = Number(row.type) === 1;
        const expected = open.eq(100) ? 0 : open.lt(100) === up ? 1 : -1;
        expect([row.open_price, row.type, row.r]).toEqual([row.open_price, row.type, expected]);
      }
      expect(await conserved(db)).toBe(before);
      expect(await checkLedger(db)).toEqual([]);
    });
  }, 300_000);
});
