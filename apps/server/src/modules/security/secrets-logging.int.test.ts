import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok, post, uniqueIp } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { newUser } from '../settings/settings.testing';
import { allowCodeReuse, enableAuthenticator, totpCode } from './security.testing';

/** Every line the app logs, at the most talkative level (request lines included). */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp(undefined, { logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => t.close());

describe('second-factor secrets in the log', () => {
  it('never logs an authenticator secret, a code, a recovery code or a step-up proof', async () => {
    const u = await newUser(t);
    const a = await enableAuthenticator(t, u.token);
    const login = (extra: Record<string, unknown>) =>
      post(
        t.app,
        '/user/login',
        { user_string: u.email, password: 'secret123', ...extra },
        { ip: uniqueIp() },
      );
    await allowCodeReuse(t, a.userId);
    const code = totpCode(a.secret);
    ok(await login({ totp_code: code }));
    expect((await login({ totp_code: code })).body.code).toBe('totp_code_used');
    const recovery = a.recoveryCodes[0] ?? '';
    ok(await login({ recovery_code: recovery }));
    await allowCodeReuse(t, a.userId);
    const proof = ok<{ proof: string }>(
      await post(
        t.app,
        '/security/step_up',
        { action: 'withdraw', totp_code: totpCode(a.secret) },
        { token: u.token },
      ),
    ).proof;

    const log = lines.join('');
    expect(log).toContain('/api/user/login'); // the requests were logged
    for (const secret of [a.secret, code, recovery, recovery.replace('-', ''), proof, ...a.recoveryCodes])
      expect(log).not.toContain(secret);
  });
});
