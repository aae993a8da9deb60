/**
 * Ticker fan-out of the real app (simulated feed) to local socket.io clients, two cases in the same run on the
 * same server: the per-symbol baseline (N clients each in 5 symbols' `daymarket` rooms, one message per symbol
 * per second) and the all-market stream (M clients in the `all_market` room, one message per second carrying
 * every pair that changed). For each: delivered messages/s against what the server sent, seq gaps, and
 * tick-to-client latency percentiles (receipt minus the tick's second: the feed emits the ticks of second S at
 * or after S, so this is an upper bound that includes the feed's timer and the server's work; all_market also
 * from the message's own emit time). Clients live in several processes (each under its own open-files limit)
 * so they don't share the server's event loop. The server holds one file per socket: the all-market clients are
 * capped at what its open-files limit leaves (see `clients_cap` in the JSON).
 * Prints one JSON document. Usage: npm run bench:socket [-- --clients 10000 --all-clients 20000 --window 10
 * --workers 4 --all-workers 4 --client lean|socketio]
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
    workers: { type: 'string', default: '4' },
    'all-workers': { type: 'string', default: '4' },
    client: { type: 'string', default: 'lean' },
    ramp: { type: 'string', default: '100' },
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
  rowMessages: number;
  headerMismatches: number;
  seqGaps: number;
  failedConnects: number;
  failedSubscribes: number;
  retries: number;
  failureReasons: Record<string, number>;
  disconnected: number;
  latencies: number[];
  fromEmit: number[];
  keys: string[];
  seconds: number[];
}

const latency = (values: number[]) => {
  const sorted = values.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
};

async function run(url: string, n: number, mode: 'daymarket' | 'all_market', workers: number) {
  const children: ChildProcess[] = [];
  const connected: Promise<void>[] = [];
  const connectStart = Date.now();
  for (let w = 0; w < workers; w++) {
    const count = Math.floor(n / workers) + (w < n % workers ? 1 : 0);
    const child = fork(path.join(ROOT, 'bench/lib/socket-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: {
        ...process.env,
        URL: url,
        COUNT: String(count),
        MODE: mode,
        SYMBOLS: SYMBOLS.join(','),
        CLIENT: values.client,
        RAMP: values.ramp,
      },
    });
    children.push(child);
    connected.push(new Promise((resolve) => child.once('message', () => resolve())));
  }
  await Promise.all(connected);
  const connectS = (Date.now() - connectStart) / 1000;
  // then every client subscribes (the ramp-up above ran without fan-out traffic)
  const subscribeStart = Date.now();
  const subscribed = children.map((c) => new Promise<void>((resolve) => c.once('message', () => resolve())));
  for (const c of children) c.send({ type: 'subscribe' });
  await Promise.all(subscribed);
  const subscribeS = (Date.now() - subscribeStart) / 1000;
  const results = children.map(
    (c) => new Promise<ClientResult>((resolve) => c.once('message', (m) => resolve(m as never))),
  );
  // the window: whole tick seconds, starting two seconds from now
  const from = (Math.floor(Date.now() / 1000) + 2) * 1000;
  const to = from + windowS * 1000;
  for (const c of children) c.send({ type: 'measure', from, to, graceMs: GRACE_MS });
  // the server's CPU over the window (utime + stime, clock ticks of 10 ms)
  await new Promise((r) => setTimeout(r, Math.max(0, from - Date.now())));
  const cpuFrom = await serverCpuMs();
  await new Promise((r) => setTimeout(r, Math.max(0, to - Date.now())));
  const cpuMs = (await serverCpuMs()) - cpuFrom;
  const all = await Promise.all(results);
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
  );
  const delivered = all.reduce((s, r) => s + r.delivered, 0);
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
    connects_per_s: Math.round(n / connectS),
    subscribe_s: Number(subscribeS.toFixed(1)),
    connect_retries: all.reduce((s, r) => s + r.retries, 0),
    connect_failure_reasons: all.reduce<Record<string, number>>((acc, r) => {
      for (const [k, v] of Object.entries(r.failureReasons)) acc[k] = (acc[k] ?? 0) + v;
      return acc;
    }, {}),
    window_s: windowS,
    messages_sent_per_room: mode === 'daymarket' ? sent / SYMBOLS.length : sent,
    tick_seconds_seen: new Set(all.flatMap((r) => r.seconds)).size,
    delivered_per_s: Math.round(delivered / windowS),
    expected_per_s: Math.round(expected / windowS),
    delivery_ratio: Number((delivered / Math.max(1, expected)).toFixed(4)),
    dropped: expected - delivered,
    seq_gaps: all.reduce((s, r) => s + r.seqGaps, 0),
    failed_connects: all.reduce((s, r) => s + r.failedConnects, 0),
    failed_subscribes: all.reduce((s, r) => s + r.failedSubscribes, 0),
    disconnected: all.reduce((s, r) => s + r.disconnected, 0),
    server_cpu_share_in_window: Number((cpuMs / (windowS * 1000)).toFixed(2)),
    ...(mode === 'all_market'
      ? {
          pairs_per_message: Number(
            (
              all.reduce((s, r) => s + r.rows, 0) /
              Math.max(
                1,
                all.reduce((s, r) => s + r.rowMessages, 0),
              )
            ).toFixed(1),
          ),
          header_probe_mismatches: all.reduce((s, r) => s + r.headerMismatches, 0),
        }
      : {}),
    latency_ms: latency(all.flatMap((r) => r.latencies)),
    ...(mode === 'all_market'
      ? { latency_from_message_emit_ms: latency(all.flatMap((r) => r.fromEmit)) }
      : {}),
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

/** The server's CPU time so far (Linux /proc: utime + stime, in clock ticks of 10 ms). */
async function serverCpuMs(): Promise<number> {
  const fields = (await fs.readFile(`/proc/${app.pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's open-files limit and how many it holds now (Linux /proc). */
async function serverFiles(): Promise<{ limit: number; open: number }> {
  const limits = await fs.readFile(`/proc/${app.pid}/limits`, 'utf8');
  const limit = Number(/Max open files\s+(\d+)/.exec(limits)?.[1] ?? Infinity);
  return { limit, open: (await fs.readdir(`/proc/${app.pid}/fd`)).length };
}
/** Headroom the server keeps beyond its open files at rest (database connections, logs, accept bursts). */
const FD_MARGIN = 40;

/** Waits (≤ 60 s) for the previous case's sockets to close on the server, then reads its open files. */
async function filesAtRest(initial: number): Promise<{ limit: number; open: number }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const f = await serverFiles();
    if (f.open <= initial + FD_MARGIN || Date.now() > deadline) return f;
    await new Promise((r) => setTimeout(r, 500));
  }
}
try {
  await waitForHttp(`http://127.0.0.1:${port}/api/health`);
  const files = await serverFiles();
  const loadAtStart = os.loadavg().map((l) => Number(l.toFixed(2)));
  const results = [];
  for (const n of values.clients.split(',').filter(Boolean).map(Number))
    results.push(await run(`http://127.0.0.1:${port}`, n, 'daymarket', Number(values.workers)));
  // another loopback address: the baseline's closed connections (TIME_WAIT) hold ephemeral ports of 127.0.0.1
  for (const n of values['all-clients'].split(',').filter(Boolean).map(Number)) {
    const rest = await filesAtRest(files.open);
    const fit = Math.min(n, rest.limit - rest.open - FD_MARGIN);
    results.push({
      requested_clients: n,
      server_open_files_before: rest,
      ...(await run(`http://127.0.0.2:${port}`, fit, 'all_market', Number(values['all-workers']))),
    });
  }
  const encoding = await encodingCost(Number(values['encoding-clients']));
  console.log(
    JSON.stringify(
      {
        benchmark: 'socket-fanout',
        machine: machine(),
        load_average_at_start: loadAtStart,
        load_average_at_end: os.loadavg().map((l) => Number(l.toFixed(2))),
        settings: {
          daymarket_symbols_per_client: SYMBOLS.length,
          tick_rate: 'simulated feed, one batch per second (every pair that trades)',
          window_s: windowS,
          server_open_files: files,
          clients_cap: `one server process holds one file per socket; its open-files limit here is ${files.limit}, hard (prlimit to raise it is refused: no CAP_SYS_RESOURCE), so the all-market case runs the largest count one process can hold: the limit minus the files it holds at rest (database, logs, listeners) minus ${FD_MARGIN} of headroom (requested_clients beside clients). With the limit raised (LimitNOFILE / --ulimit nofile) the same command runs the full count.`,
          client:
            values.client === 'socketio'
              ? 'socket.io-client 4.8, websocket transport, in separate processes (client_processes)'
              : 'lean socket.io client on ws (engine.io v4 / socket.io v5 protocol, pongs, subscribe with ack; reads seq and times with regex probes, one client per process parses in full and checks them: header_probe_mismatches), websocket transport, in separate processes (client_processes), each under its own open-files limit',
          ramp_up: `two phases: every client connects (${values.ramp} handshakes in flight per client process, a failed one retried up to 5 times after a pause: connect_retries, connect_failure_reasons; one that never connects counts in failed_connects and its messages as dropped), then every client subscribes (subscribe_s), so the handshakes never compete with the fan-out`,
          latency:
            'latency_ms: client receipt minus the tick second S (the feed emits second S at or after S, so it includes the feed timer and all server work); latency_from_message_emit_ms (all_market): receipt minus the message time set when the server emitted it. Same machine clock, every message in the window',
          dropped:
            'messages the server sent in the window (every client of the case) minus those received by the end of the 5 s grace after it: a message later than that counts as dropped',
          tick_seconds_seen:
            'how many of the window_s tick seconds some message in the window was for: fewer means the server fell behind (a message sent after the 5 s grace is not counted, neither as sent nor as received) or, for all_market, coalesced seconds (the stream sends at most one message per second with the latest rows)',
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
