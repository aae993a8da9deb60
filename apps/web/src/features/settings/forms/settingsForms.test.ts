import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS, chooseCurrency, networksOf, shortAddress, validateAddress } from './address';
import { DOMESTIC_RAIL_FIELDS } from '@meridian/contract/wallet';
import {
  DOMESTIC_FIELDS,
  DOMESTIC_KIND,
  INTERNATIONAL_FIELDS,
  INTERNATIONAL_KIND,
  emptyValues,
  formFields,
  railFrom,
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
  it('asks only what the rail needs: the Chinese rail without Alipay or WeChat', () => {
    const r = validateDomestic(emptyValues(DOMESTIC_FIELDS), 'cn');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(Object.keys(r.problems).sort()).toEqual([...DOMESTIC_RAIL_FIELDS.cn.required].sort());
    expect(
      formFields(DOMESTIC_RAIL_FIELDS.cn)
        .filter((f) => !f.required)
        .map((f) => f.name),
    ).toEqual(['alipay_account', 'wechat_account', 'wechat_nickname']);
  });
  it('accepts a Chinese card and strips account spaces; an IBAN on the IBAN rail', () => {
    const values = { ...valuesFrom(DOMESTIC_FIELDS, null) };
    for (const f of DOMESTIC_RAIL_FIELDS.cn.required) values[f] = 'Field value';
    values.bank_account = '6222 0212 3456 7890';
    const r = validateDomestic(values, 'cn');
    expect(r).toMatchObject({ ok: true, data: { rail: 'cn', bank_account: '6222021234567890' } });
    const iban = { ...values, bank_account: 'DE89 3704 0044 0532 0130 00', swift_code: 'cobadeff' };
    expect(validateDomestic(iban, 'cn')).toMatchObject({
      ok: false,
      problems: { bank_account: 'bank_account_format' },
    });
    expect(validateDomestic(iban, 'iban')).toMatchObject({
      ok: true,
      data: { rail: 'iban', bank_account: 'DE89370400440532013000', swift_code: 'COBADEFF' },
    });
  });
  it('checks SWIFT on the SWIFT rail and ABA only on the US rail', () => {
    const values = emptyValues(INTERNATIONAL_FIELDS);
    for (const f of INTERNATIONAL_FIELDS) values[f] = 'Field value';
    values.card_number = '12345678';
    values.phone = '+44 20 7946 0958';
    values.swift_code = 'NWBK';
    values.aba_number = '123456789';
    const bad = validateInternational(values, 'swift');
    expect(bad).toMatchObject({ ok: false, problems: { swift_code: 'swift_format' } });
    expect(validateInternational(values, 'us')).toMatchObject({
      ok: false,
      problems: { aba_number: 'aba_format' },
    });
    const good = validateInternational({ ...values, swift_code: 'nwbkgb2l' }, 'swift');
    expect(good).toMatchObject({ ok: true, data: { swift_code: 'NWBKGB2L' } });
  });
  it('starts on the saved card rail, or the kind fallback', () => {
    expect(railFrom(DOMESTIC_KIND, { rail: 'iban' })).toBe('iban');
    expect(railFrom(DOMESTIC_KIND, null)).toBe('cn');
    expect(railFrom(INTERNATIONAL_KIND, { rail: 'cn' })).toBe('swift');
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
