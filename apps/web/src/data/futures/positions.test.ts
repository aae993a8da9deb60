import type { LeverPosition } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { futuresContextOf, hasFutures, liveAccountRisk, liveFigures, totalPnl } from './positions';

export function position(over: Partial<LeverPosition> = {}): LeverPosition {
  return {
    id: 1,
    symbol: 'BTC/USDT',
    currency_id: 1,
    legal_id: 3,
    currency_name: 'BTC',
    legal_name: 'USDT',
    type: 1,
    type_name: 'long',
    share: 2,
    number: '0.02',
    units_per_lot: '0.01',
    multiple: 10,
    order_kind: 'market',
    target_price: '',
    origin_price: '50000',
    price: '50005',
    update_price: '50000',
    target_profit_price: '',
    stop_loss_price: '',
    liquidation_price: '46004.6',
    origin_caution_money: '100.01',
    caution_money: '100.01',
    trade_fee: '0.50005',
    overnight: '0.02',
    overnight_money: '0',
    profits: '-0.1',
    fact_profits: '0',
    risk_rate: '99.9',
    status: 1,
    status_name: 'open',
    close_reason: '',
    close_origin_price: '',
    close_price: '',
    close_time: '',
    shortfall: '0',
    create_time: '2026-01-01T00:00:00Z',
    transaction_time: '2026-01-01T00:00:00Z',
    complete_time: '',
    ...over,
  };
}

describe('futures positions (live figures)', () => {
  it('long P&L and risk on a live mark', () => {
    // (51,005 − 50,005) × 0.02 = 20; risk (100.01 + 20) ÷ 100.01 = 119.99 %
    expect(liveFigures(position(), '51005')).toEqual({ mark: '51005', pnl: '20', risk: '119.99' });
  });
  it('short loses when the mark rises; the server figures without a live price', () => {
    const short = position({ type: 2, type_name: 'short', price: '49995' });
    expect(liveFigures(short, '50995').pnl).toBe('-20');
    expect(liveFigures(short, undefined)).toEqual({ mark: '50000', pnl: '-0.1', risk: '99.9' });
    expect(liveFigures(position({ status: 3 }), '1').pnl).toBe('-0.1');
  });
  it('account risk: (balance + margins + P&L) ÷ opening margins', () => {
    const prices = new Map([['BTC/USDT', '51005']]);
    // (100 + 100.01 + 20) ÷ 100.01 × 100 = 219.98
    expect(liveAccountRisk('100', [position()], prices, '0')).toBe('219.98');
    expect(liveAccountRisk('100', [], prices, '0')).toBe('0');
    expect(totalPnl([position(), position({ id: 2 })], prices)).toBe('40');
  });
  it('ticket context falls back to the contract constants for visitors', () => {
    const pair = {
      symbol: 'BTC/USDT',
      currency_id: 1,
      legal_id: 3,
      price_precision: 2,
      now_price: '50000',
    };
    const ctx = futuresContextOf(pair, undefined, '50100');
    expect(ctx).toMatchObject({ mark: '50100', unitsPerLot: '0.01', lotMin: 1, lotMax: 100, balance: '0' });
    expect(ctx.leverages).toContain(100);
    expect(hasFutures({ symbol: 'BTC/USDT', open_lever: 1 })).toBe(true);
    expect(hasFutures({ symbol: 'ZZZ/USDT', open_lever: 1 })).toBe(false);
  });
});
