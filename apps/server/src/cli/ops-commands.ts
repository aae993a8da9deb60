import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { newOperatorInput, OperatorExistsError, type OperatorsService } from '../modules/ops';

export const OPS_USAGE = `Usage:
  npm run ops -- create-operator --email <e-mail> --password <password> [--reset-password]
  npm run ops -- list-operators`;

export interface CommandResult {
  exitCode: 0 | 1;
  /** One JSON document: printed to stdout on success, stderr on failure. */
  output: Record<string, unknown>;
}

/**
 * The `ops` command line (operators are created here, never through the API): `create-operator` prints
 * `{"operator":{id,email}}`; the same e-mail again is refused unless `--reset-password` is given, which sets
 * the new password (and clears a lockout). `list-operators` prints `{"operators":[...]}`.
 */
export async function runOpsCommand(argv: string[], operators: OperatorsService): Promise<CommandResult> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
      },
    });
  } catch (err) {
    return failure(`${(err as Error).message}\n${OPS_USAGE}`);
  }
  const [command] = parsed.positionals;
  if (command === 'create-operator') return createOperator(operators, parsed.values);
  if (command === 'list-operators') return { exitCode: 0, output: { operators: await operators.list() } };
  return failure(`unknown command ${command ?? '(none)'}\n${OPS_USAGE}`);
}

async function createOperator(
  operators: OperatorsService,
  values: {
    email?: string | undefined;
    password?: string | undefined;
    'reset-password'?: boolean | undefined;
  },
): Promise<CommandResult> {
  const input = newOperatorInput.safeParse({ email: values.email, password: values.password });
  if (!input.success) return failure(`${describe(input.error)}\n${OPS_USAGE}`);
  try {
    return { exitCode: 0, output: { operator: await operators.create(input.data) } };
  } catch (err) {
    if (!(err instanceof OperatorExistsError)) throw err;
    if (!values['reset-password']) return failure(err.message);
    const operator = await operators.resetPassword(input.data);
    return operator
      ? { exitCode: 0, output: { operator, password_reset: true } }
      : failure(`no operator with e-mail ${input.data.email}`);
  }
}

function describe(error: z.ZodError): string {
  return error.issues
    .map((i) =>
      i.path[0] === 'password'
        ? '--password: 8 to 128 characters'
        : i.path[0] === 'email'
          ? '--email: a valid e-mail address'
          : i.message,
    )
    .join('; ');
}

function failure(message: string): CommandResult {
  return { exitCode: 1, output: { error: message } };
}
