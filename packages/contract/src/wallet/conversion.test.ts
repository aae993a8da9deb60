import { describe, expect, it } from 'vitest';
import {
  conversionRate,
  conversionRequest,
  convertAmount,
  getTransferFeeRequest,
  maxConvertible,
} from './conversion';

/** convertAmount with a 0.2 % fee unless told otherwise. */
const convert = (
  number: string,
  fromPrice: string,
  toPrice: string,
  [fromPrecision, toPrecision]: [number, number],
  feePercent = '0.2',
) => convertAmount({ number, fromPrice, toPrice, feePercent, fromPrecision, toPrecision });

describe('convertAmount', () => {
  it('100 USDT → BTC at 50000 with a 0.2 % fee: fee 0.2, result 0.002', () => {
    const m = convert('100', '1', '50000', [6, 8]);
    expect(m.fee.toFixed()).toBe('0.2');
    expect(m.debit.toFixed()).toBe('100.2');
    expect(m.result.toFixed()).toBe('0.002');
  });

  it('rounds the result down to the target precision and the fee up to the source precision', () => {
    // 1 USDT at 96000.07 per BTC = 0.0000104166...; 0.2 % of 1.000001 = 0.002000002 → 0.002001 (6 dp, up)
    const m = convert('1.000001', '1', '96000.07', [6, 8]);
    expect(m.fee.toFixed()).toBe('0.002001');
    expect(m.result.toFixed()).toBe('0.00001041');
    // 0.12345678 BTC at 96000.5 = 11851.91260839 USDT, cut (not rounded) to 6 decimals
    const back = convert('0.12345678', '96000.5', '1', [8, 6]);
    expect(back.result.toFixed()).toBe('11851.912608');
    expect(back.fee.toFixed()).toBe('0.00024692');
  });

  it('never uses floats: 0.1 + 0.2 style amounts stay exact', () => {
    const m = convert('0.3', '0.1', '0.2', [8, 8], '0');
    expect(m.result.toFixed()).toBe('0.15');
    expect(m.fee.toFixed()).toBe('0');
  });
});

describe('maxConvertible', () => {
  it('leaves room for the fee, which rounds up', () => {
    expect(maxConvertible('100.2', '0.2', 6).toFixed()).toBe('100');
    const n = maxConvertible('1000', '0.2', 6);
    const fee = n.mul('0.002').toDecimalPlaces(6, 0);
    expect(n.plus(fee).lte('1000')).toBe(true);
    expect(n.plus('0.000001').plus(n.plus('0.000001').mul('0.002').toDecimalPlaces(6, 0)).gt('1000')).toBe(
      true,
    );
  });

  it('is zero when nothing fits', () => {
    expect(maxConvertible('0', '0.2', 6).toFixed()).toBe('0');
    expect(maxConvertible('0.000001', '0.2', 6).toFixed()).toBe('0');
  });
});

describe('conversion schemas', () => {
  it('refuses the same currency on both sides with its own message', () => {
    const r = conversionRequest.safeParse({ number: '1', from_currency_id: 3, to_currency_id: 3 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('conversion_same_currency');
    expect(getTransferFeeRequest.safeParse({ from_currency_id: '1', to_currency_id: '3' }).success).toBe(
      true,
    );
  });

  it('refuses non-positive and malformed amounts', () => {
    for (const number of ['0', '-1', '1e3', 'abc', '', '0.000']) {
      expect(conversionRequest.safeParse({ number, from_currency_id: 3, to_currency_id: 1 }).success).toBe(
        false,
      );
    }
  });

  it('states the rate in target units per source unit', () => {
    expect(conversionRate('1', '50000').toFixed()).toBe('0.00002');
    expect(conversionRate('96000', '3400').toFixed()).toBe('28.2352941176');
  });
});
