import { opsInvestSaveRequest } from '@meridian/contract/earn';
import type { OpsInvestProduct } from '@meridian/contract/earn';
import { describe, expect, it } from 'vitest';
import { investRequest, investTermsLocked, type InvestForm } from './forms';

const NOW = Date.parse('2026-11-24T10:00:00Z');

const product = (over: Partial<InvestForm> = {}): InvestForm => ({
  name: 'BTC sell high',
  section: 'BTC',
  type: 'call',
  currency_id: 1,
  per_price: '0.01',
  apr: '36.5',
  linked_price: '100000',
  end_time: '2026-12-01',
  total_number: '1000',
  user_limit: '50',
  ...over,
});

describe('invest form', () => {
  it('maps a valid form to a save request the contract accepts', () => {
    const { request, errors } = investRequest(product(), NOW, 9);
    expect(errors).toEqual({});
    expect(request).toMatchObject({ id: 9, type: 'call', total_number: 1000, user_limit: 50 });
    expect(opsInvestSaveRequest.safeParse(request).success).toBe(true);
  });

  it('refuses a maturity before tomorrow (UTC), a limit above the total, fractional shares', () => {
    expect(investRequest(product({ end_time: '2026-11-24' }), NOW).errors).toEqual({
      end_time: 'At least tomorrow (UTC)',
    });
    expect(Object.keys(investRequest(product({ user_limit: '1001' }), NOW).errors)).toEqual(['user_limit']);
    expect(Object.keys(investRequest(product({ total_number: '10.5' }), NOW).errors)).toEqual([
      'total_number',
    ]);
  });

  it('keeps a locked product’s past maturity; locks the terms once anyone bought', () => {
    expect(investRequest(product({ end_time: '2026-11-20' }), NOW, 9, true).errors).toEqual({});
    const p = { purchased_number: 0, open_orders: 0, settled_orders: 0 } as OpsInvestProduct;
    expect(investTermsLocked(p)).toBe(false);
    expect(investTermsLocked({ ...p, purchased_number: 3 })).toBe(true);
    expect(investTermsLocked({ ...p, settled_orders: 1 })).toBe(true);
  });
});
