import { opsDualSaveRequest } from '@meridian/contract';
import type { OpsDualProduct } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { dualRequest, dualTermsLocked, type DualForm } from './forms';

const NOW = Date.parse('2026-11-24T10:00:00Z');

const dual = (over: Partial<DualForm> = {}): DualForm => ({
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
    const { request, errors } = dualRequest(dual(), NOW, 9);
    expect(errors).toEqual({});
    expect(request).toMatchObject({ id: 9, type: 'call', total_number: 1000, user_limit: 50 });
    expect(opsDualSaveRequest.safeParse(request).success).toBe(true);
  });

  it('refuses a maturity before tomorrow (UTC), a limit above the total, fractional shares', () => {
    expect(dualRequest(dual({ end_time: '2026-11-24' }), NOW).errors).toEqual({
      end_time: 'At least tomorrow (UTC)',
    });
    expect(Object.keys(dualRequest(dual({ user_limit: '1001' }), NOW).errors)).toEqual(['user_limit']);
    expect(Object.keys(dualRequest(dual({ total_number: '10.5' }), NOW).errors)).toEqual(['total_number']);
  });

  it('keeps a locked product’s past maturity; locks the terms once anyone bought', () => {
    expect(dualRequest(dual({ end_time: '2026-11-20' }), NOW, 9, true).errors).toEqual({});
    const p = { purchased_number: 0, open_orders: 0, settled_orders: 0 } as OpsDualProduct;
    expect(dualTermsLocked(p)).toBe(false);
    expect(dualTermsLocked({ ...p, purchased_number: 3 })).toBe(true);
    expect(dualTermsLocked({ ...p, settled_orders: 1 })).toBe(true);
  });
});
