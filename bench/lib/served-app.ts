import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT, startProcess, waitForHttp } from './processes';

/** A port nobody listens on now (other benchmarks of the machine use fixed ones). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The app as `npm start` runs it (embedded PostgreSQL in `dataDir`, simulated market, demo on), serving the web
 * build found in `webDist` (a folder the caller may swap builds in: @fastify/static reads files per request).
 * Resolves once /api/health answers; the caller stops it with stopProcess.
 */
export async function startServedApp(o: {
  port: number;
  dataDir: string;
  webDist: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const app = startProcess(path.join(ROOT, 'apps/server/src/main.ts'), {
    PORT: String(o.port),
    DATA_DIR: o.dataDir,
    DATABASE_URL: '',
    MARKET_HISTORY_DAYS: '1',
    MARKET_DAILY_HISTORY_DAYS: '60',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DEMO: 'on',
    WEB_DIST: o.webDist,
    ...o.env,
  });
  const exited = new Promise<'exited'>((resolve) => app.once('exit', () => resolve('exited')));
  const up = waitForHttp(`http://127.0.0.1:${o.port}/api/health`).then(() => 'up' as const);
  if ((await Promise.race([up, exited])) !== 'up') throw new Error('the app exited during start-up');
  return app;
}
