import { FACTOR_LOCKOUT, RECOVERY_CODE_COUNT } from '@meridian/contract/security';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastCode, ok, post, uniqueIp } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { newUser } from '../settings/settings.testing';
import { securityRecoveryCodes, securityTotp } from './security.schema';
import { allowCodeReuse, enableAuthenticator, stepUpProof, totpCode } from './security.testing';

let t: TestApp;
useTestApp((app) => (t = app));

const login = (email: string, extra: Record<string, unknown> = {}) =>
  post(t.app, '/user/login', { user_string: email, password: 'secret123', ...extra }, { ip: uniqueIp() });

/** A code of the secret that is certainly not one of the steps around now. */
function wrongCode(secret: string): string {
  const valid = [-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d));
  return ['000000', '111111', '222222', '333333'].find((c) => !valid.includes(c)) ?? '444444';
}

describe('authenticator set-up', () => {
  it('enrols with a code of the pending secret, replies ten recovery codes, and stores the secret sealed', async () => {
    const u = await newUser(t);
    const setup = ok<{ secret: string; uri: string }>(
      await post(t.app, '/security/totp/setup', {}, { token: u.token }),
    );
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toContain(`otpauth://totp/Meridian:${encodeURIComponent(u.email)}?`);
    const wrong = await post(
      t.app,
      '/security/totp/enable',
      { code: wrongCode(setup.secret) },
      { token: u.token },
    );
    expect(wrong.body.code).toBe('totp_code_invalid');
    const enabled = ok<{ recovery_codes: string[] }>(
      await post(t.app, '/security/totp/enable', { code: totpCode(setup.secret) }, { token: u.token }),
    );
    expect(enabled.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const c of enabled.recovery_codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);

    const [row] = await t.database.db.select().from(securityTotp);
    const stored = JSON.stringify(await t.database.db.select().from(securityTotp));
    expect(row?.secretEnc).toBeTruthy();
    expect(stored).not.toContain(setup.secret);
    const hashes = JSON.stringify(await t.database.db.select().from(securityRecoveryCodes));
    for (const c of enabled.recovery_codes) expect(hashes).not.toContain(c.replace('-', ''));

    const overview = ok<{ totp: boolean; factors: string[]; recovery_codes_left: number }>(
      await post(t.app, '/security/overview', {}, { token: u.token }),
    );
    expect(overview).toMatchObject({ totp: true, factors: ['totp'], recovery_codes_left: 10 });
    expect((await post(t.app, '/security/totp/setup', {}, { token: u.token })).body.code).toBe(
      'totp_already_enabled',
    );
  });

  it('refuses to enable without a set-up, and a newer set-up replaces the pending secret', async () => {
    const u = await newUser(t);
    expect(
      (await post(t.app, '/security/totp/enable', { code: '123456' }, { token: u.token })).body.code,
    ).toBe('totp_setup_missing');
    const first = ok<{ secret: string }>(await post(t.app, '/security/totp/setup', {}, { token: u.token }));
    const second = ok<{ secret: string }>(await post(t.app, '/security/totp/setup', {}, { token: u.token }));
    expect(second.secret).not.toBe(first.secret);
    const stale = await post(
      t.app,
      '/security/totp/enable',
      { code: totpCode(first.secret) },
      { token: u.token },
    );
    expect(stale.body.code).toBe('totp_code_invalid');
    ok(await post(t.app, '/security/totp/enable', { code: totpCode(second.secret) }, { token: u.token }));
  });
});

describe('login with the authenticator', () => {
  it('asks the code, refuses a wrong one, accepts the right one once', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const none = await login(u.email);
    expect(none.body).toMatchObject({ type: 'error', code: 'second_factor_required', field: 'totp_code' });
    expect((await login(u.email, { totp_code: wrongCode(a.secret) })).body.code).toBe('totp_code_invalid');
    await allowCodeReuse(t, a.userId);
    const code = totpCode(a.secret);
    const token = ok<string>(await login(u.email, { totp_code: code }));
    ok(await post(t.app, '/user/info', {}, { token }));
    expect((await login(u.email, { totp_code: code })).body.code).toBe('totp_code_used');
  });

  it('two logins racing with one code: exactly one is accepted', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    await allowCodeReuse(t, a.userId);
    const code = totpCode(a.secret);
    const replies = await Promise.all([
      login(u.email, { totp_code: code }),
      login(u.email, { totp_code: code }),
    ]);
    expect(replies.map((r) => r.body.type === 'ok').filter(Boolean)).toHaveLength(1);
    expect(replies.map((r) => r.body.code).filter(Boolean)).toEqual(['totp_code_used']);
  });

  it('a recovery code signs in once, in any case and without its dash', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const code = a.recoveryCodes[3] ?? '';
    ok(await login(u.email, { recovery_code: code.toUpperCase().replace('-', '') }));
    expect((await login(u.email, { recovery_code: code })).body.code).toBe('recovery_code_invalid');
    const overview = ok<{ recovery_codes_left: number }>(
      await post(t.app, '/security/overview', {}, { token: u.token }),
    );
    expect(overview.recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 1);
  });

  it(`${FACTOR_LOCKOUT.tries} wrong codes in a row lock the factor; a right one in between restarts the count`, async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const bad = wrongCode(a.secret);
    for (let i = 1; i < FACTOR_LOCKOUT.tries; i++)
      expect((await login(u.email, { totp_code: bad })).body.code).toBe('totp_code_invalid');
    await allowCodeReuse(t, a.userId);
    ok(await login(u.email, { totp_code: totpCode(a.secret) }));
    for (let i = 1; i < FACTOR_LOCKOUT.tries; i++)
      expect((await login(u.email, { totp_code: bad })).body.code).toBe('totp_code_invalid');
    const fifth = await login(u.email, { totp_code: bad });
    expect(fifth.body.code).toBe('factor_locked');
    expect(fifth.body.message).toMatch(/1[45] minutes/);
    await allowCodeReuse(t, a.userId);
    expect((await login(u.email, { totp_code: totpCode(a.secret) })).body.code).toBe('factor_locked');
    expect((await login(u.email, { recovery_code: a.recoveryCodes[0] })).body.code).toBe('factor_locked');
    // the password itself was right every time: the account's password lockout is not touched
    expect((await login(u.email)).body.code).toBe('second_factor_required');
  });

  it('concurrent guesses cannot pass the lock: at most the limit are checked', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const bad = wrongCode(a.secret);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        post(
          t.app,
          '/security/step_up',
          { action: 'withdraw', totp_code: bad },
          { token: u.token, ip: uniqueIp() },
        ),
      ),
    );
    const codes = replies.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'totp_code_invalid').length).toBe(FACTOR_LOCKOUT.tries - 1);
    expect(codes.filter((c) => c === 'factor_locked').length).toBe(12 - (FACTOR_LOCKOUT.tries - 1));
  });

  it('users without a factor sign in with the password alone, as before', async () => {
    const u = await newUser(t);
    ok(await login(u.email));
    ok(await login(u.email, { totp_code: '123456' }));
  });
});

describe('password reset with the authenticator', () => {
  it('asks the factor before the new password is written', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    ok(await post(t.app, '/sms_mail', { user_string: u.email, scene: 'forget' }, { ip: uniqueIp() }));
    const code = await lastCode(t.dataDir, u.email, 'forget');
    const reset = (extra: Record<string, unknown>) =>
      post(
        t.app,
        '/user/forget',
        { account: u.email, password: 'newpass123', repassword: 'newpass123', code, ...extra },
        { ip: uniqueIp() },
      );
    expect((await reset({})).body.code).toBe('second_factor_required');
    ok(await login(u.email, { recovery_code: a.recoveryCodes[1] })); // the old password still works
    await allowCodeReuse(t, a.userId);
    ok(await reset({ totp_code: totpCode(a.secret) }));
    await allowCodeReuse(t, a.userId);
    ok(
      await post(
        t.app,
        '/user/login',
        { user_string: u.email, password: 'newpass123', totp_code: totpCode(a.secret) },
        { ip: uniqueIp() },
      ),
    );
  });
});

describe('turning the authenticator off, new recovery codes', () => {
  it('needs a factor_change proof, then pauses withdrawals for 24 h', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    expect((await post(t.app, '/security/totp/disable', {}, { token: u.token })).body.code).toBe(
      'step_up_required',
    );
    const forWithdraw = await stepUpProof(t, u.token, a, 'withdraw');
    expect(
      (await post(t.app, '/security/totp/disable', { step_up: forWithdraw }, { token: u.token })).body.code,
    ).toBe('step_up_invalid');
    const proof = await stepUpProof(t, u.token, a, 'factor_change');
    const before = Date.now();
    const overview = ok<{
      totp: boolean;
      factors: string[];
      recovery_codes_left: number;
      withdrawals_paused_until: string;
      withdrawals_paused_reason: string;
    }>(await post(t.app, '/security/totp/disable', { step_up: proof }, { token: u.token }));
    expect(overview).toMatchObject({
      totp: false,
      factors: [],
      recovery_codes_left: 0,
      withdrawals_paused_reason: 'credentials_changed',
    });
    const pausedMs = Date.parse(overview.withdrawals_paused_until) - before;
    expect(pausedMs).toBeGreaterThan(24 * 3_600_000 - 60_000);
    expect(pausedMs).toBeLessThan(24 * 3_600_000 + 60_000);
    // the factor is gone: the password alone signs in, the old recovery codes are gone with it
    ok(await login(u.email));
    expect(
      await t.database.db
        .select()
        .from(securityRecoveryCodes)
        .where(eq(securityRecoveryCodes.userId, a.userId)),
    ).toEqual([]);
    expect((await post(t.app, '/security/totp/disable', {}, { token: u.token })).body.code).toBe(
      'totp_not_enabled',
    );
  });

  it('renews the recovery codes with a proof; the old ones stop working', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    expect((await post(t.app, '/security/recovery_codes', {}, { token: u.token })).body.code).toBe(
      'step_up_required',
    );
    const proof = await stepUpProof(t, u.token, a, 'factor_change');
    const renewed = ok<{ recovery_codes: string[] }>(
      await post(t.app, '/security/recovery_codes', { step_up: proof }, { token: u.token }),
    );
    expect(renewed.recovery_codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await login(u.email, { recovery_code: a.recoveryCodes[0] })).body.code).toBe(
      'recovery_code_invalid',
    );
    ok(await login(u.email, { recovery_code: renewed.recovery_codes[0] }));
  });
});
