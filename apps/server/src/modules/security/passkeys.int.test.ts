import { PASSKEYS_MAX, type SecurityOverview } from '@meridian/contract/security';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, ok, type Reply, registerAndLogin, uniqueIp } from '../../../test/api';
import { SoftAuthenticator } from '../../../test/soft-authenticator';
import { type TestApp, useTestApp } from '../../../test/test-app';
import { call, passkeyAssertion, registerPasskey } from './passkeys.testing';
import { userIdOf } from './security.testing';

let t: TestApp;
useTestApp((app) => (t = app));

const PASSWORD = 'secret123';
let users = 0;
async function newUser(): Promise<{ email: string; token: string }> {
  users++;
  const email = `passkeys${users}-${Date.now()}@example.com`;
  return { email, token: await registerAndLogin(t.app, t.dataDir, email, PASSWORD) };
}

/** A user with one passkey (`auth`). */
async function withPasskey(name = 'Phone') {
  const user = await newUser();
  const auth = new SoftAuthenticator();
  ok(await registerPasskey(t, user.token, auth, { name }));
  return { ...user, auth };
}

const overview = async (token: string) =>
  ok<SecurityOverview>(await get(t.app, '/security/overview', {}, { token }));
const passkeyLogin = (a: { passkey_challenge: string; passkey_response: string }) =>
  call(t, '/security/passkeys/login', { challenge: a.passkey_challenge, response: a.passkey_response });
const stepUp = async (token: string, auth: SoftAuthenticator, action: string) =>
  ok<{ proof: string }>(
    await call(t, '/security/step_up', { action, ...(await passkeyAssertion(t, auth, { token })) }, token),
  ).proof;
const noticesOf = async (userId: number, like = 'security_passkey%') =>
  (
    await t.database.db.execute<{ key: string; params: Record<string, unknown> }>(
      sql`SELECT key, params FROM notifications WHERE user_id = ${userId} AND key LIKE ${like} ORDER BY id`,
    )
  ).rows;
const loginOptions = async (body: Record<string, unknown>) =>
  JSON.parse(ok<{ options: string }>(await call(t, '/security/passkeys/login_options', body)).options) as {
    rpId: string;
    allowCredentials?: { id: string }[];
    userVerification: string;
  };

describe('passkey registration', () => {
  it('saves the passkey under its name; the overview lists it as a factor; a notice tells', async () => {
    const { token } = await newUser();
    const auth = new SoftAuthenticator();
    const options = JSON.parse(
      ok<{ options: string }>(await call(t, '/security/passkeys/register_options', {}, token)).options,
    ) as { rp: { id: string; name: string }; authenticatorSelection: Record<string, string> };
    expect(options.rp).toEqual({ id: 'localhost', name: 'Meridian' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });

    const item = ok<{ id: number; name: string; last_used_at: string | null }>(
      await registerPasskey(t, token, auth, { name: 'My phone' }),
    );
    expect(item).toMatchObject({ name: 'My phone', last_used_at: null });
    const view = await overview(token);
    expect(view.passkeys).toEqual([item]);
    expect(view.factors).toContain('passkey');
    const notices = await noticesOf(await userIdOf(t, token));
    expect(notices.map((n) => [n.key, n.params.name])).toEqual([['security_passkey_added', 'My phone']]);
    const stored = await t.database.db.execute<{
      credential_id: string;
      counter: string;
      transports: string[];
    }>(sql`SELECT credential_id, counter, transports FROM security_passkeys WHERE id = ${item.id}`);
    expect(stored.rows[0]).toMatchObject({ credential_id: auth.credentialId, transports: ['internal'] });
  });

  it('excludes the passkeys the user has; a challenge is answered once and by its own user only', async () => {
    const { token, auth } = await withPasskey();
    const proof = await stepUp(token, auth, 'factor_change');
    const opts = ok<{ challenge: string; options: string }>(
      await call(t, '/security/passkeys/register_options', {}, token),
    );
    expect((JSON.parse(opts.options) as { excludeCredentials: { id: string }[] }).excludeCredentials).toEqual(
      [expect.objectContaining({ id: auth.credentialId })],
    );
    const other = await newUser();
    const second = new SoftAuthenticator();
    const body = { challenge: opts.challenge, response: second.register(opts.options), name: 'Key' };
    expect((await call(t, '/security/passkeys/register', body, other.token)).body.code).toBe(
      'passkey_invalid',
    );
    // the other user's attempt spent it
    expect((await call(t, '/security/passkeys/register', { ...body, step_up: proof }, token)).body.code).toBe(
      'passkey_invalid',
    );
  });

  it('needs a factor_change step-up once the user holds a second factor', async () => {
    const { token, auth } = await withPasskey();
    const second = new SoftAuthenticator();
    expect((await registerPasskey(t, token, second)).body.code).toBe('step_up_required');
    const wrong = await stepUp(token, auth, 'withdraw');
    expect((await registerPasskey(t, token, second, { step_up: wrong })).body.code).toBe('step_up_invalid');
    const proof = await stepUp(token, auth, 'factor_change');
    ok(await registerPasskey(t, token, second, { name: 'Laptop', step_up: proof }));
    expect((await overview(token)).passkeys.map((p) => p.name)).toEqual(['Phone', 'Laptop']);
    expect((await registerPasskey(t, token, new SoftAuthenticator(), { step_up: proof })).body.code).toBe(
      'step_up_invalid',
    );
  });

  it(`holds at most ${PASSKEYS_MAX} passkeys`, async () => {
    const { token, auth } = await withPasskey();
    for (let i = 1; i < PASSKEYS_MAX - 1; i++) {
      const proof = await stepUp(token, auth, 'factor_change');
      ok(await registerPasskey(t, token, new SoftAuthenticator(), { name: `Key ${i}`, step_up: proof }));
    }
    // options taken while there is room, answered after the last place is gone
    const late = ok<{ challenge: string; options: string }>(
      await call(t, '/security/passkeys/register_options', {}, token),
    );
    ok(
      await registerPasskey(t, token, new SoftAuthenticator(), {
        step_up: await stepUp(token, auth, 'factor_change'),
      }),
    );
    expect((await overview(token)).passkeys).toHaveLength(PASSKEYS_MAX);

    const full = await call(t, '/security/passkeys/register_options', {}, token);
    expect(full.body).toMatchObject({
      code: 'passkey_limit',
      message: `You can register at most ${PASSKEYS_MAX} passkeys`,
    });
    const proof = await stepUp(token, auth, 'factor_change');
    const body = {
      challenge: late.challenge,
      response: new SoftAuthenticator().register(late.options),
      name: 'X',
    };
    expect((await call(t, '/security/passkeys/register', { ...body, step_up: proof }, token)).body.code).toBe(
      'passkey_limit',
    );
  });

  it('renames a passkey of the caller only', async () => {
    const { token } = await withPasskey();
    const [item] = (await overview(token)).passkeys;
    const renamed = await call(t, '/security/passkeys/rename', { id: item?.id, name: 'Work phone' }, token);
    expect(renamed.body.message).toMatchObject({ id: item?.id, name: 'Work phone' });
    const other = await newUser();
    expect(
      (await call(t, '/security/passkeys/rename', { id: item?.id, name: 'Mine' }, other.token)).body.code,
    ).toBe('passkey_not_found');
    expect((await call(t, '/security/passkeys/rename', { id: item?.id, name: '' }, token)).body.code).toBe(
      'passkey_name_invalid',
    );
  });
});

describe('passkey removal', () => {
  it('needs a step-up proof; pauses withdrawals for 24 h; a notice tells', async () => {
    const { token, auth } = await withPasskey('Old phone');
    const [item] = (await overview(token)).passkeys;
    expect((await call(t, '/security/passkeys/remove', { id: item?.id }, token)).body.code).toBe(
      'step_up_required',
    );
    expect((await overview(token)).passkeys).toHaveLength(1);

    const other = await newUser();
    const proofOfOther = await stepUp(token, auth, 'factor_change');
    expect((await call(t, '/security/passkeys/remove', { id: item?.id }, other.token)).body.code).toBe(
      'passkey_not_found',
    );
    const before = Date.now();
    const removed = ok<SecurityOverview>(
      await call(t, '/security/passkeys/remove', { id: item?.id, step_up: proofOfOther }, token),
    );
    expect(removed.passkeys).toEqual([]);
    expect(removed.factors).not.toContain('passkey');
    expect(removed.withdrawals_paused_reason).toBe('credentials_changed');
    const pausedFor = Date.parse(removed.withdrawals_paused_until ?? '') - before;
    expect(pausedFor).toBeGreaterThan(23.9 * 3_600_000);
    expect(pausedFor).toBeLessThan(24.1 * 3_600_000);
    expect((await noticesOf(await userIdOf(t, token))).map((n) => [n.key, n.params.name])).toEqual([
      ['security_passkey_added', 'Old phone'],
      ['security_passkey_removed', 'Old phone'],
    ]);
    expect((await call(t, '/security/passkeys/remove', { id: item?.id }, token)).body.code).toBe(
      'passkey_not_found',
    );
  });
});

describe('passkey sign-in', () => {
  let alice: Awaited<ReturnType<typeof withPasskey>>;
  let bob: Awaited<ReturnType<typeof withPasskey>>;
  beforeAll(async () => {
    alice = await withPasskey();
    bob = await withPasskey();
  });

  it("names an account's passkeys, or none for no account or an unknown one (same shape)", async () => {
    expect((await loginOptions({ user_string: alice.email })).allowCredentials).toEqual([
      expect.objectContaining({ id: alice.auth.credentialId }),
    ]);
    const discoverable = await loginOptions({});
    const unknown = await loginOptions({ user_string: 'nobody@example.com' });
    expect(discoverable.allowCredentials).toBeUndefined();
    expect(Object.keys(unknown).sort()).toEqual(Object.keys(discoverable).sort());
    expect(discoverable).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
  });

  it('a passkey alone gives a token that works; the use is recorded', async () => {
    const token = ok<string>(await passkeyLogin(await passkeyAssertion(t, alice.auth, {})));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(ok<{ account: string }>(await get(t.app, '/user/info', {}, { token })).account).toBe(alice.email);
    expect((await overview(token)).passkeys[0]?.last_used_at).not.toBeNull();
    ok(await passkeyLogin(await passkeyAssertion(t, alice.auth, { user_string: alice.email })));
  });

  it('signs in as a password login does: the sign-in recorded, a new device noticed', async () => {
    const uid = await userIdOf(t, alice.token);
    const assertion = await passkeyAssertion(t, alice.auth, {});
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/security/passkeys/login',
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile Safari/604.1',
      },
      remoteAddress: '192.0.2.7',
      payload: { challenge: assertion.passkey_challenge, response: assertion.passkey_response },
    });
    expect(res.json<Reply['body']>().type).toBe('ok');
    expect(await noticesOf(uid, 'security_new_device')).toHaveLength(1);
    const user = await t.database.db.execute<{ last_login_ip: string }>(
      sql`SELECT last_login_ip FROM users WHERE id = ${uid}`,
    );
    expect(user.rows[0]?.last_login_ip).toBe('192.0.2.7');
  });

  it('refuses a replayed assertion: its challenge is spent (even from an authenticator without a counter)', async () => {
    const { auth } = await withPasskey();
    // many passkeys keep no signature counter (always 0): only the spent challenge stops the replay
    const assertion = await passkeyAssertion(t, auth, {}, { counter: 0 });
    ok(await passkeyLogin(assertion));
    expect((await passkeyLogin(assertion)).body.code).toBe('passkey_invalid');
    ok(await passkeyLogin(await passkeyAssertion(t, auth, {}, { counter: 0 })));
  });

  it('refuses an assertion made on another origin', async () => {
    const assertion = await passkeyAssertion(t, alice.auth, {}, { origin: 'http://evil.example' });
    expect((await passkeyLogin(assertion)).body.code).toBe('passkey_invalid');
    ok(await passkeyLogin(await passkeyAssertion(t, alice.auth, {})));
  });

  it('refuses a signature counter that does not move forward', async () => {
    ok(await passkeyLogin(await passkeyAssertion(t, alice.auth, {}, { counter: 40 })));
    expect((await passkeyLogin(await passkeyAssertion(t, alice.auth, {}, { counter: 39 }))).body.code).toBe(
      'passkey_invalid',
    );
    expect((await passkeyLogin(await passkeyAssertion(t, alice.auth, {}, { counter: 40 }))).body.code).toBe(
      'passkey_invalid',
    );
    ok(await passkeyLogin(await passkeyAssertion(t, alice.auth, {}, { counter: 41 })));
  });

  it("refuses another user's credential id, and another user's passkey for a named account", async () => {
    const claimed = await passkeyAssertion(t, alice.auth, {}, { credentialId: bob.auth.credentialId });
    expect((await passkeyLogin(claimed)).body.code).toBe('passkey_invalid');
    const named = await passkeyAssertion(t, bob.auth, { user_string: alice.email });
    expect((await passkeyLogin(named)).body.code).toBe('passkey_invalid');
    const unknown = await passkeyAssertion(t, new SoftAuthenticator(), {});
    expect((await passkeyLogin(unknown)).body.code).toBe('passkey_invalid');
  });

  it('needs user verification to sign in with a passkey alone', async () => {
    const assertion = await passkeyAssertion(t, alice.auth, {}, { userVerified: false });
    expect((await passkeyLogin(assertion)).body.code).toBe('passkey_invalid');
  });

  it('refuses an expired challenge and one issued for another ceremony', async () => {
    const assertion = await passkeyAssertion(t, alice.auth, {});
    await t.database.db.execute(
      sql`UPDATE security_challenges SET expires_at = now() - interval '1 second' WHERE id = ${assertion.passkey_challenge}`,
    );
    expect((await passkeyLogin(assertion)).body.code).toBe('passkey_challenge_expired');
    const stepUpOnly = await passkeyAssertion(t, alice.auth, { token: alice.token });
    expect((await passkeyLogin(stepUpOnly)).body.code).toBe('passkey_invalid');
  });

  it('counts wrong tries towards the factor lockout of the account', async () => {
    const carol = await withPasskey();
    const wrong = () => passkeyAssertion(t, carol.auth, {}, { origin: 'http://evil.example' });
    for (let i = 1; i < 5; i++) expect((await passkeyLogin(await wrong())).body.code).toBe('passkey_invalid');
    expect((await passkeyLogin(await wrong())).body.code).toBe('factor_locked');
    expect((await passkeyLogin(await passkeyAssertion(t, carol.auth, {}))).body.code).toBe('factor_locked');
  });
});

describe('passkey as a second factor', () => {
  it('proves a step-up (user verification not needed) bound to the session', async () => {
    const { token, auth } = await withPasskey();
    const res = await call(
      t,
      '/security/step_up',
      { action: 'withdraw', ...(await passkeyAssertion(t, auth, { token }, { userVerified: false })) },
      token,
    );
    const proven = ok<{ action: string; proof: string }>(res);
    expect(proven.action).toBe('withdraw');
    expect(proven.proof).toMatch(/^[\w-]{40,}$/);
    const other = await withPasskey();
    const foreign = await passkeyAssertion(t, other.auth, { token });
    expect((await call(t, '/security/step_up', { action: 'withdraw', ...foreign }, token)).body.code).toBe(
      'passkey_invalid',
    );
  });

  it('a password login of a passkey-only account asks for it, then accepts the assertion', async () => {
    const { email, auth } = await withPasskey();
    const login = (extra: Record<string, unknown> = {}) =>
      call(t, '/user/login', { user_string: email, password: PASSWORD, ...extra });
    expect((await login()).body.code).toBe('second_factor_required');
    const other = await withPasskey();
    expect((await login(await passkeyAssertion(t, other.auth, { user_string: email }))).body.code).toBe(
      'passkey_invalid',
    );
    const token = ok<string>(await login(await passkeyAssertion(t, auth, { user_string: email })));
    expect(ok<{ account: string }>(await get(t.app, '/user/info', {}, { token })).account).toBe(email);
  });
});

it('the RP is the host the app is served from; an assertion is checked against that origin', async () => {
  const at = async (url: string, body: Record<string, unknown> = {}, token?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api${url}`,
        headers: { host: 'm.example.com:8443', ...(token ? { authorization: token } : {}) },
        remoteAddress: uniqueIp(),
        payload: body,
      })
    ).json<Reply['body']>();
  const options = async (url: string, token?: string) =>
    (await at(url, {}, token)).message as { challenge: string; options: string };
  const { token } = await newUser();
  const auth = new SoftAuthenticator('http://m.example.com:8443');
  const reg = await options('/security/passkeys/register_options', token);
  expect(JSON.parse(reg.options)).toMatchObject({ rp: { id: 'm.example.com' } });
  const body = { challenge: reg.challenge, response: auth.register(reg.options), name: 'Tablet' };
  expect((await at('/security/passkeys/register', body, token)).type).toBe('ok');

  const login = await options('/security/passkeys/login_options');
  expect(JSON.parse(login.options)).toMatchObject({ rpId: 'm.example.com' });
  const elsewhere = auth.assert(login.options, { origin: 'http://localhost' });
  expect(
    (await at('/security/passkeys/login', { challenge: login.challenge, response: elsewhere })).code,
  ).toBe('passkey_invalid');
  const again = await options('/security/passkeys/login_options');
  const there = { challenge: again.challenge, response: auth.assert(again.options) };
  expect((await at('/security/passkeys/login', there)).type).toBe('ok');
});
