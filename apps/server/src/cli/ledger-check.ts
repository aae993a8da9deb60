/**
 * `npm run ledger:check`: verifies the ledger's invariants (modules/ledger/invariants.ts) on the configured
 * database — DATABASE_URL, else the embedded server of DATA_DIR (the running one, or started for the check).
 * Prints one JSON document and exits 1 when any invariant is broken.
 */
import path from 'node:path';
import { checkLedger } from '../modules/ledger/invariants';
import { loadConfig } from '../platform/config';
import { connectDatabase, migrateDatabase } from '../platform/db';
import { runningEmbeddedUrl, type EmbeddedServer } from '../platform/db/embedded';

const config = loadConfig();
const pgDir = path.join(config.dataDir, 'pg');
let embedded: EmbeddedServer | undefined;
let url = config.databaseUrl ?? (await runningEmbeddedUrl(pgDir));
if (!url) {
  const { startEmbeddedPostgres } = await import('../platform/db/embedded');
  embedded = await startEmbeddedPostgres(pgDir);
  url = embedded.url;
}
const database = connectDatabase(url, 2);
try {
  // Same schema as the server it checks (a no-op when the server already migrated it).
  await migrateDatabase(database.db);
  const violations = await checkLedger(database.db);
  const counts = await database.pool.query<{
    entries: string;
    postings: string;
    accounts: string;
    open_holds: string;
  }>(
    `SELECT (SELECT count(*) FROM ledger_entries) AS entries, (SELECT count(*) FROM ledger_postings) AS postings,
            (SELECT count(*) FROM ledger_accounts) AS accounts, (SELECT count(*) FROM ledger_holds WHERE status = 'open') AS open_holds`,
  );
  console.log(JSON.stringify({ ok: violations.length === 0, ...counts.rows[0], violations }, null, 2));
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await database.close();
  await embedded?.stop();
}
