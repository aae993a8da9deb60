import { recoveryCodeSchema, totpCodeSchema } from '@meridian/contract/security';
import { ApiError } from '../../../api/http';

/** The second factor a user types or presents: login, password reset and the step-up sheet share these rules. */

export type FactorMode = 'totp' | 'recovery' | 'passkey';

export type TypedFactor = { totp_code: string } | { recovery_code: string };

/** The fields a typed code sends, or the contract key of its problem (shown under the input). */
export function typedFactor(
  mode: 'totp' | 'recovery',
  text: string,
): { ok: true; fields: TypedFactor } | { ok: false; problem: string } {
  const parsed = (mode === 'totp' ? totpCodeSchema : recoveryCodeSchema).safeParse(text);
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'parameter_error' };
  return { ok: true, fields: mode === 'totp' ? { totp_code: parsed.data } : { recovery_code: parsed.data } };
}

/** The refusal that asks for a second factor (login, password reset). */
export function needsSecondFactor(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'second_factor_required';
}

/** Refusals about the factor itself: they belong under the code input, not on the account or password. */
const FACTOR_REFUSALS = new Set([
  'totp_code_invalid',
  'totp_code_used',
  'factor_locked',
  'recovery_code_invalid',
  'passkey_invalid',
  'passkey_challenge_expired',
  'passkey_not_found',
]);
const FACTOR_FIELDS = new Set([
  'totp_code',
  'recovery_code',
  'passkey_challenge',
  'passkey_response',
  'code',
]);

/** The localised text of a refusal about the factor, undefined for any other failure. */
export function factorRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code && FACTOR_REFUSALS.has(error.code)) return error.message || error.code;
  if (error.field && FACTOR_FIELDS.has(error.field)) return error.message || error.code;
  return undefined;
}
