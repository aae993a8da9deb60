/**
 * `npm run ops -- <command>`: operator accounts (cli/ops-commands.ts). Opens the database the way the server
 * does — DATABASE_URL, else the embedded server of DATA_DIR (the running one, or started for the command) —
 * with migrations applied. Prints one JSON document; exit code 0 on success, 1 on failure.
 */
import { OperatorsService } from '../modules/ops/operators.service';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db/open';
import { runOpsCommand } from './ops-commands';

const { database, embedded } = await openDatabase(loadConfig(), { maxConnections: 2, attach: true });
try {
  const { exitCode, output } = await runOpsCommand(process.argv.slice(2), new OperatorsService(database.db));
  (exitCode === 0 ? console.log : console.error)(JSON.stringify(output, null, 2));
  process.exitCode = exitCode;
} finally {
  await database.close();
  await embedded?.stop();
}
