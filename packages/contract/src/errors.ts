/**
 * Keys of every message the server returns. The server localises them (all nine languages);
 * zod schemas in this package use them as issue messages, so web and server share one vocabulary.
 */
export const MESSAGE_KEYS = [
  // session and access
  'please_log_in',
  'identity_required',
  'parameter_error',
  'internal_error',
  'not_found',
  'too_many_requests',
  'function_under_development',
  // accounts
  'enter_account',
  'enter_password',
  'login_failed',
  'account_locked',
  'account_exists',
  'account_not_found',
  'invite_code_invalid',
  'registration_success',
  'logout_success',
  'password_reset_success',
  'code_sent',
  'code_verified',
  'code_invalid',
  'code_expired',
  'code_attempts_exceeded',
  'code_resend_too_soon',
  'code_format',
  'password_too_short',
  'password_too_long',
  'passwords_inconsistent',
  'email_format',
  'mobile_format',
  'area_code_format',
  'nickname_length',
  'nickname_chars',
  'signature_length',
  'special_chars',
  'sessions_revoked',
  'session_not_found',
  // uploads
  'upload_missing_file',
  'upload_not_image',
  'upload_too_large',
  // settings
  'setting_not_public',
  // market
  'symbol_unknown',
  'period_invalid',
  'range_invalid',
  'pair_not_found',
  'favorite_exists',
  // ledger and funds
  'insufficient_balance',
  'idempotency_key_reused',
  // outgoing messages (e-mail / SMS body): {{code}}, {{minutes}}
  'verification_code_text',
] as const;
export type MessageKey = (typeof MESSAGE_KEYS)[number];

export function isMessageKey(value: string): value is MessageKey {
  return (MESSAGE_KEYS as readonly string[]).includes(value);
}

/** Parameters interpolated into messages, e.g. `{{until}}` in account_locked. */
export type MessageParams = Record<string, string | number>;
