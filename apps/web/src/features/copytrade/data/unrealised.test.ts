import { Decimal } from '@meridian/contract';
import { type CopyTrade } from '@meridian/contract/copytrade';
import { type FuturesPosition } from '@meridian/contract/futures';
import { describe, expect, it, vi } from 'vitest';
import { copyNetUnrealised, copyUnrealised, SHOWN_DECIMALS } from './unrealised';

// The futures entry also exports its ticket (antd-mobile, which node cannot load): take only the position math.
vi.mock('../../futures', () => import('../../futures/data/positions'));

/**
 * The follower's open copies on BTC/USDT (1 lot = 0.01 BTC), worked by hand, live price 50,020:
 *   copy 1 (follow 7): long 1 lot at 50,005.00, fees 0.250025 → P&L +0.15, net −0.100025 → shown −0.10
 *   copy 2 (follow 8): short 2 lots at 49,995.00, fees 0.49995 → P&L −0.50, net −0.99995 → shown −0.99
 *   copy 3 (follow 8): long 1 lot at 50,015.00, fees 0.0551 → P&L +0.05, net −0.0051 → shown −0.00
 * The header is the sum of the rows as shown: −1.09, where the exact sum −1.105075 would show −1.10 and the
 * cards' gross P&L −0.30.
 */

const position = (patch: Partial<FuturesPosition>): FuturesPosition =>
  ({
    status: 1,
    symbol: 'BTC/USDT',
    type_name: 'long',
    price: '50005.00',
    number: '0.01',
    fees_paid: '0',
    profits: '0',
    update_price: '50000.00',
    caution_money: '50.005',
    origin_caution_money: '50.005',
    risk_rate: '100.00',
    ...patch,
  }) as FuturesPosition;

const copy = (id: number, followId: number, p: Partial<FuturesPosition>): CopyTrade =>
  ({ id, follow_id: followId, status: 'open', position: position(p) }) as CopyTrade;

const COPIES = [
  copy(1, 7, { fees_paid: '0.250025' }),
  copy(2, 8, { type_name: 'short', price: '49995.00', number: '0.02', fees_paid: '0.49995' }),
  copy(3, 8, { price: '50015.00', fees_paid: '0.0551' }),
];
const LIVE = new Map([['BTC/USDT', '50020.00']]);

describe('copies unrealised, net of fees', () => {
  it('shows USDT with the formatter’s 2 decimals', () => {
    expect(SHOWN_DECIMALS).toBe(2);
  });

  it('each card is its live P&L minus the fees charged, cut to the shown decimals', () => {
    expect(copyNetUnrealised(COPIES[0]!.position!, '50020.00').toFixed()).toBe('-0.1');
    expect(copyNetUnrealised(COPIES[1]!.position!, '50020.00').toFixed()).toBe('-0.99');
    // without a live price the server's figure on its mark
    expect(copyNetUnrealised(position({ profits: '1.234567', fees_paid: '0.25' }), undefined).toFixed()).toBe(
      '0.98',
    );
  });

  it('the header and each follow are the sums of the rows as shown', () => {
    const u = copyUnrealised(COPIES, LIVE);
    expect([...u.byCopy].map(([id, v]) => [id, v.toFixed(2)])).toEqual([
      [1, '-0.10'],
      [2, '-0.99'],
      [3, '0.00'],
    ]);
    expect([...u.byFollow].map(([id, v]) => [id, v.toFixed(2)])).toEqual([
      [7, '-0.10'],
      [8, '-0.99'],
    ]);
    expect(u.total.toFixed(2)).toBe('-1.09');
    const rows = [...u.byCopy.values()].reduce((s, v) => s.plus(v.toFixed(2)), new Decimal(0));
    expect(u.total.eq(rows)).toBe(true);
  });

  it('leaves out copies that are not open', () => {
    const closed = copy(4, 9, { status: 3, profits: '5', fees_paid: '1' });
    const u = copyUnrealised([...COPIES, closed], LIVE);
    expect(u.byCopy.has(4)).toBe(false);
    expect(u.total.toFixed(2)).toBe('-1.09');
  });
});
