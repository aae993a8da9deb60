import { Decimal } from '@meridian/contract';
import type { StepUpAction } from '@meridian/contract/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastCode, ok, post, uniqueIp, type Reply } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { INTERNATIONAL_CARD, newUser, uploadImage } from '../settings/settings.testing';
import { PAY_PASSWORD, spotBalance, USDT, verifiedUser } from '../wallet/wallet.testing';
import { fundedUser, proofSpent, sessionOf } from './protections.testing';
import { enableAuthenticator, stepUpProof } from './security.testing';

/**
 * (The pay-password and contact calls are rate-limited per address: this file's own calls come from distinct
 * ones, and it makes fewer than ten verified users, whose pay password is set from the default one.)
 *
 * Every guarded call of a user with a second factor: without a proof step_up_required, with a proof of another
 * action step_up_invalid, with its own proof accepted and the proof spent (once).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof verifiedUser>> & { factor: { userId: number; secret: string } };

const DOMESTIC = {
  real_name: 'Zhang San',
  bank_name: 'ICBC',
  bank_account: '6222 0202 0000 1234',
  bank_dizhi: 'No. 1 Fuxingmen',
  province: 'Beijing',
  city: 'Beijing',
  branch: 'Haidian',
};

/** A verified user with 1000 USDT and the authenticator on. */
async function guardedUser(): Promise<User> {
  const u = await fundedUser(t);
  return { ...u, factor: await enableAuthenticator(t, u.token) };
}

const withdraw = (u: User, extra: Record<string, unknown> = {}) =>
  post(
    t.app,
    '/wallet/out',
    { currency: USDT, number: '20', address_id: u.addressId, pay_password: PAY_PASSWORD, ...extra },
    { token: u.token },
  );

/** Each guarded call, its action, and how to make it once (`body` carries the step-up field). */
const CALLS: {
  name: string;
  action: StepUpAction;
  call: (u: User, body: Record<string, unknown>) => Promise<Reply>;
}[] = [
  { name: 'withdrawal', action: 'withdraw', call: (u, body) => withdraw(u, body) },
  {
    name: 'address save',
    action: 'address_add',
    call: async (u, body) =>
      post(
        t.app,
        '/user/wallet/save',
        {
          currency: USDT,
          network: 'TRC20',
          name: 'Second',
          address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
          qrcode: await uploadImage(t, u.token),
          ...body,
        },
        { token: u.token },
      ),
  },
  {
    name: 'domestic card save',
    action: 'bank_add',
    call: (u, body) => post(t.app, '/user/cash_save', { ...DOMESTIC, ...body }, { token: u.token }),
  },
  {
    name: 'international card save',
    action: 'bank_add',
    call: (u, body) =>
      post(t.app, '/user/cash_save_international', { ...INTERNATIONAL_CARD, ...body }, { token: u.token }),
  },
  {
    name: 'pay password change',
    action: 'pay_password_change',
    call: async (u, body) => {
      // by phone: the e-mail's resend cooldown runs since the first pay password was set
      const sent = await post(
        t.app,
        '/sms_send',
        { mobile: u.mobile, area_code: '1', scene: 'pay_password' },
        { token: u.token, ip: uniqueIp() },
      );
      if (sent.body.type !== 'ok' && sent.body.code !== 'code_resend_too_soon')
        throw new Error(JSON.stringify(sent.body));
      const code = await lastCode(t.dataDir, `+1 ${u.mobile}`, 'pay_password');
      const change = { password: 'pay654321', re_password: 'pay654321', code, type: 'mobile', ...body };
      return post(t.app, '/safe/update_password', change, { token: u.token, ip: uniqueIp() });
    },
  },
  {
    name: 'phone binding',
    action: 'contact_change',
    call: async (u, body) => {
      const mobile = `1380000${String(u.uid).padStart(4, '0')}`;
      const sent = await post(
        t.app,
        '/sms_send',
        { mobile, area_code: '1', scene: 'bind_mobile' },
        { token: u.token, ip: uniqueIp() },
      );
      if (sent.body.type !== 'ok' && sent.body.code !== 'code_resend_too_soon')
        throw new Error(JSON.stringify(sent.body));
      const code = await lastCode(t.dataDir, `+1 ${mobile}`, 'bind_mobile');
      return post(
        t.app,
        '/safe/mobile',
        { mobile, area_code: '1', code, ...body },
        { token: u.token, ip: uniqueIp() },
      );
    },
  },
];

describe('step-up on guarded calls (a user with the authenticator on)', () => {
  for (const { name, action, call } of CALLS) {
    it(`${name}: needs a proof for ${action}, spends it once`, async () => {
      const u = name === 'phone binding' ? await emailOnlyUser() : await guardedUser();
      expect((await call(u, {})).body).toMatchObject({
        type: 'error',
        code: 'step_up_required',
        field: 'step_up',
      });
      const other = await stepUpProof(
        t,
        u.token,
        u.factor,
        action === 'withdraw' ? 'address_add' : 'withdraw',
      );
      expect((await call(u, { step_up: other })).body.code).toBe('step_up_invalid');
      expect(await proofSpent(t, other)).toBe(false);

      const proof = await stepUpProof(t, u.token, u.factor, action);
      const accepted = await call(u, { step_up: proof });
      expect(accepted.body.type, JSON.stringify(accepted.body)).toBe('ok');
      expect(await proofSpent(t, proof)).toBe(true);
      // a spent proof is spent (a second save of the same address, phone or spent code is refused before)
      if (!['address save', 'phone binding', 'pay password change'].includes(name))
        expect((await call(u, { step_up: proof })).body.code).toBe('step_up_invalid');
    }, 60_000);
  }

  it('a proof of another session of the same user is refused', async () => {
    const u = await guardedUser();
    const proof = await stepUpProof(t, u.token, u.factor, 'withdraw');
    const { userId } = await sessionOf(t, u.token);
    const other = await t.services.sessions.create(userId, 'test', '127.0.0.1');
    expect(
      (
        await post(
          t.app,
          '/wallet/out',
          {
            currency: USDT,
            number: '20',
            address_id: u.addressId,
            pay_password: PAY_PASSWORD,
            step_up: proof,
          },
          { token: other },
        )
      ).body.code,
    ).toBe('step_up_invalid');
    expect((await withdraw(u, { step_up: proof })).body.type).toBe('ok');
  }, 60_000);

  it('a proof from POST /security/step_up (a recovery code) works like any other', async () => {
    const v = await verifiedUser(t);
    const factor = await enableAuthenticator(t, v.token);
    const { proof } = ok<{ proof: string }>(
      await post(
        t.app,
        '/security/step_up',
        { action: 'address_add', recovery_code: factor.recoveryCodes[0] },
        { token: v.token },
      ),
    );
    const saved = await CALLS[1]!.call({ ...v, factor }, { step_up: proof });
    expect(saved.body.type).toBe('ok');
  }, 60_000);

  it('a refused withdrawal leaves its proof unspent', async () => {
    const u = await guardedUser();
    const proof = await stepUpProof(t, u.token, u.factor, 'withdraw');
    expect((await withdraw(u, { step_up: proof, number: '5000' })).body.code).toBe('insufficient_balance');
    expect(await proofSpent(t, proof)).toBe(false);
    expect((await withdraw(u, { step_up: proof })).body.type).toBe('ok');
  }, 60_000);

  it('two withdrawals racing on one proof: exactly one is accepted and held once', async () => {
    const u = await guardedUser();
    const proof = await stepUpProof(t, u.token, u.factor, 'withdraw');
    const replies = await Promise.all([withdraw(u, { step_up: proof }), withdraw(u, { step_up: proof })]);
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code)).sort();
    expect(codes).toEqual(['ok', 'step_up_invalid']);
    const spot = await spotBalance(t, u.token);
    expect(new Decimal(spot.frozen).toFixed()).toBe('20');
    expect(new Decimal(spot.available).toFixed()).toBe('980');
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 60_000);

  it('a user without a factor needs no proof anywhere', async () => {
    const u = { ...(await fundedUser(t, '100')), factor: { userId: 0, secret: '' } };
    for (const { name, call } of CALLS.filter((c) => c.name !== 'phone binding')) {
      const reply = await call(u, {});
      expect(reply.body.type, `${name}: ${JSON.stringify(reply.body)}`).toBe('ok');
    }
  }, 60_000);
});

/** A user with only an e-mail and the authenticator on (to bind a phone). */
async function emailOnlyUser(): Promise<User> {
  const u = await newUser(t);
  const factor = await enableAuthenticator(t, u.token);
  return { ...u, uid: factor.userId, addressId: 0, factor };
}
