/**
 * Requests/s and latency of `currency/quotation_new` and `currency/new_timeshar` on one node, next to a
 * Fastify hello-world measured in the same run (the ratio is what to compare across machines). Each market call
 * is measured as autocannon sends it (no Accept-Encoding: the JSON as it is) and as a browser sends it
 * (`Accept-Encoding: gzip, deflate, br, zstd`: the variant the app picks, zstd on Node 24). Next to each, a
 * bare Fastify sends the same bytes — the status, headers and body the app answered that call with, captured
 * once before measuring (bench/lib/hello-bytes.ts) — and the goal is the market call's share of that one's
 * requests/s (`goals`). The first passes' baseline (a bare Fastify sending quotation_new's identity body with
 * only a Content-Type) is kept as its own row.
 * The app runs as `npm start` does (embedded PostgreSQL, simulated market ticking): the server bundled by
 * scripts/build-server.mjs (into apps/server/.dist-test-bench-http-*, removed after) and run by plain node —
 * `--runtime tsx` runs the TypeScript sources through tsx instead, as the first two passes did. Measuring
 * starts once the app has settled (its first market-maker fill of every pair done: see `settle`), and the
 * app's background CPU is measured then, over 10 s (two market-maker refreshes). autocannon runs here.
 * The calls are measured interleaved in 2 s rounds (see measureInterleaved).
 * Prints one JSON document. Usage: npm run bench:http [-- --duration 10 --connections 50 --runtime built|tsx]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machine } from './lib/machine';
import { ROOT, startProcess, stopProcess, waitForHttp } from './lib/processes';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    runtime: { type: 'string', default: 'built' },
  },
});
if (values.runtime !== 'built' && values.runtime !== 'tsx') throw new Error('--runtime is built or tsx');
const runtime = values.runtime;
const duration = Number(values.duration);
const connections = Number(values.connections);

interface Call {
  name: string;
  url: string;
  /** The serving process: its CPU time per request is measured too (less sensitive to the machine's load). */
  pid: () => number;
  headers?: Record<string, string>;
  /** The app's rows: their CPU per request is also given less the app's background work. */
  app?: boolean;
}

/** Headers that belong to one answer or to the connection, not to what is sent: left to the bare server. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One answer as it came on the wire: status, headers (less PER_ANSWER) and the body's raw (encoded) bytes. */
function capture(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const kept = Object.entries(res.headers).filter(([k]) => !PER_ANSWER.has(k));
          resolve({
            status: res.statusCode ?? 0,
            headers: Object.fromEntries(kept.map(([k, v]) => [k, String(v)])),
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}

/** User + system CPU time of a process so far, from /proc (clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Every call is measured in rounds of 2 s, the calls interleaved (hello-world, quotation_new, … then again), for
 * `duration` seconds per call in all: on a shared machine the load moves within a minute, and each call then sees
 * the same mix of it as its baseline. Requests/s is the mean over the rounds; p50 the median of the rounds'
 * p50, p99 and max the worst round's.
 */
async function measureInterleaved(calls: Call[]) {
  const rounds = Math.max(1, Math.round(duration / 2));
  const slices = calls.map(() => [] as autocannon.Result[]);
  const cpuMs = calls.map(() => 0);
  for (const call of calls)
    await autocannon({ url: call.url, connections, duration: 1, headers: call.headers ?? {} }); // warm-up
  for (let r = 0; r < rounds; r++) {
    for (const [i, call] of calls.entries()) {
      const before = cpuTimeMs(call.pid());
      const opts = { url: call.url, connections, duration: duration / rounds, headers: call.headers ?? {} };
      slices[i]!.push(await autocannon(opts));
      cpuMs[i]! += cpuTimeMs(call.pid()) - before;
    }
  }
  return calls.map((call, i) => {
    const rs = slices[i]!;
    const served = rs.reduce((sum, x) => sum + x.requests.total, 0);
    const p50s = rs.map((x) => x.latency.p50).sort((a, b) => a - b);
    return {
      name: call.name,
      url: new URL(call.url).pathname + new URL(call.url).search,
      requests_per_s: Math.round(rs.reduce((sum, x) => sum + x.requests.average, 0) / rs.length),
      rounds_requests_per_s: rs.map((x) => Math.round(x.requests.average)),
      latency_ms: {
        p50: p50s[Math.floor(p50s.length / 2)],
        p99: Math.max(...rs.map((x) => x.latency.p99)),
        max: Math.max(...rs.map((x) => x.latency.max)),
      },
      server_cpu_us_per_request: Math.round((cpuMs[i]! * 1000) / served),
      // headers included, as autocannon read them
      bytes_per_response: Math.round(rs.reduce((sum, x) => sum + x.throughput.total, 0) / served),
      non_2xx: rs.reduce((sum, x) => sum + x.non2xx, 0),
      errors: rs.reduce((sum, x) => sum + x.errors, 0),
    };
  });
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-'));
const appPort = 18_080;
const helloPort = 18_081;
const helloBytesPort = 18_082;
/** The rows of the bare Fastify sending a market call's captured answer. */
const SAME = 'fastify hello-world sending the same bytes as';
/** What Chrome and Firefox send. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const APP_ENV = {
  PORT: String(appPort),
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  MARKET_HISTORY_DAYS: '3',
  MARKET_DAILY_HISTORY_DAYS: '365',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DEMO: 'on',
};
/** `--runtime built`: the bundle `npm start` runs (`npm run serve`: node --enable-source-maps dist/main.js). */
const builtDir = path.join(ROOT, `apps/server/.dist-test-bench-http-${process.pid}`);
if (runtime === 'built')
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/build-server.mjs'), '--outdir', builtDir], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
const startApp = (): ChildProcess =>
  runtime === 'built'
    ? spawn(process.execPath, ['--enable-source-maps', path.join(builtDir, 'main.js')], {
        cwd: ROOT,
        env: { ...process.env, ...APP_ENV },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    : startProcess(path.join(ROOT, 'apps/server/src/main.ts'), APP_ENV);

/**
 * Waits until the app has settled: at least 15 s after its health check answered, and then its CPU over the
 * last 5 s under 120 ms a second (at most 120 s in all). Right
 * after its health check answers, the house market maker places its first ladder on every open pair (~1,000
 * orders, several seconds of CPU): measured then, the "background" was that fill (the 360 ms/s of the second
 * pass), not the app at rest (~40 ms/s: the feed's second, a refresh every 5 s requoting the levels the feed
 * crossed). Returns the seconds waited.
 */
async function settle(pid: number): Promise<number> {
  const perSecond: number[] = [];
  for (let s = 1; s <= 120; s++) {
    const before = cpuTimeMs(pid);
    await new Promise((r) => setTimeout(r, 1000));
    perSecond.push(cpuTimeMs(pid) - before);
    const last = perSecond.slice(-5);
    if (s >= 15 && last.reduce((a, b) => a + b, 0) / 5 < 120) return s;
  }
  return 120;
}

/**
 * Starts the app and waits for its health check. On a loaded machine a first start (history generated, every
 * module started) can overrun Fastify's 10 s plugin timeout and exit: it is started again on the same data
 * directory (its history is then there), up to three times.
 */
async function startedApp(): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    const child = startApp();
    const exited = new Promise<'exited'>((resolve) => child.once('exit', () => resolve('exited')));
    const up = waitForHttp(`http://127.0.0.1:${appPort}/api/health`).then(() => 'up' as const);
    if ((await Promise.race([up, exited])) === 'up') return child;
    if (attempt === 3) throw new Error('the app exited during start-up three times');
    console.error(`the app exited during start-up (attempt ${attempt}): starting it again`);
  }
}

const hello = startProcess(path.join(ROOT, 'bench/lib/hello.ts'), { PORT: String(helloPort) });
let app: ChildProcess | undefined;
let helloBytes: ReturnType<typeof startProcess> | undefined;
try {
  app = await startedApp();
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const now = Math.floor(Date.now() / 1000);
  const base = `http://127.0.0.1:${appPort}/api`;
  const appPid = () => app!.pid!;
  const bodyFile = path.join(dataDir, 'quotation_new.json');
  await fs.writeFile(
    bodyFile,
    Buffer.from(await (await fetch(`${base}/currency/quotation_new`)).arrayBuffer()),
  );
  // A closed range a client already holds: revalidated with its ETag, answered 304 without a body.
  const closedUrl = `${base}/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 9 * 3600}&to=${now - 3 * 3600}`;
  const etag =
    (await fetch(closedUrl, { headers: { 'accept-encoding': 'identity' } })).headers.get('etag') ?? '';
  const calls = [
    { name: 'quotation_new', url: `${base}/currency/quotation_new` },
    {
      name: 'new_timeshar 1min × 6 h (360 bars)',
      url: `${base}/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 6 * 3600}&to=${now}`,
    },
    {
      name: 'new_timeshar 15min × 3 days (288 bars)',
      url: `${base}/currency/new_timeshar?symbol=ETH/USDT&period=15min&from=${now - 3 * 86_400}&to=${now}`,
    },
  ];
  const market: Call[] = [
    ...calls.flatMap((call) => [
      { name: `${call.name}, no Accept-Encoding`, url: call.url, pid: appPid, app: true },
      {
        name: `${call.name}, browser Accept-Encoding`,
        url: call.url,
        pid: appPid,
        headers: BROWSER,
        app: true,
      },
    ]),
    {
      name: 'new_timeshar 1min × 6 h closed, revalidated (304)',
      url: closedUrl,
      pid: appPid,
      headers: { 'if-none-match': etag },
      app: true,
    },
  ];
  // Each market call's answer, captured once: a bare Fastify then sends exactly those bytes.
  const captured = await Promise.all(market.map((call) => capture(call.url, call.headers ?? {})));
  const routes = await Promise.all(
    captured.map(async (answer, i) => {
      const bodyFile = path.join(dataDir, `same-${i}.bin`);
      await fs.writeFile(bodyFile, answer.body);
      return { path: `/same/${i}`, status: answer.status, headers: answer.headers, bodyFile };
    }),
  );
  const routesFile = path.join(dataDir, 'same-bytes.json');
  await fs.writeFile(routesFile, JSON.stringify(routes));
  helloBytes = startProcess(path.join(ROOT, 'bench/lib/hello-bytes.ts'), {
    PORT: String(helloBytesPort),
    BODY_FILE: bodyFile,
    ROUTES_FILE: routesFile,
  });
  await waitForHttp(`http://127.0.0.1:${helloBytesPort}/bytes`);
  const helloBytesPid = () => helloBytes!.pid!;
  // The app's own background work (feed ticks, jobs, demo traders), with no request: counted in its CPU per request
  // below (hello-world has none), and reported so that it can be told apart from the request path.
  const settledAfterS = await settle(appPid());
  const idleBefore = cpuTimeMs(appPid());
  await new Promise((r) => setTimeout(r, 10_000));
  const backgroundCpuMsPerS = (cpuTimeMs(appPid()) - idleBefore) / 10;
  const measured: Call[] = [
    { name: 'fastify hello-world', url: `http://127.0.0.1:${helloPort}/hello`, pid: () => hello.pid! },
    {
      name: "fastify hello-world sending quotation_new's bytes",
      url: `http://127.0.0.1:${helloBytesPort}/bytes`,
      pid: helloBytesPid,
    },
    // each market call next to the bare Fastify sending its bytes, so both see the same stretch of load
    ...market.flatMap((call, i) => [
      call,
      {
        name: `${SAME} ${call.name}`,
        url: `http://127.0.0.1:${helloBytesPort}/same/${i}`,
        pid: helloBytesPid,
      },
    ]),
  ];
  const results = await measureInterleaved(measured);
  const baseline = results[0]!.requests_per_s;
  const row = (name: string) => results.find((r) => r.name === name)!;
  /** A market call's requests/s over that of the bare Fastify sending its bytes, and the same of CPU/request. */
  const toSame = (name: string) => ({
    bytes_per_response: row(name).bytes_per_response,
    ratio_to_same_bytes: Number(
      (row(name).requests_per_s / row(`${SAME} ${name}`).requests_per_s).toFixed(3),
    ),
    cpu_ratio_to_same_bytes: Number(
      (row(`${SAME} ${name}`).server_cpu_us_per_request / row(name).server_cpu_us_per_request).toFixed(3),
    ),
    // the same less the app's background work over the call's time (the bare server has none)
    cpu_ratio_to_same_bytes_less_background: Number(
      (
        row(`${SAME} ${name}`).server_cpu_us_per_request /
        (row(name).server_cpu_us_per_request - (backgroundCpuMsPerS * 1000) / row(name).requests_per_s)
      ).toFixed(3),
    ),
  });
  console.log(
    JSON.stringify(
      {
        benchmark: 'market-http',
        machine: machine(),
        settings: {
          duration_s: duration,
          connections,
          interleaved_rounds_of_s: 2,
          pairs: 34,
          feed: 'simulated, ticking during the run',
          app_runtime:
            runtime === 'built' ? 'bundle (scripts/build-server.mjs), as npm start' : 'tsx, sources',
        },
        app_settled_after_s: settledAfterS,
        load_average: readFileSync('/proc/loadavg', 'utf8').trim(),
        app_background_cpu_ms_per_s: Math.round(backgroundCpuMsPerS),
        // Goal: each market read >= 0.9 of a bare Fastify sending the same bytes (requests/s, same run)
        goals: {
          goal: 0.9,
          ...Object.fromEntries(market.map((call) => [call.name, toSame(call.name)])),
        },
        results: results.map((r, i) => ({
          ...r,
          ratio_to_hello_world: Number((r.requests_per_s / baseline).toFixed(3)),
          // hello-world's CPU per request over this call's: the throughput ratio one saturated core would give
          cpu_ratio_to_hello_world: Number(
            (results[0]!.server_cpu_us_per_request / r.server_cpu_us_per_request).toFixed(3),
          ),
          // the app's CPU per request less its background work over the same time (hello-world's rows: as is)
          server_cpu_us_per_request_less_background: !measured[i]!.app
            ? r.server_cpu_us_per_request
            : Math.round(r.server_cpu_us_per_request - (backgroundCpuMsPerS * 1000) / r.requests_per_s),
        })),
      },
      null,
      2,
    ),
  );
} finally {
  if (app) await stopProcess(app);
  if (helloBytes) await stopProcess(helloBytes);
  await stopProcess(hello);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(builtDir, { recursive: true, force: true });
}
