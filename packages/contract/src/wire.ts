import { z } from 'zod';
import type { MessageKey } from './errors';

/**
 * Strict wire primitives: how every request field that is not free text is read, in JSON and in form bodies
 * alike (a form body and a query string carry only strings). Nothing is coerced loosely: `"false"` is false,
 * `true` is not an id, `"0x10"` and `"1e3"` are not numbers. Every schema of the contract builds on these, so a
 * module that comes next inherits the same rules.
 */

const msg = (key: MessageKey) => ({ message: key });

/** Largest id or integer the wire accepts (ids are BIGINT in the database; JS numbers are exact to here). */
export const WIRE_INT_MAX = Number.MAX_SAFE_INTEGER;
/**
 * Amounts, prices and quantities: at most this many digits before the point (values below 10^15) and this many
 * after it. The database column is NUMERIC(36,18) — 18 digits each side — and products of two inputs (price ×
 * amount) must still fit once a balance check has bounded one of them.
 */
export const WIRE_DECIMAL_INT_DIGITS = 15;
export const WIRE_DECIMAL_SCALE = 18;

const DECIMAL_INTEGER = /^-?(?:0|[1-9]\d*)$/;
const POSITIVE_INTEGER = /^[1-9]\d*$/;
/** Digits, an optional fraction; no sign, exponent, hex, spaces or leading zeros. */
const DECIMAL_STRING = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;
/** NUL and the other C0 controls but tab, line feed and carriage return, and DEL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A UTF-16 surrogate half without its partner: no UTF-8 spelling exists, so jsonb and JSON readers refuse it. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const TRUE_VALUES: readonly unknown[] = [true, 1, 'true', '1'];

/** What a request field built from these primitives reads; a contract test walks every request by it. */
export type WireKind = 'decimal' | 'text' | 'url';
/**
 * The primitives register what they read here, and zod carries the entry to every schema refined from one
 * (`wirePositiveDecimal`, a rule's `.refine`), so a walker can tell a bounded decimal from a loose string.
 */
export const wireKinds = z.registry<{ wire: WireKind }>();

/** The kind of wire primitive a field's schema is built on, through optional/default wrappers and pipes. */
export function wireKindOf(schema: z.ZodType): WireKind | undefined {
  const own = wireKinds.get(schema)?.wire;
  if (own) return own;
  const def = schema._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  if (def.innerType) return wireKindOf(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return wireKindOf(def.in) ?? wireKindOf(def.out);
  return undefined;
}

/** A boolean: `true`/`false`, `1`/`0`, or those as strings. Anything else ("yes", "", 2) is refused. */
export const wireBoolean = (key: MessageKey = 'parameter_error') =>
  z
    .union(
      [
        z.boolean(),
        z.literal(1),
        z.literal(0),
        z.literal('true'),
        z.literal('false'),
        z.literal('1'),
        z.literal('0'),
      ],
      msg(key),
    )
    .transform((v) => TRUE_VALUES.includes(v));

/**
 * An integer within [min, max]: a JSON integer, or its decimal spelling as a string (`"-3"`, `"42"`). Booleans,
 * fractions, exponents, hex, blanks and out-of-range values are refused with `key`.
 */
export const wireInt = (opts: { min: number; max: number; key?: MessageKey }) => {
  const key = opts.key ?? 'parameter_error';
  return z
    .union(
      [
        z.number(msg(key)).int(msg(key)).finite(msg(key)),
        z.string(msg(key)).regex(DECIMAL_INTEGER, msg(key)),
      ],
      msg(key),
    )
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .pipe(z.number().int(msg(key)).min(opts.min, msg(key)).max(opts.max, msg(key)));
};

/** One of a fixed set of integers (a numeric enum such as a status 0/1), spelled as in `wireInt`. */
export const wireIntIn = <const V extends readonly number[]>(
  values: V,
  key: MessageKey = 'parameter_error',
) =>
  wireInt({ min: Math.min(...values), max: Math.max(...values), key }).refine(
    (v): v is V[number] => values.includes(v),
    msg(key),
  );

/** An id: a positive decimal integer (JSON number or digits), at most WIRE_INT_MAX. */
export const wireId = (key: MessageKey = 'parameter_error') =>
  z
    .union(
      [
        z.number(msg(key)).int(msg(key)).positive(msg(key)),
        z.string(msg(key)).regex(POSITIVE_INTEGER, msg(key)),
      ],
      msg(key),
    )
    .transform((v) => (typeof v === 'number' ? v : Number(v)))
    .pipe(z.number().int(msg(key)).positive(msg(key)).max(WIRE_INT_MAX, msg(key)));

/**
 * A non-negative decimal string (an amount, a price, a quantity): digits with an optional fraction, at most
 * WIRE_DECIMAL_INT_DIGITS digits before the point and WIRE_DECIMAL_SCALE after it. Surrounding blanks are
 * trimmed. Malformed → `key`; too large → amount_too_large; too many decimals → amount_too_many_decimals.
 * JSON numbers are refused: money travels as decimal strings.
 */
export const wireDecimal = (key: MessageKey = 'parameter_error') =>
  z
    .string(msg(key))
    .trim()
    .regex(DECIMAL_STRING, msg(key))
    .refine((v) => (v.split('.')[0] ?? '').length <= WIRE_DECIMAL_INT_DIGITS, msg('amount_too_large'))
    .refine((v) => (v.split('.')[1] ?? '').length <= WIRE_DECIMAL_SCALE, msg('amount_too_many_decimals'))
    .register(wireKinds, { wire: 'decimal' });

/** A decimal as `wireDecimal` that is greater than zero. */
export const wirePositiveDecimal = (key: MessageKey = 'parameter_error') =>
  wireDecimal(key).refine((v) => /[1-9]/.test(v), msg(key));

/**
 * Free text: a string (a JSON number is taken as its decimal spelling, as a form would send it), trimmed, at
 * most `max` characters, without control characters (NUL would even fail in PostgreSQL) and without a lone
 * surrogate half (PostgreSQL's jsonb refuses one).
 */
export const wireText = (opts: { max: number; key?: MessageKey; multiline?: boolean }) => {
  const key = opts.key ?? 'parameter_error';
  const forbidden = opts.multiline ? CONTROL_CHARS : /\p{Cc}/u;
  return z
    .union([z.string(msg(key)), z.number(msg(key)).int(msg(key)).finite(msg(key))], msg(key))
    .transform((v) => String(v).trim())
    .pipe(
      z
        .string()
        .max(opts.max, msg('character_too_long'))
        .refine((v) => !forbidden.test(v), msg('text_control_chars'))
        .refine((v) => !LONE_SURROGATE.test(v), msg('text_lone_surrogate')),
    )
    .register(wireKinds, { wire: 'text' });
};

/**
 * The furthest ahead a time on the wire may lie. Money waits on these times (an IEO's allocation, a dual
 * product's maturity, an auction's end): a date in the year 9999 would hold it for ever, and dates computed from
 * one (an end plus a lock) overflow what PostgreSQL reads back.
 */
export const WIRE_TIME_HORIZON_YEARS = 10;
const YEAR_MS = 365.25 * 86_400_000;
const withinHorizon = (v: string) => Date.parse(v) <= Date.now() + WIRE_TIME_HORIZON_YEARS * YEAR_MS;

/** A moment: ISO 8601 with an offset (`2026-12-01T08:00:00Z`), at most WIRE_TIME_HORIZON_YEARS ahead. */
export const wireMoment = z.iso
  .datetime({ offset: true, message: 'parameter_error' })
  .refine(withinHorizon, msg('time_too_far'));
/** A UTC day (`YYYY-MM-DD`), at most WIRE_TIME_HORIZON_YEARS ahead. */
export const wireDay = z.iso.date({ message: 'parameter_error' }).refine(withinHorizon, msg('time_too_far'));

/** A file this site stores, by its path (`/uploads/<month>/<name>`): what an upload reference may also be. */
export const UPLOAD_REFERENCE = /^\/uploads\/[^\s?#\\]+$/;

/** An absolute http(s) URL: a host, no credentials, no blanks. */
export function isHttpUrl(v: string): boolean {
  return /^https?:\/\/[^/?#\\@\s]+(?:[/?#]\S*)?$/i.test(v);
}

/**
 * A link or media reference an operator or user sets: '' (none) or an absolute http(s) URL, never
 * `javascript:`, `data:` or another scheme a browser would run or open. `relative` admits references inside
 * this site as well (`/uploads/…` files, `#/…` app routes), which carry no scheme by construction.
 */
export const wireUrl = (opts: { max: number; key?: MessageKey; relative?: RegExp }) => {
  const key = opts.key ?? 'url_invalid';
  return wireText({ max: opts.max, key })
    .refine((v) => v === '' || isHttpUrl(v) || (opts.relative?.test(v) ?? false), msg(key))
    .register(wireKinds, { wire: 'url' });
};

/** True when a request value (any depth) holds a string with a control character that no field accepts. */
export function hasForbiddenControlChars(value: unknown, depth = 0): boolean {
  return someString(value, (s) => CONTROL_CHARS.test(s), depth);
}

/** True when a request value (any depth, keys included) holds a lone surrogate half, which no field accepts. */
export function hasLoneSurrogate(value: unknown, depth = 0): boolean {
  return someString(value, (s) => LONE_SURROGATE.test(s), depth, true);
}

function someString(value: unknown, test: (s: string) => boolean, depth: number, keys = false): boolean {
  if (typeof value === 'string') return test(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((v) => someString(v, test, depth + 1, keys));
  return Object.entries(value as Record<string, unknown>).some(
    ([k, v]) => (keys && test(k)) || someString(v, test, depth + 1, keys),
  );
}

/**
 * Options for an object-level `.refine()` that reads several fields: it runs only once every field parsed
 * (zod runs object refinements even after a field failed, and a rule such as `new Decimal(field)` would then
 * throw on the raw input).
 */
export const whenFieldsValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
} as const;
