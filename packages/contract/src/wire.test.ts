import { describe, expect, it } from 'vitest';
import { futuresSubmitRequest } from './futures';
import { realRequest } from './kyc';
import { opsOptionsTierSetRequest } from './options';
import { pageQuerySchema } from './pagination';
import { walletSaveRequest } from './settings';
import { coinTradeRequest } from './spot';
import {
  hasForbiddenControlChars,
  hasLoneSurrogate,
  UPLOAD_REFERENCE,
  WIRE_TIME_HORIZON_YEARS,
  wireDay,
  wireKindOf,
  wireMoment,
  wireUrl,
  wireBoolean,
  wireDecimal,
  wireId,
  wireInt,
  wireIntIn,
  wirePositiveDecimal,
  wireText,
} from './wire';
import type { z } from 'zod';

const parse = (schema: z.ZodType, value: unknown) => schema.safeParse(value);
const errorOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('wireBoolean', () => {
  it('reads true/false and 1/0, as JSON or as form strings', () => {
    for (const v of [true, 1, 'true', '1']) expect(parse(wireBoolean(), v).data).toBe(true);
    for (const v of [false, 0, 'false', '0']) expect(parse(wireBoolean(), v).data).toBe(false);
  });
  it('refuses anything else instead of calling it true', () => {
    for (const v of ['yes', 'no', 'FALSE', '', ' ', 2, -1, null, {}, [], 'off'])
      expect(errorOf(wireBoolean(), v)).toBe('parameter_error');
  });
  it("makes a form body's post_only=false mean false", () => {
    const r = coinTradeRequest.parse({
      currency_id: '1',
      side: 'buy',
      amount: '1',
      target_price: '1',
      post_only: 'false',
    });
    expect(r.post_only).toBe(false);
    expect(
      coinTradeRequest.parse({ currency_id: 1, side: 'buy', amount: '1', target_price: '1', post_only: '0' })
        .post_only,
    ).toBe(false);
  });
});

describe('wireId', () => {
  it('takes positive decimal integers as numbers or digits', () => {
    expect(parse(wireId(), 16).data).toBe(16);
    expect(parse(wireId(), '16').data).toBe(16);
    expect(parse(wireId(), '9007199254740991').data).toBe(9007199254740991);
  });
  it('refuses booleans, hex, exponents, signs, blanks, leading zeros, fractions and overflow', () => {
    for (const v of [
      true,
      false,
      '0x10',
      '1e3',
      1e21,
      '-1',
      '+1',
      ' 1',
      '1 ',
      '01',
      '0',
      0,
      1.5,
      '1.0',
      '',
      null,
      [1],
      '9007199254740992',
      9007199254740992,
    ])
      expect(errorOf(wireId('currency_invalid'), v)).toBe('currency_invalid');
  });
  it('means an address for currency "1e3" is refused, not saved for currency 1000', () => {
    expect(errorOf(walletSaveRequest.pick({ currency: true }), { currency: '1e3' })).toBe('currency_invalid');
  });
});

describe('wireInt and wireIntIn', () => {
  it('keeps to its range and spelling', () => {
    const n = wireInt({ min: -1, max: 4 });
    expect(parse(n, '-1').data).toBe(-1);
    expect(parse(n, 4).data).toBe(4);
    for (const v of ['5', -2, '0x1', '2e0', true, '', '1.5']) expect(errorOf(n, v)).toBe('parameter_error');
  });
  it('accepts only the listed values', () => {
    const s = wireIntIn([1, 3]);
    expect(parse(s, '3').data).toBe(3);
    expect(errorOf(s, 2)).toBe('parameter_error');
  });
  it('caps list pages', () => {
    expect(pageQuerySchema.parse({}).page).toBe(1);
    expect(pageQuerySchema.safeParse({ page: '100001' }).success).toBe(false);
    expect(pageQuerySchema.safeParse({ page: 'true' }).success).toBe(false);
  });
});

describe('wireDecimal', () => {
  it('takes decimal strings within NUMERIC(36,18) with room for a product', () => {
    expect(parse(wireDecimal(), ' 12.5 ').data).toBe('12.5');
    expect(parse(wireDecimal(), '999999999999999').success).toBe(true);
    expect(parse(wireDecimal(), '0.000000000000000001').success).toBe(true);
  });
  it('refuses 10^15 and above, more than 18 decimals, and non-decimal spellings', () => {
    expect(errorOf(wireDecimal(), '1000000000000000')).toBe('amount_too_large');
    expect(errorOf(wireDecimal(), '1000000000000000000')).toBe('amount_too_large');
    expect(errorOf(wireDecimal(), '0.0000000000000000001')).toBe('amount_too_many_decimals');
    for (const v of ['1e3', '0x10', '-1', '1.', '.5', 'NaN', 'Infinity', '', 12, true])
      expect(errorOf(wireDecimal(), v)).toBe('parameter_error');
    expect(errorOf(wirePositiveDecimal(), '0.000')).toBe('parameter_error');
  });
  it('bounds the amounts the fuzzers overflowed the database with', () => {
    const huge = '1000000000000000000';
    expect(errorOf(coinTradeRequest, { currency_id: 1, side: 'buy', amount: huge, target_price: '1' })).toBe(
      'amount_too_large',
    );
    const r = futuresSubmitRequest.safeParse({
      currency_id: 1,
      type: 1,
      share: 1,
      multiple: 10,
      target_profit_price: huge,
    });
    expect(r.success ? undefined : r.error.issues[0]?.message).toBe('amount_too_large');
  });
  it('never throws on a tier with non-decimal or huge amounts (object rules wait for valid fields)', () => {
    for (const bad of ['abc', '1e400', '9'.repeat(40), '-5', true]) {
      const run = () =>
        opsOptionsTierSetRequest.safeParse({
          seconds: 30,
          profit_ratio: bad,
          min_amount: bad,
          max_amount: bad,
        });
      expect(run).not.toThrow();
      expect(run().success).toBe(false);
    }
  });
});

describe('wireText and control characters', () => {
  it('refuses control characters and overlong text with their own messages', () => {
    expect(errorOf(wireText({ max: 10 }), 'a\u0000b')).toBe('text_control_chars');
    expect(errorOf(wireText({ max: 3 }), 'abcd')).toBe('character_too_long');
    expect(parse(wireText({ max: 10 }), 86).data).toBe('86');
    expect(parse(wireText({ max: 10, multiline: true }), 'a\nb').data).toBe('a\nb');
    expect(errorOf(wireText({ max: 10 }), 'a\nb')).toBe('text_control_chars');
  });
  it('finds NUL at any depth of a request', () => {
    expect(hasForbiddenControlChars({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasForbiddenControlChars({ a: 'line\nbreak\ttab' })).toBe(false);
  });
});

describe('real_type', () => {
  it('is exactly 1 or 2, never Number(true)', () => {
    const base = { id_type: 1, name: 'John Smith', card_id: 'AB12345' };
    expect(realRequest.safeParse({ ...base, real_type: true }).success).toBe(false);
    expect(realRequest.safeParse({ ...base, real_type: '0x1' }).success).toBe(false);
    expect(realRequest.safeParse({ ...base, real_type: '1' }).success).toBe(true);
    expect(realRequest.safeParse({ ...base, id_type: true, real_type: 1 }).success).toBe(false);
  });
});

describe('wireText and lone surrogates', () => {
  it('refuses a surrogate half without its partner, wherever it stands', () => {
    for (const v of ['a\uD800b', '\uD83D', 'x\uDE00', '\uDE00\uD83D'])
      expect(errorOf(wireText({ max: 50 }), v)).toBe('text_lone_surrogate');
  });
  it('keeps emoji and other paired surrogates', () => {
    expect(parse(wireText({ max: 50 }), 'ok 😀 🇫🇷').data).toBe('ok 😀 🇫🇷');
  });
  it('finds one anywhere in a request, keys included', () => {
    expect(hasLoneSurrogate({ texts: { en: { title: 'a\uD800' } } })).toBe(true);
    expect(hasLoneSurrogate({ ['k\uDC00']: 'v' })).toBe(true);
    expect(hasLoneSurrogate({ texts: [{ title: '😀' }] })).toBe(false);
  });
});

describe('wireUrl', () => {
  const url = wireUrl({ max: 300 });
  it('takes nothing or an absolute http(s) link', () => {
    for (const v of ['', 'https://example.com', 'http://example.com/a?b=1#c'])
      expect(parse(url, v).success).toBe(true);
  });
  it('refuses every other scheme, credentials and protocol-relative links', () => {
    for (const v of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'ftp://example.com',
      '//evil.example',
      'https://u:p@example.com',
      'https://exa mple.com',
      '/uploads/2026-01/a.png',
    ])
      expect(errorOf(url, v)).toBe('url_invalid');
  });
  it('admits site references only when asked, still never a scheme', () => {
    const media = wireUrl({ max: 300, relative: UPLOAD_REFERENCE });
    expect(parse(media, '/uploads/2026-01/0123456789abcdef0123456789abcdef.png').success).toBe(true);
    expect(errorOf(media, '/uploadsjavascript:alert(1)')).toBe('url_invalid');
  });
  it('is known as a link to the catalogue walker, a decimal as a decimal', () => {
    expect(wireKindOf(url.default(''))).toBe('url');
    expect(wireKindOf(wirePositiveDecimal().optional())).toBe('decimal');
    expect(wireKindOf(wireText({ max: 5 }))).toBe('text');
  });
});

describe('wireMoment and wireDay', () => {
  const yearsAhead = (n: number) => new Date(Date.now() + n * 365.25 * 86_400_000);
  it('take ISO times and days up to the horizon', () => {
    const soon = yearsAhead(WIRE_TIME_HORIZON_YEARS - 1);
    expect(parse(wireMoment, soon.toISOString()).success).toBe(true);
    expect(parse(wireMoment, '2026-12-01T08:00:00+08:00').success).toBe(true);
    expect(parse(wireDay, soon.toISOString().slice(0, 10)).success).toBe(true);
  });
  it('refuse the year 9999 and anything past the horizon', () => {
    const late = yearsAhead(WIRE_TIME_HORIZON_YEARS + 1);
    for (const v of ['9999-12-31T23:59:00Z', late.toISOString()])
      expect(errorOf(wireMoment, v)).toBe('time_too_far');
    expect(errorOf(wireDay, '9999-12-31')).toBe('time_too_far');
    expect(errorOf(wireMoment, 'tomorrow')).toBe('parameter_error');
  });
});
