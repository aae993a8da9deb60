import type { TraderProfile } from '@meridian/contract/copytrade';
import { describe, expect, it } from 'vitest';
import { checkTerms, newTermsForm, termsFormOf } from './terms';

describe('trader terms form', () => {
  it('starts with the default maximum of 100 followers', () => {
    expect(newTermsForm()).toMatchObject({ maxFollowers: '100' });
  });
  it('builds the request of valid terms', () => {
    const r = checkTerms({
      bio: ' Swing trader ',
      profitShare: '12.5',
      maxFollowers: '250',
      minAmount: '50',
    });
    expect(r).toEqual({
      ok: true,
      request: { bio: 'Swing trader', profit_share: '12.5', max_followers: 250, min_amount: '50' },
    });
  });
  it('an empty maximum takes the default', () => {
    const r = checkTerms({ bio: '', profitShare: '0', maxFollowers: '', minAmount: '10' });
    expect(r.ok && r.request.max_followers).toBe(100);
  });
  it('puts each problem on its field with the contract key', () => {
    const r = checkTerms({ bio: 'x'.repeat(281), profitShare: '30.01', maxFollowers: '0', minAmount: '' });
    expect(r).toEqual({
      ok: false,
      problems: {
        bio: { key: 'trader_bio_invalid' },
        profitShare: { key: 'trader_share_invalid' },
        maxFollowers: { key: 'trader_max_followers_invalid' },
        minAmount: { key: 'follow_budget_invalid' },
      },
    });
    expect(checkTerms({ ...newTermsForm(), profitShare: '30' }).ok).toBe(true);
    expect(checkTerms({ ...newTermsForm(), maxFollowers: '10001' }).ok).toBe(false);
  });
  it('loads the current terms without trailing zeros', () => {
    const t = {
      bio: 'b',
      profit_share: '10.000000',
      max_followers: 80,
      min_amount: '25.500000',
    } as TraderProfile;
    expect(termsFormOf(t)).toEqual({ bio: 'b', profitShare: '10', maxFollowers: '80', minAmount: '25.5' });
  });
});
