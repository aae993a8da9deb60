/**
 * Seconds-option settlement throughput: 100,000 orders expiring in the same second, settled by the
 * server's own batch settlement (settlement.ts: one transaction per batch — lock the due orders FOR
 * UPDATE SKIP LOCKED, read each order's own-second price, one ledger entry per order, status 1 → 3 WHERE
 * status = 1). Runs on PostgreSQL: a fresh database on DATABASE_URL's server when set (dropped after), else
 * an embedded server. Seeding is bulk SQL plus ledger entries (users funded by genesis, each user's stakes
 * moved to the escrow in one entry), so only the settlement is timed. Afterwards every order must be closed
 * with exactly one settlement entry, the USDT of users + escrow + house_pnl unchanged, and checkLedger clean.
 * Prints one JSON document and saves it to docs/bench/option-settlement.json.
 * Usage: npm run bench:options [-- --orders 100000 --users 5000 --batch 500] (5000 users × 20 orders: the per-user cap of open orders)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/invariants';
import { Ledger } from '../apps/server/src/modules/ledger/ledger.service';
import type { EntryInput } from '../apps/server/src/modules/ledger/types';
import { ASSETS, PAIRS } from '../apps/server/src/modules/market/catalog';
import { upsertCatalog } from '../apps/server/src/modules/market/market.repo';
import { OPTIONS_POOL, settleDueBatch } from '../apps/server/src/modules/options/settlement';
import { connectDatabase, migrateDatabase, type Db } from '../apps/server/src/platform/db';
import { machine } from './lib/machine';
import { openPostgres } from './lib/postgres';
import { ROOT } from './lib/processes';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    users: { type: 'string', default: '5000' },
    batch: { type: 'string', default: '500' },
  },
});
const ORDERS = Number(values.orders);
const USERS = Number(values.users);
const BATCH = Number(values.batch);
const USDT = 3;
const PAIR = 1;
const FUNDS = '1000000';
/** Entry prices around the settlement price 100.00, so wins, draws and losses all occur. */
const END_PRICE = '100.00';

/** Users, their funding, 100k open orders due at `second` (stakes in the escrow), and that second's price. */
async function seed(db: Db, ledger: Ledger, second: number): Promise<{ firstUser: number }> {
  await upsertCatalog(db, ASSETS, PAIRS);
  const users = await db.execute<{ id: string } & Record<string, unknown>>(sql`
    INSERT INTO users (email, account_number, password_hash, extension_code)
    SELECT 'optbench' || i || '@example.com', 'optbench' || i, 'x', 'OB' || i FROM generate_series(1, ${USERS}) i
    RETURNING id`);
  const ids = users.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  // Stakes: 10.00–500.00 USDT, deterministic per order; each user's total goes to the escrow in one entry.
  const stakeOf = (i: number) => new Decimal(1_000 + ((i * 7_919) % 49_001)).div(100);
  const perUser = new Map<number, Decimal>();
  for (let i = 0; i < ORDERS; i++) {
    const uid = ids[i % ids.length]!;
    perUser.set(uid, (perUser.get(uid) ?? new Decimal(0)).plus(stakeOf(i)));
  }
  const stakeEntry = new Map<number, number>();
  for (let k = 0; k < ids.length; k += 200) {
    const chunk = ids.slice(k, k + 200);
    const entries: EntryInput[] = [];
    for (const uid of chunk) {
      const user = { userId: uid, currencyId: USDT, type: 4 as const };
      entries.push({
        kind: 'genesis',
        lines: [
          { account: { house: 'genesis', currencyId: USDT }, amount: new Decimal(FUNDS).neg() },
          { account: user, amount: FUNDS },
        ],
      });
      const total = perUser.get(uid)!;
      entries.push({
        kind: 'option_stake',
        refType: 'option_bench_user',
        refId: String(uid),
        lines: [
          { account: user, amount: total.neg() },
          { account: { house: OPTIONS_POOL, currencyId: USDT }, amount: total },
        ],
      });
    }
    await db.transaction(async (tx) => {
      const entryIds = await ledger.post(tx, entries);
      chunk.forEach((uid, j) => stakeEntry.set(uid, entryIds[2 * j + 1]!));
    });
  }
  const openedAt = new Date((second - 30) * 1000 + 250).toISOString();
  const settleAt = new Date(second * 1000 + 250).toISOString();
  for (let k = 0; k < ORDERS; k += 10_000) {
    const n = Math.min(10_000, ORDERS - k);
    const idx = Array.from({ length: n }, (_, j) => k + j);
    const col = <T>(f: (i: number) => T) => sql.param(idx.map(f));
    await db.execute(sql`
      INSERT INTO option_orders (user_id, pair_id, currency_id, type, seconds, stake, profit_ratio, open_price,
        open_price_at, opened_at, settle_at, settle_second, stake_entry_id)
      SELECT u, ${PAIR}, ${USDT}, t, 30, s, 80, p, ${openedAt}::timestamptz, ${openedAt}::timestamptz,
        ${settleAt}::timestamptz, ${second}, e
      FROM unnest(${col((i) => ids[i % ids.length]!)}::bigint[], ${col((i) => 1 + (i % 2))}::smallint[],
        ${col((i) => stakeOf(i).toFixed(2))}::numeric[], ${col((i) => ['99.99', '100.00', '100.01'][i % 3]!)}::numeric[],
        ${col((i) => stakeEntry.get(ids[i % ids.length]!)!)}::bigint[]) AS v(u, t, s, p, e)`);
  }
  await db.execute(
    sql`INSERT INTO option_prices (pair_id, second, price) VALUES (${PAIR}, ${second}, ${END_PRICE})`,
  );
  await db.execute(sql`ANALYZE option_orders`);
  return { firstUser: ids[0]! };
}

async function usdtOfUsersAndHouse(db: Db): Promise<string> {
  const r = await db.execute<{ v: string } & Record<string, unknown>>(sql`
    SELECT coalesce(sum(available + frozen), 0)::text AS v FROM ledger_accounts
    WHERE currency_id = ${USDT} AND (account_type = 4 OR house_code IN (${OPTIONS_POOL}, 'house_pnl'))`);
  return new Decimal(r.rows[0]!.v).toFixed();
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function main() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-options-'));
  const pgServer = await openPostgres(tmp);
  const database = connectDatabase(pgServer.url, 4);
  try {
    await migrateDatabase(database.db);
    const ledger = new Ledger();
    const second = Math.floor(Date.now() / 1000) - 60;
    const seedStarted = performance.now();
    await seed(database.db, ledger, second);
    const seedMs = performance.now() - seedStarted;
    const before = await usdtOfUsersAndHouse(database.db);

    const batchMs: number[] = [];
    let settled = 0;
    const started = performance.now();
    for (let i = 0; i < Math.ceil(ORDERS / BATCH) + 1; i++) {
      const t0 = performance.now();
      const done = await settleDueBatch(database.db, ledger, {
        upToSecond: second,
        limit: BATCH,
        nowMs: Date.now(),
      });
      if (done.length === 0) break;
      batchMs.push(performance.now() - t0);
      settled += done.length;
    }
    const totalMs = performance.now() - started;

    const counts = await database.db.execute<Record<string, unknown>>(sql`
      SELECT (SELECT count(*) FROM option_orders WHERE status = 1)::int AS open,
             (SELECT count(*) FROM option_orders WHERE profit_result = 1)::int AS wins,
             (SELECT count(*) FROM option_orders WHERE profit_result = 0)::int AS draws,
             (SELECT count(*) FROM option_orders WHERE profit_result = -1)::int AS losses,
             (SELECT count(*) FROM (SELECT ref_id FROM ledger_entries WHERE ref_type = 'option_order'
                GROUP BY ref_id HAVING count(*) <> 1) d)::int AS not_once`);
    const c = counts.rows[0]!;
    const after = await usdtOfUsersAndHouse(database.db);
    const violations = await checkLedger(database.db);
    const sorted = [...batchMs].sort((a, b) => a - b);
    const ms = (v: number) => Number(v.toFixed(1));
    const result = {
      benchmark: 'option-settlement',
      description:
        'Seconds options expiring in the same second, settled by settleDueBatch (the settler’s own code): one transaction per batch, one ledger entry per order, exactly-once by status 1 → 3 WHERE status = 1',
      machine: machine(),
      postgres: pgServer.label,
      orders: ORDERS,
      users: USERS,
      batch_size: BATCH,
      batches: batchMs.length,
      settled,
      seconds_total: Number((totalMs / 1000).toFixed(2)),
      orders_per_second: Math.round(settled / (totalMs / 1000)),
      batch_ms: {
        p50: ms(quantile(sorted, 0.5)),
        p99: ms(quantile(sorted, 0.99)),
        max: ms(sorted.at(-1) ?? 0),
      },
      outcomes: { wins: c.wins, draws: c.draws, losses: c.losses },
      checks: {
        still_open: c.open,
        orders_not_settled_exactly_once: c.not_once,
        usdt_users_escrow_house_pnl_before: before,
        usdt_users_escrow_house_pnl_after: after,
        ledger_violations: violations.length,
      },
      seed_seconds: Number((seedMs / 1000).toFixed(1)),
      at: new Date().toISOString(),
    };
    const json = JSON.stringify(result, null, 2);
    console.log(json);
    await fs.mkdir(path.join(ROOT, 'docs/bench'), { recursive: true });
    if (ORDERS === 100_000 && settled === ORDERS)
      await fs.writeFile(path.join(ROOT, 'docs/bench/option-settlement.json'), `${json}\n`);
    if (c.open !== 0 || c.not_once !== 0 || before !== after || violations.length > 0)
      throw new Error('option settlement benchmark: a check failed');
  } finally {
    await database.close();
    await pgServer.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

await main();
