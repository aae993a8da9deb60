import { describe, expect, it } from 'vitest';
import { API } from './api';
import { endpointsOf } from './endpoint';
import {
  fieldName,
  holdsDecimal,
  holdsLink,
  holdsTime,
  requestFields,
  type RequestField,
} from './request-fields';
import { wireKindOf } from './wire';

/**
 * Every request field of the catalogue, read by the right wire primitive: a field that holds a decimal is a
 * `wireDecimal` (bounded below 10^15, so NUMERIC(36,18) never overflows), a field that holds a link or a
 * media reference refuses every scheme but http(s), and a time field refuses the year 9999.
 */

const fields = endpointsOf(API).flatMap((e) =>
  requestFields(e.request).map((f) => ({ call: e.path, field: f })),
);
const label = (call: string, f: RequestField) => `${call} ${f.path.join('.')}`;
const refuses = (f: RequestField, v: unknown) => !f.schema.safeParse(v).success;

describe('request fields of the API catalogue', () => {
  it('walks every call and finds the fields that hold decimals and links', () => {
    expect(fields.length).toBeGreaterThan(400);
    const decimals = fields.filter(({ field }) => holdsDecimal(field)).map((x) => label(x.call, x.field));
    expect(decimals).toEqual(
      expect.arrayContaining([
        '/copytrade/apply min_amount',
        '/copytrade/settings profit_share',
        '/follow/follow budget',
        '/follow/follow number',
        '/coin/trade amount',
        '/ops/nft/item/save price',
      ]),
    );
    const links = fields.filter(({ field }) => holdsLink(field)).map((x) => label(x.call, x.field));
    expect(links).toEqual(
      expect.arrayContaining([
        '/ops/ieo/save white_book',
        '/ops/ieo/save link',
        '/ops/content/settings/save support_url',
        '/ops/nft/box_series/save prizes.[].media',
      ]),
    );
  });

  it('reads every decimal field with wireDecimal', () => {
    const loose = fields
      .filter(({ field }) => holdsDecimal(field) && wireKindOf(field.schema) !== 'decimal')
      .map((x) => label(x.call, x.field));
    expect(loose).toEqual([]);
  });

  it('refuses 10^18 and more in every decimal field', () => {
    const unbounded = fields
      .filter(({ field }) => holdsDecimal(field))
      .filter(({ field }) => !refuses(field, '1000000000000000000') || !refuses(field, '9'.repeat(40)))
      .map((x) => label(x.call, x.field));
    expect(unbounded).toEqual([]);
  });

  it('accepts only http(s) links and site references in every link field', () => {
    const hostile = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x.png',
      'https://user:pass@evil.example/',
    ];
    const open = fields
      .filter(({ field }) => holdsLink(field))
      .flatMap(({ call, field }) =>
        hostile.filter((v) => !refuses(field, v)).map((v) => `${label(call, field)} takes ${v}`),
      );
    expect(open).toEqual([]);
  });

  it('refuses a time in the year 9999 in every time field', () => {
    const times = fields.filter(({ field }) => holdsTime(field)).map((x) => label(x.call, x.field));
    expect(times).toEqual(
      expect.arrayContaining([
        '/ops/ieo/save end_at',
        '/ops/dual/save end_time',
        '/ops/nft/item/save end_time',
        '/bind_box/resellNFT end_time',
      ]),
    );
    const forever = fields
      .filter(({ field }) => holdsTime(field))
      .filter(({ field }) => !refuses(field, '9999-12-31T23:59:00Z') || !refuses(field, '9999-12-31'))
      .map((x) => label(x.call, x.field));
    expect(forever).toEqual([]);
  });

  it('refuses a lone surrogate in every wireText field', () => {
    const text = fields.filter(({ field }) => wireKindOf(field.schema) !== undefined && !holdsDecimal(field));
    expect(text.length).toBeGreaterThan(100);
    const taking = text
      .filter(({ field }) => ['a\uD800b', 'a\uDC00', '\uD83D'].some((v) => !refuses(field, v)))
      .map((x) => label(x.call, x.field));
    expect(taking).toEqual([]);
  });

  it('names each field once per path (the walker sees through refined objects)', () => {
    const names = fields.map(({ field }) => fieldName(field));
    expect(names).not.toContain('');
  });
});
