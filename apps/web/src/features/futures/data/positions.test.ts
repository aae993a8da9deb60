import type { FuturesPosition } from '@meridian/contract/futures';
import { describe, expect, it } from 'vitest';
import {
  closeEstimate,
  futuresAccountRows,
  futuresContextOf,
  hasFutures,
  liveAccountRisk,
  liveFigures,
  totalPnl,
} from './positions';

export function position(over: Partial<FuturesPosition> = {}): FuturesPosition {
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
    open_fee: '0.50005',
    fees_paid: '0.50005',
    gross_profits: '-0.1',
    net_profits: '-0.60005',
    close_limit_price: '',
    close_limit_share: 0,
    risk_rate: '99.9',
    status: 1,
    status_name: 'open',
    close_reason: '',
    close_origin_price: '',
    close_price: '',
    close_time: '',
    shortfall: '0',
    create_time: '2026-01-01T00:00:00Z',
    order_type: 1,
    follow_order_id: 0,
    follow_user_id: 0,
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

describe('close estimate (the contract formula the server settles with)', () => {
  // the worked example after one overnight fee, as lever/dealall lists it
  const p = position({
    price: '50005.00',
    caution_money: '99.809980',
    open_fee: '0.500050',
    overnight_money: '0.200020',
  });
  it('exit after the spread, gross on the exit, net of the open and overnight fees', () => {
    // exit 51,000 × 0.9999 = 50,994.90; gross 19.798; fees 0.70007; net 19.09793 (futures.pnl.int records it)
    expect(closeEstimate(p, '51000.00')).toEqual({
      exit: '50994.90',
      gross: '19.798',
      fees: '0.70007',
      net: '19.09793',
    });
  });
  it('a loss is capped at the margin left; nothing without a price', () => {
    expect(closeEstimate(p, '45000')?.net).toBe('-100.51005');
    expect(closeEstimate(p, '')).toBeNull();
  });
});

describe('futures account rows', () => {
  const row = (currency: number, name: string) => ({
    currency,
    currency_name: name,
    precision: 6,
    available: '0',
    frozen: '0',
    usdt_price: '1',
    usdt_value: '0',
    fiat_value: '0',
  });
  it('only the margin currency (USDT)', () => {
    const rows = [row(1, 'BTC'), row(3, 'USDT'), row(2, 'ETH')];
    expect(futuresAccountRows(rows).map((r) => r.currency_name)).toEqual(['USDT']);
  });
});
