import type pg from 'pg';

/**
 * A fingerprint of the business state: per table, its row count and an md5 of its rows. Left out: market data
 * the feed writes on its own (candles, fiat rates, recorded option prices), sessions (last seen), idempotency
 * claims, verification codes and the failure counters of logins and pay passwords — a refused secret is
 * meant to count there.
 */
const SKIPPED_TABLES =
  /^(__drizzle_migrations|candles_.*|fiat_.*|option_prices|sessions|operator_sessions|idempotency_keys|verification_codes)$/;
const SKIPPED_COLUMNS = /(failure|window_start|locked_until|last_seen)/;

let query: string | undefined;

export async function stateFingerprint(pool: pg.Pool): Promise<Record<string, string>> {
  query ??= await buildQuery(pool);
  const r = await pool.query<{ t: string; h: string }>(query);
  return Object.fromEntries(r.rows.map((row) => [row.t, row.h]));
}

async function buildQuery(pool: pg.Pool): Promise<string> {
  const cols = await pool.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, string[]>();
  for (const c of cols.rows) {
    if (SKIPPED_TABLES.test(c.table_name) || SKIPPED_COLUMNS.test(c.column_name)) continue;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), `"${c.column_name}"`]);
  }
  return [...byTable.entries()]
    .map(([table, columns]) => {
      const row = `(${columns.join(', ')})::text`;
      return `SELECT '${table}' AS t, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' ORDER BY ${row})), '') AS h FROM "${table}"`;
    })
    .join(' UNION ALL ');
}

/**
 * The first transaction id not yet assigned: unchanged across a request means no transaction wrote anything
 * (reads take no id), so the fingerprint need not be recomputed.
 */
export async function writeHorizon(pool: pg.Pool): Promise<string> {
  const r = await pool.query<{ x: string }>('SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS x');
  return r.rows[0]?.x ?? '';
}
