import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, chooseCurrency, networksOf, shortAddress, validateAddress } from './address';
import {
  DOMESTIC_FIELDS,
  INTERNATIONAL_FIELDS,
  emptyValues,
  validateDomestic,
  validateInternational,
  valuesFrom,
} from './bank';
import { payPasswordChannels, validatePayPassword } from './payPassword';
import { validateProfile } from './profile';

const QR = 'http://127.0.0.1:8099/uploads/2026-11/0123456789abcdef0123456789abcdef.png';

describe('pay password form', () => {
  it('flags the inconsistent confirmation on re_password', () => {
    const r = validatePayPassword({
      channel: 'email',
      code: '123456',
      password: 'secret1',
      re_password: 'secret2',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toEqual({ re_password: 'passwords_inconsistent' });
  });
  it('needs a 6-digit code and 6+ character passwords', () => {
    const r = validatePayPassword({ channel: 'mobile', code: '12a', password: '123', re_password: '123' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems).toMatchObject({ code: 'code_format', password: 'password_too_short' });
  });
  it('passes a valid form with its channel as type', () => {
    const r = validatePayPassword({
      channel: 'mobile',
      code: '123456',
      password: 'secret1',
      re_password: 'secret1',
    });
    expect(r).toEqual({
      ok: true,
      data: { code: '123456', password: 'secret1', re_password: 'secret1', type: 'mobile' },
    });
  });
  it('offers the bound channels only', () => {
    expect(payPasswordChannels({ email: 'a@b.co', phone: null })).toEqual(['email']);
    expect(payPasswordChannels({ email: null, phone: '5551234567' })).toEqual(['mobile']);
    expect(payPasswordChannels({ email: null, phone: null })).toEqual([]);
  });
});

describe('bank card forms', () => {
  it('requires every domestic field', () => {
    const r = validateDomestic(emptyValues(DOMESTIC_FIELDS));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.problems).sort()).toEqual([...DOMESTIC_FIELDS].sort());
  });
  it('accepts a full domestic card and strips account spaces', () => {
    const values = { ...valuesFrom(DOMESTIC_FIELDS, null) };
    for (const f of DOMESTIC_FIELDS) values[f] = 'Field value';
    values.bank_account = '6222 0212 3456 7890';
    const r = validateDomestic(values);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data.bank_account).toBe('6222021234567890');
  });
  it('checks SWIFT and ABA on the international card', () => {
    const values = emptyValues(INTERNATIONAL_FIELDS);
    for (const f of INTERNATIONAL_FIELDS) values[f] = 'Field value';
    values.card_number = 'GB29 NWBK 6016 1331 9268 19';
    values.phone = '+44 20 7946 0958';
    values.swift_code = 'NWBK';
    values.aba_number = '123456789';
    const bad = validateInternational(values);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problems).toEqual({ swift_code: 'swift_format', aba_number: 'aba_format' });
    const good = validateInternational({ ...values, swift_code: 'nwbkgb2l', aba_number: '021000021' });
    expect(good.ok).toBe(true);
    if (good.ok) expect(good.data.swift_code).toBe('NWBKGB2L');
  });
  it('fills the form from a saved card', () => {
    expect(valuesFrom(['real_name', 'city'] as const, { real_name: 'Ana', updated_at: 'x' })).toEqual({
      real_name: 'Ana',
      city: '',
    });
  });
});

describe('address form', () => {
  it('requires currency, name, address and QR image', () => {
    const r = validateAddress(EMPTY_ADDRESS);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toMatchObject({
        currency: 'currency_invalid',
        name: 'wallet_name_required',
        address: 'address_required',
        qrcode: 'qrcode_required',
      });
  });
  it('picks the first network of a currency; USDT has ERC20 and TRC20', () => {
    expect(chooseCurrency(EMPTY_ADDRESS, 3)).toMatchObject({ currency: 3, network: 'ERC20' });
    expect(networksOf(3)).toEqual(['ERC20', 'TRC20']);
    expect(networksOf(null)).toEqual([]);
  });
  it('accepts an uploaded QR image URL only', () => {
    const base = { ...chooseCurrency(EMPTY_ADDRESS, 3), name: 'Cold', address: 'TXYZ' };
    expect(validateAddress({ ...base, qrcode: 'not-a-url' }).ok).toBe(false);
    expect(validateAddress({ ...base, qrcode: QR }).ok).toBe(true);
  });
  it('shortens long addresses in the middle', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x123456…345678');
    expect(shortAddress('short')).toBe('short');
  });
});

describe('profile form', () => {
  it('applies the nickname and signature rules', () => {
    expect(validateProfile({ nickname: 'A', signature: '' })).toMatchObject({
      ok: false,
      problems: { nickname: 'nickname_length' },
    });
    expect(validateProfile({ nickname: 'Ana', signature: 'hi!' })).toMatchObject({
      ok: false,
      problems: { signature: 'special_chars' },
    });
    expect(validateProfile({ nickname: '小明2', signature: '' }).ok).toBe(true);
  });
});
