/**
 * Ticker fan-out of the real app (simulated feed) to local socket.io clients, two cases in the same run on the
 * same server: the per-symbol baseline (N clients each in 5 symbols' `daymarket` rooms, one message per symbol
 * per second) and the all-market stream (M clients in the `all_market` room, one message per second carrying
 * every pair that changed). For each: delivered messages/s against what the server sent, seq gaps, and
 * tick-to-client latency (tick second to receipt) percentiles. Clients live in separate processes so they
 * don't share the server's event loop. The server's open-files limit is raised (prlimit) for 20k sockets.
 * Prints one JSON document. Usage: npm run bench:socket [-- --clients 10000 --all-clients 20000 --window 10]
 */
import { execFile, execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { machine } from './lib/machine';
import { ROOT, startProcess, stopProcess, waitForHttp } from './lib/processes';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10000' },
    'all-clients': { type: 'string', default: '20000' },
    symbols: { type: 'string', default: '5' },
    window: { type: 'string', default: '10' },
    workers: { type: 'string', default: '2' },
    'all-workers': { type: 'string', default: '4' },
    'encoding-clients': { type: 'string', default: '2000' },
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
const windowS = Number(values.window);
const GRACE_MS = 5_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface ClientResult {
  delivered: number;
  rows: number;
  seqGaps: number;
  failedConnects: number;
  disconnected: number;
  latencies: number[];
  keys: string[];
}

async function run(url: string, n: number, mode: 'daymarket' | 'all_market', workers: number) {
  const children: ChildProcess[] = [];
  const connected: Promise<void>[] = [];
  const connectStart = Date.now();
  for (let w = 0; w < workers; w++) {
    const count = Math.floor(n / workers) + (w < n % workers ? 1 : 0);
    const child = fork(path.join(ROOT, 'bench/lib/socket-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, URL: url, COUNT: String(count), MODE: mode, SYMBOLS: SYMBOLS.join(',') },
    });
    children.push(child);
    connected.push(new Promise((resolve) => child.once('message', () => resolve())));
  }
  await Promise.all(connected);
  const connectS = (Date.now() - connectStart) / 1000;
  const results = children.map(
    (c) => new Promise<ClientResult>((resolve) => c.once('message', (m) => resolve(m as never))),
  );
  // the window: whole tick seconds, starting two seconds from now
  const from = (Math.floor(Date.now() / 1000) + 2) * 1000;
  const to = from + windowS * 1000;
  for (const c of children) c.send({ type: 'measure', from, to, graceMs: GRACE_MS });
  const all = await Promise.all(results);
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  const delivered = all.reduce((s, r) => s + r.delivered, 0);
  const lat = all.flatMap((r) => r.latencies).sort((a, b) => a - b);
  // the messages the server sent in the window (any client saw that room's seq); every client should get
  // each of its rooms' messages (a failed connection counts as a client that received nothing)
  const sent = new Set(all.flatMap((r) => r.keys)).size;
  const expected = n * sent;
  return {
    case:
      mode === 'daymarket' ? `${n} clients × ${SYMBOLS.length} symbol rooms` : `${n} clients in all_market`,
    mode,
    clients: n,
    client_processes: workers,
    connect_s: Number(connectS.toFixed(1)),
    window_s: windowS,
    messages_sent_per_room: mode === 'daymarket' ? sent / SYMBOLS.length : sent,
    delivered_per_s: Math.round(delivered / windowS),
    expected_per_s: Math.round(expected / windowS),
    delivery_ratio: Number((delivered / Math.max(1, expected)).toFixed(4)),
    dropped: expected - delivered,
    seq_gaps: all.reduce((s, r) => s + r.seqGaps, 0),
    failed_connects: all.reduce((s, r) => s + r.failedConnects, 0),
    disconnected: all.reduce((s, r) => s + r.disconnected, 0),
    ...(mode === 'all_market'
      ? {
          pairs_per_message: Number(
            (all.reduce((s, r) => s + r.rows, 0) / Math.max(1, delivered)).toFixed(1),
          ),
        }
      : {}),
    latency_ms: {
      p50: percentile(lat, 50),
      p90: percentile(lat, 90),
      p99: percentile(lat, 99),
      max: lat.at(-1) ?? 0,
    },
  };
}

/** Room broadcast (encoded once) against a per-socket emit loop (encoded per recipient): bench/lib/broadcast-encoding.ts. */
function encodingCost(count: number): Promise<unknown> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/lib/broadcast-encoding.ts')],
      { cwd: ROOT, env: { ...process.env, COUNT: String(count) }, timeout: 180_000 },
      (err, stdout) => resolve(err ? { error: err.message } : (JSON.parse(stdout) as unknown)),
    );
  });
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
  execFileSync('prlimit', ['--pid', String(app.pid), '--nofile=65536:65536'], { stdio: 'ignore' });
} catch {
  // not permitted (no CAP_SYS_RESOURCE): the server keeps its hard limit; clients are capped below
}

/** The server's open-files limit and how many it holds now (Linux /proc). */
async function serverFiles(): Promise<{ limit: number; open: number }> {
  const limits = await fs.readFile(`/proc/${app.pid}/limits`, 'utf8');
  const limit = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Infinity);
  return { limit, open: (await fs.readdir(`/proc/${app.pid}/fd`)).length };
}
/** Headroom the server keeps beyond its open files at rest (database connections, logs, accept bursts). */
const FD_MARGIN = 40;
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  const files = await serverFiles();
  const fit = (n: number) => Math.min(n, files.limit - files.open - FD_MARGIN);
  const results = [];
  for (const n of values.clients.split(',').filter(Boolean).map(Number))
    results.push(await run(`http://127.0.0.1:${port}`, n, 'daymarket', Number(values.workers)));
  // another loopback address: the baseline's closed connections (TIME_WAIT) hold ephemeral ports of 127.0.0.1
  for (const n of values['all-clients'].split(',').filter(Boolean).map(Number))
    results.push({
      requested_clients: n,
      ...(await run(`http://127.0.0.2:${port}`, fit(n), 'all_market', Number(values['all-workers']))),
    });
  const encoding = await encodingCost(Number(values['encoding-clients']));
  console.log(
    JSON.stringify(
      {
        benchmark: 'socket-fanout',
        machine: machine(),
        load_average_at_end: os.loadavg().map((l) => Number(l.toFixed(2))),
        settings: {
          daymarket_symbols_per_client: SYMBOLS.length,
          tick_rate: 'simulated feed, one batch per second (every pair that trades)',
          window_s: windowS,
          server_open_files: files,
          clients_cap:
            'the server holds one file per socket: clients are capped at its open-files limit minus what it holds at rest minus 40',
          client: 'socket.io-client 4.8, websocket transport, in separate processes (client_processes)',
          latency: 'tick second to client receipt, same machine clock, every message in the window',
          dropped: 'messages the server sent in the window (every client of the case) minus those received',
        },
        results,
        encoding,
      },
      null,
      2,
    ),
  );
} finally {
  await stopProcess(app);
  await fs.rm(dataDir, { recursive: true, force: true });
}
