import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get } from '../../../../test/api';
import { GENESIS_REF_TYPE } from './genesis';

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

/** An app with the maker on, once the maker's first scheduled run (account, genesis, clean-up) is done. */
export async function makerApp(opts: { sharedDatabase?: { name: string } } = {}): Promise<TestApp> {
  const t = await createTestApp(undefined, { ...opts, env: MAKER_ENV });
  await t.services.marketMaker.idle();
  return t;
}

/** Publishes a feed price for a pair now, as the feed would. */
export function tick(t: TestApp, symbol: string, price: string, time = Date.now()): void {
  const pair = t.services.market.findPair({ symbol });
  t.services.market.applyTicks([{ pairId: pair.id, time, price, volume: '0' }]);
}

export async function depth(t: TestApp, symbol: string) {
  const r = await get(t.app, '/coin/depth', { symbol, levels: '10' });
  return r.body.message as { bids: string[][]; asks: string[][] };
}

/** A user's whole spot balance (available + frozen) of a currency. */
export async function holding(t: TestApp, userId: number, currencyId: number): Promise<Decimal> {
  const rows = await t.services.ledger.balances(t.database.db, userId);
  const r = rows.find((x) => x.currencyId === currencyId && x.accountType === 2);
  return new Decimal(r?.available ?? 0).plus(r?.frozen ?? 0);
}

/** The house genesis account's balance of a currency. */
export async function houseGenesis(t: TestApp, currencyId: number): Promise<Decimal> {
  const r = await t.database.db.execute<{ v: string | null } & Record<string, unknown>>(
    sql`SELECT available::text AS v FROM ledger_accounts WHERE house_code = 'genesis' AND currency_id = ${currencyId}`,
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

/** The ladder of `levels` per side the defaults (20 bps, step 10 bps) put around `mid` (2-decimal pairs). */
export function expectedPrices(mid: string, levels = 5) {
  const m = new Decimal(mid);
  const at = (bps: number, mode: 'down' | 'up') =>
    m
      .mul(new Decimal(1).plus(new Decimal(bps).div(10_000)))
      .toDecimalPlaces(2, mode === 'down' ? Decimal.ROUND_DOWN : Decimal.ROUND_UP)
      .toFixed(2);
  return {
    bids: Array.from({ length: levels }, (_, i) => at(-(10 + 10 * i), 'down')),
    asks: Array.from({ length: levels }, (_, i) => at(10 + 10 * i, 'up')),
  };
}
