import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../src/platform/db/embedded';
import { TEST_ENV } from './global-setup';

/**
 * A real server process for the kill/restart tests, run as `npm start` runs it: plain node on the bundle that
 * the global setup built for this run (`node <bundle>/main.js`; fault fixtures included, as a lazy chunk
 * that TEST_FAULT_FIXTURES=on loads). Its own free port on 127.0.0.1, its stdout and stderr captured, and a
 * promise of its exit code.
 */

/** A file of this run's server bundle: `main.js`, `cli/ops.js`, `cli/ledger-check.js`. */
export function bundled(file: string): string {
  return path.join(inject('serverBundle'), file);
}

/** The arguments of `node` running a bundled file: source maps on, so logged stacks name the sources. */
export function nodeArgs(file: string, ...args: string[]): string[] {
  return ['--enable-source-maps', bundled(file), ...args];
}

export interface ServerOptions {
  dataDir: string;
  /** The database to use; omitted → no DATABASE_URL at all, so the server starts its embedded PostgreSQL. */
  databaseUrl?: string | undefined;
  /** Extra variables, applied last (PORT and HOST are always the helper's). */
  env?: Record<string, string>;
  /** How many characters of the log to keep (the last ones). */
  logLimit?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:<port>/api */
  base: string;
  exited: Promise<number | null>;
  log: () => string;
}

/** The environment of a server process (or a CLI run beside it): test settings, no Redis, no market maker. */
export function serverEnv(opts: Omit<ServerOptions, 'logLimit'>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _inherited, ...rest } = process.env;
  return {
    ...rest,
    ...TEST_ENV,
    LOG_LEVEL: 'info',
    DATA_DIR: opts.dataDir,
    REDIS_URL: '',
    MARKET_MAKER: 'off',
    ...(opts.databaseUrl === undefined ? {} : { DATABASE_URL: opts.databaseUrl }),
    ...opts.env,
  };
}

export async function spawnServer(opts: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, nodeArgs('main.js'), {
    env: { ...serverEnv(opts), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const limit = opts.logLimit ?? 20_000;
  let log = '';
  const append = (d: Buffer) => (log = (log + d.toString()).slice(-limit));
  child.stdout.on('data', append);
  child.stderr.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, base: `http://127.0.0.1:${port}/api`, exited, log: () => log };
}

/** Stops a server process with `signal` (SIGKILL: a crash; SIGTERM: a clean stop) and waits for its exit. */
export async function stopServer(server: ServerProcess, signal: NodeJS.Signals): Promise<void> {
  server.child.kill(signal);
  await server.exited;
}

/** Waits until /api/health answers ok; fails at once (with the log) if the process exits first. */
export async function waitHealthy(server: ServerProcess, timeoutMs: number): Promise<void> {
  let gone = false;
  void server.exited.then(() => (gone = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    const body = await fetch(`${server.base}/health`)
      .then((r) => (r.ok ? (r.json() as Promise<{ type?: string }>) : undefined))
      .catch(() => undefined);
    if (body?.type === 'ok') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server not healthy (exited: ${gone})\n${server.log().slice(-6000)}`);
}

/** Polls `ok` until it holds; after `timeoutMs`, fails with the end of the server's log. */
export async function until(
  what: string,
  ok: () => Promise<boolean>,
  timeoutMs: number,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}\n${log().slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
