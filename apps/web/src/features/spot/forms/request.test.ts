import { describe, expect, it } from 'vitest';
import { spotContext, ticket } from './fixtures';
import { toCoinTradeRequest } from './request';

const ctx = spotContext();

describe('coin/trade request', () => {
  it('a limit buy sends decimal strings, normalised', () => {
    expect(toCoinTradeRequest(ticket({ price: '50000.10', amount: '0.00998' }), ctx)).toEqual({
      currency_id: 1,
      legal_id: 3,
      side: 'buy',
      type: 'limit',
      amount: '0.00998',
      target_price: '50000.1',
      tif: 'GTC',
      post_only: false,
    });
  });
  it('a post-only limit sell', () => {
    expect(toCoinTradeRequest(ticket({ side: 'sell', amount: '0.5', postOnly: true }), ctx)).toMatchObject({
      side: 'sell',
      target_price: '50000',
      post_only: true,
    });
  });
  it('a market order sends no price and IOC (or FOK)', () => {
    const body = toCoinTradeRequest(ticket({ type: 'market', amount: '0.0095' }), ctx);
    expect(body).toEqual({
      currency_id: 1,
      legal_id: 3,
      side: 'buy',
      type: 'market',
      amount: '0.0095',
      tif: 'IOC',
      post_only: false,
    });
    expect(
      toCoinTradeRequest(ticket({ type: 'market', side: 'sell', amount: '0.1', tif: 'FOK' }), ctx)?.tif,
    ).toBe('FOK');
  });
  it('is null while the ticket has a problem', () => {
    expect(toCoinTradeRequest(ticket({ amount: '' }), ctx)).toBeNull();
    expect(toCoinTradeRequest(ticket({ amount: '1' }), ctx)).toBeNull();
    expect(
      toCoinTradeRequest(ticket({ type: 'market', amount: '0.001' }), spotContext({ book: {} })),
    ).toBeNull();
  });
});
