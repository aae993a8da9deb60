import { allocateIeo, ieoSettlement } from '@meridian/contract/earn';
import type { IeoOrder } from '@meridian/contract/ieo';
import { describe, expect, it } from 'vitest';
import {
  allocationAddsUp,
  allocationLines,
  ieoPayment,
  ratioPercent,
  subscribedPercent,
  ticketState,
} from './ticket';

const base = {
  price: '0.5',
  min: '10',
  supply: '1000',
  balance: '200',
  phase: 'live' as const,
  status: 'on' as const,
  subscribed: false,
  payDecimals: 6,
};

describe('ticketState', () => {
  it('holds amount × price: 300 tokens at 0.5 USDT → 150', () => {
    expect(ticketState({ ...base, amount: '300' })).toEqual({ block: null, payment: '150' });
  });

  it("rounds the payment up to the pay currency's decimals, as the server holds it", () => {
    expect(ieoPayment('0.12345678', '0.00000003', 8)).toBe('0.00000001');
    expect(ieoPayment('33.333', '0.3', 6)).toBe('9.9999');
    expect(ieoPayment('33.3333333', '0.3', 6)).toBe('10');
    expect(ieoPayment('1', '0.1234567', 2)).toBe('0.13');
  });

  it('takes a comma as the decimal mark', () => {
    expect(ticketState({ ...base, amount: '12,5' })).toEqual({ block: null, payment: '6.25' });
  });

  it('blocks an insufficient balance, showing what it would hold (500 × 0.5 = 250 > 200)', () => {
    expect(ticketState({ ...base, amount: '500' })).toEqual({ block: 'insufficient', payment: '250' });
    expect(ticketState({ ...base, amount: '400' }).block).toBeNull();
  });

  it('blocks below the minimum, above the supply, bad input and too many decimals', () => {
    expect(ticketState({ ...base, amount: '9.99' }).block).toBe('belowMin');
    expect(ticketState({ ...base, amount: '10' }).block).toBeNull();
    expect(ticketState({ ...base, amount: '1000.1', balance: '1000' }).block).toBe('aboveSupply');
    expect(ticketState({ ...base, amount: '' }).block).toBe('empty');
    expect(ticketState({ ...base, amount: '1e3' }).block).toBe('invalid');
    expect(ticketState({ ...base, amount: '-5' }).block).toBe('invalid');
    expect(ticketState({ ...base, amount: '0' }).block).toBe('invalid');
    expect(ticketState({ ...base, amount: '10.123456789' }).block).toBe('tooManyDecimals');
  });

  it('blocks outside the window, a paused project and a second subscription', () => {
    expect(ticketState({ ...base, amount: '20', phase: 'warmup' }).block).toBe('notLive');
    expect(ticketState({ ...base, amount: '20', phase: 'ended' }).block).toBe('notLive');
    expect(ticketState({ ...base, amount: '20', status: 'paused' }).block).toBe('paused');
    expect(ticketState({ ...base, amount: '20', subscribed: true }).block).toBe('subscribed');
  });
});

function order(over: Partial<IeoOrder>): IeoOrder {
  return {
    id: 1,
    order_no: '1001',
    project_id: 7,
    name: 'Nova',
    currency_name: 'NOVA',
    pay_currency_name: 'USDT',
    price: '0.5',
    amount: '300',
    paid: '150',
    coin_amount: '0',
    cost: '0',
    refund: '0',
    user_limit: '250',
    capped: false,
    ratio: '',
    give_amount: '0',
    status: 'subscribed',
    sell_begin: '2025-03-02T00:00:00.000Z',
    created_at: '2025-03-01T00:00:00.000Z',
    allocated_at: '',
    delivered_at: '',
    ...over,
  };
}

describe('allocationLines', () => {
  it('before allocation: requested and held only', () => {
    expect(allocationLines(order({})).map((l) => l.key)).toEqual(['requested', 'held']);
  });

  it('oversubscribed 1,000 supply, requests 300 + 500 + 800 (cap 250): lines add up', () => {
    const r = allocateIeo(
      [
        { id: 1, amount: '300' },
        { id: 2, amount: '500' },
        { id: 3, amount: '800' },
      ],
      '1000',
      '250',
      8,
    );
    // k = 1000 / 1600: 800 × k = 500 ≥ 250 → cap; then 750 over 800: 500 × 0.9375 ≥ 250 → cap; then 500 over
    // 300: 300 × 1.67 ≥ 250 → cap. Everyone gets 250 and 250 tokens stay unallocated.
    const mine = r.allocations.find((a) => a.id === 1)!;
    expect(mine.amount.toFixed()).toBe('250');
    expect(mine.capped).toBe(true);
    const { cost, refund } = ieoSettlement('150', mine.amount, '0.5');
    const o = order({
      status: 'allocated',
      coin_amount: mine.amount.toFixed(),
      cost: cost.toFixed(),
      refund: refund.toFixed(),
      capped: mine.capped,
      ratio: r.ratio.toFixed(),
    });
    expect(allocationLines(o)).toEqual([
      { key: 'requested', value: '300', unit: 'token' },
      { key: 'held', value: '150', unit: 'pay' },
      { key: 'cap', value: '250', unit: 'token' },
      { key: 'allocated', value: '250', unit: 'token' },
      { key: 'cost', value: '125', unit: 'pay' },
      { key: 'refunded', value: '25', unit: 'pay' },
      { key: 'deliveryAt', value: '2025-03-02T00:00:00.000Z', unit: 'time' },
    ]);
    expect(allocationAddsUp(o)).toBe(true);
  });

  it('pro rata without a binding cap: 300 of 1,600 on a 1,000 supply fills at 62.5 %', () => {
    const r = allocateIeo(
      [
        { id: 1, amount: '300' },
        { id: 2, amount: '1300' },
      ],
      '1000',
      '10000',
      8,
    );
    const mine = r.allocations.find((a) => a.id === 1)!;
    expect(mine.amount.toFixed()).toBe('187.5');
    expect(ratioPercent(r.ratio.toFixed())).toBe('62.5');
    const { cost, refund } = ieoSettlement('150', mine.amount, '0.5');
    const o = order({
      status: 'delivered',
      coin_amount: '187.5',
      give_amount: '187.5',
      cost: cost.toFixed(),
      refund: refund.toFixed(),
      ratio: r.ratio.toFixed(),
    });
    expect(allocationLines(o).map((l) => [l.key, l.value])).toEqual([
      ['requested', '300'],
      ['held', '150'],
      ['ratio', '0.625'],
      ['allocated', '187.5'],
      ['cost', '93.75'],
      ['refunded', '56.25'],
      ['delivered', '187.5'],
    ]);
    expect(allocationAddsUp(o)).toBe(true);
    expect(allocationAddsUp({ ...o, refund: '56.24' })).toBe(false);
  });

  it('nothing allocated: the whole payment comes back', () => {
    const o = order({ status: 'refunded', coin_amount: '0', cost: '0', refund: '150', ratio: '0' });
    expect(allocationLines(o).find((l) => l.key === 'refunded')?.value).toBe('150');
    expect(allocationAddsUp(o)).toBe(true);
  });
});

describe('subscribedPercent', () => {
  it('is the requested share of the supply, beyond 100 when oversubscribed', () => {
    expect(subscribedPercent('250', '1000')).toBe('25.00');
    expect(subscribedPercent('1600', '1000')).toBe('160.00');
    expect(subscribedPercent('0', '0')).toBe('0');
  });
});
