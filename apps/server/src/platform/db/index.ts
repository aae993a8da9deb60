import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type AfterCommit, runAfterCommit, trackTransaction } from './after-commit';
import { runBeforeCommit } from './before-commit';
import { StatementNames } from './named-statements';
import { MIGRATIONS_DIR } from '../paths';

export type Db = NodePgDatabase;
/** A transaction handle; repos take either a Db or a Tx. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** apps/server/src/drizzle, from the source tree or the bundle alike (platform/paths.ts). */
export { MIGRATIONS_DIR };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * The pool: the leadership roles of a node hold their advisory locks on one connection (platform/lock-connection.ts)
 * and the job runner takes its concurrency plus one listener, so 20 leaves requests most of it.
 */
export function connectDatabase(url: string, maxConnections = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle client error (server restart) must not crash the process; the pool replaces the client. Nor must
  // the error of a client in use (its backend terminated mid-transaction): its query fails, and the pool
  // drops the dead client when it is released.
  pool.on('error', () => undefined);
  const names = new StatementNames();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    names.install(client);
  });
  const db = drizzle(pool);
  fenceTransactions(db);
  return { db, pool, close: () => pool.end() };
}

/**
 * Every top-level transaction of `db` runs its caller's before-commit hook (if any) as its last statement
 * (see before-commit.ts: an idempotency claim fences and marks the business transactions of its request),
 * and once committed, the effects registered with `afterCommit(tx, …)` (after-commit.ts: socket pushes).
 */
function fenceTransactions(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async <T>(work: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T> => {
    let effects: AfterCommit[] = [];
    const out = await transaction(async (tx) => {
      effects = trackTransaction(tx);
      const result = await work(tx);
      await runBeforeCommit(tx);
      return result;
    }, config);
    runAfterCommit(effects, (err) => process.emitWarning(`after-commit effect failed: ${String(err)}`));
    return out;
  };
}

export async function migrateDatabase(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

/** SQLSTATE of a driver error that drizzle may have wrapped (`err.cause.code`). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';

/** Deadlock and serialization failure: PostgreSQL aborted the transaction, which may pass when run again. */
const RETRYABLE_STATES = new Set(['40P01', '40001']);

/**
 * Runs `op` (a whole transaction) again from the start when PostgreSQL aborts it as a deadlock or a
 * serialization failure, at most `maxAttempts` runs in all; any other error, or the last one, is thrown.
 */
export async function retryingDeadlocks<T>(op: () => Promise<T>, maxAttempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      const state = sqlState(err);
      if (attempt >= maxAttempts || state === undefined || !RETRYABLE_STATES.has(state)) throw err;
    }
  }
}
