import { opsIeoSaveRequest } from '@meridian/contract/earn';
import { describe, expect, it } from 'vitest';
import { ieoCanListPair, ieoRequest, ieoSubscribedPercent, ieoTermsLocked, type IeoForm } from './forms';

const ieo = (over: Partial<IeoForm> = {}): IeoForm => ({
  symbol: 'mrdx',
  token_name: ' Meridian Token ',
  pay_currency_id: 3,
  price: '0.125',
  amount: '1000000',
  min: '100',
  user_limit: '50000',
  start_at: '2026-12-01T08:00:00.000Z',
  end_at: '2026-12-08T08:00:00.000Z',
  lock_days: '3',
  white_book: '',
  link: 'https://example.com',
  logo: '',
  texts: { en: { title: 'Meridian', summary: 'A token', content: '' }, fra: { title: '', summary: '' } },
  ...over,
});

describe('IEO form', () => {
  it('maps a valid form to a save request the contract accepts (symbol upper-cased, blank languages left out)', () => {
    const { request, errors } = ieoRequest(ieo(), 7);
    expect(errors).toEqual({});
    expect(request).toMatchObject({
      id: 7,
      symbol: 'MRDX',
      token_name: 'Meridian Token',
      price: '0.125',
      lock_days: 3,
      start_at: '2026-12-01T08:00:00.000Z',
      texts: { en: { title: 'Meridian', summary: 'A token', content: '' } },
    });
    expect(Object.keys(request.texts)).toEqual(['en']);
    expect(opsIeoSaveRequest.safeParse(request).success).toBe(true);
  });

  it('refuses a bad symbol, a minimum above the cap, a cap above the supply, an end before the start', () => {
    expect(Object.keys(ieoRequest(ieo({ symbol: '1AB' })).errors)).toEqual(['symbol']);
    expect(Object.keys(ieoRequest(ieo({ min: '60000' })).errors)).toEqual(['min']);
    expect(Object.keys(ieoRequest(ieo({ user_limit: '2000000' })).errors)).toEqual(['user_limit']);
    expect(ieoRequest(ieo({ end_at: '2026-11-30T08:00:00Z' })).errors).toEqual({
      end_at: 'The end must be after the start',
    });
    expect(Object.keys(ieoRequest(ieo({ price: '0.123456789' })).errors)).toEqual(['price']);
    expect(Object.keys(ieoRequest(ieo({ lock_days: '1.5' })).errors)).toEqual(['lock_days']);
  });

  it('requires the English title, and a title in any other language that has texts', () => {
    expect(ieoRequest(ieo({ texts: { en: { title: ' ' } } })).errors).toEqual({
      'texts.en.title': 'The English title is required',
    });
    expect(
      ieoRequest(ieo({ texts: { en: { title: 'A' }, zh: { title: '', summary: '代币' } } })).errors,
    ).toEqual({ 'texts.zh.title': 'Enter a title' });
  });

  it('fixes the terms once anyone subscribed or once allocated; lists a pair only after the end, once', () => {
    expect(ieoTermsLocked({ total_apply: 0, allocation: 'pending' })).toBe(false);
    expect(ieoTermsLocked({ total_apply: 1, allocation: 'pending' })).toBe(true);
    expect(ieoTermsLocked({ total_apply: 0, allocation: 'allocated' })).toBe(true);
    expect(ieoCanListPair({ phase: 'live', listed: false })).toBe(false);
    expect(ieoCanListPair({ phase: 'ended', listed: false })).toBe(true);
    expect(ieoCanListPair({ phase: 'ended', listed: true })).toBe(false);
  });

  it('shows how much of the supply was requested (above 100 % when oversubscribed)', () => {
    expect(ieoSubscribedPercent({ total_sell: '250000', amount: '1000000' })).toBe('25.00');
    expect(ieoSubscribedPercent({ total_sell: '1500000', amount: '1000000' })).toBe('150.00');
  });
});
