import { wireText } from '../wire';

/**
 * Step-up: a second factor asked again where money or the account's keys move. The client proves the factor
 * once (POST /security/step_up) and receives a proof bound to its session and one action, usable once and for
 * STEP_UP_TTL_SECONDS; the call that needs it sends the proof as `step_up`.
 */
export const STEP_UP_ACTIONS = [
  'withdraw',
  'address_add',
  'bank_add',
  'password_change',
  'pay_password_change',
  'contact_change',
  'factor_change',
  'allow_list',
  'anti_phishing',
] as const;
export type StepUpAction = (typeof STEP_UP_ACTIONS)[number];

/** The factors a user can hold; `recovery` is a one-time recovery code standing in for the authenticator. */
export const SECOND_FACTORS = ['totp', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

export const STEP_UP_TTL_SECONDS = 300;
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the window before and after the current one are accepted (clock drift of a phone). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong second-factor codes in a row before the factor locks, and for how long. */
export const FACTOR_LOCKOUT = { tries: 5, minutes: 15 } as const;
export const PASSKEYS_MAX = 10;
/** A newly saved withdrawal address or card, and the account after a password or factor change, wait this long. */
export const COOLING_OFF_HOURS = 24;
export const ANTI_PHISHING_MIN = 4;
export const ANTI_PHISHING_MAX = 20;

/** The proof field of a call that may need a step-up: absent when the user holds no second factor. */
export const stepUpField = wireText({ max: 128, key: 'step_up_invalid' })
  .refine((v) => /^[A-Za-z0-9_-]{16,128}$/.test(v), { message: 'step_up_invalid' })
  .optional();

/** A 6-digit authenticator code (spaces a user types between groups are dropped). */
export const totpCodeSchema = wireText({ max: 16, key: 'totp_code_invalid' })
  .transform((v) => v.replace(/\s/g, ''))
  .refine((v) => /^\d{6}$/.test(v), { message: 'totp_code_invalid' });

/** A recovery code as shown (`xxxxx-xxxxx`, lower-case letters and digits); case and dashes are forgiven. */
export const recoveryCodeSchema = wireText({ max: 24, key: 'recovery_code_invalid' })
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .refine((v) => /^[a-z0-9]{10}$/.test(v), { message: 'recovery_code_invalid' });

/** A WebAuthn response or options document, as JSON text (the browser library's shape, checked by the server). */
export const webauthnJson = wireText({ max: 16_384, key: 'passkey_invalid' });
/** The id of a WebAuthn challenge the server issued. */
export const challengeIdField = wireText({ max: 64, key: 'passkey_invalid' }).refine(
  (v) => /^[A-Za-z0-9_-]{16,64}$/.test(v),
  { message: 'passkey_invalid' },
);

/**
 * The second factor a call without a session carries itself (login, password reset): an authenticator code, a
 * recovery code, or a passkey assertion. Required only when the account holds a factor (second_factor_required).
 */
export const secondFactorFields = {
  totp_code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
  passkey_challenge: challengeIdField.optional(),
  passkey_response: webauthnJson.optional(),
};
