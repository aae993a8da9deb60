import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Boots the app the way `npm start` does (built web + server on one port, embedded PostgreSQL). */

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logs(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  timeoutMs?: number;
  /** Extra environment variables of the server process. */
  env?: Record<string, string>;
  /** Also appends the server's output to this file (the shared server's log, kept after the run). */
  logFile?: string;
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  timeoutMs: number,
  logs: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}\n${logs().slice(-4000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms\n${logs().slice(-4000)}`);
}

/** The compiled server `npm start` runs (`npm run build` makes it with the web and console builds). */
const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/dist/main.js');

/**
 * Starts the compiled server (`node --enable-source-maps apps/server/dist/main.js`, as `npm run serve` does) on a
 * free port with a fresh DATA_DIR; resolves once it is healthy.
 */
export async function startServer(opts: StartOptions = {}): Promise<RunningServer> {
  const distIndex = path.join(REPO_ROOT, 'apps/web/dist/index.html');
  if (!existsSync(distIndex)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  if (!existsSync(SERVER_MAIN)) throw new Error('apps/server/dist is missing: run `npm run build` first');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    // production with the simulated feed starts only as a declared demo
    DEMO: 'on',
    ...opts.env,
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const file = opts.logFile ? createWriteStream(opts.logFile, { flags: 'a' }) : undefined;
  const collect = (b: Buffer) => {
    output = (output + b.toString()).slice(-200_000);
    file?.write(b);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => (file ? file.end(() => resolve()) : resolve());
      if (child.exitCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => (clearTimeout(force), done()));
      child.kill('SIGTERM');
    });
  try {
    await waitForHealth(baseUrl, child, opts.timeoutMs ?? 180_000, () => output);
  } catch (e) {
    await stop();
    throw e;
  }
  return { baseUrl, dataDir, logs: () => output, stop };
}
