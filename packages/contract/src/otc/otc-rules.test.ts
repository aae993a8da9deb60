import { describe, expect, it } from 'vitest';
import {
  OTC_DEFAULT_SPREAD_BPS,
  otcAmounts,
  otcCheckLimits,
  otcDeadline,
  otcLevelCap,
  otcPassed,
  otcPrice,
  otcTotal,
  otcUsdtValue,
  otcUserActions,
} from './otc-rules';

/** The OTC quote (feed × fiat rate ± spread), its rounding for the desk, and the per-order limits. */

describe('otcPrice: feed × fiat rate × (1 ± spread)', () => {
  it('BTC 50,000 USDT, CNY 7.2, 150 bps: buy 365,400 CNY/BTC, sell 354,600', () => {
    expect(otcPrice('buy', '50000', '7.2', OTC_DEFAULT_SPREAD_BPS).toFixed()).toBe('365400');
    expect(otcPrice('sell', '50000', '7.2', 150).toFixed()).toBe('354600');
  });

  it('USDT (feed 1) in CNY 7.2: buy 7.308, sell 7.092; no spread gives the mid', () => {
    expect(otcPrice('buy', '1', '7.2', 150).toFixed()).toBe('7.308');
    expect(otcPrice('sell', '1', '7.2', 150).toFixed()).toBe('7.092');
    expect(otcPrice('buy', '1', '7.2', 0).toFixed()).toBe('7.2');
  });

  it('keeps 8 decimals, a buy rounded up and a sell down', () => {
    // 0.333333333 × 1.015 = 0.338333332995; × 0.985 = 0.328333333005
    expect(otcPrice('buy', '0.333333333', '1', 150).toFixed()).toBe('0.33833334');
    expect(otcPrice('sell', '0.333333333', '1', 150).toFixed()).toBe('0.32833333');
  });
});

describe('otcAmounts and otcTotal: rounded for the desk', () => {
  it('0.01 BTC: a buy pays 3,654.00 CNY, a sell is paid 3,546.00 CNY', () => {
    const buy = otcAmounts('buy', '365400', 8, { amount: '0.01' });
    expect([buy.amount.toFixed(), buy.total.toFixed(2)]).toEqual(['0.01', '3654.00']);
    const sell = otcAmounts('sell', '354600', 8, { amount: '0.01' });
    expect([sell.amount.toFixed(), sell.total.toFixed(2)]).toEqual(['0.01', '3546.00']);
  });

  it('a fiat total: a buy of 1,000 CNY of USDT at 7.308 gets 136.836343 USDT (down) for 1,000.00 (up)', () => {
    // 1000 / 7.308 = 136.8363437…; 136.836343 × 7.308 = 999.999994644 → 1000.00
    const r = otcAmounts('buy', '7.308', 6, { total: '1000' });
    expect(r.amount.toFixed()).toBe('136.836343');
    expect(r.total.toFixed(2)).toBe('1000.00');
  });

  it('a fiat total: a sell for 1,000 CNY at 7.092 gives 141.003949 USDT (up) for 1,000.00 (down)', () => {
    // 1000 / 7.092 = 141.0039481…; 141.003949 × 7.092 = 1000.000006308 → 1000.00
    const r = otcAmounts('sell', '7.092', 6, { total: '1000' });
    expect(r.amount.toFixed()).toBe('141.003949');
    expect(r.total.toFixed(2)).toBe('1000.00');
  });

  it('a coin amount is cut to the coin decimals; totals round up for a buy and down for a sell', () => {
    expect(otcAmounts('buy', '7.308', 6, { amount: '1.23456789' }).amount.toFixed()).toBe('1.234567');
    // 0.00000001 × 365,400 = 0.003654
    expect(otcTotal('buy', '365400', '0.00000001').toFixed(2)).toBe('0.01');
    expect(otcTotal('sell', '354600', '0.00000001').toFixed(2)).toBe('0.00');
  });
});

describe('otcUsdtValue', () => {
  it('amount × feed, 2 decimals rounded up', () => {
    expect(otcUsdtValue('0.01', '50000').toFixed(2)).toBe('500.00');
    expect(otcUsdtValue('0.123456789', '3').toFixed(2)).toBe('0.38');
    expect(otcUsdtValue('136.836343', '1').toFixed(2)).toBe('136.84');
  });
});

describe('otcCheckLimits: desk minimum and maximum, identity level cap', () => {
  const desk = { minUsdt: '10', maxUsdt: '1000000' };

  it('level 0 needs identity (the 998 envelope)', () => {
    expect(otcCheckLimits('100', desk, 0)).toEqual({ ok: false, identity: true });
    expect(otcLevelCap(0)).toBeNull();
  });

  it('Lv1: up to 2,000 USDT per order', () => {
    expect(otcCheckLimits('2000', desk, 1)).toEqual({ ok: true });
    expect(otcCheckLimits('2000.01', desk, 1)).toEqual({
      ok: false,
      identity: false,
      key: 'otc_level_cap',
      params: { level: 1, cap: '2000' },
    });
  });

  it('Lv2: up to 1,000,000 USDT per order', () => {
    expect(otcCheckLimits('1000000', desk, 2)).toEqual({ ok: true });
    expect(otcCheckLimits('2000.01', desk, 2)).toEqual({ ok: true });
    expect(otcLevelCap(2)?.toFixed()).toBe('1000000');
  });

  it("the desk's minimum and maximum, with their numbers", () => {
    expect(otcCheckLimits('9.99', desk, 2)).toEqual({
      ok: false,
      identity: false,
      key: 'otc_amount_below_min',
      params: { min: '10' },
    });
    expect(otcCheckLimits('600000', { minUsdt: '10', maxUsdt: '500000' }, 2)).toEqual({
      ok: false,
      identity: false,
      key: 'otc_amount_above_max',
      params: { max: '500000' },
    });
  });

  it('a zero amount is invalid', () => {
    expect(otcCheckLimits('0', desk, 2)).toMatchObject({ ok: false, key: 'otc_amount_invalid' });
  });
});

describe('deadlines and user actions', () => {
  it('an unpaid buy ends 15 minutes after it was placed; the instant itself has passed', () => {
    const deadline = otcDeadline('2026-11-28T02:00:00.000Z', 15);
    expect(deadline.toISOString()).toBe('2026-11-28T02:15:00.000Z');
    expect(otcPassed(new Date('2026-11-28T02:14:59.999Z'), deadline)).toBe(false);
    expect(otcPassed(new Date('2026-11-28T02:15:00.000Z'), deadline)).toBe(true);
  });

  it('a buy may be cancelled only while pending; a voucher while pending or paid; a sell neither', () => {
    expect(otcUserActions('buy', 'pending')).toEqual({ cancel: true, voucher: true });
    expect(otcUserActions('buy', 'paid')).toEqual({ cancel: false, voucher: true });
    expect(otcUserActions('buy', 'completed')).toEqual({ cancel: false, voucher: false });
    expect(otcUserActions('sell', 'pending')).toEqual({ cancel: false, voucher: false });
  });
});
