import { once } from 'node:events';
import path from 'node:path';
import { cpuDuring } from './proc-cpu';
import { ROOT, startProcess, stopProcess } from './processes';
import type { BenchPair } from './spot-bench-app';
import { measure } from './spot-mix';
import { USDT, type BenchUser } from './spot-users';

export const FLOOR_WHAT =
  'session check + per-pair batches of ONE transaction: holds (1 statement), order rows (1), cancels (1), ' +
  'releases (1); no matching (IOC orders written cancelled, nothing filled), no rules, events or pushes';

/**
 * The spot benchmark's floor leg: bench/lib/spot-floor-main.ts (a journal's fixed statements per batch, no
 * matching) on the group app's database, on a pair of its own that the app is never asked about (the app's book
 * of it would not know the floor's orders), driven by the same mix as the order path. Its orders per second bound
 * what the in-memory book with PostgreSQL as its journal could serve on this machine (its holds and releases are
 * the app's own ledger statements, checked with the app's ledger after the run).
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
    /** One loaded leg of the mix on the floor's pair, with the CPU each process spent meanwhile. */
    measure: async (users: BenchUser[], connections: number, seconds: number, seed: number) => {
      const { out, cpu } = await cpuDuring(
        child.pid,
        (r) => r.requests,
        () => measure(`http://127.0.0.1:${opts.port}`, users, connections, seconds, seed, opts.pair),
      );
      return { ...out, cpu };
    },
    stop: () => stopProcess(child),
  };
}
