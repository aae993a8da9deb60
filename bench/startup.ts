/**
 * Start-up time of the server as `npm start` runs it: from spawn to the first answered `/api/health`, on an
 * EXISTING data dir (embedded PostgreSQL in DATA_DIR/pg, migrated, market history written), for the server
 * run through tsx (`node --import tsx apps/server/src/main.ts`, what `npm run serve` was) and compiled
 * (`node --enable-source-maps apps/server/dist/main.js`, what it is now) in the same run, starts alternating
 * between the ways so the machine's other load falls on both alike. Each start is stopped with SIGTERM and
 * waited for (the embedded PostgreSQL stops with it) before the next.
 *
 * The compiled server is built first by scripts/build-server.mjs into a folder of its own (beside dist/, so a
 * server using dist/ meanwhile is not disturbed; the build time is reported). One unmeasured start creates the
 * data dir (initdb, migrations, MARKET_HISTORY_DAYS of history).
 *
 * Prints one JSON document. Usage: npm run bench:startup [-- --starts 3 --variants tsx,compiled,compiled-no-maps]
 */
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { machine } from './lib/machine';
import { ROOT } from './lib/processes';
import { ms } from './lib/stats';

const { values } = parseArgs({
  options: {
    starts: { type: 'string', default: '3' },
    variants: { type: 'string', default: 'tsx,compiled' },
    port: { type: 'string', default: '18190' },
  },
});
const starts = Number(values.starts);
const port = Number(values.port);

const outdir = path.join(ROOT, 'apps/server/.dist-test-startup');
const VARIANTS: Record<string, { command: string; args: string[] }> = {
  tsx: {
    command: 'node --import tsx apps/server/src/main.ts',
    args: ['--import', 'tsx', 'apps/server/src/main.ts'],
  },
  compiled: {
    command: 'node --enable-source-maps apps/server/dist/main.js',
    args: ['--enable-source-maps', path.join(outdir, 'main.js')],
  },
  'compiled-no-maps': { command: 'node apps/server/dist/main.js', args: [path.join(outdir, 'main.js')] },
};
const variants = values.variants.split(',').map((v) => v.trim());
for (const v of variants)
  if (!VARIANTS[v]) throw new Error(`unknown variant ${v}: ${Object.keys(VARIANTS).join(', ')}`);

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'meridian-bench-startup-'));
/** As `npm start` runs (embedded PostgreSQL, simulated market, demo content), with a short history to create. */
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  NODE_OPTIONS: '',
  MARKET_HISTORY_DAYS: '3',
  LOG_LEVEL: 'info',
};

/**
 * One start: ms from spawn to the first `/api/health` answering ok, then SIGTERM and the exit waited for. Also
 * ms to the log line "starting embedded PostgreSQL": the server's code is loaded (main.ts imports the whole app
 * statically) and no database work has begun — the part of the start a transpiler can slow down.
 */
async function start(
  variant: string,
): Promise<{ health_ms: number; code_loaded_ms: number; stop_ms: number }> {
  const { args } = VARIANTS[variant]!;
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  let loadedMs: number | undefined;
  let failure: string | undefined;
  child.stdout.on('data', (d: Buffer) => {
    const text = d.toString();
    stdout = (stdout + text).slice(-4000);
    failure ??= /^.*"start-up failed.*$/m.exec(text)?.[0];
    if (loadedMs === undefined && stdout.includes('starting embedded PostgreSQL'))
      loadedMs = performance.now() - t0;
  });
  child.stderr.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  let healthMs: number | undefined;
  while (healthMs === undefined && !gone && performance.now() - t0 < 300_000) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then(async (r) => r.ok && ((await r.json()) as { type?: string }).type === 'ok')
      .catch(() => false);
    if (ok) healthMs = performance.now() - t0;
    else await new Promise((r) => setTimeout(r, 20));
  }
  const t1 = performance.now();
  child.kill('SIGTERM');
  const code = await exited;
  const output = `${failure ?? ''}\n${stdout.slice(-3000)}\n${stderr}`;
  if (healthMs === undefined) throw new Error(`${variant}: no health answer (exit ${code})\n${output}`);
  if (code !== 0) throw new Error(`${variant}: exit ${code} after SIGTERM\n${output}`);
  if (loadedMs === undefined)
    throw new Error(`${variant}: no "starting embedded PostgreSQL" line\n${stdout}`);
  return { health_ms: ms(healthMs), code_loaded_ms: ms(loadedMs), stop_ms: ms(performance.now() - t1) };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

try {
  const b0 = performance.now();
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', '--outdir', outdir], {
    cwd: ROOT,
  });
  const buildMs = performance.now() - b0;

  // The first start seeds the demo content inside Fastify's onReady hook, which Fastify bounds by 10 s: on a busy
  // machine it can time out (start-up failed, exit 1) after the migrations and the market history are written.
  // Creating the data dir is not what is measured: up to three attempts, each failure's reason kept.
  const createFailures: string[] = [];
  let create: Awaited<ReturnType<typeof start>> | undefined;
  while (!create) {
    try {
      create = await start('tsx');
    } catch (e) {
      const text = String(e);
      createFailures.push(/"msg":"(start-up failed[^"]*)"/.exec(text)?.[1] ?? text.slice(0, 300));
      if (createFailures.length >= 3) throw e;
    }
  }
  const runs: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v, []]));
  const loaded: Record<string, number[]> = Object.fromEntries(variants.map((v) => [v, []]));
  const order: string[] = [];
  for (let i = 0; i < starts; i++) {
    for (const v of i % 2 ? [...variants].reverse() : variants) {
      const r = await start(v);
      runs[v]!.push(r.health_ms);
      loaded[v]!.push(r.code_loaded_ms);
      order.push(v);
    }
  }
  const baseline = median(runs[variants[0]!]!);
  const baselineLoaded = median(loaded[variants[0]!]!);
  const results = variants.map((v) => ({
    variant: v,
    command: VARIANTS[v]!.command,
    health_ms: runs[v],
    median_ms: ms(median(runs[v]!)),
    min_ms: ms(Math.min(...runs[v]!)),
    ratio_to_first_variant: Number((median(runs[v]!) / baseline).toFixed(3)),
    code_loaded_ms: loaded[v],
    code_loaded_median_ms: ms(median(loaded[v]!)),
    code_loaded_ratio_to_first_variant: Number((median(loaded[v]!) / baselineLoaded).toFixed(3)),
  }));
  console.log(
    JSON.stringify(
      {
        bench: 'startup',
        at: new Date().toISOString(),
        machine: machine(),
        load_average: os.loadavg().map((x) => Number(x.toFixed(2))),
        measure:
          'ms from spawn to the first /api/health answering ok, on an existing data dir (embedded PostgreSQL), ' +
          'median of the starts; starts alternate between the variants. code_loaded: ms from spawn to the log ' +
          'line "starting embedded PostgreSQL" (code loaded, no database work yet)',
        env: { MARKET_HISTORY_DAYS: env.MARKET_HISTORY_DAYS, LOG_LEVEL: env.LOG_LEVEL, database: 'embedded' },
        starts_per_variant: starts,
        order,
        build_server_ms: ms(buildMs),
        create_data_dir: { variant: 'tsx', health_ms: create.health_ms, failed_attempts: createFailures },
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await fs.rm(outdir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
}
