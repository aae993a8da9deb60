/**
 * The machine's own transaction rate, for the spot benchmark's same-run yardstick (bench/spot-orders-http.ts):
 * `pgbench -N` (TPC-B-like without the branch/teller updates: 3 updates/selects and an insert per transaction) on
 * a database of its own, initialised with `pgbench -i`, on the same PostgreSQL server the app uses.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openPostgres } from './postgres';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

/** One pgbench run's figures. */
export interface PgbenchRun {
  clients: number;
  duration_s: number;
  load_average_1m: { before: number; after: number };
  transactions: number;
  tps: number;
  latency_avg_ms: number | null;
}

/** A pgbench database on the app's server (DATABASE_URL's, or an embedded one): `run` measures, `drop` removes. */
export async function openPgbench() {
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-pgbench-'));
  const postgres = await openPostgres(tmp);
  await run(PGBENCH, ['-i', '-q', postgres.url], { maxBuffer: 1 << 24 });
  const measure = async (clients: number, seconds: number): Promise<PgbenchRun> => {
    const before = os.loadavg()[0]!;
    const { stdout } = await run(
      PGBENCH,
      [
        '-N',
        '-n',
        '-c',
        String(clients),
        '-j',
        String(Math.min(clients, 2)),
        '-T',
        String(seconds),
        postgres.url,
      ],
      { maxBuffer: 1 << 24 },
    );
    const num = (re: RegExp) => {
      const m = re.exec(stdout);
      return m ? Number(m[1]) : null;
    };
    return {
      clients,
      duration_s: seconds,
      load_average_1m: { before: Number(before.toFixed(2)), after: Number(os.loadavg()[0]!.toFixed(2)) },
      transactions: num(/number of transactions actually processed: (\d+)/) ?? 0,
      tps: Math.round(num(/tps = ([\d.]+)/) ?? 0),
      latency_avg_ms: num(/latency average = ([\d.]+) ms/),
    };
  };
  const drop = async () => {
    await postgres.drop();
    await fs.rm(tmp, { recursive: true, force: true });
  };
  return { label: postgres.label, measure, drop };
}
