import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for request payloads, built from a contract request schema: each field the schema
 * declares gets either a plausible value for its JSON-schema type (so most payloads get past parsing into the
 * services) or a hostile one (wrong types, hex and exponent numbers, overflowing decimals, NUL bytes, lone
 * surrogates, javascript: links, huge strings, nested objects), and now and then an unknown key rides along.
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** Values that broke or could break a loose reader: each must get a clear refusal, never a 500. */
export const HOSTILE_VALUES: readonly unknown[] = [
  true,
  false,
  null,
  '',
  ' ',
  '0',
  '-1',
  '0x10',
  '1e3',
  '1e400',
  'NaN',
  'Infinity',
  '-0',
  '00012',
  '1.',
  '.5',
  '1,5',
  ' 7 ',
  0,
  -1,
  1.5,
  -0.000001,
  2 ** 53,
  9.9e18,
  1e21,
  '9'.repeat(40),
  '1000000000000000000',
  '999999999999999999.999999999999999999',
  '0.0000000000000000000001',
  'a\u0000b',
  '\u0000',
  'half \uD83D',
  '\uDE00',
  'javascript:alert(1)',
  'tab\there',
  'line\nbreak',
  '\u202eevil',
  '😀'.repeat(10),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  'x'.repeat(5000),
  [],
  [1, 2],
  ['a'],
  {},
  { a: 1 },
  { $gt: '' },
  'BTC/USDT',
  'https://evil.example/uploads/2026-01/0123456789abcdef0123456789abcdef.png',
];

/**
 * The values the field sweep sends to every field of every call, one field at a time: each of them once
 * produced a loose reading or an HTTP 500 somewhere.
 */
export const SWEEP_VALUES: readonly unknown[] = [
  true,
  null,
  '',
  'abc',
  '0x10',
  '1e3',
  '1e400',
  -1,
  1.5,
  2 ** 53,
  '1000000000000000000',
  '9'.repeat(40),
  'a\u0000b',
  'x'.repeat(5000),
  {},
  [1, 2],
];

/** Domain values by field name, so payloads reach the rules behind the parser. */
const BY_NAME: Record<string, readonly unknown[]> = {
  currency: [1, 2, 3, '3'],
  currency_id: [1, 2, 3, '1'],
  legal_id: [3, '3'],
  match_id: [1, 2, '1'],
  from_currency_id: [1, 3],
  to_currency_id: [1, 3],
  id: [1, 2, '1', 3],
  symbol: ['BTC/USDT', 'ETH/USDT', 'btc_usdt'],
  period: ['1min', '1day', '1H'],
  amount: ['0.001', '1', '10', '50000'],
  number: ['0.001', '1', '10', '100'],
  target_price: ['1000', '50000', '0.5'],
  target_profit_price: ['60000', '40000', ''],
  stop_loss_price: ['40000', '60000', ''],
  share: [1, 2, '5'],
  multiple: [1, 10, 100, '20'],
  seconds: [30, 60, '30'],
  side: ['buy', 'sell', 1, 2],
  type: [1, 0, 2, 'limit', 'market', 'change', 'email'],
  status: [1, 0, 3, -1, 'current', 'pending'],
  page: [1, 2, '1'],
  limit: [1, 10, '5'],
  from_field: ['change', 'lever', 'micro', 'legal'],
  to_field: ['change', 'lever', 'micro', 'legal'],
  user_string: ['fuzz@example.com', '13900000000'],
  account: ['fuzz@example.com'],
  password: ['secret123'],
  code: ['123456'],
  email_code: ['123456'],
  pay_password: ['pay123456'],
};

function plausible(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const byName = BY_NAME[name];
  const options: fc.Arbitrary<unknown>[] = [];
  if (byName) options.push(fc.constantFrom(...byName));
  options.push(...byType(schema));
  return options.length > 0 ? fc.oneof(...options) : fc.string({ maxLength: 12 });
}

function byType(schema: JsonSchema): fc.Arbitrary<unknown>[] {
  if (schema.const !== undefined) return [fc.constant(schema.const)];
  if (schema.enum && schema.enum.length > 0) return [fc.constantFrom(...schema.enum)];
  const nested = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (nested.length > 0) return nested.flatMap(byType);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.flatMap((type): fc.Arbitrary<unknown>[] => {
    switch (type) {
      case 'integer':
        return [
          fc.integer({
            min: Math.max(schema.minimum ?? -5, -1e6),
            max: Math.min(schema.maximum ?? 1000, 1e6),
          }),
        ];
      case 'number':
        return [fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })];
      case 'boolean':
        return [fc.boolean()];
      case 'string':
        return [fc.string({ maxLength: 16 }), fc.constantFrom('1', '0.5', '100', 'abc')];
      default:
        return [];
    }
  });
}

/** The request schema's fields as JSON Schema (unions and intersections merged). */
export function fieldsOf(input: z.ZodType): Record<string, JsonSchema> {
  return collectProperties(z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
}

/**
 * A payload most calls accept as it is: each field's first domain value by name, else its first enum value or
 * const, else a small value of its type. The sweep replaces one field at a time.
 */
export function basePayload(input: z.ZodType): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(fieldsOf(input))) out[name] = baseValue(name, schema);
  return out;
}

function baseValue(name: string, schema: JsonSchema): unknown {
  const flat = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const listed = flat.find((s) => s.const !== undefined || (s.enum && s.enum.length > 0));
  if (listed) return listed.const ?? listed.enum?.[0];
  const byName = BY_NAME[name];
  if (byName) return byName[0];
  if (schema.default !== undefined) return schema.default;
  const type = flat.map((s) => (Array.isArray(s.type) ? s.type[0] : s.type)).find(Boolean);
  return type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? false : '1';
}

/** A payload for one request schema: known fields (each optional), plausible or hostile, plus odd keys. */
export function payloadArbitrary(input: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const props = fieldsOf(input);
  const hostile = fc.oneof(
    fc.constantFrom(...HOSTILE_VALUES),
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
  );
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, schema] of Object.entries(props))
    fields[name] = fc.oneof(
      { arbitrary: plausible(name, schema), weight: 3 },
      { arbitrary: hostile, weight: 2 },
    );
  const extra = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'extra', 'lang', 'id'), hostile, {
    maxKeys: 1,
  });
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.oneof({ arbitrary: fc.constant({}), weight: 4 }, extra),
    )
    .map(([known, odd]) => ({ ...odd, ...known }));
}

export function collectProperties(schema: JsonSchema): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = { ...(schema.properties ?? {}) };
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    Object.assign(out, collectProperties(part));
  return out;
}

/** A payload as a form body or query string would carry it: strings, arrays as repeated keys. */
export function toSearchParams(payload: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(payload)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const v of items) if (v !== undefined) params.append(key, asText(v));
  }
  return params;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? '';
}
