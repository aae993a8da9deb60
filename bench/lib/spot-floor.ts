import { once } from 'node:events';
import path from 'node:path';
import { checkLedger } from '../../apps/server/src/modules/ledger';
import type { Database } from '../../apps/server/src/platform/db';
import { cpuDuring } from './proc-cpu';
import { ROOT, startProcess, stopProcess } from './processes';
import { BTC_USDT, measure } from './spot-mix';
import { USDT, type BenchUser } from './spot-users';

/**
 * The spot benchmark's floor leg: bench/lib/spot-floor-main.ts (a journal's fixed statements per batch, no
 * matching) on the group app's database once the group legs are done, driven by the same mix as the order path.
 * Its orders per second bound what the in-memory book with PostgreSQL as its journal could serve on this machine;
 * the ledger is checked after it (its holds and releases are the app's own statements).
 */
export async function measureFloor(opts: {
  database: Database;
  databaseUrl: string;
  users: BenchUser[];
  connections: number;
  seconds: number;
  seed: number;
  port: number;
}) {
  const child = startProcess(path.join(ROOT, 'bench/lib/spot-floor-main.ts'), {
    PORT: String(opts.port),
    DATABASE_URL: opts.databaseUrl,
    PAIR_ID: String(BTC_USDT.id),
    BASE_ID: String(BTC_USDT.baseId),
    QUOTE_ID: String(USDT),
  });
  try {
    await once(child, 'message');
    const { out, cpu } = await cpuDuring(
      child.pid,
      (r) => r.requests,
      () => measure(`http://127.0.0.1:${opts.port}`, opts.users, opts.connections, opts.seconds, opts.seed),
    );
    const violations = await checkLedger(opts.database.db);
    return {
      what:
        'session check + per-pair batches of ONE transaction: holds (1 statement), order rows (1), cancels (1), ' +
        'releases (1); no matching (IOC orders written cancelled, nothing filled), no rules, events or pushes',
      ...out,
      cpu,
      ledger_violations: violations.length,
    };
  } finally {
    await stopProcess(child);
  }
}
