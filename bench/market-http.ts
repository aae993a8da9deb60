/**
 * Requests/s and latency of `currency/quotation_new` and `currency/new_timeshar` on one node, next to a
 * Fastify hello-world measured in the same run (the ratio is what to compare across machines).
 * The app runs as `npm start` does (embedded PostgreSQL, simulated market ticking); autocannon runs here.
 * Prints one JSON document. Usage: npm run bench:http [-- --duration 10 --connections 50]
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { machine } from './lib/machine';
import { ROOT, startProcess, stopProcess, waitForHttp } from './lib/processes';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

async function measure(name: string, url: string) {
  const r = await autocannon({ url, connections, duration, pipelining: 1 });
  return {
    name,
    url: new URL(url).pathname + new URL(url).search,
    requests_per_s: Math.round(r.requests.average),
    latency_ms: { p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max },
    non_2xx: r.non2xx,
    errors: r.errors,
  };
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-'));
const appPort = 18_080;
const helloPort = 18_081;
const startApp = () =>
  startProcess(path.join(ROOT, 'apps/server/src/main.ts'), {
    PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MARKET_HISTORY_DAYS: '3',
    MARKET_DAILY_HISTORY_DAYS: '365',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO: 'on',
  });

/**
 * Starts the app and waits for its health check. On a loaded machine a first start (history generated, every
 * module started) can overrun Fastify's 10 s plugin timeout and exit: it is started again on the same data
 * directory (its history is then there), up to three times.
 */
async function startedApp(): Promise<ReturnType<typeof startProcess>> {
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
let app: ReturnType<typeof startProcess> | undefined;
try {
  app = await startedApp();
  await waitForHttp(`http://127.0.0.1:${helloPort}/hello`);
  const now = Math.floor(Date.now() / 1000);
  const base = `http://127.0.0.1:${appPort}/api`;
  const results = [
    await measure('fastify hello-world', `http://127.0.0.1:${helloPort}/hello`),
    await measure('quotation_new', `${base}/currency/quotation_new`),
    await measure(
      'new_timeshar 1min × 6 h (360 bars)',
      `${base}/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 6 * 3600}&to=${now}`,
    ),
    await measure(
      'new_timeshar 15min × 3 days (288 bars)',
      `${base}/currency/new_timeshar?symbol=ETH/USDT&period=15min&from=${now - 3 * 86_400}&to=${now}`,
    ),
  ];
  const baseline = results[0]!.requests_per_s;
  console.log(
    JSON.stringify(
      {
        benchmark: 'market-http',
        machine: machine(),
        settings: { duration_s: duration, connections, pairs: 34, feed: 'simulated, ticking during the run' },
        results: results.map((r) => ({
          ...r,
          ratio_to_hello_world: Number((r.requests_per_s / baseline).toFixed(3)),
        })),
      },
      null,
      2,
    ),
  );
} finally {
  if (app) await stopProcess(app);
  await stopProcess(hello);
  await fs.rm(dataDir, { recursive: true, force: true });
}
