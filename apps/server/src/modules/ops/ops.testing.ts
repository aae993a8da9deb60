import type { OpsLoginResponse, OpsStepUpAction, OpsStepUpResponse } from '@meridian/contract/ops';
import type { RecoveryCodesResponse, TotpSetupResponse } from '@meridian/contract/security';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@meridian/contract/security';
import { Secret, TOTP } from 'otpauth';
import type { TestApp } from '../../../test/test-app';
import { ok, post, uniqueIp } from '../../../test/api';

/** Test helpers shared by the ops integration tests. */

export const OPS_PASSWORD = 'operator-pass-1';

/** An operator logged in with its authenticator on: `secret` computes its codes. */
export interface TestOperator {
  id: number;
  email: string;
  token: string;
  secret: string;
  recoveryCodes: string[];
}

/** The code an authenticator app shows for `secret` at `at` (ms; now by default). */
export function totpCode(secret: string, at = Date.now()): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
  return totp.generate({ timestamp: at });
}

/** Enrols the operator of an enrolment-only session: setup, then enable with a code of the new secret. */
export async function enrol(t: TestApp, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = ok<TotpSetupResponse>(await post(t.app, '/ops/totp/setup', {}, { token }));
  const enabled = await post(
    t.app,
    '/ops/totp/enable',
    { code: totpCode(secret) },
    { token, ip: uniqueIp() },
  );
  return { secret, recoveryCodes: ok<RecoveryCodesResponse>(enabled).recovery_codes };
}

let counter = 0;
/** A new operator (created as the CLI does), logged in through POST /api/ops/login and enrolled. */
export async function newOperator(t: TestApp): Promise<TestOperator> {
  counter++;
  const email = `ops${counter}-${Date.now()}@meridian.test`;
  const created = await t.services.operators.create({ email, password: OPS_PASSWORD });
  const login = await post(t.app, '/ops/login', { email, password: OPS_PASSWORD }, { ip: uniqueIp() });
  if (login.body.type !== 'ok') throw new Error(`ops login failed: ${JSON.stringify(login.body)}`);
  const { token } = login.body.message as OpsLoginResponse;
  return { id: created.id, email, token, ...(await enrol(t, token)) };
}

/**
 * A fresh code of the operator's authenticator, as if its next 30-s step had come: the replay mark (the last
 * accepted step) is cleared first, so a test can run many money actions without waiting for the clock. Tests
 * of replay refusal compute their codes with totpCode instead.
 */
export async function freshCode(t: TestApp, op: { id: number; secret: string }): Promise<string> {
  await t.database.pool.query('UPDATE operator_totp SET last_step = NULL WHERE operator_id = $1', [op.id]);
  return totpCode(op.secret);
}

const stepUps = new Map<number, Promise<unknown>>();
/**
 * A step-up proof of `action` for the operator's session (POST /ops/step_up with a fresh code); one operator's
 * step-ups run one after another, so actions a test races each get their own code.
 */
export function stepUp(
  t: TestApp,
  op: { id: number; secret: string; token: string },
  action: OpsStepUpAction,
): Promise<string> {
  const run = async () => {
    const body = { action, totp_code: await freshCode(t, op) };
    return ok<OpsStepUpResponse>(await post(t.app, '/ops/step_up', body, { token: op.token })).proof;
  };
  const next = (stepUps.get(op.id) ?? Promise.resolve()).then(run, run);
  stepUps.set(op.id, next);
  return next;
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
