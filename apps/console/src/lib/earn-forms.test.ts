import { opsDualSaveRequest, opsIeoSaveRequest, opsLockSaveRequest } from '@meridian/contract';
import type { OpsDualProduct, OpsLockProduct } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import {
  dayRateErrors,
  dualRequest,
  dualTermsLocked,
  errorFields,
  firstSettableDay,
  ieoCanListPair,
  ieoRequest,
  ieoSubscribedPercent,
  ieoTermsLocked,
  lockFormOf,
  lockRequest,
  lockTermsLocked,
  textsOf,
  type DualForm,
  type IeoForm,
  type LockForm,
} from './earn-forms';

const NOW = Date.parse('2026-11-24T10:00:00Z');

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

const lock = (over: Partial<LockForm> = {}): LockForm => ({
  currency_id: 3,
  save_min: '100',
  day: '7',
  rate_min: '0.3',
  rate_max: '0.4',
  cancel_rate: '0.4',
  texts: { en: { title: 'USDT 7 days', intro: '' } },
  ...over,
});

describe('lock-mining form', () => {
  it('maps a valid form to a save request the contract accepts', () => {
    const { request, errors } = lockRequest(lock());
    expect(errors).toEqual({});
    expect(request).toEqual({
      currency_id: 3,
      save_min: '100',
      day: 7,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      category: 'standard',
      texts: { en: { title: 'USDT 7 days', intro: '' } },
    });
    expect(opsLockSaveRequest.safeParse(request).success).toBe(true);
  });

  it('sends the category chosen (issue 18: DeFi mining, cloud mining)', () => {
    expect(lockRequest(lock({ category: 'cloud' })).request.category).toBe('cloud');
    expect(lockRequest(lock({ category: 'defi' })).request.category).toBe('defi');
  });

  it('refuses a range upside down, rates with more than 4 decimals, days outside 1–3650', () => {
    expect(Object.keys(lockRequest(lock({ rate_min: '0.5' })).errors)).toEqual(['rate_min']);
    expect(Object.keys(lockRequest(lock({ rate_max: '0.40001' })).errors)).toEqual(['rate_max']);
    expect(Object.keys(lockRequest(lock({ day: '0' })).errors)).toEqual(['day']);
    expect(Object.keys(lockRequest(lock({ day: '3651' })).errors)).toEqual(['day']);
  });

  it('fixes the terms while locks run, and edits back to the same request', () => {
    const product = {
      id: 4,
      currency_id: 3,
      save_min: '100',
      day: 7,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      texts: { en: { title: 'USDT 7 days', intro: 'x' } },
      running: 2,
    } as OpsLockProduct;
    expect(lockTermsLocked(product)).toBe(true);
    expect(lockTermsLocked({ running: 0 })).toBe(false);
    expect(lockRequest(lockFormOf(product), 4).request).toMatchObject({ id: 4, day: 7, rate_max: '0.4' });
  });

  it('sets a day rate only from tomorrow (UTC), within the product range', () => {
    const range = { rate_min: '0.3', rate_max: '0.4' };
    expect(firstSettableDay(NOW)).toBe('2026-11-25');
    expect(dayRateErrors({ day: '2026-11-25', rate: '0.35' }, range, NOW)).toEqual({});
    expect(dayRateErrors({ day: '2026-11-24', rate: '0.35' }, range, NOW)).toEqual({
      day: 'Choose a day that has not started yet (tomorrow UTC or later)',
    });
    expect(dayRateErrors({ day: '2026-11-26', rate: '0.41' }, range, NOW)).toEqual({
      rate: 'Within the product’s range: 0.3–0.4 %',
    });
    expect(dayRateErrors({ day: '2026-11-26', rate: '0.4' }, range, NOW)).toEqual({});
    expect(Object.keys(dayRateErrors({ day: '2026-11-26', rate: 'abc' }, range, NOW))).toEqual(['rate']);
  });
});

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

describe('texts per language', () => {
  it('sends English always and only the other languages with something filled in', () => {
    const out = textsOf({ en: { title: ' T ' }, pt: { title: 'P' }, th: {} }, ['title', 'intro'], 'title');
    expect(out).toEqual({
      value: { en: { title: 'T', intro: '' }, pt: { title: 'P', intro: '' } },
      errors: {},
    });
  });
});

describe('form errors', () => {
  it('names Form.List fields with number indexes', () => {
    expect(errorFields({ name: 'Required', 'prizes.2.count': 'bad' })).toEqual([
      { name: ['name'], errors: ['Required'] },
      { name: ['prizes', 2, 'count'], errors: ['bad'] },
    ]);
  });
});
