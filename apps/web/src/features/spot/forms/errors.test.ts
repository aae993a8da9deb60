import { MESSAGE_KEYS } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { isQuietSpotProblem, spotProblem, spotProblemI18nKey } from './errors';
import type { SpotProblemCode } from './errors';
import { BTC_USDT, spotContext, ticket } from './fixtures';
import type { SpotContext, SpotTicket } from './types';

const ctx = spotContext();
const code = (t: SpotTicket, c: SpotContext = ctx): SpotProblemCode | undefined => spotProblem(t, c)?.code;

describe('spot problems', () => {
  it('a valid limit buy, limit sell and market order have none', () => {
    expect(spotProblem(ticket({ amount: '0.00998' }), ctx)).toBeNull();
    expect(spotProblem(ticket({ side: 'sell', amount: '0.5' }), ctx)).toBeNull();
    expect(spotProblem(ticket({ type: 'market', price: '', amount: '0.0095' }), ctx)).toBeNull();
  });
  it('a limit order needs a price; a market order does not', () => {
    expect(spotProblem(ticket({ price: ' ', amount: '0.01' }), ctx)).toEqual({
      code: 'price_required',
      field: 'price',
      key: 'spot_price_required',
    });
    expect(code(ticket({ type: 'market', price: '', amount: '0.01' }))).toBeUndefined();
  });
  it('price and amount must be positive plain decimals', () => {
    expect(spotProblem(ticket({ price: '0.00', amount: '0.01' }), ctx)).toMatchObject({
      code: 'price_invalid',
      key: 'parameter_error',
    });
    expect(code(ticket({ price: '1e3', amount: '0.01' }))).toBe('price_invalid');
    expect(code(ticket({ price: '-5', amount: '0.01' }))).toBe('price_invalid');
    expect(spotProblem(ticket({ amount: '' }), ctx)).toMatchObject({
      code: 'amount_required',
      field: 'amount',
    });
    expect(spotProblem(ticket({ amount: '0' }), ctx)).toMatchObject({
      code: 'amount_invalid',
      key: 'parameter_error',
    });
  });
  it('more decimals than the pair allows', () => {
    expect(spotProblem(ticket({ price: '50000.001', amount: '0.01' }), ctx)).toMatchObject({
      code: 'price_decimals',
      key: 'amount_too_many_decimals',
      params: { precision: 2 },
    });
    expect(spotProblem(ticket({ amount: '0.000001' }), ctx)).toMatchObject({
      code: 'amount_decimals',
      params: { precision: 5 },
    });
  });
  it('price on the tick, amount on the lot', () => {
    const coarse = spotContext({ pair: { ...BTC_USDT, tick_size: '0.5', lot_size: '0.001' } });
    expect(spotProblem(ticket({ price: '50000.3', amount: '0.01' }), coarse)).toEqual({
      code: 'price_tick',
      field: 'price',
      key: 'spot_price_tick',
      params: { tick: '0.5' },
    });
    expect(spotProblem(ticket({ price: '50000.5', amount: '0.0105' }), coarse)).toMatchObject({
      code: 'amount_lot',
      key: 'spot_amount_lot',
      params: { lot: '0.001' },
    });
    expect(code(ticket({ price: '50000.5', amount: '0.011' }), coarse)).toBeUndefined();
  });
  it('below the pair minimum value (limit at its price, market at the book top)', () => {
    // 0.00009 × 50000 = 4.5 < 5
    expect(spotProblem(ticket({ amount: '0.00009' }), ctx)).toEqual({
      code: 'below_min_notional',
      field: 'amount',
      key: 'spot_amount_too_small',
      params: { min: '5' },
    });
    expect(code(ticket({ amount: '0.0001' }))).toBeUndefined();
    expect(code(ticket({ type: 'market', side: 'sell', amount: '0.0001' }))).toBe('below_min_notional'); // 4.999
    const noMinimum = spotContext({ pair: { ...BTC_USDT, min_notional: undefined } });
    expect(code(ticket({ amount: '0.00001' }), noMinimum)).toBeUndefined();
  });
  it('insufficient balance: the hold (the total, its fee is paid in BTC) against quote, the amount against base', () => {
    // 0.02 × 50000 = 1000 ≤ 1000 (taker or maker alike); 0.02001 → 1000.5 > 1000
    expect(code(ticket({ amount: '0.02' }))).toBeUndefined();
    expect(code(ticket({ amount: '0.02', postOnly: true }))).toBeUndefined();
    expect(spotProblem(ticket({ amount: '0.02001' }), ctx)).toMatchObject({
      code: 'insufficient_balance',
      key: 'insufficient_balance',
    });
    expect(code(ticket({ side: 'sell', amount: '0.50001' }))).toBe('insufficient_balance');
    // a market buy holds the 5 % collar: 0.0196 × 50010 × 1.05 = 1029.2058 > 1000
    expect(code(ticket({ type: 'market', amount: '0.0196' }))).toBe('insufficient_balance');
    const unknown = spotContext({ balances: { base_available: '', quote_available: '' } });
    expect(code(ticket({ amount: '0.001' }), unknown)).toBe('insufficient_balance');
  });
  it('a market order needs the opposite side of the book', () => {
    expect(
      spotProblem(ticket({ type: 'market', amount: '0.001' }), spotContext({ book: { bestBid: '49990' } })),
    ).toEqual({ code: 'no_liquidity', field: 'ticket', key: 'spot_no_liquidity' });
    expect(
      code(
        ticket({ type: 'market', side: 'sell', amount: '0.001' }),
        spotContext({ book: { bestAsk: '1' } }),
      ),
    ).toBe('no_liquidity');
    expect(code(ticket({ amount: '0.001' }), spotContext({ book: {} }))).toBeUndefined();
  });
  it('post-only market tickets are refused', () => {
    expect(code(ticket({ type: 'market', postOnly: true, amount: '0.001' }))).toBe('post_only_market');
  });
  it('comes in order: price before amount before steps before funds', () => {
    expect(code(ticket({ price: '', amount: '' }))).toBe('price_required');
    expect(code(ticket({ amount: '' }))).toBe('amount_required');
    expect(code(ticket({ amount: '99.000001' }))).toBe('amount_decimals');
    expect(code(ticket({ amount: '99' }))).toBe('insufficient_balance');
  });
  it('returns contract message keys, quiet until typed', () => {
    const keys: readonly string[] = MESSAGE_KEYS;
    const p = spotProblem(ticket({ amount: '0.00009' }), ctx)!;
    expect(keys).toContain(p.key);
    expect(spotProblemI18nKey(p)).toBe('errors.spot_amount_too_small');
    expect(isQuietSpotProblem(spotProblem(ticket({ amount: '' }), ctx)!)).toBe(true);
    expect(isQuietSpotProblem(spotProblem(ticket({ price: '', amount: '' }), ctx)!)).toBe(true);
    expect(isQuietSpotProblem(p)).toBe(false);
  });
});
