import { SESSION_IDLE_TTL_MS, SESSION_IDLE_TTL_SHORT_MS } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin, uniqueIp } from '../../../test/api';
import { hashToken } from './sessions.service';

/** "stay logged in" — 30 days idle with it, 24 hours without; the row's own flag decides. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function login(email: string, stay?: boolean | string): Promise<string> {
  const body = { user_string: email, password: 'secret123', ...(stay === undefined ? {} : { stay }) };
  const res = await post(t.app, '/user/login', body, { ip: uniqueIp() });
  expect(res.body.type).toBe('ok');
  return res.body.message as string;
}

/** Moves the session's last use `ms` into the past (as if idle that long). */
async function idle(token: string, ms: number): Promise<void> {
  await t.database.pool.query(
    `UPDATE sessions SET last_seen_at = now() - make_interval(secs => $2) WHERE token_hash = $1`,
    [hashToken(token), ms / 1000],
  );
}

const infoType = async (token: string) => (await get(t.app, '/user/info', {}, { token })).body.type;

describe('stay logged in', () => {
  it('keeps the 24 h and 30 day lifetimes apart', () => {
    expect(SESSION_IDLE_TTL_SHORT_MS).toBe(24 * HOUR);
    expect(SESSION_IDLE_TTL_MS).toBe(30 * 24 * HOUR);
  });

  it('ends a session without it after 24 h idle (999), keeps a staying one for 30 days', async () => {
    await registerAndLogin(t.app, t.dataDir, 'stay@example.com');
    const short = await login('stay@example.com', false);
    const long = await login('stay@example.com', true);
    const byDefault = await login('stay@example.com');

    await idle(short, 23 * HOUR);
    expect(await infoType(short)).toBe('ok');
    await idle(short, 25 * HOUR);
    await idle(long, 25 * HOUR);
    await idle(byDefault, 25 * HOUR);
    expect(await get(t.app, '/user/info', {}, { token: short })).toMatchObject({
      body: { type: '999', code: 'please_log_in' },
    });
    expect(await infoType(long)).toBe('ok');
    // a client that does not send `stay` keeps the behaviour it had: 30 days
    expect(await infoType(byDefault)).toBe('ok');

    await idle(long, 29 * 24 * HOUR);
    expect(await infoType(long)).toBe('ok');
    await idle(long, 31 * 24 * HOUR);
    expect(await infoType(long)).toBe('999');
  });

  it('accepts the form-encoded "0"/"1" of the original client', async () => {
    await registerAndLogin(t.app, t.dataDir, 'stay-form@example.com');
    const short = await login('stay-form@example.com', '0');
    const rows = await t.database.pool.query<{ stay_logged_in: boolean }>(
      'SELECT stay_logged_in FROM sessions WHERE token_hash = $1',
      [hashToken(short)],
    );
    expect(rows.rows[0]?.stay_logged_in).toBe(false);
  });

  it('switches the current session only, lists the flag, and the new lifetime applies', async () => {
    await registerAndLogin(t.app, t.dataDir, 'stay-switch@example.com');
    const a = await login('stay-switch@example.com', false);
    const b = await login('stay-switch@example.com', false);

    const on = await post(t.app, '/user/stay_logged_in', { enabled: true }, { token: a });
    expect(on.body).toEqual({ type: 'ok', message: { stay_logged_in: true } });
    const list = await get(t.app, '/user/sessions', {}, { token: a });
    const rows = list.body.message as { current: boolean; stay_logged_in: boolean }[];
    expect(rows.find((r) => r.current)?.stay_logged_in).toBe(true);
    expect(rows.find((r) => !r.current)?.stay_logged_in).toBe(false);

    await idle(a, 25 * HOUR);
    await idle(b, 25 * HOUR);
    expect(await infoType(a)).toBe('ok');
    expect(await infoType(b)).toBe('999');

    const off = await post(t.app, '/user/stay_logged_in', { enabled: false }, { token: a });
    expect(off.body.message).toEqual({ stay_logged_in: false });
    await idle(a, 25 * HOUR);
    expect(await infoType(a)).toBe('999');

    const bad = await post(t.app, '/user/stay_logged_in', { enabled: 'yes' }, { token: a });
    expect(bad.body.type).not.toBe('ok');
  });
});
