import { Decimal, DomainError, type LangCode } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../platform/i18n';
import { checkSession, checkStops, openTerms, settleClose, type FuturesPair } from './futures.rules';

const BTC: FuturesPair = {
  id: 1,
  symbol: 'BTC/USDT',
  baseId: 1,
  base: 'BTC',
  quoteId: 3,
  quote: 'USDT',
  pricePrecision: 2,
  category: 'crypto',
  unitsPerLot: '0.01',
};

describe('futures rules (worked numbers)', () => {
  it('open terms of a market short and of a limit', () => {
    const m = openTerms(BTC, 'short', 3, 20, { mark: '60000' });
    // entry 60,000 × 0.9999 = 59,994; qty 0.03; notional 1,799.82; margin ÷ 20 = 89.991; fee 0.89991
    expect([m.price, m.quantity, m.notional, m.margin, m.fee].map((v) => v.toFixed())).toEqual([
      '59994',
      '0.03',
      '1799.82',
      '89.991',
      '0.89991',
    ]);
    const l = openTerms(BTC, 'long', 1, 100, { limit: '49000' });
    expect([l.price.toFixed(), l.margin.toFixed(), l.fee.toFixed()]).toEqual(['49000', '4.9', '0.245']);
  });

  it('settlement: profit, loss within the margin, loss beyond it', () => {
    const p = { price: '50005', quantity: '0.02', margin: '100.01' };
    const win = settleClose('long', p, '51000', 2);
    expect([win.exitPrice, win.payout, win.profitFromHouse, win.shortfall].map((v) => v.toFixed())).toEqual([
      '50994.9',
      '119.808',
      '19.798',
      '0',
    ]);
    const loss = settleClose('long', p, '49000', 2);
    // exit 48,995.10: (48,995.10 − 50,005) × 0.02 = −20.198
    expect([loss.payout, loss.marginToHouse, loss.factProfits].map((v) => v.toFixed())).toEqual([
      '79.812',
      '20.198',
      '-20.198',
    ]);
    const gap = settleClose('long', p, '40000', 2);
    expect([gap.payout, gap.marginToHouse, gap.shortfall, gap.factProfits].map((v) => v.toFixed())).toEqual([
      '0',
      '100.01',
      '100.17',
      '-100.01',
    ]);
    const short = settleClose('short', { price: '49995', quantity: '0.02', margin: '99.99' }, '60000', 2);
    expect(short.payout.toFixed()).toBe('0');
    expect(short.shortfall.gt(0)).toBe(true);
  });

  it('stops: long TP above entry and mark, SL below both; short reversed', () => {
    const d = (v: string) => new Decimal(v);
    expect(() => checkStops('long', '100', '101', { tp: d('101') })).toThrow('lever_tp_invalid');
    expect(() => checkStops('long', '100', '101', { tp: d('101.01'), sl: d('99.99') })).not.toThrow();
    expect(() => checkStops('long', '100', '99', { sl: d('99') })).toThrow('lever_sl_invalid');
    expect(() => checkStops('short', '100', '99', { tp: d('99') })).toThrow('lever_tp_invalid');
    expect(() => checkStops('short', '100', '99', { tp: d('98'), sl: d('100.5') })).not.toThrow();
    expect(() => checkStops('short', '100', '101', { sl: d('101') })).toThrow('lever_sl_invalid');
  });

  it('stock pairs trade only in their session', () => {
    const aapl: FuturesPair = { ...BTC, symbol: 'AAPL/USDT', category: 'stock', unitsPerLot: '1' };
    const saturday = Date.parse('2026-11-21T15:00:00Z');
    const tuesdayNoonNy = Date.parse('2026-11-24T17:00:00Z');
    expect(() => checkSession(aapl, saturday)).toThrow('spot_market_closed');
    expect(() => checkSession(aapl, tuesdayNoonNy)).not.toThrow();
    expect(() => checkSession(BTC, saturday)).not.toThrow();
  });

  it('the closed-session refusal reads Monday 09:30 New York time in the reader language', () => {
    const aapl: FuturesPair = { ...BTC, symbol: 'AAPL/USDT', category: 'stock', unitsPerLot: '1' };
    let err: unknown;
    try {
      checkSession(aapl, Date.parse('2026-11-21T15:00:00Z'));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DomainError);
    const { key, params } = err as DomainError;
    const text = (lang: LangCode) => translate(key, lang, params).replace(/[\u00a0\u202f]/g, ' ');
    expect(text('en')).toBe('This market is closed now; it opens on Mon, Nov 23, 9:30 AM EST');
    expect(text('tr')).toBe('Bu piyasa şu anda kapalı; açılış: 23 Kas Pzt 09:30 GMT-5');
    expect(text('zh')).not.toContain('2026-11-23T14:30');
  });
});
