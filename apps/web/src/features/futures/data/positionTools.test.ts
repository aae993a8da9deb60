import { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import { describe, expect, it } from 'vitest';
import {
  closeLimitProblem,
  closeLots,
  liquidationAfter,
  lotsAt,
  marginProblem,
  maxRemovable,
  partCloseEstimate,
} from './positionTools';

// 4 lots (0.04 BTC) long at 50,005.00, ×10: margin 200.02, fee 1.0001
const long = {
  id: 1,
  type: 1,
  type_name: 'long',
  share: 4,
  number: '0.04',
  price: '50005.00',
  caution_money: '200.020000',
  origin_caution_money: '200.020000',
  open_fee: '1.000100',
  overnight_money: '0.000000',
  liquidation_price: '46004.60',
  status: 1,
} as FuturesPosition;

describe('futures position tools (web)', () => {
  it('quick picks in whole lots, at least one', () => {
    expect([25, 50, 75, 100].map((pct) => lotsAt(4, pct))).toEqual([1, 2, 3, 4]);
    expect([25, 50, 75, 100].map((pct) => lotsAt(3, pct))).toEqual([1, 1, 2, 3]);
    expect(closeLots('2', 4)).toBe(2);
    expect(closeLots('5', 4)).toBeNull();
    expect(closeLots('1.5', 4)).toBeNull();
  });

  it('estimates the part closed with its share of margin and fees', () => {
    // half at 51,000: exit 50,994.90, (50,994.90 − 50,005) × 0.02 = 19.798, fee share 0.50005
    expect(partCloseEstimate(long, 2, '51000')).toEqual({
      exit: '50994.90',
      gross: '19.798',
      fees: '0.50005',
      net: '19.29795',
    });
    expect(partCloseEstimate(long, 4, '51000')?.gross).toBe('39.596');
  });

  it('wants a limit close on the profit side of the mark', () => {
    expect(closeLimitProblem(long, '51000', '50000')).toBeNull();
    expect(closeLimitProblem(long, '49000', '50000')).toBe('lever_close_limit_side');
    expect(closeLimitProblem(long, '51000.001', '50000')).toBe('lever_close_limit_price_invalid');
    expect(closeLimitProblem({ ...long, type_name: 'short' }, '49000', '50000')).toBeNull();
  });

  it('shows the new liquidation price and bounds a removal as the server does', () => {
    expect(liquidationAfter(long, new Decimal(0))).toBe('46004.60');
    // 250.02 against 200.02: cushion 210.016 ÷ 0.04 = 5,250.40
    expect(liquidationAfter(long, new Decimal(50))).toBe('44754.60');
    // at 50,000 the P&L is −0.2: 200.02 − 0.2 − 40.004 − 0.04 × 0.01
    expect(maxRemovable(long, '50000').toFixed()).toBe('159.8156');
    const bounds = { available: '100', removable: new Decimal('159.8156') };
    expect(marginProblem('add', '100', bounds)).toBeNull();
    expect(marginProblem('add', '100.5', bounds)?.key).toBe('lever_margin_insufficient');
    expect(marginProblem('remove', '159.8157', bounds)).toEqual({
      key: 'lever_margin_remove_too_much',
      params: { max: '159.8156' },
    });
    expect(marginProblem('remove', '0', bounds)?.key).toBe('lever_margin_amount_invalid');
  });
});
