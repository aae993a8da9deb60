import type { LoanProduct } from '@meridian/contract/loans';
import { describe, expect, it } from 'vitest';
import { BLANK_LOAN_PRODUCT, dailyRate, productFormOf, productRequest } from './forms';
import { L } from './strings';

const ETH: LoanProduct = {
  id: 2,
  currency_id: 2,
  currency: 'ETH',
  borrow_currency_id: 3,
  borrow_currency: 'USDT',
  pair_id: 2,
  symbol: 'ETH/USDT',
  price_precision: 2,
  price: '3000',
  initial_ltv: '65.000000000000000000',
  margin_call_ltv: '80.000000000000000000',
  liquidation_ltv: '90.000000000000000000',
  hourly_rate: '0.000500000000000000',
  terms: [0, 7, 30, 90],
  min_borrow: '100.000000000000000000',
  max_borrow: '500000.000000000000000000',
  enabled: true,
  is_demo: true,
};

describe('loan product form', () => {
  it('edits a product: the figures without trailing zeros, its id and demo label kept', () => {
    const form = productFormOf(ETH);
    expect(form).toEqual({
      currency_id: 2,
      initial_ltv: '65',
      margin_call_ltv: '80',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [0, 7, 30, 90],
      min_borrow: '100',
      max_borrow: '500000',
      enabled: true,
    });
    const { request, errors } = productRequest({ ...form, terms: [90, 7], enabled: false }, ETH);
    expect(errors).toEqual({});
    expect(request).toEqual({
      id: 2,
      currency_id: 2,
      initial_ltv: '65',
      margin_call_ltv: '80',
      liquidation_ltv: '90',
      hourly_rate: '0.0005',
      terms: [7, 90],
      min_borrow: '100',
      max_borrow: '500000',
      enabled: false,
      is_demo: true,
    });
  });

  it('creates one from the design figures once a coin is picked; new products are not demo', () => {
    expect(productRequest(BLANK_LOAN_PRODUCT).errors).toEqual({ currency_id: L.needCoin });
    const { request, errors } = productRequest({ ...BLANK_LOAN_PRODUCT, currency_id: 1 });
    expect(errors).toEqual({});
    expect(request).not.toHaveProperty('id');
    expect(request.is_demo).toBe(false);
    expect(request.terms).toEqual([0, 7, 30, 90]);
  });

  it('refuses LTVs out of order or out of range, a rate of 1 % or more, min above max, no term', () => {
    const base = { ...BLANK_LOAN_PRODUCT, currency_id: 1 };
    expect(productRequest({ ...base, margin_call_ltv: '60' }).errors).toEqual({
      margin_call_ltv: L.needOrder,
    });
    expect(productRequest({ ...base, liquidation_ltv: '100' }).errors).toEqual({
      liquidation_ltv: L.needPercent,
    });
    expect(productRequest({ ...base, initial_ltv: '0' }).errors).toEqual({ initial_ltv: L.needPercent });
    expect(productRequest({ ...base, hourly_rate: '1' }).errors).toEqual({ hourly_rate: L.needRate });
    expect(productRequest({ ...base, hourly_rate: '0.000000001' }).errors).toEqual({
      hourly_rate: L.needRate,
    });
    expect(productRequest({ ...base, hourly_rate: '0' }).errors).toEqual({});
    expect(productRequest({ ...base, min_borrow: '2000000' }).errors).toEqual({ min_borrow: L.needMinMax });
    expect(productRequest({ ...base, max_borrow: '-5' }).errors).toEqual({ max_borrow: L.needAmount });
    expect(productRequest({ ...base, terms: [] }).errors).toEqual({ terms: L.needTerm });
  });

  it('shows the daily equivalent of the hourly rate', () => {
    expect(dailyRate('0.0005')).toBe('0.012');
    expect(dailyRate('x')).toBe('');
  });
});
