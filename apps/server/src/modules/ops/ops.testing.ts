import type { OpsLoginResponse } from '@meridian/contract/ops';
import type { TestApp } from '../../../test/test-app';
import { post, uniqueIp } from '../../../test/api';

/** Test helpers shared by the ops integration tests. */

export const OPS_PASSWORD = 'operator-pass-1';

let counter = 0;
/** A new operator (created as the CLI does) logged in through POST /api/ops/login. */
export async function newOperator(t: TestApp): Promise<{ id: number; email: string; token: string }> {
  counter++;
  const email = `ops${counter}-${Date.now()}@meridian.test`;
  const created = await t.services.operators.create({ email, password: OPS_PASSWORD });
  const login = await post(t.app, '/ops/login', { email, password: OPS_PASSWORD }, { ip: uniqueIp() });
  if (login.body.type !== 'ok') throw new Error(`ops login failed: ${JSON.stringify(login.body)}`);
  return { id: created.id, email, token: (login.body.message as OpsLoginResponse).token };
}

/** Audit rows of one target, oldest first, read straight from the table. */
export async function auditRowsOf(t: TestApp, targetType: string, targetId: string | number) {
  const r = await t.database.pool.query<{
    operator_id: string;
    action: string;
    before: unknown;
    after: unknown;
    ip: string;
  }>(
    'SELECT operator_id, action, before, after, ip FROM ops_audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, String(targetId)],
  );
  return r.rows.map((row) => ({ ...row, operator_id: Number(row.operator_id) }));
}
