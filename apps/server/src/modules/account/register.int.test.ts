import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, lastCode, post, readOutbox, registerAndLogin, uniqueIp } from '../../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('register', () => {
  it('registers by e-mail with the code from the outbox, then logs in and reads the own profile', async () => {
    const sent = await post(t.app, '/sms_mail', {
      user_string: 'Alice@Example.com',
      scene: 'register',
      lang: 'en',
    });
    expect(sent).toEqual({ status: 200, body: { type: 'ok', message: 'Verification code sent' } });

    const [line] = await readOutbox(t.dataDir);
    expect(line).toMatchObject({ channel: 'email', to: 'alice@example.com', scene: 'register' });
    expect(line?.code).toMatch(/^\d{6}$/);
    expect(line?.text).toContain(line?.code);
    expect(Object.keys(line ?? {}).sort()).toEqual(['at', 'channel', 'code', 'scene', 'text', 'to']);

    const reg = await post(t.app, '/user/register', {
      user_string: 'alice@example.com',
      code: line?.code,
      password: 'secret123',
      re_password: 'secret123',
      extension_code: '',
      type: 'email',
    });
    expect(reg.body).toEqual({ type: 'ok', message: 'Registration successful' });

    const login = await post(t.app, '/user/login', {
      user_string: 'ALICE@example.com',
      password: 'secret123',
    });
    expect(login.body.type).toBe('ok');
    expect(login.body.message).toMatch(/^[0-9a-f]{64}$/);

    const info = await get(t.app, '/user/info', {}, { token: login.body.message as string });
    expect(info.body.type).toBe('ok');
    const me = info.body.message as Record<string, unknown>;
    expect(me).toMatchObject({
      email: 'alice@example.com',
      account: 'alice@example.com',
      parent_id: null,
      has_pay_password: false,
    });
    expect(me.extension_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    for (const secret of ['password', 'password_hash', 'passwordHash', 'pay_password', 'payPasswordHash']) {
      expect(me).not.toHaveProperty(secret);
    }
  });

  it('links the inviter through the invite code and gives every user a unique code of their own', async () => {
    const inviterToken = await registerAndLogin(t.app, t.dataDir, 'inviter@example.com');
    const inviter = (await get(t.app, '/user/info', {}, { token: inviterToken })).body.message as {
      id: number;
      extension_code: string;
    };
    const inviteeToken = await registerAndLogin(t.app, t.dataDir, 'invitee@example.com', 'secret123', {
      extension_code: inviter.extension_code.toLowerCase(),
    });
    const invitee = (await get(t.app, '/user/info', {}, { token: inviteeToken })).body.message as {
      id: number;
      parent_id: number;
      extension_code: string;
    };
    expect(invitee.parent_id).toBe(inviter.id);
    expect(invitee.extension_code).not.toBe(inviter.extension_code);
    // each registration records account.registered in its transaction (coupons' grants subscribe)
    const events = await t.database.db.execute<{ payload: { userId: number; parentId: number | null } }>(
      sql`SELECT payload FROM domain_events WHERE name = 'account.registered' ORDER BY id`,
    );
    expect(events.rows.map(({ payload: p }) => [p.userId, p.parentId]).slice(-2)).toEqual([
      [inviter.id, null],
      [invitee.id, inviter.id],
    ]);
  });

  it('refuses an unknown invite code without spending the verification code', async () => {
    await post(t.app, '/sms_mail', { user_string: 'badinvite@example.com' }, { ip: uniqueIp() });
    const code = await lastCode(t.dataDir, 'badinvite@example.com', 'register');
    const body = {
      user_string: 'badinvite@example.com',
      code,
      password: 'secret123',
      re_password: 'secret123',
    };
    const refused = await post(t.app, '/user/register', { ...body, extension_code: 'NOPE2345' });
    expect(refused.body).toMatchObject({
      type: 'error',
      code: 'invite_code_invalid',
      field: 'extension_code',
    });
    const ok = await post(t.app, '/user/register', body);
    expect(ok.body.type).toBe('ok');
  });

  it('registers by mobile number with an SMS code', async () => {
    const sent = await post(
      t.app,
      '/sms_send',
      { mobile: '7700900123', area_code: '+44', scene: 'register' },
      { ip: uniqueIp() },
    );
    expect(sent.body.type).toBe('ok');
    const code = await lastCode(t.dataDir, '+44 7700900123', 'register');
    const reg = await post(t.app, '/user/register', {
      user_string: '7700900123',
      code,
      password: 'secret123',
      re_password: 'secret123',
      type: 'mobile',
      area_code: '44',
    });
    expect(reg.body.type).toBe('ok');
    const login = await post(t.app, '/user/login', { user_string: '7700900123', password: 'secret123' });
    const info = await get(t.app, '/user/info', {}, { token: login.body.message as string });
    expect(info.body.message).toMatchObject({ phone: '7700900123', area_code: '44', email: null });
  });

  it('refuses a second account on the same e-mail, at code time and at register time', async () => {
    await registerAndLogin(t.app, t.dataDir, 'taken@example.com');
    const again = await post(
      t.app,
      '/sms_mail',
      { user_string: 'taken@example.com', scene: 'register' },
      { ip: uniqueIp() },
    );
    expect(again.body).toMatchObject({ type: 'error', code: 'account_exists' });
    const reg = await post(t.app, '/user/register', {
      user_string: 'taken@example.com',
      code: '123456',
      password: 'secret123',
      re_password: 'secret123',
    });
    expect(reg.body).toMatchObject({ type: 'error', code: 'account_exists' });
  });

  it('enforces spec §5 rules server-side with localised messages', async () => {
    const base = {
      user_string: 'rules@example.com',
      code: '123456',
      password: 'secret123',
      re_password: 'secret123',
    };
    const mismatch = await post(t.app, '/user/register', { ...base, re_password: 'secret124', lang: 'zh' });
    expect(mismatch.body).toMatchObject({
      type: 'error',
      code: 'passwords_inconsistent',
      field: 're_password',
    });
    expect(mismatch.body.message).not.toMatch(/[a-z]{4}/i);
    const short = await post(t.app, '/user/register', {
      ...base,
      password: '12345',
      re_password: '12345',
      lang: 'fra',
    });
    expect(short.body).toMatchObject({ type: 'error', code: 'password_too_short' });
    expect(short.body.message).toMatch(/mot de passe/i);
    const badCode = await post(t.app, '/user/register', { ...base, code: '12a456' });
    expect(badCode.body).toMatchObject({ type: 'error', code: 'code_format', field: 'code' });
    const badEmail = await post(t.app, '/sms_mail', { user_string: 'not-an-email' }, { ip: uniqueIp() });
    expect(badEmail.body).toMatchObject({ type: 'error', code: 'email_format' });
    const badMobile = await post(t.app, '/sms_send', { mobile: '12345', area_code: '1' }, { ip: uniqueIp() });
    expect(badMobile.body).toMatchObject({ type: 'error', code: 'mobile_format' });
  });
});
