import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { newUser, uploadImage } from './settings.testing';

const ERC = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRC = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let t: TestApp;
let alice: string;
let bob: string;
let qr: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = (await newUser(t)).token;
  bob = (await newUser(t)).token;
  qr = await uploadImage(t, alice);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = alice) =>
  post(t.app, '/user/wallet/save', body, { token });
const list = async (token = alice, query: Record<string, string> = {}) => {
  const res = await get(t.app, '/user/wallet/list', query, { token });
  expect(res.body.type).toBe('ok');
  return res.body.message as { data: Record<string, unknown>[]; page: number; limit: number; total: number };
};

describe('withdrawal address book', () => {
  it('saves, lists (paginated) and infers the USDT network from the address', async () => {
    const res = await save({ currency: 3, name: 'Cold', address: TRC, qrcode: qr });
    expect(res.body).toMatchObject({
      type: 'ok',
      message: {
        currency: 3,
        currency_name: 'USDT',
        network: 'TRC20',
        name: 'Cold',
        address: TRC,
        qrcode: qr,
      },
    });
    await save({ currency: '1', name: 'BTC', address: BTC, qrcode: qr });
    await save({ currency: 2, network: 'erc20', name: 'ETH', address: ERC, qrcode: qr });
    const page = await list(alice, { page: '1', limit: '2' });
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      name: 'ETH',
      network: 'ERC20',
      receive_count: 0,
      address_reuse_advice: false,
    });
    const posted = await post(t.app, '/user/wallet/list', { page: 2, limit: 2 }, { token: alice });
    expect((posted.body.message as { data: unknown[] }).data).toHaveLength(1);
    expect((await list(alice, { currency: '1' })).total).toBe(1);
  });

  it('refuses bad input with a localised error and stores nothing', async () => {
    const before = (await list()).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: 'x', address: TRC, qrcode: qr }, 'currency_invalid', 'currency'],
      [{ currency: 3, name: '', address: TRC, qrcode: qr }, 'wallet_name_required', 'name'],
      [{ currency: 3, name: 'x', address: '', qrcode: qr }, 'address_required', 'address'],
      [{ currency: 3, name: 'x', address: TRC }, 'qrcode_required', 'qrcode'],
      [{ currency: 3, network: 'TRC20', name: 'x', address: ERC, qrcode: qr }, 'address_format', 'address'],
      [{ currency: 1, name: 'x', address: ERC, qrcode: qr }, 'address_format', 'address'],
      [
        { currency: 3, name: 'x', address: TRC, qrcode: 'https://evil.example/a.png' },
        'image_url_invalid',
        'qrcode',
      ],
      [
        { currency: 3, name: 'x', address: TRC, qrcode: qr.replace(/[0-9a-f]{32}/, '0'.repeat(32)) },
        'image_url_invalid',
        'qrcode',
      ],
    ];
    for (const [body, code, field] of cases) {
      const res = await save({ ...body, lang: 'fra' });
      expect(res.body, code).toMatchObject({ type: 'error', code, field });
      expect(res.body.message).not.toMatch(/^[a-z_]+$/);
    }
    const zh = await save({ currency: 3, name: 'x', address: 'nope', qrcode: qr, lang: 'zh' });
    expect(zh.body.message).toBe('地址与所选币种和网络不匹配');
    expect((await list()).total).toBe(before);
  });

  it('refuses the same address twice', async () => {
    const res = await save({ currency: 3, name: 'Again', address: TRC, qrcode: qr });
    expect(res.body).toMatchObject({ type: 'error', code: 'address_duplicate' });
  });

  it('edits only your own rows; another user can neither see, edit nor delete them', async () => {
    const mine = (await list()).data[0] as { id: number; name: string };
    const edited = await save({ id: mine.id, currency: 2, name: 'Renamed', address: ERC, qrcode: qr });
    expect(edited.body).toMatchObject({ type: 'ok', message: { id: mine.id, name: 'Renamed' } });

    expect((await list(bob)).total).toBe(0);
    const bobQr = await uploadImage(t, bob);
    const hijack = await save({ id: mine.id, currency: 2, name: 'Bob', address: ERC, qrcode: bobQr }, bob);
    expect(hijack.body).toMatchObject({ type: 'error', code: 'address_not_found' });
    const del = await post(t.app, '/user/wallet/del', { id: mine.id }, { token: bob });
    expect(del.body).toMatchObject({ type: 'error', code: 'address_not_found' });
    expect((await list()).data[0]).toMatchObject({ id: mine.id, name: 'Renamed' });
    // Bob may save the same address in his own book.
    expect((await save({ currency: 2, name: 'Bob', address: ERC, qrcode: bobQr }, bob)).body.type).toBe('ok');
  });

  it('deletes your own row', async () => {
    const before = await list();
    const id = (before.data[0] as { id: number }).id;
    const del = await post(t.app, '/user/wallet/del', { id, lang: 'spa' }, { token: alice });
    expect(del.body).toEqual({ type: 'ok', message: 'Eliminado' });
    expect((await list()).total).toBe(before.total - 1);
    expect((await post(t.app, '/user/wallet/del', { id }, { token: alice })).body.code).toBe(
      'address_not_found',
    );
  });

  it('advises against reuse from 5 withdrawals on (advice only)', async () => {
    const row = (await list()).data[0] as { id: number };
    for (let i = 0; i < 5; i++) await t.services.addressBook.recordUse(await userIdOf(alice), row.id);
    const again = (await list()).data.find((r) => r.id === row.id);
    expect(again).toMatchObject({ receive_count: 5, address_reuse_advice: true });
    await expect(t.services.addressBook.recordUse(await userIdOf(bob), row.id)).rejects.toThrow(
      'address_not_found',
    );
  });

  it('needs a session', async () => {
    expect((await get(t.app, '/user/wallet/list')).body.type).toBe('999');
    expect((await post(t.app, '/user/wallet/save', {})).body.type).toBe('999');
  });
});

async function userIdOf(token: string): Promise<number> {
  return ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
}
