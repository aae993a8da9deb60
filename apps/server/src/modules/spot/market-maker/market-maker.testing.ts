import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get } from '../../../../test/api';
import { GENESIS_REF_TYPE } from './genesis';
import { balanceIn } from '../../ledger';

/** Test helpers of the house market maker's integration tests. */

/**
 * The maker on, with a background refresh that never comes back on its own (tests call refreshOnce) and a
 * 1-second price freshness, so only the pairs a test ticks are quoted.
 */
export const MAKER_ENV = {
  MARKET_MAKER: 'on',
  MARKET_MAKER_REFRESH_MS: '3600000',
  MARKET_MAKER_MAX_PRICE_AGE_MS: '1000',
};

/**
 * The ladder the behaviour tests compute by hand: a 2 bps spread on a 3 bps grid (25 USDT for BTC near 96,000);
 * the cost test runs the defaults instead.
 */
export const HAND_LADDER_ENV = { MARKET_MAKER_SPREAD_BPS: '2', MARKET_MAKER_STEP_BPS: '3' };

/** An app with the maker on, once the maker's first scheduled run (account, genesis, clean-up) is done. */
export async function makerApp(
  opts: { sharedDatabase?: { name: string }; defaults?: boolean } = {},
): Promise<TestApp> {
  const env = opts.defaults ? MAKER_ENV : { ...MAKER_ENV, ...HAND_LADDER_ENV };
  const shared = opts.sharedDatabase ? { sharedDatabase: opts.sharedDatabase } : {};
  const t = await createTestApp(undefined, { ...shared, env });
  await t.services.marketMaker.idle();
  return t;
}

/** Publishes a feed price for a pair now, as the feed would. */
export function tick(t: TestApp, symbol: string, price: string, time = Date.now()): void {
  const pair = t.services.market.findPair({ symbol });
  t.services.market.applyTicks([{ pairId: pair.id, time, price, volume: '0' }]);
}

export async function depth(t: TestApp, symbol: string) {
  const r = await get(t.app, '/coin/depth', { symbol, levels: '20' });
  return r.body.message as { bids: string[][]; asks: string[][] };
}

/** A user's whole spot balance (available + frozen) of a currency. */
export async function holding(t: TestApp, userId: number, currencyId: number): Promise<Decimal> {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = balanceIn(rows, 'change', currencyId);
  return new Decimal(r?.available ?? 0).plus(r?.frozen ?? 0);
}

/** The house genesis account's balance of a currency. */
export async function houseGenesis(t: TestApp, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT coalesce(sum(available), 0)::text AS v FROM ledger_accounts WHERE house_code = 'genesis' AND currency_id = ${currencyId}`,
  );
  return new Decimal(r.rows[0]?.v ?? 0);
}

export interface GenesisEntry {
  ref_id: string;
  memo: string;
  kind: string;
  /** What the maker's account received (sum of its postings in the entry). */
  issued: string;
  /** Sum of all the entry's postings (must be 0). */
  net: string;
  n: number;
}

/** The maker's genesis entries, one row per entry. */
export async function genesisEntries(t: TestApp, makerId: number): Promise<GenesisEntry[]> {
  const r = await t.database.db.execute<GenesisEntry & Record<string, unknown>>(sql`
    SELECT e.ref_id, e.memo, e.kind,
      sum(p.amount) FILTER (WHERE a.user_id = ${makerId})::text AS issued,
      sum(p.amount)::text AS net, count(*)::int AS n
    FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
    WHERE e.ref_type = ${GENESIS_REF_TYPE} GROUP BY e.id ORDER BY e.id`);
  return r.rows;
}

/**
 * The prices of the ladder the defaults (2 bps spread, 15 levels) put around `mid` on a grid of `grid`
 * (25 USDT for BTC near 96,000): the best bid is the last grid price at or below mid × 0.9999, the best ask the
 * first at or above mid × 1.0001, then one grid unit per level (2-decimal pairs).
 */
export function expectedPrices(mid: string, grid = '25', levels = 15) {
  const m = new Decimal(mid);
  const g = new Decimal(grid);
  const bid = m.mul('0.9999').div(g).floor().mul(g);
  const ask = m.mul('1.0001').div(g).ceil().mul(g);
  return {
    bids: Array.from({ length: levels }, (_, i) => bid.minus(g.mul(i)).toFixed(2)),
    asks: Array.from({ length: levels }, (_, i) => ask.plus(g.mul(i)).toFixed(2)),
  };
}

/** Tables a quote placement or cancel writes to (the order, the pair's version, the ledger's hold/release). */
export const QUOTE_TABLES = [
  'spot_orders',
  'spot_book_versions',
  'ledger_entries',
  'ledger_postings',
  'ledger_holds',
  'ledger_accounts',
] as const;

/**
 * Counts every row written (inserted, updated or deleted) in QUOTE_TABLES from now on, with a row trigger per
 * table into a counter table of the test's own database. Returns a reader of the counts so far.
 */
export async function countWrites(t: TestApp): Promise<() => Promise<Record<string, number>>> {
  const db = t.database.db;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS mm_write_counts (tbl text PRIMARY KEY, n bigint NOT NULL)`);
  await db.execute(sql`CREATE OR REPLACE FUNCTION mm_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO mm_write_counts VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (tbl) DO UPDATE SET n = mm_write_counts.n + 1;
      RETURN NULL;
    END $$`);
  for (const table of QUOTE_TABLES)
    await db.execute(
      sql.raw(`CREATE OR REPLACE TRIGGER mm_count_${table} AFTER INSERT OR UPDATE OR DELETE ON ${table}
               FOR EACH ROW EXECUTE FUNCTION mm_count_write()`),
    );
  return async () => {
    const r = await db.execute<{ tbl: string; n: string } & Record<string, unknown>>(
      sql`SELECT tbl, n::text AS n FROM mm_write_counts`,
    );
    const out: Record<string, number> = Object.fromEntries(QUOTE_TABLES.map((x) => [x, 0]));
    for (const row of r.rows) out[row.tbl] = Number(row.n);
    return out;
  };
}

/**
 * A deterministic feed path: a geometric random walk of `steps` steps of `stepS` seconds at the annualised
 * volatility `vol`, from `start`, rounded to `decimals` (mulberry32 + Box–Muller, seeded).
 */
export function pricePath(start: number, vol: number, stepS: number, steps: number, decimals = 2, seed = 7) {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const sigma = vol * Math.sqrt(stepS / (365 * 86_400));
  const out: string[] = [];
  let logP = Math.log(start);
  for (let i = 0; i < steps; i++) {
    const z = Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
    logP += sigma * z;
    out.push(Math.exp(logP).toFixed(decimals));
  }
  return out;
}
