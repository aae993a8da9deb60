import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, lastCode, post, readOutbox, registerAndLogin, uniqueIp } from '../../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (email: string, code: string) =>
  post(
    t.app,
    '/user/register',
    { user_string: email, code, password: 'secret123', re_password: 'secret123' },
    { ip: uniqueIp() },
  );
const sendCode = (email: string, scene = 'register') =>
  post(t.app, '/sms_mail', { user_string: email, scene }, { ip: uniqueIp() });
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes', () => {
  it('refuses a wrong code and keeps the right one usable', async () => {
    await sendCode('wrong@example.com');
    const code = await lastCode(t.dataDir, 'wrong@example.com', 'register');
    expect((await register('wrong@example.com', otherThan(code))).body).toMatchObject({
      type: 'error',
      code: 'code_invalid',
      field: 'code',
    });
    expect((await register('wrong@example.com', code)).body.type).toBe('ok');
  });

  it('binds a code to its address and scene', async () => {
    await sendCode('first@example.com');
    const code = await lastCode(t.dataDir, 'first@example.com', 'register');
    expect((await register('second@example.com', code)).body.code).toBe('code_invalid');
  });

  it('expires a code after 10 minutes', async () => {
    await sendCode('expired@example.com');
    const code = await lastCode(t.dataDir, 'expired@example.com', 'register');
    await t.database.pool.query(
      `UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE target = 'expired@example.com'`,
    );
    expect((await register('expired@example.com', code)).body.code).toBe('code_expired');
  });

  it('kills a code after 5 wrong attempts, even if the right one comes next', async () => {
    await sendCode('attempts@example.com');
    const code = await lastCode(t.dataDir, 'attempts@example.com', 'register');
    for (let i = 0; i < 5; i++)
      expect((await register('attempts@example.com', otherThan(code))).body.code).toBe('code_invalid');
    expect((await register('attempts@example.com', code)).body.code).toBe('code_attempts_exceeded');
  });

  it('spends a code once', async () => {
    await sendCode('once@example.com');
    const code = await lastCode(t.dataDir, 'once@example.com', 'register');
    const check = await post(t.app, '/user/check_email', {
      user_string: 'once@example.com',
      email_code: code,
    });
    expect(check.body).toEqual({ type: 'ok', message: 'Verification code is correct' });
    expect((await register('once@example.com', code)).body.type).toBe('ok');
    const reused = await post(t.app, '/user/check_email', {
      user_string: 'once@example.com',
      email_code: code,
    });
    expect(reused.body.code).toBe('code_invalid');
  });

  it('refuses a resend within 60 seconds and says how long to wait; a new code replaces the old', async () => {
    await sendCode('resend@example.com');
    const first = await lastCode(t.dataDir, 'resend@example.com', 'register');
    const again = await sendCode('resend@example.com');
    expect(again.body).toMatchObject({ type: 'error', code: 'code_resend_too_soon' });
    expect(again.body.message).toMatch(/\d+ seconds/);
    await t.database.pool.query(
      `UPDATE verification_codes SET created_at = now() - interval '61 seconds' WHERE target = 'resend@example.com'`,
    );
    expect((await sendCode('resend@example.com')).body.type).toBe('ok');
    const second = await lastCode(t.dataDir, 'resend@example.com', 'register');
    const outbox = (await readOutbox(t.dataDir)).filter((l) => l.to === 'resend@example.com');
    expect(outbox).toHaveLength(2);
    if (first !== second)
      expect((await register('resend@example.com', first)).body.code).toBe('code_invalid');
    expect((await register('resend@example.com', second)).body.type).toBe('ok');
  });

  it('rate-limits code requests per client address', async () => {
    const ip = '192.0.2.77';
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post(t.app, '/sms_mail', { user_string: `flood${i}@example.com` }, { ip })).body);
    }
    expect(codes.slice(0, 5).every((b) => b.type === 'ok')).toBe(true);
    expect(codes[5]).toMatchObject({ type: 'error', code: 'too_many_requests' });
  });
});

describe('forgot password', () => {
  it('needs an existing account to send a code', async () => {
    const res = await sendCode('ghost@example.com', 'forget');
    expect(res.body).toMatchObject({ type: 'error', code: 'account_not_found' });
    const legacy = await post(
      t.app,
      '/sms_mail',
      { user_string: 'ghost@example.com', type: 'forget' },
      { ip: uniqueIp() },
    );
    expect(legacy.body.code).toBe('account_not_found');
  });

  it('verifies the code: a wrong or register-scene code cannot reset a password', async () => {
    await registerAndLogin(t.app, t.dataDir, 'victim@example.com');
    const guess = await post(t.app, '/user/forget', {
      account: 'victim@example.com',
      password: 'hacked123',
      repassword: 'hacked123',
      code: '000000',
    });
    expect(guess.body.code).toBe('code_invalid');
    const login = await post(
      t.app,
      '/user/login',
      { user_string: 'victim@example.com', password: 'hacked123' },
      { ip: uniqueIp() },
    );
    expect(login.body.code).toBe('login_failed');
  });

  it('resets the password with the right code and signs every device out', async () => {
    const oldToken = await registerAndLogin(t.app, t.dataDir, 'reset@example.com');
    await post(t.app, '/sms_mail', { user_string: 'reset@example.com', type: 'forget' }, { ip: uniqueIp() });
    const code = await lastCode(t.dataDir, 'reset@example.com', 'forget');
    const mismatch = await post(t.app, '/user/forget', {
      account: 'reset@example.com',
      password: 'newpass123',
      repassword: 'newpass12',
      code,
    });
    expect(mismatch.body.code).toBe('passwords_inconsistent');
    const ok = await post(t.app, '/user/forget', {
      account: 'reset@example.com',
      password: 'newpass123',
      repassword: 'newpass123',
      code,
    });
    expect(ok.body).toEqual({ type: 'ok', message: 'Password reset, please log in' });
    expect((await get(t.app, '/user/info', {}, { token: oldToken })).body.type).toBe('999');
    const oldPw = await post(
      t.app,
      '/user/login',
      { user_string: 'reset@example.com', password: 'secret123' },
      { ip: uniqueIp() },
    );
    expect(oldPw.body.code).toBe('login_failed');
    const newPw = await post(
      t.app,
      '/user/login',
      { user_string: 'reset@example.com', password: 'newpass123' },
      { ip: uniqueIp() },
    );
    expect(newPw.body.type).toBe('ok');
  });

  it('works for a phone account with an SMS code', async () => {
    await post(
      t.app,
      '/sms_send',
      { mobile: '5551234567', area_code: '1', scene: 'register' },
      { ip: uniqueIp() },
    );
    const regCode = await lastCode(t.dataDir, '+1 5551234567', 'register');
    await post(t.app, '/user/register', {
      user_string: '5551234567',
      code: regCode,
      password: 'secret123',
      re_password: 'secret123',
      type: 'mobile',
      area_code: '1',
    });
    await post(
      t.app,
      '/sms_send',
      { mobile: '5551234567', area_code: '1', type: 'forget' },
      { ip: uniqueIp() },
    );
    const code = await lastCode(t.dataDir, '+1 5551234567', 'forget');
    const ok = await post(t.app, '/user/forget', {
      account: '5551234567',
      password: 'phonepw99',
      repassword: 'phonepw99',
      code,
    });
    expect(ok.body.type).toBe('ok');
    const login = await post(
      t.app,
      '/user/login',
      { user_string: '5551234567', password: 'phonepw99' },
      { ip: uniqueIp() },
    );
    expect(login.body.type).toBe('ok');
  });
});
