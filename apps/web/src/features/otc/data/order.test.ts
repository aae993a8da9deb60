import type { OtcOrder } from '@meridian/contract/otc';
import { describe, expect, it } from 'vitest';
import { chatPath, orderSteps, readStatusFilter, statusTone } from './order';
import { orderRefreshMs } from './hooks';

const T0 = '2026-01-01T10:00:00.000Z';
const T1 = '2026-01-01T10:05:00.000Z';
const T2 = '2026-01-01T10:09:00.000Z';
type Timed = Parameters<typeof orderSteps>[0];
const order = (o: Partial<Timed>): Timed => ({
  side: 'buy',
  status: 'pending',
  created_at: T0,
  paid_at: null,
  completed_at: null,
  rejected_at: null,
  cancelled_at: null,
  expired_at: null,
  ...o,
});
const brief = (o: Partial<Timed>) => orderSteps(order(o)).map((s) => `${s.key}:${s.state}:${s.at ?? '-'}`);

describe('OTC order timeline', () => {
  it('a buy: placed → paid → completed, waiting at the first step not done', () => {
    expect(brief({})).toEqual([`placed:done:${T0}`, 'paid:current:-', 'completed:todo:-']);
    expect(brief({ status: 'paid', paid_at: T1 })).toEqual([
      `placed:done:${T0}`,
      `paid:done:${T1}`,
      'completed:current:-',
    ]);
    expect(brief({ status: 'completed', paid_at: T1, completed_at: T2 })).toEqual([
      `placed:done:${T0}`,
      `paid:done:${T1}`,
      `completed:done:${T2}`,
    ]);
  });

  it('a buy ends failed when rejected, cancelled or expired', () => {
    expect(brief({ status: 'rejected', paid_at: T1, rejected_at: T2 })).toEqual([
      `placed:done:${T0}`,
      `paid:done:${T1}`,
      `rejected:failed:${T2}`,
    ]);
    expect(brief({ status: 'cancelled', cancelled_at: T1 })).toEqual([
      `placed:done:${T0}`,
      `cancelled:failed:${T1}`,
    ]);
    expect(brief({ status: 'expired', expired_at: T2 })).toEqual([
      `placed:done:${T0}`,
      `expired:failed:${T2}`,
    ]);
  });

  it('a sell: coins held → paid out, or rejected (coins back)', () => {
    expect(brief({ side: 'sell' })).toEqual([`held:done:${T0}`, 'paidOut:current:-']);
    expect(brief({ side: 'sell', status: 'completed', completed_at: T2 })).toEqual([
      `held:done:${T0}`,
      `paidOut:done:${T2}`,
    ]);
    expect(brief({ side: 'sell', status: 'rejected', rejected_at: T1 })).toEqual([
      `held:done:${T0}`,
      `rejected:failed:${T1}`,
    ]);
  });

  it('tones the statuses and links the order chat', () => {
    const tones = (['pending', 'paid', 'completed', 'rejected', 'cancelled', 'expired'] as const).map(
      statusTone,
    );
    expect(tones).toEqual(['wait', 'wait', 'ok', 'bad', 'off', 'off']);
    expect(chatPath('otc:42' satisfies OtcOrder['topic'])).toBe('/pages/kefu/index?topic=otc:42');
    expect(chatPath('otc:4 2&x')).toBe('/pages/kefu/index?topic=otc:4%202%26x');
  });

  it('reads the list filter from the URL and re-reads an order until it is decided', () => {
    expect(readStatusFilter('paid')).toBe('paid');
    expect(readStatusFilter(null)).toBe('all');
    expect(readStatusFilter('bogus')).toBe('all');
    expect(orderRefreshMs({ status: 'pending' })).toBe(5_000);
    expect(orderRefreshMs({ status: 'paid' })).toBe(5_000);
    for (const status of ['completed', 'rejected', 'cancelled', 'expired'] as const)
      expect(orderRefreshMs({ status })).toBe(false);
    expect(orderRefreshMs(undefined)).toBe(false);
  });
});
