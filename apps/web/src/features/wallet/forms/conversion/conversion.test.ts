import type { ConversionCurrency, GetTransferFeeResponse } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';
import {
  conversionPreview,
  conversionProblem,
  conversionProblemKey,
  initialConversion,
  maxAmount,
  pickCurrency,
  swapCurrencies,
  toConversionRequest,
} from './state';
import type { ConversionContext, ConversionForm } from './state';

const USDT: ConversionCurrency = { id: 3, name: 'USDT', full_name: 'Tether USD', precision: 6 };
const BTC: ConversionCurrency = { id: 1, name: 'BTC', full_name: 'Bitcoin', precision: 8 };
const ETH: ConversionCurrency = { id: 2, name: 'ETH', full_name: 'Ethereum', precision: 8 };

const quote = (over: Partial<GetTransferFeeResponse> = {}): GetTransferFeeResponse => ({
  from_currency_id: 3,
  to_currency_id: 1,
  form_price: '1',
  to_price: '50000',
  fee: '0.2',
  rate: '0.00002',
  from_precision: 6,
  to_precision: 8,
  price_time: '2025-01-01T00:00:00.000Z',
  demo_market: true,
  ...over,
});
const ctx = (over: Partial<ConversionContext> = {}): ConversionContext => ({
  from: USDT,
  to: BTC,
  available: '1000',
  quote: quote(),
  ...over,
});
const form = (amount: string): ConversionForm => ({ from: 3, to: 1, amount });

describe('conversion form', () => {
  it('starts at USDT → BTC, else the first two currencies', () => {
    expect(initialConversion([BTC, ETH, USDT])).toEqual({ from: 3, to: 1, amount: '' });
    expect(initialConversion([ETH, BTC].filter((c) => c.id === 2))).toEqual({
      from: 2,
      to: null,
      amount: '',
    });
    expect(initialConversion([])).toEqual({ from: null, to: null, amount: '' });
  });

  it('swaps, and picking the other side’s currency swaps too', () => {
    expect(swapCurrencies(form('5'))).toEqual({ from: 1, to: 3, amount: '' });
    expect(pickCurrency(form('5'), 'to', 3)).toEqual({ from: 1, to: 3, amount: '' });
    expect(pickCurrency(form('5'), 'to', 2)).toEqual({ from: 3, to: 2, amount: '5' });
    expect(pickCurrency(form('5'), 'from', 2)).toEqual({ from: 2, to: 1, amount: '' });
  });

  it('previews 100 USDT → BTC at 50000 with 0.2 %: fee 0.2, debit 100.2, receive 0.002', () => {
    expect(conversionPreview('100', ctx())).toEqual({
      fee: '0.200000',
      debit: '100.200000',
      result: '0.00200000',
    });
  });

  it('rounds the result down and the fee up', () => {
    expect(conversionPreview('1.000001', ctx())).toEqual({
      fee: '0.002001',
      debit: '1.002002',
      result: '0.00002000',
    });
  });

  it('has no preview without a matching quote', () => {
    expect(conversionPreview('100', ctx({ quote: null }))).toBeNull();
    expect(conversionPreview('100', ctx({ quote: quote({ to_currency_id: 2 }) }))).toBeNull();
    expect(conversionPreview('abc', ctx())).toBeNull();
  });

  it('max leaves room for the fee', () => {
    expect(maxAmount(ctx({ available: '100.2' }), '0.2')).toBe('100');
    expect(maxAmount(ctx({ available: '0' }), '0.2')).toBe('');
    expect(maxAmount(ctx({ available: null }), '0.2')).toBe('');
    const max = maxAmount(ctx({ available: '1000' }), '0.2');
    expect(conversionProblem(form(max), ctx())).toBeNull();
  });

  it('finds the first problem in display order', () => {
    expect(conversionProblem({ from: null, to: 1, amount: '1' }, ctx({ from: undefined }))).toBe(
      'currency_required',
    );
    expect(conversionProblem({ from: 3, to: 3, amount: '1' }, ctx({ to: USDT }))).toBe('same_currency');
    expect(conversionProblem(form(''), ctx())).toBe('amount_required');
    expect(conversionProblem(form('0'), ctx())).toBe('amount_invalid');
    expect(conversionProblem(form('1.0000001'), ctx())).toBe('amount_precision');
    expect(conversionProblem(form('1'), ctx({ quote: null }))).toBe('quote_unavailable');
    expect(conversionProblem(form('0.000001'), ctx())).toBe('amount_too_small');
    expect(conversionProblem(form('1000'), ctx())).toBe('insufficient_balance');
    expect(conversionProblem(form('998'), ctx())).toBeNull();
    expect(conversionProblemKey('insufficient_balance')).toBe('errors.insufficient_balance');
  });

  it('builds the wire body only for a valid form', () => {
    expect(toConversionRequest(form('100.50'), ctx())).toEqual({
      number: '100.5',
      from_currency_id: 3,
      to_currency_id: 1,
    });
    expect(toConversionRequest(form('5000'), ctx())).toBeNull();
  });
});
