import type { OperatorInfo, OpsLoginResponse } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, uniqueIp } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { auditRowsOf, newOperator, OPS_PASSWORD } from './ops.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operator accounts and sessions', () => {
  it('create → login → me → logout; the login is audited; the token then gets 999', async () => {
    const email = `Boss-${Date.now()}@Meridian.test`;
    const created = await t.services.operators.create({ email, password: OPS_PASSWORD });
    expect(created.email).toBe(email.toLowerCase());
    const ip = uniqueIp();
    const login = await post(t.app, '/ops/login', { email, password: OPS_PASSWORD }, { ip });
    expect(login.body.type).toBe('ok');
    const { token, operator } = login.body.message as OpsLoginResponse;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(operator).toEqual(created);

    const me = { ...created, totp_enabled: false };
    expect((await get(t.app, '/ops/me', {}, { token })).body).toEqual({ type: 'ok', message: me });
    expect((await get(t.app, '/ops/me', {}, { token: `Bearer ${token}` })).body.message).toEqual(me);

    const audit = await auditRowsOf(t, 'operator', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ operator_id: created.id, action: 'operator.login', before: null, ip });
    const stored = await t.database.pool.query<{ token_hash: string }>(
      'SELECT token_hash FROM operator_sessions WHERE operator_id = $1',
      [created.id],
    );
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toBe(token);

    const out = await post(t.app, '/ops/logout', { lang: 'fra' }, { token });
    expect(out.body).toEqual({ type: 'ok', message: 'Déconnexion réussie' });
    expect((await get(t.app, '/ops/me', {}, { token })).body.type).toBe('999');
  });

  it('a wrong password is refused (localised); five lock the account, even for the right password', async () => {
    const email = `lock-${Date.now()}@meridian.test`;
    await t.services.operators.create({ email, password: OPS_PASSWORD });
    const attempt = (password: string, lang = 'en') =>
      post(t.app, '/ops/login', { email, password, lang }, { ip: uniqueIp() });
    expect((await attempt('wrong-one', 'zh')).body).toMatchObject({
      type: 'error',
      code: 'login_failed',
      message: '登录失败：账号或密码错误',
    });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-one')).body.code).toBe('login_failed');
    expect((await attempt('wrong-one')).body).toMatchObject({ type: 'error', code: 'account_locked' });
    const locked = await attempt(OPS_PASSWORD, 'spa');
    expect(locked.body.code).toBe('account_locked');
    expect(locked.body.message).toMatch(/15/);
    expect((await attempt(OPS_PASSWORD)).body.code).toBe('account_locked');
    // The CLI's --reset-password clears the lock.
    await t.services.operators.resetPassword({ email, password: OPS_PASSWORD });
    expect((await attempt(OPS_PASSWORD)).body.type).toBe('ok');
  });

  it('an unknown e-mail gets the same refusal; a malformed body is a localised parameter error', async () => {
    const unknown = await post(
      t.app,
      '/ops/login',
      { email: 'nobody@meridian.test', password: 'whatever1' },
      { ip: uniqueIp() },
    );
    expect(unknown.body).toMatchObject({ type: 'error', code: 'login_failed' });
    const bad = await post(t.app, '/ops/login', { email: 'not-an-email', password: 'x', lang: 'jp' });
    expect(bad.body).toMatchObject({ type: 'error', code: 'email_format', field: 'email' });
  });

  it('operator and user tokens never cross: each gets 999 on the other API; no token gets 999', async () => {
    const op = await newOperator(t);
    const user = await newUser(t);
    expect((await get(t.app, '/user/info', {}, { token: op.token })).body.type).toBe('999');
    expect((await post(t.app, '/wallet/list', {}, { token: op.token })).body.type).toBe('999');
    expect((await get(t.app, '/ops/me', {}, { token: user.token })).body.type).toBe('999');
    expect((await get(t.app, '/ops/deposits/list', {}, { token: user.token })).body.type).toBe('999');
    expect((await post(t.app, '/ops/deposits/approve', { id: 1 }, { token: user.token })).body.type).toBe(
      '999',
    );
    expect((await get(t.app, '/ops/kyc/list')).body).toMatchObject({ type: '999', code: 'please_log_in' });
    expect((await post(t.app, '/ops/withdrawals/reject', { id: 1, reason: 'x' })).body.type).toBe('999');
    expect((await get(t.app, '/ops/audit', {}, { token: 'f'.repeat(64) })).body.type).toBe('999');
  });

  it('login is rate-limited per client address (too_many_requests)', async () => {
    const ip = '192.0.2.91';
    const tries = [];
    for (let i = 0; i < 22; i++)
      tries.push(
        await post(t.app, '/ops/login', { email: 'nobody@meridian.test', password: 'whatever1' }, { ip }),
      );
    const codes = tries.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'login_failed')).toHaveLength(20);
    expect(codes.filter((c) => c === 'too_many_requests')).toHaveLength(2);
  });

  it('a disabled operator can neither log in nor use a live token', async () => {
    const op = await newOperator(t);
    await t.database.pool.query('UPDATE operators SET disabled = true WHERE id = $1', [op.id]);
    expect((await get(t.app, '/ops/me', {}, { token: op.token })).body.type).toBe('999');
    const login = await post(
      t.app,
      '/ops/login',
      { email: op.email, password: OPS_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(login.body.code).toBe('login_failed');
  });

  it('an expired session gets 999', async () => {
    const op = await newOperator(t);
    await t.database.pool.query(
      "UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = $1",
      [op.id],
    );
    expect((await get(t.app, '/ops/me', {}, { token: op.token })).body.type).toBe('999');
  });

  it('the same e-mail cannot be created twice', async () => {
    const email = `twice-${Date.now()}@meridian.test`;
    const first: OperatorInfo = await t.services.operators.create({ email, password: OPS_PASSWORD });
    await expect(t.services.operators.create({ email, password: OPS_PASSWORD })).rejects.toThrow(
      /already exists/,
    );
    expect((await t.services.operators.list()).filter((o) => o.email === email)).toEqual([
      expect.objectContaining(first),
    ]);
  });
});
