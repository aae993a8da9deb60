import { Dec } from './decimal';
import { decimalSeparator } from './format';

/**
 * What every amount, price and quantity field does with what is typed, written once: keep a decimal string
 * (digits and one point, the locale's decimal comma taken as the point), cut the decimals to the field's
 * precision, parse it, and check it against the field's bounds with the reason it fails. The forms keep their
 * own words for each reason; the decimal patterns live here and nowhere else in the app.
 */

/** A plain non-negative decimal with a point: "12", "12.5" (no sign, exponent or trailing point). */
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
/** The same while it is being typed: the trailing point of "12." is allowed. */
const TYPED_DECIMAL = /^(\d+)(?:\.(\d*))?$/;

export interface SanitizeOptions {
  /** The reader's language (our codes: en, fra, tr…); its decimal mark counts as the point. Default: current. */
  lang?: string | undefined;
  /**
   * A comma is the point whatever the language — for fields a device's own keypad fills (a French keypad in an
   * English app types "0,5"); otherwise a comma in a point-decimal language is a thousands mark and is dropped.
   */
  anyComma?: boolean;
}

/** The typed text with the locale's (or any) decimal comma turned into a point; nothing else changed. */
function withPoint(raw: string, o: SanitizeOptions): string {
  const comma = o.anyComma === true || decimalSeparator(o.lang) === ',';
  return comma ? raw.replace(/,/g, '.') : raw;
}

/**
 * Keeps what the user types a decimal string: digits and one point, at most `decimals` decimals (0: a whole
 * number), no leading zeros ("007" → "7", ".5" → "0.5"); grouping marks and other characters are dropped.
 * Never rounds: extra decimals are cut while typing. "0." stays, so the next digit can follow.
 */
export function sanitizeAmount(raw: string, decimals: number, o: SanitizeOptions = {}): string {
  let s = withPoint(raw, o).replace(/[^0-9.]/g, '');
  const point = s.indexOf('.');
  if (point >= 0) s = s.slice(0, point + 1) + s.slice(point + 1).replace(/\./g, '');
  if (s.startsWith('.')) s = `0${s}`;
  s = s.replace(/^0+(?=[0-9])/, '');
  const [int = '', frac] = s.split('.');
  if (frac === undefined || decimals <= 0) return int;
  return `${int}.${frac.slice(0, decimals)}`;
}

/** Keeps only digits (a whole count), without leading zeros, at most `maxDigits` of them. */
export function sanitizeWhole(raw: string, maxDigits: number): string {
  return raw
    .replace(/[^0-9]/g, '')
    .replace(/^0+(?=[0-9])/, '')
    .slice(0, Math.max(0, maxDigits));
}

/** Typed text trimmed, with a decimal comma (any language, the first one) read as the point. */
export function pointDecimal(text: string): string {
  return text.trim().replace(',', '.');
}

/** Whether `value` is a plain non-negative decimal string ("12", "12.5"); "", "1e3", "-1", "12." are not. */
export function isDecimalString(value: string | null | undefined): value is string {
  return typeof value === 'string' && PLAIN_DECIMAL.test(value);
}

/** Whether `value` is a whole number of digits ("0", "12"). */
export function isWholeString(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^[0-9]+$/.test(value);
}

/** Fraction digits of a typed decimal ("12." has 0), or null when it is not a plain non-negative decimal. */
export function typedDecimals(text: string): number | null {
  const m = TYPED_DECIMAL.exec(text);
  return m ? (m[2] ?? '').length : null;
}

/** A typed amount (trimmed) as a Decimal when it is a plain decimal, else null; zero included. */
export function parseAmount(typed: string | null | undefined): Dec | null {
  const s = typed?.trim();
  return isDecimalString(s) ? new Dec(s) : null;
}

/** A typed amount as a Decimal when it is a plain decimal above zero with at most `decimals` decimals. */
export function positiveAmount(typed: string | null | undefined, decimals = Infinity): Dec | null {
  const d = parseAmount(typed);
  return d && d.gt(0) && d.decimalPlaces() <= decimals ? d : null;
}

/** A plain decimal string without trailing zeros ("100.00" → "100"); anything else comes back as it is. */
export function plainAmount(value: string): string {
  const s = value.trim();
  return isDecimalString(s) ? new Dec(s).toFixed() : value;
}

/** Why a typed amount cannot be used. `limit` is the bound it crossed, as a decimal string. */
export type AmountReason = 'required' | 'invalid' | 'not_positive' | 'precision' | 'below_min' | 'above_max';

export type AmountCheck =
  { ok: true; value: Dec; text: string } | { ok: false; reason: AmountReason; limit?: string };

export interface AmountBounds {
  /** Fraction digits allowed (the asset's or the field's precision). */
  decimals: number;
  /** The smallest amount allowed (inclusive). */
  min?: string | Dec | null | undefined;
  /** The largest amount allowed (inclusive): a balance, a cap. */
  max?: string | Dec | null | undefined;
  /** Zero is a usable value (a field whose zero means "none"); default false. */
  allowZero?: boolean;
}

/**
 * The first problem of a typed amount, in the order a person fixes them: nothing typed, not a number, not above
 * zero, too many decimals, below the minimum, above the maximum; or the parsed value and its plain text.
 */
export function checkAmount(typed: string, b: AmountBounds): AmountCheck {
  const s = typed.trim();
  if (s === '') return { ok: false, reason: 'required' };
  const value = parseAmount(s);
  if (!value) return { ok: false, reason: 'invalid' };
  if (value.isNeg() || (value.isZero() && b.allowZero !== true)) return { ok: false, reason: 'not_positive' };
  if (value.decimalPlaces() > Math.max(0, b.decimals)) return { ok: false, reason: 'precision' };
  const min = b.min === null || b.min === undefined ? null : new Dec(b.min);
  if (min && value.lt(min)) return { ok: false, reason: 'below_min', limit: min.toFixed() };
  const max = b.max === null || b.max === undefined ? null : new Dec(b.max);
  if (max && value.gt(max)) return { ok: false, reason: 'above_max', limit: max.toFixed() };
  return { ok: true, value, text: value.toFixed() };
}
