import type { OpsCouponCampaign } from '@meridian/contract/coupons';
import { describe, expect, it } from 'vitest';
import { grantingCampaigns, parseGrantUsers, validValue, validWhole } from './calls';

const campaign = (over: Partial<OpsCouponCampaign>): OpsCouponCampaign => ({
  id: 1,
  name: 'c',
  product: 'futures',
  value: '20',
  currency_id: 3,
  validity_days: 7,
  quantity: 100,
  trigger: 'manual',
  active: true,
  label: '',
  granted: 0,
  in_use: 0,
  used: 0,
  expired: 0,
  cost: '0',
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...over,
});

describe('grantingCampaigns', () => {
  it('are the active campaigns of the trigger, newest first', () => {
    const list = [
      campaign({ id: 1, trigger: 'registration', created_at: '2026-03-01T00:00:00.000Z' }),
      campaign({ id: 2, trigger: 'registration', created_at: '2026-03-05T00:00:00.000Z' }),
      campaign({ id: 3, trigger: 'registration', created_at: '2026-03-09T00:00:00.000Z', active: false }),
      campaign({ id: 4, trigger: 'invitation' }),
    ];
    expect(grantingCampaigns(list, 'registration').map((c) => c.id)).toEqual([2, 1]);
    expect(grantingCampaigns(list, 'invitation').map((c) => c.id)).toEqual([4]);
  });

  it('are none without an active campaign of the trigger', () => {
    expect(grantingCampaigns([campaign({ trigger: 'manual' })], 'registration')).toEqual([]);
    expect(grantingCampaigns([campaign({ trigger: 'invitation', active: false })], 'invitation')).toEqual([]);
  });
});

describe('parseGrantUsers', () => {
  it('splits on lines, commas and semicolons, trims, drops blanks and repeats', () => {
    expect(parseGrantUsers(' a@x.com\nb@x.com, 42 ;\n\na@x.com ')).toEqual(['a@x.com', 'b@x.com', '42']);
    expect(parseGrantUsers('  \n ')).toEqual([]);
  });
});

describe('campaign form checks', () => {
  it('a value above 0, up to 100000, two decimals at most', () => {
    expect(validValue('20')).toBe(true);
    expect(validValue('12.5')).toBe(true);
    expect(validValue('100000')).toBe(true);
    expect(validValue('0')).toBe(false);
    expect(validValue('100000.01')).toBe(false);
    expect(validValue('1.234')).toBe(false);
    expect(validValue('-5')).toBe(false);
    expect(validValue('')).toBe(false);
  });

  it('whole numbers within bounds', () => {
    expect(validWhole('7', 1, 365)).toBe(true);
    expect(validWhole('0', 1, 365)).toBe(false);
    expect(validWhole('366', 1, 365)).toBe(false);
    expect(validWhole('1.5', 1, 365)).toBe(false);
  });
});
