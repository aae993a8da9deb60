import type { z } from 'zod';

/**
 * The fields of a request schema, walked down to the schemas that read one value each, so the contract's tests
 * and the server's probes can ask every call of the catalogue what its fields hold (a decimal, a link) and
 * check each is read by the right wire primitive.
 */
export interface RequestField {
  /** Keys from the body's root; `[]` stands for any element of an array. */
  path: readonly string[];
  schema: z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

export function requestFields(schema: z.ZodType, path: readonly string[] = []): RequestField[] {
  const def = schema._zod.def as {
    type: string;
    shape?: Record<string, z.ZodType>;
    innerType?: z.ZodType;
    element?: z.ZodType;
    in?: z.ZodType;
    out?: z.ZodType;
    options?: z.ZodType[];
  };
  if (def.type === 'object' && def.shape)
    return Object.entries(def.shape).flatMap(([key, field]) => requestFields(field, [...path, key]));
  if (WRAPPERS.has(def.type) && def.innerType) return requestFields(def.innerType, path);
  if (def.type === 'array' && def.element) return requestFields(def.element, [...path, '[]']);
  if ((def.type === 'union' || def.type === 'discriminatedUnion') && def.options && isBody(schema))
    return def.options.flatMap((option) => requestFields(option, path));
  // A body read through a preprocess step (a pipe from a transform) has the shape of what it pipes into.
  if (def.type === 'pipe' && def.in && def.out && isBody(schema))
    return requestFields(typeOf(def.in) === 'transform' ? def.out : def.in, path);
  return [{ path, schema }];
}

const typeOf = (schema: z.ZodType) => (schema._zod.def as { type: string }).type;

/** Whether a schema reads a whole object (possibly through unions and pipes) rather than one value. */
function isBody(schema: z.ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType; options?: z.ZodType[] };
  if (def.type === 'object') return true;
  if (def.type === 'union') return (def.options ?? []).every(isBody);
  if (def.type === 'pipe' && def.in && def.out)
    return isBody(typeOf(def.in) === 'transform' ? def.out : def.in);
  return false;
}

/** The field's own name (the last key, arrays skipped). */
export function fieldName(field: RequestField): string {
  return [...field.path].reverse().find((k) => k !== '[]') ?? '';
}

const accepts = (schema: z.ZodType, value: unknown) => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

/** Names of amounts, prices, rates and limits: a field so named that takes "12.5" holds a decimal. */
const MONEY_NAME =
  /(?:^|_)(?:amount|price|number|margin|rate|ratio|budget|share|percent|fee|total|min|max|value|collateral|ltv|apr|penalty|increase|quantity|limit|usdt|borrow)(?:$|_)/;
/**
 * Digits that are identifiers, not quantities (bank account, card and routing numbers): text, never summed,
 * and their leading zeros matter.
 */
export const IDENTIFIER_NAMES: ReadonlySet<string> = new Set(['aba_number', 'card_number', 'account_number']);

const DECIMAL_SPELLINGS = ['1.5', '12.5', '1234.5', '0.5', '100.25'];

/**
 * Whether a field holds a decimal: it takes a decimal spelling and refuses words (a number-only string, whatever
 * its name), or it is named as an amount, price, rate or limit and takes a decimal spelling. Integers (ids,
 * counts, pages) refuse "12.5" and are not decimals.
 */
export function holdsDecimal(field: RequestField): boolean {
  const takesDecimal = DECIMAL_SPELLINGS.some((v) => accepts(field.schema, v));
  if (!takesDecimal) return false;
  const name = fieldName(field);
  const takesWords = accepts(field.schema, 'abc') || accepts(field.schema, 'abc def');
  return !takesWords || (MONEY_NAME.test(name) && !IDENTIFIER_NAMES.has(name));
}

/** Names of links and of media references a page renders as a link or an image source. */
const LINK_NAME =
  /(?:^|_)(?:url|link|links|website|href|white_book|white_paper|logo|cover|thumbnail|media|image|icon|avatar|portrait|pic|qrcode|voucher)$/;

/** Whether a field holds a link or a media reference (by name: every such field takes a URL). */
export function holdsLink(field: RequestField): boolean {
  return LINK_NAME.test(fieldName(field));
}

/** Names of the times a call sets (a start, an end, a maturity). */
const TIME_NAME = /_(?:time|at|date)$/;

/** Whether a field sets a time or a day: so named, it takes an ISO 8601 time (or day) and refuses words. */
export function holdsTime(field: RequestField): boolean {
  if (!TIME_NAME.test(fieldName(field))) return false;
  const takesTime = ['2030-01-01T00:00:00Z', '2030-01-01'].some((v) => accepts(field.schema, v));
  return takesTime && !accepts(field.schema, 'abc');
}
