import { once } from 'node:events';
import path from 'node:path';
import { ROOT, startProcess, stopProcess } from './processes';
import type { BenchPair } from './spot-bench-app';
import { USDT } from './spot-users';

export const FLOOR_WHAT =
  'session check + per-pair batches of ONE transaction: holds (1 statement), order rows (1), cancels (1), ' +
  'releases (1); no matching (IOC orders written cancelled, nothing filled), no rules, events or pushes';

/**
 * The spot benchmark's floor leg: bench/lib/spot-floor-main.ts (a journal's fixed statements per batch, no
 * matching) on the group app's database, on a pair of its own that the app is never asked about (the app's book
 * of it would not know the floor's orders), driven by the same mix as the order path. Its orders per second bound
 * what the in-memory book with PostgreSQL as its journal could serve on this machine (its holds and releases are
 * the app's own ledger statements, checked with the app's ledger after the run). The process, up and ready.
 */
export async function startFloor(opts: { databaseUrl: string; pair: BenchPair; port: number }) {
  const child = startProcess(path.join(ROOT, 'bench/lib/spot-floor-main.ts'), {
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
    PAIR_ID: String(opts.pair.id),
    BASE_ID: String(opts.pair.baseId),
    QUOTE_ID: String(USDT),
  });
  await once(child, 'message');
  return {
    target: `http://127.0.0.1:${opts.port}`,
    pid: child.pid,
    stop: () => stopProcess(child),
  };
}
