import { z } from 'zod';
import { VERIFICATION_CODE } from './constants';
import type { MessageKey } from './errors';
import { WIRE_INT_MAX, wireInt, wirePositiveDecimal } from './wire';

/** Validation rules as zod schemas. Issue messages are MessageKeys (errors.ts). */

const msg = (key: MessageKey) => ({ message: key });

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 64;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 10;
export const SIGNATURE_MIN = 2;
export const SIGNATURE_MAX = 30;

/** Symbols the original's filter strips; any of them makes a name or signature invalid. */
export const SPECIAL_CHARS = /[`~!@#$%^&*()+=|{}':;,\\[\].<>/?！￥…（）—【】‘；：”“’。，、？"_-]/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const MOBILE_PATTERN = /^\d{10,11}$/;
/** Mainland China mobile: 1, then 3-9, then nine digits. */
export const MAINLAND_MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 18-character mainland ID card (last character may be X). */
export const ID_CARD_PATTERN = /^\d{17}[\dXx]$/;
/** Positive decimal amount as a string: digits, optional fraction. */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
export const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** Letters of any script (Chinese included) and digits. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}]+$/u;

export function digitCodePattern(length: number = VERIFICATION_CODE.length): RegExp {
  return new RegExp(`^\\d{${length}}$`);
}

export const passwordSchema = z
  .string(msg('enter_password'))
  .min(1, msg('enter_password'))
  .min(PASSWORD_MIN, msg('password_too_short'))
  .max(PASSWORD_MAX, msg('password_too_long'));

export const codeSchema = z.string(msg('code_format')).regex(digitCodePattern(), msg('code_format'));
export const emailSchema = z
  .string(msg('email_format'))
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, msg('email_format'))
  .max(254, msg('email_format'));
export const mobileSchema = z.string(msg('mobile_format')).trim().regex(MOBILE_PATTERN, msg('mobile_format'));
/** Area code as dialled: digits only, 1–4 of them, with an optional leading "+". */
export const areaCodeSchema = z
  .union([z.string(), z.number().int().nonnegative()], msg('area_code_format'))
  .transform((v) => String(v).trim())
  .transform((v) => v.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, msg('area_code_format')));

export const nicknameSchema = z
  .string(msg('nickname_length'))
  .trim()
  .min(NICKNAME_MIN, msg('nickname_length'))
  .max(NICKNAME_MAX, msg('nickname_length'))
  .regex(NICKNAME_PATTERN, msg('nickname_chars'));

export const signatureSchema = z
  .string(msg('signature_length'))
  .trim()
  .min(SIGNATURE_MIN, msg('signature_length'))
  .max(SIGNATURE_MAX, msg('signature_length'))
  .refine((v) => !SPECIAL_CHARS.test(v), msg('special_chars'));

/** A password and its confirmation: both valid and equal ("the two passwords are inconsistent"). */
export function withPasswordConfirmation<A extends string, B extends string>(a: A, b: B) {
  return (value: Record<A | B, string>, ctx: z.core.$RefinementCtx) => {
    if (value[a] !== value[b]) ctx.addIssue({ code: 'custom', path: [b], message: 'passwords_inconsistent' });
  };
}

export function hasSpecialChars(value: string): boolean {
  return SPECIAL_CHARS.test(value);
}

/** Removes the symbols of SPECIAL_CHARS (the original's filter). */
export function stripSpecialChars(value: string): string {
  return value.replace(new RegExp(SPECIAL_CHARS.source, 'gu'), '');
}

export type TrimMode = 'both' | 'left' | 'right' | 'all';
/** The trim helper of: modes both, left, right and all (all removes inner whitespace too). */
export function trimText(value: string, mode: TrimMode = 'both'): string {
  switch (mode) {
    case 'both':
      return value.trim();
    case 'left':
      return value.trimStart();
    case 'right':
      return value.trimEnd();
    case 'all':
      return value.replace(/\s+/g, '');
  }
}

/**
 * Amount, price and quantity must be correct and positive: a decimal string greater than zero, within the
 * wire bounds (wire.ts: below 10^15, at most 18 decimals).
 */
export const positiveAmountSchema = wirePositiveDecimal('parameter_error');

/** Whole positive number (e.g. invest purchase quantity), as a JSON integer or its digits. */
export const wholeQuantitySchema = wireInt({ min: 1, max: WIRE_INT_MAX });
