import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post, uniqueIp } from '../../../test/api';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EMAIL = 'market-maker@system.invalid';

describe('system accounts (the house market maker)', () => {
  it('are created once, flagged system, and can never log in, reset a password or invite', async () => {
    const id = await t.services.account.ensureSystemUser('market-maker', 'Market maker');
    expect(await t.services.account.ensureSystemUser('market-maker', 'Market maker')).toBe(id);
    const rows = await t.database.pool.query<{ id: string; system: boolean; extension_code: string }>(
      'SELECT id, system, extension_code FROM users WHERE email = $1',
      [EMAIL],
    );
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]).toMatchObject({ id: String(id), system: true });

    // Whatever the password: the same answer as an unknown account.
    for (const password of ['!system', 'secret123']) {
      const login = await post(t.app, '/user/login', { user_string: EMAIL, password }, { ip: uniqueIp() });
      expect(login.body).toMatchObject({ type: 'error', code: 'login_failed' });
    }
    const code = await post(t.app, '/sms_mail', { user_string: EMAIL, scene: 'forget' }, { ip: uniqueIp() });
    expect(code.body).toMatchObject({ type: 'error', code: 'account_not_found' });
    const reset = await post(t.app, '/user/forget', {
      account: EMAIL,
      password: 'hacked123',
      repassword: 'hacked123',
      code: '000000',
    });
    expect(reset.body).toMatchObject({ type: 'error', code: 'account_not_found' });
    const sessions = await t.database.pool.query('SELECT 1 FROM sessions WHERE user_id = $1', [id]);
    expect(sessions.rowCount).toBe(0);

    const invited = await post(
      t.app,
      '/user/register',
      {
        type: 'email',
        user_string: 'invited@example.com',
        password: 'secret123',
        re_password: 'secret123',
        code: '000000',
        extension_code: rows.rows[0]!.extension_code,
      },
      { ip: uniqueIp() },
    );
    expect(invited.body).toMatchObject({ type: 'error', code: 'invite_code_invalid' });
  });
});
