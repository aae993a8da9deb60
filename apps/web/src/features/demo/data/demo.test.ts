import type { DemoStatus } from '@meridian/contract/demo';
import { describe, expect, it } from 'vitest';
import { demoKeys, demoOffer, demoStatusQuery, offerAmount, servedDemoFlag } from './demo';

const base: DemoStatus = {
  enabled: true,
  currency: 'USDT',
  claim_amount: '10000',
  top_up_amount: '5000',
  top_up_below: '1000',
  account: null,
};
const account = (available: 'claim' | 'top_up' | null): DemoStatus['account'] => ({
  claimed: available !== 'claim',
  claimed_at: null,
  total_usdt: '0.00',
  available,
  next_top_up_at: null,
});

describe('demo offer', () => {
  it('offers nothing without demo mode (a live feed) or before the status is known', () => {
    expect(demoOffer(undefined, true)).toBeNull();
    expect(demoOffer({ ...base, enabled: false }, false)).toBeNull();
    expect(demoOffer({ ...base, enabled: false, account: account('claim') }, true)).toBeNull();
  });

  it('asks a visitor to sign up, offers a user what the server allows', () => {
    expect(demoOffer(base, false)).toBe('register');
    expect(demoOffer({ ...base, account: account('claim') }, true)).toBe('claim');
    expect(demoOffer({ ...base, account: account('top_up') }, true)).toBe('top_up');
    expect(demoOffer({ ...base, account: account(null) }, true)).toBeNull();
  });

  it('shows the amount the server credits for each kind', () => {
    expect(offerAmount(base, 'claim')).toBe('10000');
    expect(offerAmount(base, 'top_up')).toBe('5000');
  });

  it('keeps a visitor status apart from a user status', () => {
    expect(demoKeys.status('')).not.toEqual(demoKeys.status('tok'));
    expect(demoKeys.status('a')).not.toEqual(demoKeys.status('b'));
  });

  it('reads the flag the server wrote into index.html, and nothing else', () => {
    expect(servedDemoFlag({ dataset: { demo: 'on' } })).toBe(true);
    expect(servedDemoFlag({ dataset: { demo: 'off' } })).toBe(false);
    expect(servedDemoFlag({ dataset: { demo: 'yes' } })).toBeUndefined();
    expect(servedDemoFlag({ dataset: {} })).toBeUndefined();
    expect(servedDemoFlag(undefined)).toBeUndefined();
  });

  it('starts a visitor from the served flag with the server’s visitor answer; a user always asks', () => {
    expect(demoStatusQuery('', true).initialData).toEqual({
      enabled: true,
      currency: 'USDT',
      claim_amount: '10000',
      top_up_amount: '10000',
      top_up_below: '1000',
      account: null,
    });
    expect(demoStatusQuery('', false).initialData).toMatchObject({ enabled: false, account: null });
    expect(demoStatusQuery('', undefined).initialData).toBeUndefined();
    expect(demoStatusQuery('tok', true).initialData).toBeUndefined();
  });
});
