/**
 * Ticker fan-out of the real app (simulated feed, `daymarket` per symbol room) to N local socket.io clients,
 * for N = 1k, 5k, 10k: delivered messages/s and tick-to-client latency (tick time to receipt) percentiles.
 * Clients live in separate processes so they don't share the server's event loop.
 * Prints one JSON document. Usage: npm run bench:socket [-- --clients 1000,5000,10000 --symbols 5 --window 10]
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine } from './lib/machine';
import { ROOT, startProcess, stopProcess, waitForHttp } from './lib/processes';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000,5000,10000' },
    symbols: { type: 'string', default: '5' },
    window: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
  },
});
const SYMBOLS = [
  'BTC/USDT',
  'ETH/USDT',
  'SOL/USDT',
  'XRP/USDT',
  'DOGE/USDT',
  'BNB/USDT',
  'LTC/USDT',
  'TRX/USDT',
].slice(0, Number(values.symbols));
const windowMs = Number(values.window) * 1000;
const workers = Number(values.workers);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function run(url: string, n: number) {
  const children: ChildProcess[] = [];
  const connected: Promise<void>[] = [];
  for (let w = 0; w < workers; w++) {
    const child = fork(path.join(ROOT, 'bench/lib/socket-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        URL: url,
        COUNT: String(Math.ceil(n / workers)),
        SYMBOLS: SYMBOLS.join(','),
        WINDOW_MS: String(windowMs),
      },
    });
    children.push(child);
    connected.push(new Promise((resolve) => child.once('message', () => resolve())));
  }
  await Promise.all(connected);
  const results = children.map(
    (c) =>
      new Promise<{ delivered: number; latencies: number[] }>((resolve) =>
        c.once('message', (m) => resolve(m as never)),
      ),
  );
  for (const c of children) c.send({ type: 'measure' });
  const all = await Promise.all(results);
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  const delivered = all.reduce((s, r) => s + r.delivered, 0);
  const lat = all.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const expected = n * SYMBOLS.length * (windowMs / 1000);
  return {
    clients: n,
    delivered_per_s: Math.round(delivered / (windowMs / 1000)),
    expected_per_s: Math.round(expected / (windowMs / 1000)),
    delivery_ratio: Number((delivered / expected).toFixed(3)),
    latency_ms: { p50: percentile(lat, 50), p99: percentile(lat, 99), max: lat.at(-1) ?? 0 },
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-'));
const port = 18_090;
const app = startProcess(path.join(ROOT, 'apps/server/src/main.ts'), {
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  MARKET_HISTORY_DAYS: '1',
  MARKET_DAILY_HISTORY_DAYS: '30',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO: 'on',
});
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  const results = [];
  for (const n of values.clients.split(',').map(Number))
    results.push(await run(`http://127.0.0.1:${port}`, n));
  console.log(
    JSON.stringify(
      {
        benchmark: 'socket-fanout',
        machine: machine(),
        settings: {
          symbols_per_client: SYMBOLS.length,
          tick_rate: '1 per symbol per second (simulated feed)',
          window_s: windowMs / 1000,
          client_processes: workers,
          latency: 'tick time (second boundary) to client receipt, same machine clock',
        },
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await stopProcess(app);
  await fs.rm(dataDir, { recursive: true, force: true });
}
