import type { OtcConfig } from '@meridian/contract/otc';
import { describe, expect, it } from 'vitest';
import { deskPreview, deskRange, indicativePrice, levelOf, secondsLeft, typedDecimals } from './desk';
import type { DeskInput } from './desk';

const BTC = { currency_id: 1, name: 'BTC', decimals: 8, price_usdt: '50000' };
const USDT = { currency_id: 3, name: 'USDT', decimals: 6, price_usdt: '1' };
const CNY = { code: 'CNY', rate: '7.2' };

const config: OtcConfig = {
  open: true,
  coins: [USDT, BTC],
  fiats: [CNY, { code: 'USD', rate: '1' }],
  spread_bps: 150,
  min_usdt: '10',
  max_usdt: '1000000',
  level_caps: { lv1: '2000', lv2: '1000000' },
  level: 1,
  level_cap_usdt: '2000',
  pay_window_minutes: 15,
  quote_ttl_seconds: 60,
  label: '',
};

const buyBtc = (text: string, extra: Partial<DeskInput> = {}): DeskInput => ({
  side: 'buy',
  coin: BTC,
  fiat: CNY,
  mode: 'coin',
  text,
  ...extra,
});

describe('OTC desk preview (BTC 50,000 USDT, CNY 7.2, spread 150 bps)', () => {
  it('prices a buy at 365,400 and a sell at 354,600 CNY per BTC', () => {
    expect(indicativePrice('buy', BTC, CNY, 150)).toBe('365400');
    expect(indicativePrice('sell', BTC, CNY, 150)).toBe('354600');
    expect(indicativePrice('buy', { ...BTC, price_usdt: '0' }, CNY, 150)).toBe('');
  });

  it('0.01 BTC bought costs 3,654.00 CNY (500 USDT of value); sold pays 3,546.00', () => {
    expect(deskPreview(config, buyBtc('0.01'))).toEqual({
      price: '365400',
      amount: '0.01',
      total: '3654',
      usdtValue: '500',
      block: null,
      limit: null,
    });
    const sell = deskPreview(config, buyBtc('0,01', { side: 'sell', available: '1', hasCard: true }));
    expect([sell.price, sell.total, sell.block]).toEqual(['354600', '3546', null]);
  });

  it('a fiat total buys the coins it pays for, rounded down; the total is then exact (1,000 CNY at 7.308)', () => {
    const p = deskPreview(config, { side: 'buy', coin: USDT, fiat: CNY, mode: 'fiat', text: '1000' });
    expect([p.price, p.amount, p.total, p.block]).toEqual(['7.308', '136.836343', '1000', null]);
  });

  it('refuses below the minimum, above the level cap (Lv1 2,000 USDT) with the numbers', () => {
    expect(deskPreview(config, buyBtc('0.0001'))).toMatchObject({
      usdtValue: '5',
      block: 'limit',
      limit: { key: 'otc_amount_below_min', params: { min: '10' } },
    });
    expect(deskPreview(config, buyBtc('0.05'))).toMatchObject({
      usdtValue: '2500',
      block: 'limit',
      limit: { key: 'otc_level_cap', params: { level: 1, cap: '2000' } },
    });
    expect(deskPreview({ ...config, level: 2 }, buyBtc('0.05')).block).toBeNull();
    expect(deskPreview({ ...config, level: 2, max_usdt: '2400' }, buyBtc('0.05'))).toMatchObject({
      block: 'limit',
      limit: { key: 'otc_amount_above_max', params: { max: '2400' } },
    });
  });

  it('says why nothing can be quoted yet: closed, identity, no price, empty, invalid, decimals', () => {
    expect(deskPreview({ ...config, open: false }, buyBtc('0.01')).block).toBe('closed');
    expect(deskPreview({ ...config, level: 0 }, buyBtc('0.01')).block).toBe('identity');
    expect(deskPreview({ ...config, level: null }, buyBtc('0.01')).block).toBe('identity');
    expect(deskPreview(config, buyBtc('0.01', { coin: { ...BTC, price_usdt: '0' } })).block).toBe('noPrice');
    expect(deskPreview(config, buyBtc('0.01', { fiat: undefined })).block).toBe('noPrice');
    expect(deskPreview(config, buyBtc(' ')).block).toBe('empty');
    expect(deskPreview(config, buyBtc('1e3')).block).toBe('invalid');
    expect(deskPreview(config, buyBtc('0')).block).toBe('invalid');
    expect(deskPreview(config, buyBtc('0.000000001')).block).toBe('tooManyDecimals');
    expect(deskPreview(config, buyBtc('100.123', { mode: 'fiat' })).block).toBe('tooManyDecimals');
    // a total too small to buy one unit of the last decimal
    expect(deskPreview(config, buyBtc('0.01', { mode: 'fiat', coin: { ...BTC, decimals: 4 } })).block).toBe(
      'invalid',
    );
  });

  it('a sell needs the coins and a payout card', () => {
    const sell = (extra: Partial<DeskInput>) =>
      deskPreview(config, buyBtc('0.01', { side: 'sell', ...extra })).block;
    expect(sell({ available: '0.005', hasCard: true })).toBe('insufficient');
    expect(sell({ available: '0.01', hasCard: false })).toBe('noCard');
    expect(sell({ available: undefined, hasCard: true })).toBeNull();
  });
});

describe('OTC desk helpers', () => {
  it('reads the typed decimals and the level', () => {
    expect(typedDecimals('12.345')).toBe(3);
    expect(typedDecimals('12,5')).toBe(1);
    expect(typedDecimals('12.')).toBe(0);
    expect(typedDecimals('-1')).toBeNull();
    expect(levelOf({ level: 3 })).toBe(2);
    expect(levelOf({ level: null })).toBe(0);
  });

  it('publishes the range the caller may trade: Lv1 10 – 2,000, Lv2 10 – the desk maximum', () => {
    expect(deskRange(config)).toEqual({ min: '10', max: '2000', cap: '2000' });
    expect(deskRange({ ...config, level: 2 })).toEqual({ min: '10', max: '1000000', cap: '1000000' });
    expect(deskRange({ ...config, level: 2, max_usdt: '50000' }).max).toBe('50000');
    expect(deskRange({ ...config, level: 0 })).toEqual({ min: '10', max: '1000000', cap: null });
  });

  it('counts a quote down in whole seconds', () => {
    const at = Date.parse('2026-01-01T00:01:00Z');
    expect(secondsLeft('2026-01-01T00:01:00Z', at - 60_000)).toBe(60);
    expect(secondsLeft('2026-01-01T00:01:00Z', at - 59_100)).toBe(60);
    expect(secondsLeft('2026-01-01T00:01:00Z', at - 1)).toBe(1);
    expect(secondsLeft('2026-01-01T00:01:00Z', at)).toBe(0);
    expect(secondsLeft('nonsense', at)).toBe(0);
  });
});
