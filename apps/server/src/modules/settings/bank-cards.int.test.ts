import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post } from '../../../test/api';
import { newUser } from './testing';

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
const INTERNATIONAL = {
  aba_number: '021000021',
  real_name: 'John Doe',
  card_number: '000123456789',
  bank_address: '383 Madison Ave, New York',
  bank_name: 'JPMorgan Chase',
  bank_network: 'SWIFT',
  swift_code: 'chasus33',
  phone: '+1 212 555 0100',
  cardholder_address: '1 Main St, Springfield',
};

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

  it('requires every field (localised) and changes nothing on bad input', async () => {
    for (const key of Object.keys(DOMESTIC)) {
      const res = await post(
        t.app,
        '/user/cash_save',
        { ...DOMESTIC, [key]: ' ', lang: 'tr' },
        { token: alice },
      );
      expect(res.body, key).toMatchObject({ type: 'error', code: 'bank_field_required', field: key });
      expect(res.body.message).toBe('Lütfen banka kartının tüm alanlarını doldurun');
    }
    const bad = await post(t.app, '/user/cash_save', { ...DOMESTIC, bank_account: '12ab' }, { token: alice });
    expect(bad.body).toMatchObject({ code: 'bank_account_format', field: 'bank_account' });
    const info = await post(t.app, '/user/cash_info', {}, { token: alice });
    expect(info.body.message).toMatchObject({ bank_name: 'CCB' });
  });
});

describe('international bank card', () => {
  it('saves and reads back; SWIFT 8 or 11, ABA 9 digits with checksum', async () => {
    expect(
      (await post(t.app, '/user/cash_info_international', {}, { token: alice })).body.message,
    ).toBeNull();
    const saved = await post(t.app, '/user/cash_save_international', INTERNATIONAL, { token: alice });
    expect(saved.body).toMatchObject({
      type: 'ok',
      message: { swift_code: 'CHASUS33', phone: '+12125550100' },
    });
    const cases: [Record<string, string>, string][] = [
      [{ swift_code: 'CHAS' }, 'swift_format'],
      [{ aba_number: '12345678' }, 'aba_format'],
      [{ aba_number: '021000022' }, 'aba_format'],
      [{ phone: 'call me' }, 'phone_format'],
      [{ cardholder_address: '' }, 'bank_field_required'],
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
      swift_code: 'CHASUS33',
      phone: '+12125550100',
    });
    expect((await post(t.app, '/user/cash_info_international', {}, { token: bob })).body.message).toBeNull();
  });
});
