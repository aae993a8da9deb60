import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin } from '../../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (user_string: string, password = 'secret123', ua = 'test-agent') => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': ua },
    payload: { user_string, password },
  });
  return res.json<{ type: string; message: string; code?: string }>();
};

describe('sessions', () => {
  it('answers 999 for a missing, malformed, unknown or revoked token', async () => {
    expect((await get(t.app, '/user/info')).body).toMatchObject({ type: '999', code: 'please_log_in' });
    expect((await get(t.app, '/user/info', {}, { token: 'abc' })).body.type).toBe('999');
    expect((await get(t.app, '/user/info', {}, { token: 'f'.repeat(64) })).body.type).toBe('999');

    const token = await registerAndLogin(t.app, t.dataDir, 'revoked@example.com');
    expect((await get(t.app, '/user/info', {}, { token })).body.type).toBe('ok');
    expect((await get(t.app, '/user/info', {}, { token: `Bearer ${token}` })).body.type).toBe('ok');
    const out = await get(t.app, '/user/logout', {}, { token });
    expect(out.body).toEqual({ type: 'ok', message: 'Logged out' });
    const after = await get(t.app, '/user/info', { lang: 'spa' }, { token });
    expect(after.status).toBe(200);
    expect(after.body.type).toBe('999');
    expect(after.body.message).toMatch(/sesión/i);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await registerAndLogin(t.app, t.dataDir, 'hashed@example.com');
    const rows = await t.database.pool.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.rows.some((r) => r.token_hash === token)).toBe(false);
    const { createHash } = await import('node:crypto');
    expect(rows.rows.some((r) => r.token_hash === createHash('sha256').update(token).digest('hex'))).toBe(
      true,
    );
  });

  it('allows several devices, lists them, and revokes one or all others', async () => {
    await registerAndLogin(t.app, t.dataDir, 'devices@example.com');
    const phone = (await login('devices@example.com', 'secret123', 'Phone')).message;
    const tablet = (await login('devices@example.com', 'secret123', 'Tablet')).message;
    const laptop = (await login('devices@example.com', 'secret123', 'Laptop')).message;

    const listed = await get(t.app, '/user/sessions', {}, { token: phone });
    const sessions = listed.body.message as { id: number; device: string; current: boolean }[];
    expect(sessions).toHaveLength(4);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Phone']);

    const tabletId = sessions.find((s) => s.device === 'Tablet')?.id;
    const one = await post(t.app, '/user/sessions/revoke', { id: tabletId }, { token: phone });
    expect(one.body).toEqual({ type: 'ok', message: { revoked: 1 } });
    expect((await get(t.app, '/user/info', {}, { token: tablet })).body.type).toBe('999');
    expect((await get(t.app, '/user/info', {}, { token: laptop })).body.type).toBe('ok');

    const others = await post(t.app, '/user/sessions/revoke', { all_others: true }, { token: phone });
    expect(others.body).toEqual({ type: 'ok', message: { revoked: 2 } });
    expect((await get(t.app, '/user/info', {}, { token: laptop })).body.type).toBe('999');
    expect((await get(t.app, '/user/info', {}, { token: phone })).body.type).toBe('ok');
  });

  it("cannot revoke another user's session", async () => {
    const mine = await registerAndLogin(t.app, t.dataDir, 'mine@example.com');
    const theirs = await registerAndLogin(t.app, t.dataDir, 'theirs@example.com');
    const theirList = (await get(t.app, '/user/sessions', {}, { token: theirs })).body.message as {
      id: number;
    }[];
    const res = await post(t.app, '/user/sessions/revoke', { id: theirList[0]?.id }, { token: mine });
    expect(res.body).toMatchObject({ type: 'error', code: 'session_not_found' });
    expect((await get(t.app, '/user/info', {}, { token: theirs })).body.type).toBe('ok');
  });

  it('serves only the own profile, whatever user_id is asked for', async () => {
    const a = await registerAndLogin(t.app, t.dataDir, 'own-a@example.com');
    const b = await registerAndLogin(t.app, t.dataDir, 'own-b@example.com');
    const bInfo = (await get(t.app, '/user/info', {}, { token: b })).body.message as { id: number };
    const asked = await get(t.app, '/user/info', { user_id: String(bInfo.id) }, { token: a });
    expect(asked.body.message).toMatchObject({ email: 'own-a@example.com' });
    const posted = await post(t.app, '/user/info', { user_id: bInfo.id }, { token: a });
    expect(posted.body.message).toMatchObject({ email: 'own-a@example.com' });
  });
});

describe('login', () => {
  it('fails the same way for an unknown account and a wrong password', async () => {
    await registerAndLogin(t.app, t.dataDir, 'known@example.com');
    const unknown = await login('nobody@example.com');
    const wrong = await login('known@example.com', 'wrong-password');
    expect(unknown).toMatchObject({ type: 'error', code: 'login_failed' });
    expect(wrong).toEqual(unknown);
  });

  it('locks the account after 5 wrong passwords, even for the right one, and says for how long', async () => {
    await registerAndLogin(t.app, t.dataDir, 'locked@example.com');
    for (let i = 0; i < 4; i++)
      expect((await login('locked@example.com', 'bad-password')).code).toBe('login_failed');
    const fifth = await login('locked@example.com', 'bad-password');
    expect(fifth).toMatchObject({ type: 'error', code: 'account_locked' });
    expect(fifth.message).toMatch(/15 minutes/);
    expect((await login('locked@example.com', 'secret123')).code).toBe('account_locked');

    await t.database.pool.query(
      `UPDATE users SET locked_until = now() - interval '1 second' WHERE email = 'locked@example.com'`,
    );
    expect((await login('locked@example.com', 'secret123')).type).toBe('ok');
  });

  it('accepts a form-encoded body as the original client sends it', async () => {
    await registerAndLogin(t.app, t.dataDir, 'form@example.com');
    const res = await post(
      t.app,
      '/user/login',
      { user_string: 'form@example.com', password: 'secret123' },
      { form: true },
    );
    expect(res.body.type).toBe('ok');
  });
});
