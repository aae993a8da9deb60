import type { StepUpAction } from '@meridian/contract/security';
import { TOTP_PERIOD_SECONDS } from '@meridian/contract/security';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { ok, post, uniqueIp } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { securityTotp } from './security.schema';

/** The authenticator code of `secret` at `ms` (now by default), as a phone app shows it. */
export function totpCode(secret: string, ms = Date.now()): string {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: ms, period: TOTP_PERIOD_SECONDS });
}

/** The caller's user id (GET /user/info). */
export async function userIdOf(t: TestApp, token: string): Promise<number> {
  return ok<{ id: number }>(await post(t.app, '/user/info', {}, { token })).id;
}

/**
 * Forgets which authenticator code the user used last, so a test can use the current code again (a code is
 * otherwise accepted once, and a test runs many within one 30-s step).
 */
export async function allowCodeReuse(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(securityTotp).set({ lastStep: null }).where(eq(securityTotp.userId, userId));
}

/** Turns the authenticator on for the caller through the real calls; its secret and recovery codes. */
export async function enableAuthenticator(
  t: TestApp,
  token: string,
): Promise<{ userId: number; secret: string; recoveryCodes: string[] }> {
  const { secret } = ok<{ secret: string }>(await post(t.app, '/security/totp/setup', {}, { token }));
  const enabled = ok<{ recovery_codes: string[] }>(
    await post(t.app, '/security/totp/enable', { code: totpCode(secret) }, { token, ip: uniqueIp() }),
  );
  return { userId: await userIdOf(t, token), secret, recoveryCodes: enabled.recovery_codes };
}

/** A step-up proof for `action` in the caller's session, proven with the current authenticator code. */
export async function stepUpProof(
  t: TestApp,
  token: string,
  user: { userId: number; secret: string },
  action: StepUpAction,
): Promise<string> {
  await allowCodeReuse(t, user.userId);
  const reply = await post(
    t.app,
    '/security/step_up',
    { action, totp_code: totpCode(user.secret) },
    { token, ip: uniqueIp() },
  );
  return ok<{ proof: string }>(reply).proof;
}
