import { describe, expect, it } from 'vitest';
import { addressFamilies, inferNetwork, isValidAba, isValidAddress, maskTail } from '../wallet/addresses';
import { realRequest } from '../kyc/kyc';
import {
  cashSaveInternationalRequest,
  cashSaveRequest,
  editNicknameRequest,
  updatePayPasswordRequest,
  walletSaveRequest,
} from './settings';

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

const IMG = 'http://localhost/uploads/2025-01/0123456789abcdef0123456789abcdef.png';
const ERC = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const BTC_LEGACY = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
const BTC_BECH32 = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('withdrawal address formats', () => {
  it('checks each family', () => {
    expect(isValidAddress(1, undefined, BTC_LEGACY)).toBe(true);
    expect(isValidAddress(1, undefined, BTC_BECH32)).toBe(true);
    expect(isValidAddress(1, undefined, ERC)).toBe(false);
    expect(isValidAddress(2, undefined, ERC)).toBe(true);
    expect(isValidAddress(2, undefined, ERC.slice(0, -1))).toBe(false);
    expect(isValidAddress(3, 'TRC20', TRC)).toBe(true);
    expect(isValidAddress(3, 'TRC20', ERC)).toBe(false);
    expect(isValidAddress(3, 'ERC20', ERC)).toBe(true);
    expect(isValidAddress(3, undefined, TRC)).toBe(true);
    expect(isValidAddress(3, undefined, 'hello world')).toBe(false);
    expect(isValidAddress(9, undefined, 'LcHKx1cL9vZq2mZkbx3wUeGr6fR5Kp2b1Q')).toBe(true);
    expect(isValidAddress(9, undefined, 'short')).toBe(false);
  });
  it('infers USDT networks and families', () => {
    expect(inferNetwork(3, undefined, TRC)).toBe('TRC20');
    expect(inferNetwork(3, undefined, ERC)).toBe('ERC20');
    expect(inferNetwork(3, 'trc20', TRC)).toBe('TRC20');
    expect(addressFamilies(3, 'BEP20')).toEqual(['evm']);
    expect(addressFamilies(3, 'SOMETHING')).toEqual(['generic']);
  });
  it('masks all but the last 4 characters', () => {
    expect(maskTail('110101199003074512')).toBe('**************4512');
    expect(maskTail('123')).toBe('123');
  });
});

describe('address book request', () => {
  const ok = { currency: '3', name: 'Ledger', address: TRC, qrcode: IMG };
  it('accepts form strings and normalises the network', () => {
    const r = walletSaveRequest.parse({ ...ok, network: 'trc20' });
    expect(r).toMatchObject({ currency: 3, network: 'TRC20' });
  });
  it('requires currency, name, address and an uploaded QR image', () => {
    expect(first(walletSaveRequest.safeParse({ ...ok, currency: '' }))).toBe('currency_invalid');
    expect(first(walletSaveRequest.safeParse({ ...ok, name: ' ' }))).toBe('wallet_name_required');
    expect(first(walletSaveRequest.safeParse({ ...ok, address: '' }))).toBe('address_required');
    expect(first(walletSaveRequest.safeParse({ ...ok, qrcode: '' }))).toBe('qrcode_required');
    expect(first(walletSaveRequest.safeParse({ ...ok, qrcode: 'https://evil.example/x.png' }))).toBe(
      'image_url_invalid',
    );
  });
});

describe('bank cards', () => {
  const domestic = {
    real_name: '张三',
    bank_name: 'ICBC',
    bank_account: '6222 0202 0000 1234',
    bank_dizhi: 'Beijing',
    alipay_account: 'a@b.cn',
    wechat_account: 'wx1',
    wechat_nickname: 'z3',
    province: 'Beijing',
    city: 'Beijing',
    branch: 'Haidian',
  };
  it('requires the Chinese fields on the default rail, with Alipay and WeChat optional', () => {
    const r = cashSaveRequest.parse(domestic);
    expect(r).toMatchObject({ rail: 'cn', bank_account: '6222020200001234' });
    for (const key of ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'province', 'city', 'branch'])
      expect(first(cashSaveRequest.safeParse({ ...domestic, [key]: '' })), key).toBe('bank_field_required');
    const { alipay_account, wechat_account, wechat_nickname, ...bare } = domestic;
    expect([alipay_account, wechat_account, wechat_nickname]).toHaveLength(3);
    expect(cashSaveRequest.safeParse(bare).success).toBe(true);
    expect(first(cashSaveRequest.safeParse({ ...domestic, bank_account: '12ab' }))).toBe(
      'bank_account_format',
    );
  });
  const intl = {
    rail: 'swift',
    real_name: 'John Doe',
    card_number: 'ab12 3456 7890',
    bank_address: '1 Main St',
    bank_name: 'Chase',
    bank_network: 'SWIFT',
    swift_code: 'chasus33',
    phone: '+1 (212) 555-0100',
    cardholder_address: '2 Side St',
  };
  it('checks SWIFT/BIC and the optional phone on the SWIFT rail, ABA on the US rail', () => {
    const r = cashSaveInternationalRequest.parse(intl);
    expect(r).toMatchObject({
      swift_code: 'CHASUS33',
      card_number: 'AB1234567890',
      phone: '+12125550100',
    });
    expect(isValidAba('021000021')).toBe(true);
    expect(isValidAba('021000022')).toBe(false);
    const us = { ...intl, rail: 'us', aba_number: '021000021', card_number: '000123456789' };
    expect(cashSaveInternationalRequest.safeParse(us).success).toBe(true);
    expect(first(cashSaveInternationalRequest.safeParse({ ...us, aba_number: '12345' }))).toBe('aba_format');
    expect(first(cashSaveInternationalRequest.safeParse({ ...intl, swift_code: 'CHASUS3' }))).toBe(
      'swift_format',
    );
    expect(cashSaveInternationalRequest.safeParse({ ...intl, swift_code: 'CHASUS33XXX' }).success).toBe(true);
    for (const key of [
      'real_name',
      'card_number',
      'swift_code',
      'bank_name',
      'bank_address',
      'cardholder_address',
    ])
      expect(first(cashSaveInternationalRequest.safeParse({ ...intl, [key]: '' })), key).toBe(
        'bank_field_required',
      );
  });
});

describe('profile and pay password', () => {
  it('applies spec §5 nickname and signature rules', () => {
    expect(editNicknameRequest.safeParse({ nickname: 'Ann' }).success).toBe(true);
    expect(first(editNicknameRequest.safeParse({ nickname: 'A' }))).toBe('nickname_length');
    expect(first(editNicknameRequest.safeParse({ nickname: 'Ann!' }))).toBe('nickname_chars');
    expect(first(editNicknameRequest.safeParse({ nickname: 'Ann', signature: 'x' }))).toBe(
      'signature_length',
    );
    expect(first(editNicknameRequest.safeParse({ nickname: 'Ann', signature: 'hi <b>' }))).toBe(
      'special_chars',
    );
    expect(editNicknameRequest.parse({ nickname: 'Ann', signature: '' }).signature).toBe('');
  });
  it('needs matching passwords and a 6-digit code', () => {
    const base = { password: 'secret12', re_password: 'secret12', code: '123456' };
    expect(updatePayPasswordRequest.safeParse(base).success).toBe(true);
    expect(first(updatePayPasswordRequest.safeParse({ ...base, re_password: 'secret13' }))).toBe(
      'passwords_inconsistent',
    );
    expect(first(updatePayPasswordRequest.safeParse({ ...base, code: '12345' }))).toBe('code_format');
    expect(first(updatePayPasswordRequest.safeParse({ ...base, password: '123', re_password: '123' }))).toBe(
      'password_too_short',
    );
  });
});

describe('identity submission', () => {
  it('parses Lv1 and Lv2 by real_type, form strings included', () => {
    expect(
      realRequest.parse({ real_type: '1', id_type: '1', name: ' Jane  Doe ', card_id: 'e 1234 567' }),
    ).toEqual({
      real_type: 1,
      id_type: 1,
      name: 'Jane Doe',
      card_id: 'E1234567',
    });
    expect(realRequest.parse({ real_type: 2, front_pic: IMG, reverse_pic: IMG }).real_type).toBe(2);
  });
  it('names the bad field', () => {
    const base = { real_type: 1, id_type: 0, name: 'Jane', card_id: '110101199003074512' };
    expect(first(realRequest.safeParse({ ...base, id_type: 7 }))).toBe('kyc_id_type_invalid');
    expect(first(realRequest.safeParse({ ...base, name: 'J' }))).toBe('kyc_name_invalid');
    expect(first(realRequest.safeParse({ ...base, name: 'Jane<script>' }))).toBe('kyc_name_invalid');
    expect(first(realRequest.safeParse({ ...base, card_id: '12' }))).toBe('kyc_card_id_invalid');
    expect(first(realRequest.safeParse({ ...base, real_type: 3 }))).toBe('kyc_real_type_invalid');
    expect(first(realRequest.safeParse({ real_type: 2, front_pic: IMG }))).toBe('kyc_reverse_pic_required');
  });
});
