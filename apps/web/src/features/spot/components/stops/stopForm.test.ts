import { describe, expect, it } from 'vitest';
import type { SpotContext } from '../../forms/types';
import { stopHold, stopProblem, stopRequest, type StopFields } from './stopForm';

const ctx: SpotContext = {
  pair: {
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    price_decimals: 2,
    amount_decimals: 6,
    tick_size: '0.01',
    lot_size: '0.000001',
    min_notional: '1',
    base_precision: 8,
    quote_precision: 6,
  },
  balances: { base_available: '0.5', quote_available: '6200' },
  book: { bestBid: '59990', bestAsk: '60010' },
};
const stop: StopFields = { trigger: '61000', limit: '61100', takeProfit: '', amount: '0.1' };

describe('stop ticket', () => {
  it('passes a buy stop above the last price that the balance covers, and sends its limit as target_price', () => {
    expect(stopProblem('stop_limit', 'buy', stop, ctx, '60000')).toBeNull();
    expect(stopHold('stop_limit', 'buy', stop, ctx)?.toFixed()).toBe('6110');
    expect(stopRequest('stop_limit', 'buy', stop, ctx)).toMatchObject({
      type: 'stop_limit',
      trigger_price: '61000',
      target_price: '61100',
      amount: '0.1',
    });
  });

  it('shows the first problem in field order: missing, tick, the contract rules, then the balance', () => {
    expect(stopProblem('stop_limit', 'buy', { ...stop, trigger: '' }, ctx, '60000')).toMatchObject({
      field: 'trigger',
      key: 'priceRequired',
    });
    expect(stopProblem('stop_limit', 'buy', { ...stop, limit: '61100.005' }, ctx, '60000')).toMatchObject({
      field: 'limit',
      key: 'spot_price_tick',
    });
    expect(stopProblem('stop_limit', 'buy', stop, ctx, '61000')).toMatchObject({
      field: 'trigger',
      key: 'spot_stop_trigger_above',
      params: { price: '61000' },
    });
    expect(stopProblem('stop_limit', 'buy', { ...stop, limit: '67200' }, ctx, '60000')?.key).toBe(
      'spot_stop_limit_far',
    );
    // 0.11 × 61,100 = 6,721 > 6,200 available
    expect(stopProblem('stop_limit', 'buy', { ...stop, amount: '0.11' }, ctx, '60000')).toMatchObject({
      field: 'ticket',
      key: 'insufficient',
      params: { hold: '6721' },
    });
  });

  it('an OCO sell holds its amount once and names its legs clearly', () => {
    const oco: StopFields = { takeProfit: '62000', trigger: '58000', limit: '57900', amount: '0.5' };
    expect(stopProblem('oco', 'sell', oco, ctx, '60000')).toBeNull();
    expect(stopHold('oco', 'sell', oco, ctx)?.toFixed()).toBe('0.5');
    expect(stopProblem('oco', 'sell', { ...oco, takeProfit: '59000' }, ctx, '60000')).toMatchObject({
      field: 'takeProfit',
      key: 'spot_oco_take_profit_above',
    });
    expect(stopProblem('oco', 'sell', { ...oco, amount: '0.500001' }, ctx, '60000')?.key).toBe(
      'insufficient',
    );
    expect(stopRequest('oco', 'sell', oco, ctx)).toMatchObject({
      type: 'oco',
      target_price: '62000',
      trigger_price: '58000',
      stop_limit_price: '57900',
    });
  });
});
