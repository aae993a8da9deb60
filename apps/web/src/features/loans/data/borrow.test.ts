import type { LoanProduct } from '@meridian/contract/loans';
import { describe, expect, it } from 'vitest';
import {
  amountAtLtv,
  borrowPreview,
  borrowProblems,
  borrowRequest,
  collateralDecimals,
  collateralTabs,
  defaultTerm,
  maxBorrowNow,
  sliderLtv,
} from './borrow';

/** The design's worked example: BTC at 50,000, 65 / 80 / 90 %, 0.0005 % an hour, 100 – 1,000,000 USDT. */
const BTC: LoanProduct = {
  id: 1,
  currency_id: 1,
  currency: 'BTC',
  borrow_currency_id: 3,
  borrow_currency: 'USDT',
  pair_id: 1,
  symbol: 'BTC/USDT',
  price_precision: 2,
  price: '50000',
  initial_ltv: '65',
  margin_call_ltv: '80',
  liquidation_ltv: '90',
  hourly_rate: '0.0005',
  terms: [0, 7, 30, 90],
  min_borrow: '100',
  max_borrow: '1000000',
  enabled: true,
  is_demo: true,
};
const form = (collateral: string, amount: string, termDays = 30) => ({ collateral, amount, termDays });

describe('borrow preview (contract loanPreview on the price now)', () => {
  it('1 BTC at 50,000, borrowing 32,500 for 30 days: LTV 65 %, liquidation 36,111.12, margin call 40,625', () => {
    const p = borrowPreview(form('1', '32500'), BTC, '50000', 8);
    expect(p?.ltv.toFixed()).toBe('65');
    expect(p?.maxBorrow.toFixed()).toBe('32500');
    expect(p?.liquidationPrice.toFixed()).toBe('36111.12');
    expect(p?.marginCallPrice.toFixed()).toBe('40625');
    expect(p?.hourlyInterest.toFixed()).toBe('0.1625');
    expect(p?.dailyInterest.toFixed()).toBe('3.9');
    expect(p?.termInterest?.toFixed()).toBe('117');
    expect(p?.allowed).toBe(true);
  });

  it('an open loan has no interest for the term; nothing is previewed without a price or an amount', () => {
    expect(borrowPreview(form('1', '32500', 0), BTC, '50000', 8)?.termInterest).toBeNull();
    expect(borrowPreview(form('1', '32500'), BTC, null, 8)).toBeNull();
    expect(borrowPreview(form('1', ''), BTC, '50000', 8)).toBeNull();
    expect(borrowPreview(form('abc', '100'), BTC, '50000', 8)).toBeNull();
  });

  it('follows the ticker: at 40,000 the same loan is 81.25 % and not allowed', () => {
    const p = borrowPreview(form('1', '32500'), BTC, '40000', 8);
    expect(p?.ltv.toFixed()).toBe('81.25');
    expect(p?.allowed).toBe(false);
  });
});

describe('borrow form checks', () => {
  it('accepts 1 BTC → 32,500 with 2 BTC available', () => {
    expect(borrowProblems(form('1', '32500'), BTC, '50000', 8, '2').ok).toBe(true);
  });

  it('refuses one cent above the initial LTV with the max in the message', () => {
    const r = borrowProblems(form('1', '32500.01'), BTC, '50000', 8, '2');
    expect(r.amount).toEqual({ key: 'loan_ltv_exceeded', params: { max: '32500', currency: 'USDT' } });
    expect(r.ok).toBe(false);
  });

  it('checks the minimum and maximum borrow, the price, the term and the balance', () => {
    expect(borrowProblems(form('1', '99.99'), BTC, '50000', 8, '2').amount).toEqual({
      key: 'loan_amount_below_min',
      params: { min: '100', currency: 'USDT' },
    });
    expect(borrowProblems(form('100', '1000000.01'), BTC, '50000', 8, '200').amount?.key).toBe(
      'loan_amount_above_max',
    );
    expect(borrowProblems(form('1', '1000'), BTC, null, 8, '2').amount?.key).toBe('loan_price_unavailable');
    expect(borrowProblems(form('1', '1000', 14), BTC, '50000', 8, '2').term?.key).toBe('loan_term_invalid');
    expect(borrowProblems(form('2.5', '1000'), BTC, '50000', 8, '2').collateral?.key).toBe(
      'insufficient_balance',
    );
    // the balance not read yet: only the amount itself is checked (the server checks the balance)
    expect(borrowProblems(form('2.5', '1000'), BTC, '50000', 8, undefined).collateral).toBeNull();
    expect(borrowProblems(form('0.123456789', '1000'), BTC, '50000', 8, '2').collateral?.key).toBe(
      'loan_amount_invalid',
    );
    expect(borrowProblems(form('1', '0'), BTC, '50000', 8, '2').amount?.key).toBe('loan_amount_invalid');
  });
});

describe('max borrow and the LTV slider', () => {
  it('max borrow now is the initial LTV of the collateral value, capped at the product maximum', () => {
    expect(maxBorrowNow('0.5', BTC, '50000', 8)?.toFixed()).toBe('16250');
    expect(maxBorrowNow('100', BTC, '50000', 8)?.toFixed()).toBe('1000000');
    expect(maxBorrowNow('', BTC, '50000', 8)).toBeNull();
  });

  it('the slider at 50 % of 1 BTC at 50,000 asks 25,000; the typed amount puts the slider at its LTV', () => {
    expect(amountAtLtv('1', '50000', 50, 8)).toBe('25000');
    // 0.123 BTC × 43,210.99 × 40 % = 2,125.98070… → cents, rounded down
    expect(amountAtLtv('0.123', '43210.99', 40, 8)).toBe('2125.98');
    expect(amountAtLtv('1', '50000', 0, 8)).toBe('');
    expect(sliderLtv(form('1', '25000'), BTC, '50000', 8)).toBe(50);
    // above the initial LTV the slider stays at its top
    expect(sliderLtv(form('1', '45000'), BTC, '50000', 8)).toBe(65);
  });
});

describe('the product and the request', () => {
  it('lists enabled products as tabs and starts on 30 days when offered', () => {
    expect(
      collateralTabs([BTC, { ...BTC, id: 2, currency: 'ETH', enabled: false }]).map((p) => p.id),
    ).toEqual([1]);
    expect(defaultTerm(BTC)).toBe(30);
    expect(defaultTerm({ terms: [7, 90] })).toBe(7);
    expect(collateralDecimals(6)).toBe(6);
    expect(collateralDecimals(undefined)).toBe(8);
  });

  it('sends the product, trimmed decimals and the term', () => {
    expect(borrowRequest(form('1.50', '32500.00', 7), BTC)).toEqual({
      product_id: 1,
      collateral: '1.5',
      amount: '32500',
      term_days: 7,
    });
  });
});
