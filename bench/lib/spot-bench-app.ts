/**
 * The spot benchmark's app processes and checks (bench/spot-orders-http.ts): an app process on a fresh
 * database, the pairs the mix trades, their funding, and the after-run checks.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../../apps/server/src/modules/ledger/invariants';
import { Ledger } from '../../apps/server/src/modules/ledger/ledger.service';
import { connectDatabase, type Database } from '../../apps/server/src/platform/db';
import { openPostgres } from './postgres';
import { ROOT, startProcess, stopProcess } from './processes';
import { BTC, USDT, call, type BenchUser } from './spot-users';

export /** A pair the mix trades: USDT-quoted crypto with ticks of at most 0.001 and lots of at most 0.001. */
interface BenchPair {
  id: number;
  symbol: string;
  baseId: number;
}

/** The app in its own process (`entry`) on a fresh database (see bench/lib/app-on-postgres.ts, which this follows). */
export async function startApp(entry: string, port: number, opts: { statements?: boolean } = {}) {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-spot-'));
  const postgres = await openPostgres(tmp, opts);
  const database = connectDatabase(postgres.url, 2);
  const dataDir = path.join(tmp, 'data');
  const env = {
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: postgres.url,
    MARKET_MAKER: 'off',
    MARKET_HISTORY_DAYS: '1',
    MARKET_DAILY_HISTORY_DAYS: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO: 'on',
    TRUST_PROXY: 'loopback',
  };
  let app = startProcess(path.join(ROOT, entry), env);
  const base = `http://127.0.0.1:${port}/api`;
  /**
   * Waits for /health; on a machine this loaded the app may miss Fastify's plugin start-up timeout and exit:
   * it is started again (the database is migrated by then), at most 4 starts in all.
   */
  const up = async (): Promise<number> => {
    for (let start = 1; ; start++) {
      while (app.exitCode === null) {
        const ok = await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return start;
        await new Promise((r) => setTimeout(r, 500));
      }
      if (start >= 4) throw new Error(`${entry} exited at start-up ${start} times`);
      app = startProcess(path.join(ROOT, entry), env);
    }
  };
  const stop = async () => {
    await stopProcess(app);
    await database.close();
    await postgres.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  return {
    base,
    target: `http://127.0.0.1:${port}`,
    url: postgres.url,
    dataDir,
    database,
    up,
    stop,
    pid: () => app.pid,
  };
}

/** The first `n` USDT-quoted crypto pairs whose tick and lot fit the mix (prices in 0.01, amounts in 0.001). */
export async function benchPairs(database: Database, n: number): Promise<BenchPair[]> {
  const r = await database.db.execute<
    { id: number; symbol: string; base_id: number } & Record<string, unknown>
  >(
    sql`SELECT id, symbol, base_id FROM pairs WHERE quote_id = ${USDT} AND category = 'crypto'
        AND price_precision BETWEEN 2 AND 3 AND amount_precision >= 3 AND open_coin_trade = 1 ORDER BY id LIMIT ${n}`,
  );
  return r.rows.map((x) => ({ id: x.id, symbol: x.symbol, baseId: x.base_id }));
}

/** Funds every user with funds.btc of each pair's base (one genesis entry per user and currency). */
export async function fundBases(
  database: Database,
  users: BenchUser[],
  pairs: BenchPair[],
  funds: { btc: string },
) {
  const bases = pairs.map((p) => p.baseId).filter((id) => id !== BTC);
  for (const u of users)
    await new Ledger().post(
      database.db,
      bases.map((currencyId) => ({
        kind: 'genesis' as const,
        lines: [
          { account: { house: 'genesis' as const, currencyId }, amount: new Decimal(funds.btc).neg() },
          { account: { userId: u.uid, currencyId, type: 2 as const }, amount: funds.btc },
        ],
      })),
    );
}

/** checkLedger, and each pair's best bid and ask (crossed or not) as the API shows them. */
export async function afterRun(base: string, database: Database, pairs: BenchPair[]) {
  const violations = await checkLedger(database.db);
  const books: Record<string, { best_bid: string | null; best_ask: string | null; crossed: boolean }> = {};
  for (const p of pairs) {
    const depth = (await call(base, `/coin/depth?symbol=${p.symbol}&levels=1`, undefined)).message as {
      bids: string[][];
      asks: string[][];
    };
    const bid = depth.bids[0]?.[0];
    const ask = depth.asks[0]?.[0];
    books[p.symbol] = {
      best_bid: bid ?? null,
      best_ask: ask ?? null,
      crossed: bid !== undefined && ask !== undefined && Number(bid) >= Number(ask),
    };
  }
  const rows = await database.db.execute<{ status: string; n: number } & Record<string, unknown>>(
    sql`SELECT status, count(*)::int AS n FROM spot_orders GROUP BY status ORDER BY status`,
  );
  const trades = await database.db.execute<{ n: number } & Record<string, unknown>>(
    sql`SELECT count(*)::int AS n FROM spot_trades`,
  );
  return {
    ledger_violations: violations.length,
    ledger_check: violations.length === 0 ? 'ok' : violations.slice(0, 5),
    any_book_crossed: Object.values(books).some((b) => b.crossed),
    books,
    spot_orders_by_status: Object.fromEntries(rows.rows.map((x) => [x.status, x.n])),
    spot_trades: trades.rows[0]?.n ?? 0,
  };
}
