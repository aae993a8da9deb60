import type { SecurityOverview } from '@meridian/contract/security';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastCode, ok, post, uniqueIp } from '../../../test/api';
import { uploadImage } from '../settings/settings.testing';
import { PAY_PASSWORD, USDT, type verifiedUser } from '../wallet/wallet.testing';
import { fundedUser, noticesOf } from './protections.testing';
import { enableAuthenticator, stepUpProof } from './security.testing';

/** The allow-list's cooling-off and the withdrawal pauses. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof verifiedUser>>;
const HOUR_MS = 3_600_000;

const withdraw = (u: User, addressId = u.addressId) =>
  post(
    t.app,
    '/wallet/out',
    { currency: USDT, number: '20', address_id: addressId, pay_password: PAY_PASSWORD },
    { token: u.token },
  );
const allowList = (u: User, enabled: boolean, step_up?: string) =>
  post(t.app, '/security/allow_list', { enabled, ...(step_up ? { step_up } : {}) }, { token: u.token });

/** Moves a saved address into the past, as if saved `hours` ago. */
const ageAddress = (id: number, hours: number) =>
  t.database.db.execute(sql`UPDATE withdrawal_addresses
    SET created_at = now() - make_interval(hours => ${hours}), updated_at = now() - make_interval(hours => ${hours})
    WHERE id = ${id}`);
/** Ends the user's pause, as if its 24 h were over. */
const endPause = (userId: number) =>
  t.database.db.execute(
    sql`UPDATE security_settings SET withdrawals_paused_until = now() - interval '1 second' WHERE user_id = ${userId}`,
  );

async function saveAddress(u: User, address: string, name = 'New'): Promise<number> {
  const saved = await post(
    t.app,
    '/user/wallet/save',
    { currency: USDT, network: 'TRC20', name, address, qrcode: await uploadImage(t, u.token) },
    { token: u.token },
  );
  return ok<{ id: number }>(saved).id;
}

describe('the allow-list and the cooling-off of destinations', () => {
  it('with the allow-list on, a destination saved less than 24 h ago is refused until then', async () => {
    const u = await fundedUser(t);
    const on = ok<SecurityOverview>(await allowList(u, true));
    expect(on.allow_list).toBe(true);
    const refused = await withdraw(u);
    expect(refused.body).toMatchObject({ type: 'error', code: 'address_cooling_off', field: 'address_id' });
    expect(refused.body.message).toContain('24 hours after it was saved');

    await ageAddress(u.addressId, 23);
    expect((await withdraw(u)).body.code).toBe('address_cooling_off');
    await ageAddress(u.addressId, 25);
    expect((await withdraw(u)).body.type).toBe('ok');
  }, 60_000);

  it('an edit of an address is a new destination: it cools off again', async () => {
    const u = await fundedUser(t);
    await ageAddress(u.addressId, 48);
    await allowList(u, true);
    expect((await withdraw(u)).body.type).toBe('ok');
    const edited = await post(
      t.app,
      '/user/wallet/save',
      {
        id: u.addressId,
        currency: USDT,
        network: 'TRC20',
        name: 'Main',
        address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
        qrcode: await uploadImage(t, u.token),
      },
      { token: u.token },
    );
    expect(edited.body.type).toBe('ok');
    expect((await withdraw(u)).body.code).toBe('address_cooling_off');
    // the notice of the saved destination says from when it can receive
    const saved = (await noticesOf(t, u.uid)).filter((n) => n.key === 'security_destination_added');
    expect(saved).toHaveLength(1);
    expect(Date.parse(String(saved[0]!.params.until)) - Date.now()).toBeGreaterThan(23 * HOUR_MS);
  }, 60_000);

  it('with the allow-list off there is no cooling-off', async () => {
    const u = await fundedUser(t);
    const fresh = await saveAddress(u, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    expect((await withdraw(u, fresh)).body.type).toBe('ok');
  }, 60_000);

  it('a card saved just now cools off too (withdrawal type 1)', async () => {
    const u = await fundedUser(t);
    await allowList(u, true);
    const card = await post(
      t.app,
      '/user/cash_save',
      {
        rail: 'iban',
        real_name: 'Anna Schmidt',
        bank_name: 'Commerzbank',
        bank_account: 'DE89370400440532013000',
        swift_code: 'COBADEFF',
      },
      { token: u.token },
    );
    expect(card.body.type).toBe('ok');
    const out = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', type: 1, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    expect(out.body).toMatchObject({ code: 'address_cooling_off', field: 'type' });
    await t.database.db.execute(
      sql`UPDATE bank_cards SET updated_at = now() - interval '25 hours' WHERE user_id = ${u.uid}`,
    );
    const later = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', type: 1, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    expect(later.body.type, JSON.stringify(later.body)).toBe('ok');
  }, 60_000);

  it('turning the allow-list off pauses withdrawals for 24 h; with a factor either way needs a proof', async () => {
    const u = await fundedUser(t);
    await ageAddress(u.addressId, 48);
    const factor = await enableAuthenticator(t, u.token);
    expect((await allowList(u, true)).body.code).toBe('step_up_required');
    expect((await allowList(u, true, await stepUpProof(t, u.token, factor, 'withdraw'))).body.code).toBe(
      'step_up_invalid',
    );
    expect(
      ok<SecurityOverview>(await allowList(u, true, await stepUpProof(t, u.token, factor, 'allow_list')))
        .allow_list,
    ).toBe(true);
    const off = ok<SecurityOverview>(
      await allowList(u, false, await stepUpProof(t, u.token, factor, 'allow_list')),
    );
    expect(off).toMatchObject({ allow_list: false, withdrawals_paused_reason: 'credentials_changed' });
    expect(Date.parse(off.withdrawals_paused_until!) - Date.now()).toBeGreaterThan(23.9 * HOUR_MS);
    const refused = await post(
      t.app,
      '/wallet/out',
      {
        currency: USDT,
        number: '20',
        address_id: u.addressId,
        pay_password: PAY_PASSWORD,
        step_up: await stepUpProof(t, u.token, factor, 'withdraw'),
      },
      { token: u.token },
    );
    expect(refused.body).toMatchObject({ code: 'withdrawals_paused' });
    expect((await noticesOf(t, u.uid)).map((n) => n.key)).toEqual(
      expect.arrayContaining([
        'security_allow_list_on',
        'security_allow_list_off',
        'security_withdrawals_paused',
      ]),
    );
  }, 60_000);
});

describe('withdrawal pauses', () => {
  it('a new pay password replacing one pauses withdrawals for 24 h; the first one does not', async () => {
    const u = await fundedUser(t);
    expect((await withdraw(u)).body.type).toBe('ok');
    // by phone: the e-mail's resend cooldown runs since the first pay password was set
    const sms = { mobile: u.mobile, area_code: '1', scene: 'pay_password' };
    await post(t.app, '/sms_send', sms, { token: u.token, ip: uniqueIp() });
    const code = await lastCode(t.dataDir, `+1 ${u.mobile}`, 'pay_password');
    const changed = await post(
      t.app,
      '/safe/update_password',
      { password: PAY_PASSWORD, re_password: PAY_PASSWORD, code, type: 'mobile' },
      { token: u.token, ip: uniqueIp() },
    );
    expect(changed.body.type, JSON.stringify(changed.body)).toBe('ok');
    const paused = await withdraw(u);
    expect(paused.body).toMatchObject({ type: 'error', code: 'withdrawals_paused' });
    await endPause(u.uid);
    expect((await withdraw(u)).body.type).toBe('ok');
  }, 60_000);

  it('a login password reset pauses withdrawals and tells the user', async () => {
    const u = await fundedUser(t);
    await post(t.app, '/sms_mail', { user_string: u.email, scene: 'forget' }, { ip: uniqueIp() });
    const code = await lastCode(t.dataDir, u.email, 'forget');
    const reset = await post(
      t.app,
      '/user/forget',
      { account: u.email, password: 'newpass123', repassword: 'newpass123', code },
      { ip: uniqueIp() },
    );
    expect(reset.body.type).toBe('ok');
    const token = ok<string>(
      await post(t.app, '/user/login', { user_string: u.email, password: 'newpass123' }, { ip: uniqueIp() }),
    );
    const paused = await withdraw({ ...u, token });
    expect(paused.body.code).toBe('withdrawals_paused');
    expect((await noticesOf(t, u.uid)).map((n) => n.key)).toContain('security_password_changed');
  }, 60_000);

  it('turning the authenticator off pauses withdrawals', async () => {
    const u = await fundedUser(t);
    const factor = await enableAuthenticator(t, u.token);
    const off = await post(
      t.app,
      '/security/totp/disable',
      { step_up: await stepUpProof(t, u.token, factor, 'factor_change') },
      { token: u.token },
    );
    expect(off.body.type, JSON.stringify(off.body)).toBe('ok');
    expect((await withdraw(u)).body.code).toBe('withdrawals_paused');
  }, 60_000);
});
