import { Decimal } from '@meridian/contract';
import { coinTradeRequest } from '@meridian/contract/spot';
import { describe, expect, it } from 'vitest';
import { checkTradeable, findSpotPair, planOrder, type SpotChecked, type SpotPair } from './spot.rules';

const BTC_USDT: SpotPair = {
  id: 1,
  symbol: 'BTC/USDT',
  baseId: 1,
  quoteId: 3,
  quote: 'USDT',
  category: 'crypto',
  pricePrecision: 2,
  amountPrecision: 6,
  openCoinTrade: 1,
};
const AAPL_USDT: SpotPair = {
  ...BTC_USDT,
  id: 101,
  symbol: 'AAPL/USDT',
  baseId: 101,
  category: 'stock',
  amountPrecision: 4,
};
const CRYPTO = { base: 8, quote: 6 };
const STOCK = { base: 4, quote: 6 };

/** Wednesday 2026-11-18 10:00 in New York (EST, UTC−5) and Saturday 2026-11-21 10:00. */
const WED_OPEN = Date.parse('2026-11-18T15:00:00Z');
const SAT = Date.parse('2026-11-21T15:00:00Z');

const check = (
  body: Record<string, unknown>,
  opts: { pair?: SpotPair | undefined; book?: { bestBid?: string; bestAsk?: string }; nowMs?: number } = {},
) => {
  const pair = 'pair' in opts ? opts.pair : BTC_USDT;
  return planOrder({
    request: coinTradeRequest.parse({ currency_id: pair?.baseId ?? 1, ...body }),
    pair,
    precisions: pair?.category === 'stock' ? STOCK : CRYPTO,
    book: opts.book ?? { bestBid: '96000.00', bestAsk: '96000.50' },
    nowMs: opts.nowMs ?? WED_OPEN,
  });
};

const accepted = <T>(c: SpotChecked<T>): T => {
  if (!c.ok) throw new Error(`refused: ${c.refusal.key}`);
  return c.value;
};
const plan = (...args: Parameters<typeof check>) => accepted(check(...args));

/** The refusal a rule returns (no HTTP error is thrown by the pure rules). */
const refusal = <T>(c: SpotChecked<T>) => {
  if (c.ok) throw new Error('expected a refusal');
  return { key: c.refusal.key, params: c.refusal.params ?? {} };
};

describe('spot order rules', () => {
  it('finds the pair of currency_id against legal_id', () => {
    expect(findSpotPair([BTC_USDT, AAPL_USDT], 101, 3)?.symbol).toBe('AAPL/USDT');
    expect(findSpotPair([BTC_USDT, AAPL_USDT], 1, 2)).toBeUndefined();
  });

  it('refuses unknown and closed-to-spot pairs', () => {
    expect(refusal(checkTradeable(undefined, WED_OPEN))).toEqual({
      key: 'spot_pair_unavailable',
      params: {},
    });
    expect(refusal(checkTradeable({ ...BTC_USDT, openCoinTrade: 0 }, WED_OPEN)).key).toBe(
      'spot_pair_unavailable',
    );
  });

  it('trades stocks only in the New York session and says when it opens', () => {
    expect(accepted(checkTradeable(AAPL_USDT, WED_OPEN)).id).toBe(101);
    expect(accepted(checkTradeable(BTC_USDT, SAT)).id).toBe(1);
    // Saturday → Monday 2026-11-23 09:30 EST = 14:30 UTC
    expect(refusal(checkTradeable(AAPL_USDT, SAT))).toEqual({
      key: 'spot_market_closed',
      params: { opens: '2026-11-23T14:30:00.000Z' },
    });
  });

  it('plans a limit buy: holds price × amount rounded up to USDT decimals, no fee (paid in BTC)', () => {
    const p = plan({ side: 'buy', type: 'limit', target_price: '96000.5', amount: '0.0125' });
    // 96000.50 × 0.0125 = 1200.00625
    expect(p.hold).toEqual({ currencyId: 3, amount: new Decimal('1200.00625') });
    // 96000.01 × 0.000011 = 1.05600011 → 1.056001
    expect(plan({ side: 'buy', target_price: '96000.01', amount: '0.000011' }).hold.amount.toFixed()).toBe(
      '1.056001',
    );
    expect([p.price, p.priceTicks, p.amount, p.lots]).toEqual(['96000.50', 9_600_050n, '0.012500', 12_500n]);
    expect(p.quoteBudget).toBeNull();
    expect(p.feeCurrencyId).toBe(1);
  });

  it('plans a market buy on the best ask with the 5 % collar: holds the budget rounded up', () => {
    const p = plan({ side: 'buy', type: 'market', amount: '0.0125' });
    // 0.0125 × 96000.50 × 1.05 = 1260.0065625 (budget) → 1260.006563
    expect(p.hold.amount.toFixed()).toBe('1260.006563');
    expect(p.quoteBudget).toBe(126_000_656_250n); // 1260.0065625 in units of 0.01 × 0.000001
    expect(p.price).toBeNull();
    expect(p.priceTicks).toBeNull();
  });

  it('refuses a market order when the other side of the book is empty', () => {
    expect(
      refusal(check({ side: 'buy', type: 'market', amount: '0.01' }, { book: { bestBid: '1' } })),
    ).toEqual({ key: 'spot_no_liquidity', params: {} });
    expect(refusal(check({ side: 'sell', type: 'market', amount: '0.01' }, { book: {} })).key).toBe(
      'spot_no_liquidity',
    );
  });

  it('plans a sell: holds the base amount, fees in quote', () => {
    const p = plan({ side: 'sell', type: 'limit', target_price: '97000', amount: '0.5' });
    expect(p.hold).toEqual({ currencyId: 1, amount: new Decimal('0.5') });
    expect(p.feeCurrencyId).toBe(3);
    const m = plan({ side: 'sell', type: 'market', amount: '0.5' });
    expect(m.hold.amount.toFixed()).toBe('0.5');
    expect(m.quoteBudget).toBeNull();
  });

  it('plans a stock limit buy inside the session', () => {
    const p = plan({ side: 'buy', target_price: '228.37', amount: '3.5' }, { pair: AAPL_USDT });
    // 228.37 × 3.5 = 799.295
    expect(p.hold).toEqual({ currencyId: 3, amount: new Decimal('799.295') });
    expect([p.priceTicks, p.lots]).toEqual([22_837n, 35_000n]);
  });

  it('refuses prices off the tick, amounts off the lot and orders under 1 USDT', () => {
    expect(refusal(check({ side: 'buy', target_price: '96000.001', amount: '0.01' }))).toEqual({
      key: 'spot_price_tick',
      params: { tick: '0.01' },
    });
    expect(
      refusal(check({ side: 'buy', target_price: '228', amount: '0.00001' }, { pair: AAPL_USDT })),
    ).toEqual({ key: 'spot_amount_lot', params: { lot: '0.0001' } });
    const offTick = check({ side: 'buy', target_price: '96000.001', amount: '0.01' });
    expect(offTick.ok ? null : offTick.refusal.field).toBe('target_price');
    const offLot = check({ side: 'buy', target_price: '96000', amount: '0.0000001' });
    expect(offLot.ok ? null : offLot.refusal).toEqual({
      key: 'spot_amount_lot',
      params: { lot: '0.000001' },
      field: 'amount',
    });
    // 0.00001 × 96000 = 0.96 USDT
    expect(refusal(check({ side: 'sell', target_price: '96000', amount: '0.00001' }))).toEqual({
      key: 'spot_amount_too_small',
      params: { min: '1 USDT' },
    });
    // 0.000011 × 96000 = 1.056: accepted
    expect(plan({ side: 'sell', target_price: '96000', amount: '0.000011' }).lots).toBe(11n);
    // market: notional on the best bid, 0.00001 × 96000.00
    expect(refusal(check({ side: 'sell', type: 'market', amount: '0.00001' })).key).toBe(
      'spot_amount_too_small',
    );
  });

  it('needs 20 USDT for a stock order (its fee rounds up to 0.0001 share)', () => {
    // 0.0876 × 228.37 = 20.005212: accepted; 0.0875 × 228.37 = 19.982375: refused
    expect(plan({ side: 'buy', target_price: '228.37', amount: '0.0876' }, { pair: AAPL_USDT }).lots).toBe(
      876n,
    );
    expect(
      refusal(check({ side: 'buy', target_price: '228.37', amount: '0.0875' }, { pair: AAPL_USDT })),
    ).toEqual({ key: 'spot_amount_too_small', params: { min: '20 USDT' } });
  });

  it('refuses stock orders outside the session before anything else', () => {
    expect(
      refusal(check({ side: 'buy', target_price: '1.001', amount: '1' }, { pair: AAPL_USDT, nowMs: SAT }))
        .key,
    ).toBe('spot_market_closed');
  });
});
