import pg from 'pg';

/**
 * Where PostgreSQL's time goes, per statement, from the pg_stat_statements extension of an embedded server the
 * benchmark started with it (openPostgres `{ statements: true }`): reset before a leg, read after it.
 */

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

/** Loads the extension into the server's shared libraries; it takes effect at the next start. */
export const PRELOAD_STATEMENTS = "ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements'";

export function createStatementsExtension(url: string): Promise<void> {
  return withClient(url, async (c) => {
    await c.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
  });
}

export function resetStatements(url: string): Promise<void> {
  return withClient(url, async (c) => {
    await c.query('SELECT pg_stat_statements_reset()');
  });
}

export interface StatementTime {
  query: string;
  calls: number;
  total_ms: number;
  mean_ms: number;
  rows: number;
  /** this statement's share of all statements' execution time */
  share: number;
  calls_per_request: number;
  ms_per_request: number;
  /** shared buffers touched a call (hit or read): a scan shows as hundreds where an index lookup touches a few */
  blocks_per_call: number;
  /** WAL records a call: the rows and index entries it wrote */
  wal_records_per_call: number;
}

/** The `limit` statements of the server that took the most execution time since the reset, per request too. */
export function topStatements(url: string, requests: number, limit = 30): Promise<StatementTime[]> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{
      query: string;
      calls: string;
      total: number;
      rows: string;
      all: number;
      blocks: string;
      wal: string;
    }>(
      `SELECT query, calls, total_exec_time AS total, rows, sum(total_exec_time) OVER () AS all,
         shared_blks_hit + shared_blks_read AS blocks, wal_records AS wal
         FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT $1`,
      [limit],
    );
    return rows.map((r) => ({
      query: r.query.replace(/\s+/g, ' ').slice(0, 300),
      calls: Number(r.calls),
      total_ms: Math.round(r.total),
      mean_ms: Number((r.total / Number(r.calls)).toFixed(3)),
      rows: Number(r.rows),
      share: Number((r.total / r.all).toFixed(3)),
      calls_per_request: Number((Number(r.calls) / requests).toFixed(3)),
      ms_per_request: Number((r.total / requests).toFixed(4)),
      blocks_per_call: Number((Number(r.blocks) / Number(r.calls)).toFixed(1)),
      wal_records_per_call: Number((Number(r.wal) / Number(r.calls)).toFixed(1)),
    }));
  });
}
