import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post } from '../../../test/api';
import { INTERNATIONAL_CARD, newUser } from './settings.testing';

const DOMESTIC = {
  real_name: '张三',
  bank_name: 'ICBC',
  bank_account: '6222 0202 0000 1234',
  bank_dizhi: 'No. 1 Fuxingmen',
  alipay_account: 'z3@example.com',
  wechat_account: 'wx_z3',
  wechat_nickname: 'z3',
  province: 'Beijing',
  city: 'Beijing',
  branch: 'Haidian',
};
const INTERNATIONAL = INTERNATIONAL_CARD;

let t: TestApp;
let alice: string;
let bob: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await newUser(t)).token;
  bob = (await newUser(t)).token;
});
afterAll(() => t.close());

describe('domestic bank card', () => {
  it('is null before saving; save creates then replaces; read back in full by the owner only', async () => {
    expect((await post(t.app, '/user/cash_info', {}, { token: alice })).body).toEqual({
      type: 'ok',
      message: null,
    });
    const saved = await post(t.app, '/user/cash_save', DOMESTIC, { token: alice });
    expect(saved.body).toMatchObject({
      type: 'ok',
      message: { ...DOMESTIC, bank_account: '6222020200001234' },
    });
    await post(t.app, '/user/cash_save', { ...DOMESTIC, bank_name: 'CCB' }, { token: alice });
    const info = await post(t.app, '/user/cash_info', {}, { token: alice });
    expect(info.body.message).toMatchObject({ bank_name: 'CCB', bank_account: '6222020200001234' });
    expect((await post(t.app, '/user/cash_info', {}, { token: bob })).body.message).toBeNull();
    // Another user saving writes only their own card.
    await post(t.app, '/user/cash_save', { ...DOMESTIC, real_name: 'Bob' }, { token: bob });
    const again = await post(t.app, '/user/cash_info', {}, { token: alice });
    expect(again.body.message).toMatchObject({ real_name: '张三', bank_name: 'CCB' });
  });

  it('requires the Chinese rail fields (localised), Alipay and WeChat optional; bad input changes nothing', async () => {
    const required = ['real_name', 'bank_name', 'bank_account', 'bank_dizhi', 'province', 'city', 'branch'];
    for (const key of required) {
      const res = await post(
        t.app,
        '/user/cash_save',
        { ...DOMESTIC, [key]: ' ', lang: 'tr' },
        { token: alice },
      );
      expect(res.body, key).toMatchObject({ type: 'error', code: 'bank_field_required', field: key });
      expect(res.body.message).toBe('Seçilen ödeme yöntemi için bu alan zorunludur');
    }
    const bad = await post(t.app, '/user/cash_save', { ...DOMESTIC, bank_account: '12ab' }, { token: alice });
    expect(bad.body).toMatchObject({ code: 'bank_account_format', field: 'bank_account' });
    const info = await post(t.app, '/user/cash_info', {}, { token: alice });
    expect(info.body.message).toMatchObject({ bank_name: 'CCB' });
  });
});

describe('international bank card', () => {
  it('saves and reads back a SWIFT wire: account + SWIFT/BIC + addresses; phone optional', async () => {
    expect(
      (await post(t.app, '/user/cash_info_international', {}, { token: alice })).body.message,
    ).toBeNull();
    const saved = await post(t.app, '/user/cash_save_international', INTERNATIONAL, { token: alice });
    expect(saved.body).toMatchObject({
      type: 'ok',
      message: { rail: 'swift', swift_code: 'CHASUS33', phone: '+12125550100', currency_code: 'USD' },
    });
    const cases: [Record<string, string>, string][] = [
      [{ swift_code: 'CHAS' }, 'swift_format'],
      [{ swift_code: 'CHASXX33' }, 'swift_format'],
      [{ phone: 'call me' }, 'phone_format'],
      [{ cardholder_address: '' }, 'bank_field_required'],
      [{ card_number: '' }, 'bank_field_required'],
      [{ rail: 'cn' }, 'bank_rail_invalid'],
    ];
    for (const [patch, code] of cases) {
      const res = await post(
        t.app,
        '/user/cash_save_international',
        { ...INTERNATIONAL, ...patch, lang: 'jp' },
        { token: alice },
      );
      expect(res.body, code).toMatchObject({ type: 'error', code });
    }
    const info = await post(t.app, '/user/cash_info_international', {}, { token: alice });
    expect(info.body.message).toMatchObject({
      ...INTERNATIONAL,
      rail: 'swift',
      // a SWIFT wire needs no ABA number: the one sent is not kept
      aba_number: '',
      swift_code: 'CHASUS33',
      phone: '+12125550100',
    });
    expect((await post(t.app, '/user/cash_info_international', {}, { token: bob })).body.message).toBeNull();
  });
});

/** A valid IBAN (Commerzbank, the ISO 13616 example) and its bank's BIC. */
const DE_IBAN = 'DE89 3704 0044 0532 0130 00';
const DE_BIC = 'COBADEFFXXX';

describe('payout rails', () => {
  const save = (path: string, body: object, lang = 'en') =>
    post(t.app, path, { ...body, lang }, { token: alice }).then((r) => r.body);

  it('IBAN rail, both cards: IBAN + BIC with checksums; no ABA, Alipay or WeChat asked', async () => {
    const card = { rail: 'iban', real_name: 'Anna Schmidt', bank_name: 'Commerzbank', swift_code: DE_BIC };
    const domestic = await save('/user/cash_save', { ...card, bank_account: DE_IBAN });
    expect(domestic).toMatchObject({
      type: 'ok',
      message: {
        rail: 'iban',
        bank_account: 'DE89370400440532013000',
        swift_code: 'COBADEFFXXX',
        alipay_account: '',
        province: '',
        currency_code: 'EUR',
      },
    });
    const intl = await save('/user/cash_save_international', {
      ...card,
      card_number: 'GB29 NWBK 6016 1331 9268 19',
      swift_code: 'NWBKGB2L',
    });
    expect(intl).toMatchObject({
      type: 'ok',
      message: { rail: 'iban', currency_code: 'GBP', aba_number: '' },
    });
    // one changed digit breaks the IBAN's mod-97 check; an unknown country code breaks the BIC
    expect(
      await save('/user/cash_save', { ...card, bank_account: 'DE89370400440532013001' }, 'fra'),
    ).toMatchObject({
      type: 'error',
      code: 'iban_format',
      field: 'bank_account',
      message: 'Veuillez saisir un IBAN valide (code pays, clé de contrôle et compte)',
    });
    expect(
      await save('/user/cash_save_international', { ...card, card_number: DE_IBAN, swift_code: 'COBAQQFF' }),
    ).toMatchObject({ code: 'swift_format', field: 'swift_code' });
    expect(await save('/user/cash_save', { ...card, swift_code: '', bank_account: DE_IBAN })).toMatchObject({
      code: 'bank_field_required',
      field: 'swift_code',
    });
    expect((await post(t.app, '/user/cash_info', {}, { token: alice })).body.message).toMatchObject({
      rail: 'iban',
      bank_account: 'DE89370400440532013000',
    });
  });

  it('US rail: ABA routing number with its checksum + account number', async () => {
    const card = { rail: 'us', real_name: 'John Doe', bank_name: 'Chase', aba_number: '021000021' };
    expect(
      await save('/user/cash_save_international', { ...card, card_number: '000123456789' }),
    ).toMatchObject({
      type: 'ok',
      message: {
        rail: 'us',
        aba_number: '021000021',
        card_number: '000123456789',
        swift_code: '',
        currency_code: 'USD',
      },
    });
    expect(await save('/user/cash_save', { ...card, bank_account: '1234 5678' })).toMatchObject({
      type: 'ok',
      message: { rail: 'us', bank_account: '12345678', aba_number: '021000021' },
    });
    expect(
      await save('/user/cash_save_international', {
        ...card,
        card_number: '000123456789',
        aba_number: '021000022',
      }),
    ).toMatchObject({ code: 'aba_format', field: 'aba_number' });
    expect(
      await save('/user/cash_save', { ...card, aba_number: '', bank_account: '12345678' }),
    ).toMatchObject({
      code: 'bank_field_required',
      field: 'aba_number',
    });
    expect(await save('/user/cash_save_international', { ...card })).toMatchObject({
      code: 'bank_field_required',
      field: 'card_number',
    });
  });

  it("China rail: the spec's domestic fields without Alipay or WeChat; an unknown rail is refused", async () => {
    const { alipay_account, wechat_account, wechat_nickname, ...bare } = DOMESTIC;
    expect([alipay_account, wechat_account, wechat_nickname].every(Boolean)).toBe(true);
    expect(await save('/user/cash_save', { ...bare, rail: 'cn' })).toMatchObject({
      type: 'ok',
      message: {
        rail: 'cn',
        alipay_account: '',
        wechat_account: '',
        wechat_nickname: '',
        currency_code: 'CNY',
      },
    });
    expect(await save('/user/cash_save', { ...bare, rail: 'swift' }, 'zh')).toMatchObject({
      code: 'bank_rail_invalid',
      message: '请选择收款方式',
    });
  });
});
