import { describe, expect, it } from 'vitest';
import type { Decimal } from '../decimal';
import {
  loanDebt,
  loanHourlyInterest,
  loanInterestFor,
  loanLiquidation,
  loanLtv,
  loanLtvShown,
  loanMaxBorrow,
  loanPreview,
  loanRepaySplit,
  loanTermEnd,
  loanThresholdsValid,
  loanTriggerPrice,
} from './loans-rules';
import { loanRepayRequest } from './loans';
import { opsLoanProductSaveRequest } from './ops-loans';

const s = (v: Decimal) => v.toFixed();
const thresholds = { initialLtv: '65', marginCallLtv: '80', liquidationLtv: '90' };

describe('loan math: the design worked example (BTC 50,000, 1 BTC collateral, 65 / 80 / 90 %)', () => {
  it('max borrow = 1 × 50,000 × 65 % = 32,500', () => {
    expect(s(loanMaxBorrow('1', '50000', '65'))).toBe('32500');
  });

  it('borrowing 32,500: LTV 65 %, liquidation price 36,111.12 (rounded up to the tick), margin call 40,625', () => {
    expect(s(loanLtv('32500', '1', '50000'))).toBe('65');
    expect(s(loanTriggerPrice('32500', '1', '90', 2))).toBe('36111.12');
    expect(s(loanTriggerPrice('32500', '1', '80', 2))).toBe('40625');
    // at the liquidation price the LTV has just reached 90 % (never later), one tick below it would be over
    expect(loanLtv('32500', '1', '36111.12').lte(90)).toBe(true);
    expect(loanLtv('32500', '1', '36111.11').gt(90)).toBe(true);
  });

  it('max borrow rounds down to 8 decimals (a credit to the user)', () => {
    // 0.12345678 × 43,210.99 × 65 % = 3,467.5482959079…
    expect(s(loanMaxBorrow('0.12345678', '43210.99', '65'))).toBe('3467.5482959');
  });

  it('shown LTV rounds up to 2 decimals; no collateral value is an infinite LTV', () => {
    expect(s(loanLtvShown('1000', '1', '3000'))).toBe('33.34');
    expect(loanLtv('1', '0', '50000').isFinite()).toBe(false);
  });
});

describe('loan interest', () => {
  it('32,500 at 0.0005 %/h = 0.1625 per hour, 3.9 per day, 117 over 30 days', () => {
    expect(s(loanHourlyInterest('32500', '0.0005'))).toBe('0.1625');
    expect(s(loanInterestFor('32500', '0.0005', 24))).toBe('3.9');
    expect(s(loanInterestFor('32500', '0.0005', 30 * 24))).toBe('117');
  });

  it('rounds each hour UP to 8 decimals (what the user pays)', () => {
    // 1,234.56789 × 0.0007 % = 0.00864197523 → 0.00864198
    expect(s(loanHourlyInterest('1234.56789', '0.0007'))).toBe('0.00864198');
    expect(s(loanHourlyInterest('0.00000001', '0.0005'))).toBe('0.00000001');
    expect(s(loanHourlyInterest('0', '0.0005'))).toBe('0');
  });

  it('debt = principal + accrued interest, and interest moves the liquidation price up', () => {
    const debt = loanDebt('32500', '0.1625');
    expect(s(debt)).toBe('32500.1625');
    // 32,500.1625 ÷ 0.9 = 36,111.2916… → 36,111.30
    expect(s(loanTriggerPrice(debt, '1', '90', 2))).toBe('36111.3');
  });

  it('term end: 7 days later; an open loan has none', () => {
    expect(loanTermEnd(Date.UTC(2026, 0, 1), 7)?.toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(loanTermEnd(Date.UTC(2026, 0, 1), 0)).toBeNull();
  });
});

describe('repayment and collateral', () => {
  it('pays interest first, then principal', () => {
    const split = loanRepaySplit('32500', '3.9', '1000');
    expect([s(split.interest), s(split.principal), s(split.total), split.full]).toEqual([
      '3.9',
      '996.1',
      '1000',
      false,
    ]);
  });

  it('caps at the debt and says when it is paid off', () => {
    const split = loanRepaySplit('32500', '3.9', '40000');
    expect([s(split.interest), s(split.principal), s(split.total), split.full]).toEqual([
      '3.9',
      '32500',
      '32503.9',
      true,
    ]);
  });

  it('adding 0.5 BTC lowers the liquidation price: 32,500 ÷ (1.5 × 90 %) = 24,074.08', () => {
    expect(s(loanTriggerPrice('32500', '1.5', '90', 2))).toBe('24074.08');
    expect(s(loanLtvShown('32500', '1.5', '50000'))).toBe('43.34');
  });
});

describe('liquidation proceeds', () => {
  it('at 36,111.12: proceeds 36,111.12, the debt 32,500 settled, 3,611.12 returned', () => {
    const r = loanLiquidation('1', '36111.12', '32500');
    expect([s(r.proceeds), s(r.toDebt), s(r.returned), s(r.shortfall)]).toEqual([
      '36111.12',
      '32500',
      '3611.12',
      '0',
    ]);
  });

  it('a gap below the debt: the house absorbs the shortfall, nothing returned', () => {
    // 1 BTC sold at 30,000 for a debt of 32,500: 2,500 short
    const r = loanLiquidation('1', '30000', '32500');
    expect([s(r.proceeds), s(r.toDebt), s(r.returned), s(r.shortfall)]).toEqual([
      '30000',
      '30000',
      '0',
      '2500',
    ]);
  });

  it('proceeds round down to 8 decimals', () => {
    // 0.123456789 × 36,111.12 = 4,458.162922393… → 4,458.16292239
    expect(s(loanLiquidation('0.123456789', '36111.12', '0').proceeds)).toBe('4458.16292239');
  });
});

describe('the borrow preview', () => {
  it('shows the worked example and refuses above the initial LTV', () => {
    const p = loanPreview({
      collateral: '1',
      amount: '32500',
      price: '50000',
      thresholds,
      hourlyRate: '0.0005',
      termDays: 30,
      priceDecimals: 2,
    });
    expect([s(p.ltv), s(p.maxBorrow), s(p.liquidationPrice), s(p.marginCallPrice)]).toEqual([
      '65',
      '32500',
      '36111.12',
      '40625',
    ]);
    expect([s(p.hourlyInterest), s(p.dailyInterest), p.termInterest && s(p.termInterest)]).toEqual([
      '0.1625',
      '3.9',
      '117',
    ]);
    expect(p.allowed).toBe(true);
    const over = loanPreview({
      ...{ collateral: '1', price: '50000', thresholds, hourlyRate: '0.0005' },
      amount: '32500.01',
      termDays: 0,
      priceDecimals: 2,
    });
    expect(over.allowed).toBe(false);
    expect(over.termInterest).toBeNull();
  });
});

describe('product and request rules', () => {
  it('thresholds must rise strictly below 100 %', () => {
    expect(loanThresholdsValid(thresholds)).toBe(true);
    expect(loanThresholdsValid({ ...thresholds, marginCallLtv: '65' })).toBe(false);
    expect(loanThresholdsValid({ ...thresholds, liquidationLtv: '100' })).toBe(false);
    expect(loanThresholdsValid({ ...thresholds, initialLtv: '0' })).toBe(false);
  });

  it('the console refuses an inconsistent product', () => {
    const ok = {
      currency_id: 1,
      ...{ initial_ltv: '65', margin_call_ltv: '80', liquidation_ltv: '90' },
      hourly_rate: '0.0005',
      terms: [0, 7, 30, 90],
      min_borrow: '10',
      max_borrow: '1000000',
    };
    expect(opsLoanProductSaveRequest.safeParse(ok).success).toBe(true);
    for (const bad of [
      { ...ok, margin_call_ltv: '95' },
      { ...ok, min_borrow: '2000000' },
      { ...ok, terms: [] },
      { ...ok, terms: [7, 7] },
      { ...ok, terms: [14] },
      { ...ok, hourly_rate: '1' },
    ]) {
      const r = opsLoanProductSaveRequest.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('loan_product_invalid');
    }
  });

  it('a repayment needs an amount or full', () => {
    expect(loanRepayRequest.safeParse({ id: 1 }).success).toBe(false);
    expect(loanRepayRequest.safeParse({ id: 1, full: true }).success).toBe(true);
    expect(loanRepayRequest.safeParse({ id: 1, amount: '10' }).success).toBe(true);
  });
});
