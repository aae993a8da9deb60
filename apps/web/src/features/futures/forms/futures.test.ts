import { describe, expect, it } from 'vitest';
import { futuresProblem } from './errors';
import { toFuturesSubmit } from './request';
import { initialFuturesTicket, normalizeLots, reduceFuturesTicket } from './state';
import { futuresSummary } from './summary';
import type { FuturesContext, FuturesTicket } from './types';

const ctx: FuturesContext = {
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  mark: '50000',
  priceDecimals: 2,
  unitsPerLot: '0.01',
  feePercent: '0.05',
  spreadPercent: '0.01',
  liquidationRiskPercent: '20',
  leverages: [1, 2, 5, 10, 20, 50, 100],
  lotPresets: [1, 5, 10],
  lotMin: 1,
  lotMax: 100,
  balance: '1000',
  moneyDecimals: 6,
};
const base: FuturesTicket = { ...initialFuturesTicket(ctx), lots: '2', leverage: 10 };

describe('futures ticket state', () => {
  it('starts long, market, 10x, minimum lots', () => {
    expect(initialFuturesTicket(ctx)).toMatchObject({
      side: 'long',
      kind: 'market',
      leverage: 10,
      lots: '1',
    });
  });
  it('lots are whole numbers, the stepper clamps to the limits', () => {
    expect(normalizeLots('0012.5x')).toBe('125');
    expect(reduceFuturesTicket({ ...base, lots: '1' }, { kind: 'stepLots', by: -1 }, ctx).lots).toBe('1');
    expect(reduceFuturesTicket({ ...base, lots: '100' }, { kind: 'stepLots', by: 1 }, ctx).lots).toBe('100');
    expect(reduceFuturesTicket(base, { kind: 'stepLots', by: 1 }, ctx).lots).toBe('3');
  });
  it('lots typed above the maximum stay as typed and the problem names the maximum', () => {
    const typed = reduceFuturesTicket(base, { kind: 'lots', value: '5000' }, ctx);
    expect(typed.lots).toBe('5000');
    expect(futuresProblem(typed, ctx)).toMatchObject({
      code: 'lots_max',
      field: 'lots',
      params: { max: 100 },
    });
    expect(futuresProblem({ ...base, lots: '0' }, ctx)?.code).toBe('lots_range');
    expect(futuresProblem({ ...base, lots: '100' }, ctx)?.field).not.toBe('lots');
  });
  it('only listed leverages, a side switch clears TP/SL, limit prefills the mark', () => {
    expect(reduceFuturesTicket(base, { kind: 'leverage', leverage: 3 }, ctx).leverage).toBe(10);
    expect(reduceFuturesTicket(base, { kind: 'leverage', leverage: 50 }, ctx).leverage).toBe(50);
    const withStops = { ...base, tp: '51000', sl: '49000' };
    expect(reduceFuturesTicket(withStops, { kind: 'side', side: 'short' }, ctx)).toMatchObject({
      tp: '',
      sl: '',
    });
    expect(reduceFuturesTicket(base, { kind: 'orderKind', orderKind: 'limit' }, ctx).limitPrice).toBe(
      '50000',
    );
    expect(reduceFuturesTicket(base, { kind: 'tp', value: '51000.129' }, ctx).tp).toBe('51000.12');
  });
  it('after an order the ticket keeps its order type and limit price; TP/SL are cleared', () => {
    const placed = { ...base, kind: 'limit' as const, limitPrice: '48000', tp: '52000', sl: '47000' };
    expect(reduceFuturesTicket(placed, { kind: 'reset' }, ctx)).toMatchObject({
      kind: 'limit',
      limitPrice: '48000',
      tp: '',
      sl: '',
      lots: '2',
      leverage: 10,
    });
    expect(reduceFuturesTicket({ ...base, sl: '49000' }, { kind: 'reset' }, ctx).kind).toBe('market');
  });
});

describe('futures summary (worked numbers)', () => {
  it('long 2 lots BTC at mark 50,000, 10x', () => {
    // entry 50,000 × 1.0001 = 50,005; qty 0.02; notional 1,000.1; margin 100.01; fee 0.05 % = 0.50005
    // liquidation: cushion 100.01 × 80 % = 80.008 ÷ 0.02 = 4,000.4 below the entry → 46,004.60
    expect(futuresSummary(base, ctx)).toEqual({
      entry: '50005.00',
      approximate: true,
      quantity: '0.02',
      notional: '1000.100000',
      margin: '100.01',
      fee: '0.50005',
      cost: '100.51005',
      liquidation: '46004.60',
    });
  });
  it('short 2 lots, 10x: entry under the mark, liquidation above', () => {
    const s = futuresSummary({ ...base, side: 'short' }, ctx);
    expect(s).toMatchObject({ entry: '49995.00', margin: '99.99', fee: '0.49995', liquidation: '53994.60' });
  });
  it('a limit enters at exactly its limit', () => {
    const s = futuresSummary({ ...base, kind: 'limit', limitPrice: '48000' }, ctx);
    expect(s).toMatchObject({ entry: '48000.00', approximate: false, notional: '960.000000', margin: '96' });
  });
  it('nothing without lots or a price', () => {
    expect(futuresSummary({ ...base, lots: '' }, ctx).margin).toBeNull();
    expect(futuresSummary(base, { ...ctx, mark: '' }).entry).toBeNull();
  });
});

describe('futures problems', () => {
  it('lots out of range', () => {
    expect(futuresProblem({ ...base, lots: '0' }, ctx)?.code).toBe('lots_range');
    expect(futuresProblem({ ...base, lots: '101' }, ctx)).toMatchObject({
      code: 'lots_max',
      key: 'lever_share_invalid',
      params: { min: 1, max: 100 },
    });
    expect(futuresProblem({ ...base, lots: '' }, ctx)?.code).toBe('lots_required');
  });
  it('margin + fee above the balance', () => {
    expect(futuresProblem(base, { ...ctx, balance: '100.51005' })).toBeNull();
    expect(futuresProblem(base, { ...ctx, balance: '100.51' })).toMatchObject({
      code: 'insufficient_margin',
      params: { margin: '100.01', fee: '0.50005' },
    });
  });
  it('TP/SL on the right side of entry and mark', () => {
    expect(futuresProblem({ ...base, tp: '52000', sl: '49000' }, ctx)).toBeNull();
    expect(futuresProblem({ ...base, tp: '50003' }, ctx)?.code).toBe('tp_invalid'); // above mark, below entry
    expect(futuresProblem({ ...base, sl: '50001' }, ctx)?.code).toBe('sl_invalid');
    const short = { ...base, side: 'short' as const };
    expect(futuresProblem({ ...short, tp: '48000', sl: '51000' }, ctx)).toBeNull();
    expect(futuresProblem({ ...short, tp: '51000' }, ctx)?.code).toBe('tp_invalid');
    expect(futuresProblem({ ...short, sl: '49000' }, ctx)?.code).toBe('sl_invalid');
  });
  it('a stop-loss at or beyond the liquidation price is refused, quoting the level', () => {
    // long 2 lots at 10×: liquidation 46,004.60 (the summary's, from the contract's lever math)
    expect(futuresProblem({ ...base, sl: '46004.60' }, ctx)).toMatchObject({
      code: 'sl_liquidation',
      field: 'sl',
      key: 'lever_sl_beyond_liquidation',
      params: { liquidation: '46004.60' },
    });
    expect(futuresProblem({ ...base, sl: '40000' }, ctx)?.code).toBe('sl_liquidation');
    expect(futuresProblem({ ...base, sl: '46004.61' }, ctx)).toBeNull();
    // short: liquidation 53,994.60
    const short = { ...base, side: 'short' as const };
    expect(futuresProblem({ ...short, sl: '53994.60' }, ctx)?.code).toBe('sl_liquidation');
    expect(futuresProblem({ ...short, sl: '53994.59' }, ctx)).toBeNull();
    // a limit: against the level it will open with (48,000: 44,160)
    const limit = { ...base, kind: 'limit' as const, limitPrice: '48000' };
    expect(futuresProblem({ ...limit, sl: '44160' }, ctx)?.code).toBe('sl_liquidation');
    expect(futuresProblem({ ...limit, sl: '44160.01' }, ctx)).toBeNull();
    // higher leverage, closer level: 100× → 50,005 − 10.001 × 80 % ÷ 0.02 = 49,604.96
    expect(futuresProblem({ ...base, leverage: 100, sl: '49604.96' }, ctx)?.code).toBe('sl_liquidation');
  });
  it('limit price on the wrong side of the mark', () => {
    const limit = { ...base, kind: 'limit' as const };
    expect(futuresProblem({ ...limit, limitPrice: '49000' }, ctx)).toBeNull();
    expect(futuresProblem({ ...limit, limitPrice: '50000' }, ctx)?.code).toBe('limit_side');
    expect(futuresProblem({ ...limit, side: 'short', limitPrice: '49000' }, ctx)?.code).toBe('limit_side');
    expect(futuresProblem({ ...limit, side: 'short', limitPrice: '51000' }, ctx)).toBeNull();
    expect(futuresProblem({ ...limit, limitPrice: '' }, ctx)?.code).toBe('limit_required');
  });
  it('no market order without a price', () => {
    expect(futuresProblem(base, { ...ctx, mark: '' })?.code).toBe('no_price');
  });
});

describe('futures request', () => {
  it('builds lever/submit', () => {
    expect(toFuturesSubmit({ ...base, tp: '52000' }, ctx)).toEqual({
      currency_id: 1,
      legal_id: 3,
      type: 1,
      share: 2,
      multiple: 10,
      status: 1,
      target_profit_price: '52000',
    });
    expect(
      toFuturesSubmit({ ...base, side: 'short', kind: 'limit', limitPrice: '51000' }, ctx),
    ).toMatchObject({
      type: 2,
      status: 0,
      target_price: '51000',
    });
    expect(toFuturesSubmit({ ...base, lots: '0' }, ctx)).toBeNull();
  });
});
