import type { LoanView } from '@meridian/contract/loans';
import { describe, expect, it } from 'vitest';
import {
  addCollateralPreview,
  addCollateralProblem,
  liveLtv,
  loanSupportPath,
  ltvBarWidth,
  ltvZone,
  repayPreview,
  repayProblem,
} from './loan';

/** 1 BTC holding 32,500 USDT borrowed plus 3.9 of interest (a day at 0.0005 %/h), BTC at 50,000. */
const LOAN: LoanView = {
  id: 7,
  product_id: 1,
  currency_id: 1,
  currency: 'BTC',
  borrow_currency: 'USDT',
  pair_id: 1,
  symbol: 'BTC/USDT',
  price_precision: 2,
  status: 'active',
  term_days: 30,
  collateral: '1',
  borrowed: '32500',
  principal: '32500',
  interest: '3.9',
  interest_total: '3.9',
  debt: '32503.9',
  repaid: '0',
  initial_ltv: '65',
  margin_call_ltv: '80',
  liquidation_ltv: '90',
  hourly_rate: '0.0005',
  liquidation_price: '36115.45',
  margin_call_price: '40629.88',
  price: '50000',
  ltv: '65.01',
  margin_call: false,
  created_at: '2026-11-27T00:00:00.000Z',
  term_end: '2026-12-27T00:00:00.000Z',
  closed_at: null,
  close_price: null,
  proceeds: null,
  returned: null,
  shortfall: null,
};

describe('live LTV on the ticker', () => {
  it('(32,500 + 3.9) ÷ (1 × price): 65.01 % at 50,000, 81.26 % at 40,000, 92.87 % at 35,000', () => {
    expect(liveLtv(LOAN, '50000')?.toFixed()).toBe('65.01');
    expect(liveLtv(LOAN, '40000')?.toFixed()).toBe('81.26');
    expect(liveLtv(LOAN, '35000')?.toFixed()).toBe('92.87');
  });

  it("falls back to the server's price, then its LTV", () => {
    expect(liveLtv(LOAN, null)?.toFixed()).toBe('65.01');
    expect(liveLtv({ ...LOAN, price: null }, undefined)?.toFixed()).toBe('65.01');
    expect(liveLtv({ ...LOAN, price: null, ltv: null }, '')).toBeNull();
  });

  it('zones: safe below 80, margin from 80, liquidation from 90; the bar is clamped to 0–100', () => {
    expect(ltvZone(liveLtv(LOAN, '50000'), LOAN)).toBe('safe');
    expect(ltvZone(liveLtv(LOAN, '40000'), LOAN)).toBe('margin');
    expect(ltvZone(liveLtv(LOAN, '35000'), LOAN)).toBe('liquidation');
    expect(ltvBarWidth(liveLtv(LOAN, '50000'))).toBeCloseTo(65.01);
    expect(ltvBarWidth(liveLtv(LOAN, '20000'))).toBe(100);
    expect(ltvBarWidth(null)).toBe(0);
  });
});

describe('repayment preview (interest first)', () => {
  it('10,000 pays 3.9 interest and 9,996.1 principal: 22,503.9 left, LTV 45.01 %, liquidation 25,004.34', () => {
    const r = repayPreview(LOAN, '10000', false, '50000');
    expect(r?.interest.toFixed()).toBe('3.9');
    expect(r?.principal.toFixed()).toBe('9996.1');
    expect(r?.total.toFixed()).toBe('10000');
    expect(r?.full).toBe(false);
    expect(r?.debtAfter.toFixed()).toBe('22503.9');
    expect(r?.ltvAfter?.toFixed()).toBe('45.01');
    // 22,503.9 ÷ (1 × 90 %) = 25,004.333… → up to the cent
    expect(r?.liquidationAfter.toFixed()).toBe('25004.34');
  });

  it('2 pays interest only; full pays the whole 32,503.9 and leaves nothing', () => {
    const part = repayPreview(LOAN, '2', false, '50000');
    expect([part?.interest.toFixed(), part?.principal.toFixed()]).toEqual(['2', '0']);
    const full = repayPreview(LOAN, '', true, '50000');
    expect(full?.total.toFixed()).toBe('32503.9');
    expect(full?.full).toBe(true);
    expect(full?.debtAfter.toFixed()).toBe('0');
    expect(full?.liquidationAfter.toFixed()).toBe('0');
    // more than the debt is capped at it
    expect(repayPreview(LOAN, '40000', false, '50000')?.total.toFixed()).toBe('32503.9');
  });

  it('refuses an invalid amount or one the USDT balance does not cover', () => {
    expect(repayProblem(LOAN, 'x', false, '100000')?.key).toBe('loan_amount_invalid');
    expect(repayProblem(LOAN, '0.000000001', false, '100000')?.key).toBe('loan_amount_invalid');
    expect(repayProblem(LOAN, '', true, '32503.89')?.key).toBe('insufficient_balance');
    expect(repayProblem(LOAN, '', true, '32503.9')).toBeNull();
    expect(repayProblem(LOAN, '500', false, undefined)).toBeNull();
  });
});

describe('added collateral preview', () => {
  it('0.5 BTC more: 1.5 BTC, LTV 43.34 %, liquidation 24,076.97, margin call 27,086.59', () => {
    const c = addCollateralPreview(LOAN, '0.5', 8, '50000');
    expect(c?.collateralAfter.toFixed()).toBe('1.5');
    expect(c?.ltvAfter?.toFixed()).toBe('43.34');
    // 32,503.9 ÷ (1.5 × 90 %) = 24,076.962… ; ÷ (1.5 × 80 %) = 27,086.583…
    expect(c?.liquidationAfter.toFixed()).toBe('24076.97');
    expect(c?.marginCallAfter.toFixed()).toBe('27086.59');
  });

  it('refuses an invalid amount or more than the coin balance', () => {
    expect(addCollateralPreview(LOAN, '', 8, '50000')).toBeNull();
    expect(addCollateralProblem('0.5', 8, '0.4')?.key).toBe('insufficient_balance');
    expect(addCollateralProblem('0.5', 8, '0.5')).toBeNull();
    expect(addCollateralProblem('-1', 8, '1')?.key).toBe('loan_amount_invalid');
  });
});

it('links the support chat about the loan', () => {
  expect(loanSupportPath(7)).toBe('/pages/kefu/index?topic=loan:7');
});
