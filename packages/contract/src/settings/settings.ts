import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { z } from 'zod';
import { wireId, wireText } from '../wire';
import { ADDRESS_REUSE_ADVICE_MAX, FIAT_CODES } from '../constants';
import type { MessageKey } from '../errors';
import { paginatedSchema, pageQuerySchema } from '../pagination';
import { uploadedImageSchema } from './uploaded-image';
import { stepUpField } from '../security/step-up';
import {
  areaCodeSchema,
  codeSchema,
  emailSchema,
  mobileSchema,
  nicknameSchema,
  passwordSchema,
  signatureSchema,
  withPasswordConfirmation,
} from '../validation';
import {
  checkCard,
  DOMESTIC_RAIL_FIELDS,
  DOMESTIC_RAILS,
  INTERNATIONAL_RAIL_FIELDS,
  INTERNATIONAL_RAILS,
  wireRail,
  type BankRail,
  type RailFields,
} from '../wallet/bank-rails';

/**
 * Settings: withdrawal address book, bank cards, pay password, phone/e-mail
 * binding, avatar and nickname. Every call needs a session and acts on the caller's own rows only.
 * Field names are the spec's and, where it names none, the original's.
 */

const msg = (key: MessageKey) => ({ message: key });

/** Required trimmed text: empty → `requiredKey`, longer than `max` → `tooLongKey`. */
const requiredText = (requiredKey: MessageKey, max: number, tooLongKey: MessageKey = 'bank_field_too_long') =>
  z
    .string(msg(requiredKey))
    .trim()
    .min(1, msg(requiredKey))
    .max(max, msg(tooLongKey))
    .refine((v) => !/\p{Cc}/u.test(v), msg('special_chars'));

/** An image stored by POST /upload (its own module: the support chat and deposits use it without the rest). */
export { UPLOADED_IMAGE_PATTERN, uploadedImageSchema } from './uploaded-image';

const id = wireId();

// ---------------------------------------------------------------- withdrawal address book

export const WALLET_NAME_MAX = 30;
/** At most this many saved addresses per user. */
export const ADDRESS_BOOK_MAX = 50;

/**
 * POST /user/wallet/save — add an address, or edit one of yours with `id`.
 * `currency` is a currency id (1 BTC, 2 ETH, 3 USDT); `network` optional (ERC20, TRC20, BEP20, BTC…; for
 * USDT without one it is inferred from the address). The address format is checked per family
 * (addresses.ts). `qrcode` is an uploaded image URL. Same (currency, network, address) twice → address_duplicate.
 */
export const walletSaveRequest = z.object({
  id: id.optional(),
  currency: wireId('currency_invalid'),
  network: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,20}$/, msg('network_invalid'))
    .optional()
    .transform((v) => v || undefined),
  name: requiredText('wallet_name_required', WALLET_NAME_MAX, 'wallet_name_too_long'),
  address: z
    .string(msg('address_required'))
    .trim()
    .min(1, msg('address_required'))
    .max(128, msg('address_format')),
  qrcode: uploadedImageSchema('qrcode_required'),
  /** With a second factor on: a step-up proof for `address_add`. */
  step_up: stepUpField,
});
export type WalletSaveRequest = z.infer<typeof walletSaveRequest>;

/** One saved address. `receive_count` counts withdrawals sent to it; advice (never a block) from 5 uses on. */
export const walletAddressItem = z.object({
  id: z.number().int(),
  currency: z.number().int(),
  /** BTC / ETH / USDT for the fixed ids, else '' until the currencies table names it. */
  currency_name: z.string(),
  network: z.string(),
  name: z.string(),
  address: z.string(),
  qrcode: z.string(),
  receive_count: z.number().int(),
  /** True when receive_count ≥ ADDRESS_REUSE_ADVICE_MAX (advice only). */
  address_reuse_advice: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WalletAddressItem = z.infer<typeof walletAddressItem>;
export const walletSaveResponse = walletAddressItem;
export const REUSE_ADVICE_AT = ADDRESS_REUSE_ADVICE_MAX;

/** GET (or POST) /user/wallet/list {page, limit} — own addresses, newest first; optional currency filter. */
export const walletListRequest = pageQuerySchema.extend({
  currency: wireId().optional(),
});
export const walletListResponse = paginatedSchema(walletAddressItem);
export type WalletListResponse = z.infer<typeof walletListResponse>;

/** POST /user/wallet/del {id} — reply: localised "deleted" text. Another user's id → address_not_found. */
export const walletDelRequest = z.object({ id });
export const walletDelResponse = z.string();

// ---------------------------------------------------------------- bank cards

/** A card field on the wire: optional text ('' when omitted); which ones are required depends on the rail. */
const cardText = (max: number) =>
  wireText({ max, key: 'bank_field_required' })
    .optional()
    .transform((v) => v ?? '');
/** Account number or IBAN: blanks and dashes removed, upper case (an IBAN's electronic form). */
const accountText = cardText(42).transform((v) => v.replace(/[\s-]/g, '').toUpperCase());
const bicText = cardText(16).transform((v) => v.replace(/\s/g, '').toUpperCase());
const phoneText = cardText(24).transform((v) => v.replace(/[\s()-]/g, ''));

/** Adds the rail's problems (missing field, bad IBAN/BIC/ABA/account/phone) to the card's fields. */
const railIssues =
  <F extends string>(table: Partial<Record<BankRail, RailFields<F>>>, accountField: F) =>
  (card: { rail: BankRail } & Record<F, string>, ctx: z.RefinementCtx) => {
    // a refused rail has no fields to check (its own issue already says why)
    const fields = table[card.rail];
    if (!fields) return;
    for (const issue of checkCard(fields, card.rail, card, accountField).issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  };

/**
 * POST /user/cash_save — the domestic card (one per user; saving replaces it). `rail` (bank-rails.ts) says
 * which fields are required: `cn` the spec's Chinese fields with Alipay and WeChat optional (the default, as
 * the spec's clients send no rail), `iban` IBAN (in `bank_account`) + BIC (`swift_code`), `us` ABA routing
 * number + account. Fields the rail does not use are stored empty.
 */
export const cashSaveRequest = z
  .object({
    rail: wireRail(DOMESTIC_RAILS, 'cn'),
    real_name: cardText(50),
    bank_name: cardText(64),
    bank_account: accountText,
    swift_code: bicText,
    aba_number: cardText(16),
    /** Bank (branch) address. */
    bank_dizhi: cardText(128),
    alipay_account: cardText(64),
    wechat_account: cardText(64),
    wechat_nickname: cardText(64),
    province: cardText(32),
    city: cardText(32),
    branch: cardText(64),
    step_up: stepUpField,
  })
  .superRefine(railIssues(DOMESTIC_RAIL_FIELDS, 'bank_account'));
export type CashSaveRequest = z.infer<typeof cashSaveRequest>;

/** The domestic card as saved: normalised account, BIC and ABA; fields its rail does not use emptied. */
export function normalDomesticCard(input: CashSaveRequest): CashSaveRequest {
  const { rail, ...fields } = input;
  return { rail, ...checkCard(DOMESTIC_RAIL_FIELDS[rail], rail, fields, 'bank_account').values };
}

/** The fiat a card is paid out in, derived from its rail and account (bank-rails.ts `cardFiat`). */
const payoutFiat = z.enum(FIAT_CODES);

/** The saved domestic card, in full (only ever sent to its owner). */
export const domesticCard = z.object({
  rail: z.enum(DOMESTIC_RAILS),
  real_name: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  swift_code: z.string(),
  aba_number: z.string(),
  bank_dizhi: z.string(),
  alipay_account: z.string(),
  wechat_account: z.string(),
  wechat_nickname: z.string(),
  province: z.string(),
  city: z.string(),
  branch: z.string(),
  currency_code: payoutFiat,
  updated_at: z.string(),
});
export type DomesticCard = z.infer<typeof domesticCard>;
export const cashSaveResponse = domesticCard;
/** POST /user/cash_info — the caller's domestic card, or null when none is saved. */
export const cashInfoResponse = domesticCard.nullable();

/**
 * POST /user/cash_save_international — one per user; saving replaces it. `rail` says which fields are
 * required: `iban` IBAN (in `card_number`) + BIC, `us` ABA routing number + account, `swift` (the default)
 * account + SWIFT/BIC + both addresses. Checksums: IBAN and BIC by ibantools, ABA by its weights.
 * `phone`, when given, is digits with an optional leading + (6–20).
 */
export const cashSaveInternationalRequest = z
  .object({
    rail: wireRail(INTERNATIONAL_RAILS, 'swift'),
    aba_number: cardText(16),
    real_name: cardText(50),
    card_number: accountText,
    bank_address: cardText(128),
    bank_name: cardText(64),
    bank_network: cardText(32),
    swift_code: bicText,
    phone: phoneText,
    cardholder_address: cardText(128),
    step_up: stepUpField,
  })
  .superRefine(railIssues(INTERNATIONAL_RAIL_FIELDS, 'card_number'));
export type CashSaveInternationalRequest = z.infer<typeof cashSaveInternationalRequest>;

/** The international card as saved: normalised, fields its rail does not use emptied. */
export function normalInternationalCard(input: CashSaveInternationalRequest): CashSaveInternationalRequest {
  const { rail, ...fields } = input;
  return { rail, ...checkCard(INTERNATIONAL_RAIL_FIELDS[rail], rail, fields, 'card_number').values };
}

export const internationalCard = z.object({
  rail: z.enum(INTERNATIONAL_RAILS),
  aba_number: z.string(),
  real_name: z.string(),
  card_number: z.string(),
  bank_address: z.string(),
  bank_name: z.string(),
  bank_network: z.string(),
  swift_code: z.string(),
  phone: z.string(),
  cardholder_address: z.string(),
  currency_code: payoutFiat,
  updated_at: z.string(),
});
export type InternationalCard = z.infer<typeof internationalCard>;
export const cashSaveInternationalResponse = internationalCard;
/** POST /user/cash_info_international — the caller's international card, or null. */
export const cashInfoInternationalResponse = internationalCard.nullable();

// ---------------------------------------------------------------- security and profile

/**
 * POST /safe/update_password — sets (or changes) the PAY password. `code`: scene `pay_password`, sent to
 * the caller's own e-mail (POST /sms_mail {user_string: own email, scene:'pay_password'}) or phone
 * (POST /sms_send {mobile, area_code, scene:'pay_password'}). `type` says which one ('email' | 'mobile');
 * without it the most recently sent code is used. Reply: localised text. `user/info.has_pay_password` turns true.
 */
export const updatePayPasswordRequest = z
  .object({
    password: passwordSchema,
    re_password: passwordSchema,
    code: codeSchema,
    type: z.enum(['email', 'mobile']).optional(),
    step_up: stepUpField,
  })
  .superRefine(withPasswordConfirmation('password', 're_password'));
export type UpdatePayPasswordRequest = z.infer<typeof updatePayPasswordRequest>;

/**
 * POST /safe/mobile — binds a phone: code of scene `bind_mobile` from POST /sms_send {mobile, area_code,
 * scene:'bind_mobile'}. A number in use by another account → mobile_in_use; already bound → mobile_already_bound.
 * Reply: the updated profile (user/info shape).
 */
export const bindMobileRequest = z.object({
  mobile: mobileSchema,
  area_code: areaCodeSchema,
  code: codeSchema,
  step_up: stepUpField,
});
export type BindMobileRequest = z.infer<typeof bindMobileRequest>;

/** POST /safe/email — binds an e-mail: code of scene `bind_email` from POST /sms_mail. Reply: the profile. */
export const bindEmailRequest = z.object({
  email: emailSchema,
  code: codeSchema,
  step_up: stepUpField,
});
export type BindEmailRequest = z.infer<typeof bindEmailRequest>;

/** POST /user/uploadHeadPortrait — an uploaded image URL. Reply: the profile (user/info shape). */
export const headPortraitRequest = z.object({ head_portrait: uploadedImageSchema('upload_missing_file') });
export type HeadPortraitRequest = z.infer<typeof headPortraitRequest>;

/**
 * POST /user/editNickname — nickname 2–10 letters/digits; signature 2–30 without special characters,
 * optional (omitted keeps the current one; '' clears it). Reply: the profile (user/info shape).
 */
export const editNicknameRequest = z.object({
  nickname: nicknameSchema,
  signature: z
    .string(msg('signature_length'))
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') return;
      const parsed = signatureSchema.safeParse(value);
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'signature_length' });
    })
    .optional(),
});
export type EditNicknameRequest = z.infer<typeof editNicknameRequest>;

/** Pay password lockout: this many wrong entries within the window lock pay-password use for lockMs. */
export const PAY_PASSWORD_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

const both = ['GET', 'POST'] as const;
const none = z.object({});

/** Endpoints: public settings and site configuration (their own module: no bank-card checks come with them). */
export { siteApi } from './site';

/** Endpoints: address book and bank cards. */
export const userSettingsApi = {
  walletSave: defineEndpoint({
    method: 'POST',
    path: '/user/wallet/save',
    auth: 'required',
    request: walletSaveRequest,
    response: walletSaveResponse,
    summary: "Adds a withdrawal address to the address book, or edits one of the caller's by id.",
  }),
  walletList: defineEndpoint({
    method: both,
    path: '/user/wallet/list',
    auth: 'required',
    request: walletListRequest,
    response: walletListResponse,
    summary: "The caller's saved withdrawal addresses, newest first, optionally of one currency.",
  }),
  walletDel: defineEndpoint({
    method: 'POST',
    path: '/user/wallet/del',
    auth: 'required',
    request: walletDelRequest,
    response: walletDelResponse,
    summary: "Deletes one of the caller's saved withdrawal addresses.",
  }),
  cashSave: defineEndpoint({
    method: 'POST',
    path: '/user/cash_save',
    auth: 'required',
    request: cashSaveRequest,
    response: cashSaveResponse,
    summary: "Saves the caller's domestic bank card (one per user; saving replaces it).",
  }),
  cashInfo: defineEndpoint({
    method: ['POST', 'GET'],
    path: '/user/cash_info',
    auth: 'required',
    request: none,
    response: cashInfoResponse,
    summary: "The caller's domestic bank card, or null when none is saved.",
  }),
  cashSaveInternational: defineEndpoint({
    method: 'POST',
    path: '/user/cash_save_international',
    auth: 'required',
    request: cashSaveInternationalRequest,
    response: cashSaveInternationalResponse,
    summary: "Saves the caller's international bank card (one per user; saving replaces it).",
  }),
  cashInfoInternational: defineEndpoint({
    method: ['POST', 'GET'],
    path: '/user/cash_info_international',
    auth: 'required',
    request: none,
    response: cashInfoInternationalResponse,
    summary: "The caller's international bank card, or null when none is saved.",
  }),
} as const satisfies EndpointGroup;
