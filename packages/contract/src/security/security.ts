import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { wireBoolean, wireId, wireText } from '../wire';
import {
  ANTI_PHISHING_MAX,
  ANTI_PHISHING_MIN,
  SECOND_FACTORS,
  STEP_UP_ACTIONS,
  challengeIdField,
  recoveryCodeSchema,
  stepUpField,
  totpCodeSchema,
  webauthnJson,
} from './step-up';

/**
 * The security center: an authenticator app (TOTP), passkeys, recovery codes, step-up proofs, the withdrawal
 * allow-list, the anti-phishing phrase and the "not me" answer to a new-device sign-in. Every call acts on the
 * caller's own account.
 */

const both = ['GET', 'POST'] as const;

/** One registered passkey as its owner sees it. */
export const passkeyItem = z.object({
  id: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;

/** GET /security/overview — which factors are on and what the account's protections are. */
export const securityOverview = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeyItem),
  /** Unused recovery codes (0 when the authenticator is off). */
  recovery_codes_left: z.number().int(),
  /** The factors login and step-up accept, in the order the app offers them. */
  factors: z.array(z.enum(SECOND_FACTORS)),
  anti_phishing: z.string().nullable(),
  allow_list: z.boolean(),
  /** Until when withdrawals wait (after a password or factor change, or a "not me"), null when they do not. */
  withdrawals_paused_until: z.string().nullable(),
  withdrawals_paused_reason: z.enum(['credentials_changed', 'not_me']).nullable(),
});
export type SecurityOverview = z.infer<typeof securityOverview>;

/** POST /security/totp/setup — a new secret for the authenticator, shown once until it is confirmed. */
export const totpSetupResponse = z.object({
  /** Base32, as an authenticator app accepts it typed in. */
  secret: z.string(),
  /** otpauth:// URI the QR code holds. */
  uri: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponse>;

/** POST /security/totp/enable {code} — confirms the pending secret; the reply is the ten recovery codes. */
export const totpEnableRequest = z.object({ code: totpCodeSchema });
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** A call that needs only a step-up proof (turning a factor off, new recovery codes). */
export const stepUpOnlyRequest = z.object({ step_up: stepUpField });

/**
 * POST /security/step_up — proves a second factor for one action: an authenticator code, a recovery code, or a
 * passkey assertion (challenge from POST /security/passkeys/assert_options).
 */
export const stepUpRequest = z.object({
  action: z.enum(STEP_UP_ACTIONS, { message: 'parameter_error' }),
  totp_code: totpCodeSchema.optional(),
  recovery_code: recoveryCodeSchema.optional(),
  passkey_challenge: challengeIdField.optional(),
  passkey_response: webauthnJson.optional(),
});
export type StepUpRequest = z.infer<typeof stepUpRequest>;
export const stepUpResponse = z.object({
  proof: z.string(),
  action: z.enum(STEP_UP_ACTIONS),
  expires_at: z.string(),
});
export type StepUpResponse = z.infer<typeof stepUpResponse>;

/** POST /security/anti_phishing {phrase} — '' removes it. Letters, digits, spaces and - _ only. */
export const antiPhishingRequest = z.object({
  phrase: wireText({ max: ANTI_PHISHING_MAX, key: 'anti_phishing_invalid' }).refine(
    (v) => v === '' || (v.length >= ANTI_PHISHING_MIN && /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u.test(v)),
    { message: 'anti_phishing_invalid' },
  ),
  step_up: stepUpField,
});
export type AntiPhishingRequest = z.infer<typeof antiPhishingRequest>;

/** POST /security/allow_list {enabled} — withdrawals only to saved addresses and cards past their cooling-off. */
export const allowListRequest = z.object({ enabled: wireBoolean(), step_up: stepUpField });
export type AllowListRequest = z.infer<typeof allowListRequest>;

/** POST /security/not_me {session} — the new-device notice's answer: ends that session, pauses withdrawals. */
export const notMeRequest = z.object({ session: wireId() });
export type NotMeRequest = z.infer<typeof notMeRequest>;

/** A WebAuthn ceremony's options (JSON text for `@simplewebauthn/browser`) and the challenge's id. */
export const webauthnOptions = z.object({ challenge: z.string(), options: z.string() });
export type WebauthnOptions = z.infer<typeof webauthnOptions>;

/** POST /security/passkeys/register {challenge, response, name} — adds a passkey (a step-up once a factor is on). */
export const passkeyRegisterRequest = z.object({
  challenge: challengeIdField,
  response: webauthnJson,
  name: wireText({ max: 32, key: 'passkey_name_invalid' }).refine((v) => v.length > 0, {
    message: 'passkey_name_invalid',
  }),
  step_up: stepUpField,
});
export type PasskeyRegisterRequest = z.infer<typeof passkeyRegisterRequest>;

export const passkeyRenameRequest = z.object({
  id: wireId(),
  name: wireText({ max: 32, key: 'passkey_name_invalid' }).refine((v) => v.length > 0, {
    message: 'passkey_name_invalid',
  }),
});
export const passkeyRemoveRequest = z.object({ id: wireId(), step_up: stepUpField });

/** POST /security/passkeys/login_options {user_string?} — without an account, any passkey of this site. */
export const passkeyLoginOptionsRequest = z.object({
  user_string: wireText({ max: 254, key: 'enter_account' }).optional(),
});
/** POST /security/passkeys/login {challenge, response} — password-less sign-in; the token is the reply. */
export const passkeyLoginRequest = z.object({
  challenge: challengeIdField,
  response: webauthnJson,
  stay: wireBoolean().optional(),
});
export type PasskeyLoginRequest = z.infer<typeof passkeyLoginRequest>;

const empty = z.object({});

/** Endpoints: the security center. */
export const securityApi = {
  overview: defineEndpoint({
    method: both,
    path: '/security/overview',
    auth: 'required',
    request: empty,
    response: securityOverview,
    summary: "The caller's second factors, recovery codes left, allow-list, anti-phishing phrase and pauses.",
  }),
  totpSetup: defineEndpoint({
    method: 'POST',
    path: '/security/totp/setup',
    auth: 'required',
    request: empty,
    response: totpSetupResponse,
    summary: 'A new authenticator secret (base32 and otpauth URI), pending until confirmed with a code.',
  }),
  totpEnable: defineEndpoint({
    method: 'POST',
    path: '/security/totp/enable',
    auth: 'required',
    request: totpEnableRequest,
    response: recoveryCodesResponse,
    summary: 'Turns the authenticator on with a code of the pending secret; replies ten recovery codes.',
  }),
  totpDisable: defineEndpoint({
    method: 'POST',
    path: '/security/totp/disable',
    auth: 'required',
    request: stepUpOnlyRequest,
    response: securityOverview,
    summary: 'Turns the authenticator off (a step-up proof for factor_change); pauses withdrawals for 24 h.',
  }),
  recoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/security/recovery_codes',
    auth: 'required',
    request: stepUpOnlyRequest,
    response: recoveryCodesResponse,
    summary: 'Ten new recovery codes, replacing the old ones (a step-up proof for factor_change).',
  }),
  stepUp: defineEndpoint({
    method: 'POST',
    path: '/security/step_up',
    auth: 'required',
    request: stepUpRequest,
    response: stepUpResponse,
    summary: 'Proves a second factor for one action: a proof bound to this session, usable once, 5 minutes.',
  }),
  antiPhishing: defineEndpoint({
    method: 'POST',
    path: '/security/anti_phishing',
    auth: 'required',
    request: antiPhishingRequest,
    response: securityOverview,
    summary: 'Sets the phrase every e-mail and security notice shows, or removes it with an empty phrase.',
  }),
  allowList: defineEndpoint({
    method: 'POST',
    path: '/security/allow_list',
    auth: 'required',
    request: allowListRequest,
    response: securityOverview,
    summary: 'Turns the withdrawal allow-list on or off (saved destinations only, each after 24 h).',
  }),
  notMe: defineEndpoint({
    method: 'POST',
    path: '/security/not_me',
    auth: 'required',
    request: notMeRequest,
    response: securityOverview,
    summary: 'Answers a new-device notice: ends that session and pauses withdrawals until reviewed.',
  }),
  passkeyRegisterOptions: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/register_options',
    auth: 'required',
    request: empty,
    response: webauthnOptions,
    summary: 'WebAuthn registration options for a new passkey of the caller.',
  }),
  passkeyRegister: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/register',
    auth: 'required',
    request: passkeyRegisterRequest,
    response: passkeyItem,
    summary: "Verifies the authenticator's attestation and saves the passkey under its name.",
  }),
  passkeyRename: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/rename',
    auth: 'required',
    request: passkeyRenameRequest,
    response: passkeyItem,
    summary: "Renames one of the caller's passkeys.",
  }),
  passkeyRemove: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/remove',
    auth: 'required',
    request: passkeyRemoveRequest,
    response: securityOverview,
    summary: "Removes one of the caller's passkeys (a step-up proof for factor_change).",
  }),
  passkeyAssertOptions: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/assert_options',
    auth: 'required',
    request: empty,
    response: webauthnOptions,
    summary: "WebAuthn authentication options over the caller's passkeys, for a step-up.",
  }),
  passkeyLoginOptions: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/login_options',
    auth: 'none',
    request: passkeyLoginOptionsRequest,
    response: webauthnOptions,
    summary: "WebAuthn authentication options for signing in: the account's passkeys, or any (discoverable).",
  }),
  passkeyLogin: defineEndpoint({
    method: 'POST',
    path: '/security/passkeys/login',
    auth: 'none',
    request: passkeyLoginRequest,
    response: z.string(),
    summary: 'Signs in with a passkey alone; the reply is the session token, as POST /user/login.',
  }),
} as const satisfies EndpointGroup;
