import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireBoolean, wireId, wireText } from '../wire';
import { CODE_SCENES } from '../enums';
import { secondFactorFields } from '../security/step-up';
import { areaCodeSchema, codeSchema, passwordSchema, withPasswordConfirmation } from '../validation';
import {
  bindEmailRequest,
  bindMobileRequest,
  editNicknameRequest,
  headPortraitRequest,
  updatePayPasswordRequest,
} from '../settings/settings';

/** Account (+ Settings `user/info`, `sms_send`) and the sessions calls of. */

const accountString = z
  .string({ message: 'enter_account' })
  .trim()
  .min(1, { message: 'enter_account' })
  .max(254, { message: 'enter_account' });
const optionalText = wireText({ max: 64 }).optional();
const optionalCode = wireText({ max: 16 }).optional();

/** POST /sms_mail — e-mail a code. The original's `type:'forget'` still selects the forget scene. */
export const smsMailRequest = z.object({
  user_string: accountString,
  scene: z.enum(CODE_SCENES).optional(),
  type: optionalText,
  area_code_id: optionalCode,
  area_code: optionalCode,
  email_code: optionalText,
});
export type SmsMailRequest = z.infer<typeof smsMailRequest>;

/** POST /sms_send — text a code to a mobile number. */
export const smsSendRequest = z.object({
  mobile: z.string({ message: 'mobile_format' }).trim(),
  area_code: areaCodeSchema,
  scene: z.enum(CODE_SCENES).optional(),
  type: optionalText,
});
export type SmsSendRequest = z.infer<typeof smsSendRequest>;

/** POST /user/check_email — checks a code without spending it. */
export const checkEmailRequest = z.object({
  user_string: accountString,
  email_code: codeSchema,
  scene: z.enum(CODE_SCENES).default('register'),
  country_code: optionalCode,
});
export type CheckEmailRequest = z.infer<typeof checkEmailRequest>;

export const REGISTER_TYPES = ['email', 'mobile'] as const;

/** POST /user/register. `type` mobile: `user_string` is the number and `area_code` its country code. */
export const registerRequest = z
  .object({
    user_string: accountString,
    code: codeSchema,
    password: passwordSchema,
    re_password: passwordSchema,
    extension_code: wireText({ max: 32 }).optional().default(''),
    type: z.enum(REGISTER_TYPES).default('email'),
    area_code: optionalCode,
    area_code_id: optionalCode,
    phone: optionalText,
  })
  .superRefine(withPasswordConfirmation('password', 're_password'));
export type RegisterRequest = z.infer<typeof registerRequest>;

/** POST /user/login — e-mail or phone plus password. The token is the reply's `message`. */
export const loginRequest = z.object({
  user_string: accountString,
  password: z
    .string({ message: 'enter_password' })
    .min(1, { message: 'enter_password' })
    .max(256, { message: 'login_failed' }),
  area_code: optionalCode,
  area_code_id: optionalCode,
  type: optionalCode,
  /**
   * "stay logged in" — the session lives SESSION_IDLE_TTL_MS (30 days) idle; without it
   * SESSION_IDLE_TTL_SHORT_MS (24 h). Optional, default true: clients that do not send it keep today's behaviour.
   */
  stay: wireBoolean().optional().default(true),
  /** With a second factor on: the factor, else the reply is second_factor_required. */
  ...secondFactorFields,
});
export type LoginRequest = z.infer<typeof loginRequest>;
export const loginResponse = z.string();

/** POST /user/forget — the code IS verified (the original's check was commented out). */
export const forgetRequest = z
  .object({
    account: accountString,
    password: passwordSchema,
    repassword: passwordSchema,
    code: codeSchema,
    ...secondFactorFields,
  })
  .superRefine(withPasswordConfirmation('password', 'repassword'));
export type ForgetRequest = z.infer<typeof forgetRequest>;

/** GET /user/info — own profile only; never secrets. */
export const userInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  account_number: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string().nullable(),
  nickname: z.string(),
  signature: z.string(),
  head_portrait: z.string(),
  extension_code: z.string(),
  parent_id: z.number().int().nullable(),
  is_trader: z.number().int(),
  status: z.number().int(),
  has_pay_password: z.boolean(),
  time: z.number().int(),
  create_date: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** GET /user/sessions — the user's signed-in devices. */
export const sessionItem = z.object({
  id: z.number().int(),
  device: z.string(),
  ip: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
  /** The session lives 30 days idle (else 24 h). */
  stay_logged_in: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;
export const sessionsResponse = z.array(sessionItem);

/** POST /user/sessions/revoke — one device by id, or every device but this one. */
export const revokeSessionsRequest = z.union([
  z.object({ id: wireId() }),
  z.object({
    all_others: wireBoolean().refine((v) => v, { message: 'parameter_error' }),
  }),
]);
export type RevokeSessionsRequest = z.infer<typeof revokeSessionsRequest>;
export const revokeSessionsResponse = z.object({ revoked: z.number().int() });

/** POST /user/stay_logged_in — the current session's "stay logged in" switch. */
export const stayLoggedInRequest = z.object({ enabled: wireBoolean() });
export type StayLoggedInRequest = z.infer<typeof stayLoggedInRequest>;
export const stayLoggedInResponse = z.object({ stay_logged_in: z.boolean() });

/** A confirmation in the reader's language ("code sent", "registration successful", …). */
export const localisedTextResponse = z.string();
const none = z.object({});
const both = ['GET', 'POST'] as const;

/** Endpoints: sign-up, sign-in, codes, sessions (user/*, sms_*). */
export const accountApi = {
  smsMail: defineEndpoint({
    method: 'POST',
    path: '/sms_mail',
    auth: 'optional',
    request: smsMailRequest,
    response: localisedTextResponse,
    summary: 'E-mails a verification code for a scene (register, forget, bind_email, pay_password).',
  }),
  smsSend: defineEndpoint({
    method: 'POST',
    path: '/sms_send',
    auth: 'optional',
    request: smsSendRequest,
    response: localisedTextResponse,
    summary: 'Texts a verification code for a scene to a mobile number.',
  }),
  checkEmail: defineEndpoint({
    method: 'POST',
    path: '/user/check_email',
    auth: 'none',
    request: checkEmailRequest,
    response: localisedTextResponse,
    summary: 'Checks an e-mailed code without spending it.',
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    auth: 'none',
    request: registerRequest,
    response: localisedTextResponse,
    summary: 'Creates an account from an e-mail or a mobile number, its code and a password.',
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    auth: 'none',
    request: loginRequest,
    response: loginResponse,
    summary: 'Signs in with an e-mail or mobile number and a password; the reply is the session token.',
  }),
  logout: defineEndpoint({
    method: both,
    path: '/user/logout',
    auth: 'required',
    request: none,
    response: localisedTextResponse,
    summary: "Ends the caller's session (its token stops working).",
  }),
  forget: defineEndpoint({
    method: 'POST',
    path: '/user/forget',
    auth: 'none',
    request: forgetRequest,
    response: localisedTextResponse,
    summary: 'Resets the login password with a code; every session of the account ends.',
  }),
  info: defineEndpoint({
    method: both,
    path: '/user/info',
    auth: 'required',
    request: none,
    response: userInfo,
    summary: "The caller's own profile (never secrets).",
  }),
  sessions: defineEndpoint({
    method: both,
    path: '/user/sessions',
    auth: 'required',
    request: none,
    response: sessionsResponse,
    summary: "The caller's signed-in devices, the current one marked.",
  }),
  revokeSessions: defineEndpoint({
    method: 'POST',
    path: '/user/sessions/revoke',
    auth: 'required',
    request: revokeSessionsRequest,
    response: revokeSessionsResponse,
    summary: 'Signs out one device by id, or every device but this one.',
  }),
  stayLoggedIn: defineEndpoint({
    method: 'POST',
    path: '/user/stay_logged_in',
    auth: 'required',
    request: stayLoggedInRequest,
    response: stayLoggedInResponse,
    summary: 'Turns "stay logged in" on or off for the current session (30 days or 24 hours idle).',
  }),
} as const satisfies EndpointGroup;

/** Endpoints: password, mobile, email, avatar, nickname (safe/*, user/*). */
export const profileApi = {
  updatePayPassword: defineEndpoint({
    method: 'POST',
    path: '/safe/update_password',
    auth: 'required',
    request: updatePayPasswordRequest,
    response: localisedTextResponse,
    summary: "Sets or changes the pay password with a code sent to the caller's own e-mail or phone.",
  }),
  bindMobile: defineEndpoint({
    method: 'POST',
    path: '/safe/mobile',
    auth: 'required',
    request: bindMobileRequest,
    response: userInfo,
    summary: 'Binds a mobile number (code of scene bind_mobile); the reply is the updated profile.',
  }),
  bindEmail: defineEndpoint({
    method: 'POST',
    path: '/safe/email',
    auth: 'required',
    request: bindEmailRequest,
    response: userInfo,
    summary: 'Binds an e-mail address (code of scene bind_email); the reply is the updated profile.',
  }),
  headPortrait: defineEndpoint({
    method: 'POST',
    path: '/user/uploadHeadPortrait',
    auth: 'required',
    request: headPortraitRequest,
    response: userInfo,
    summary: 'Sets the avatar to an image stored by /upload; the reply is the updated profile.',
  }),
  editNickname: defineEndpoint({
    method: 'POST',
    path: '/user/editNickname',
    auth: 'required',
    request: editNicknameRequest,
    response: userInfo,
    summary: 'Changes the nickname and, when given, the signature; the reply is the updated profile.',
  }),
} as const satisfies EndpointGroup;
