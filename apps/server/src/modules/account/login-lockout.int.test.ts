import { LOGIN_LOCKOUT, VERIFICATION_CODE } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { lastCode, post, readOutbox, uniqueIp } from '../../../test/api';
import { newUser } from '../settings/settings.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUESSES = 20;

describe('login lockout and verification codes under concurrency', () => {
  it(`${GUESSES} concurrent guesses: only ${LOGIN_LOCKOUT.maxFailures} passwords are checked, the right one last is refused`, async () => {
    const u = await newUser(t);
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        post(
          t.app,
          '/user/login',
          { user_string: u.email, password: i === GUESSES - 1 ? 'secret123' : `guess-${i}` },
          { ip: uniqueIp() }, // the per-IP rate limit is not under test
        ),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    const failed = codes.filter((c) => c === 'login_failed').length;
    const locked = codes.filter((c) => c === 'account_locked').length;
    console.info(
      `login lockout race: ${codes.filter((c) => c === 'ok').length} ok, ${failed} failed, ${locked} locked`,
    );
    expect(codes.at(-1)).toBe('account_locked');
    expect(failed).toBe(LOGIN_LOCKOUT.maxFailures - 1);
    expect(locked).toBe(GUESSES - failed);
    expect(replies.at(-1)?.body.message).toMatch(
      /^Too many failed attempts\. Account locked, try again in 1[45] minutes$/,
    );
    const after = await post(
      t.app,
      '/user/login',
      { user_string: u.email, password: 'secret123' },
      { ip: uniqueIp() },
    );
    expect(after.body.code).toBe('account_locked');
  }, 60_000);

  it(`${GUESSES} concurrent password resets guessing the e-mailed code: ${VERIFICATION_CODE.maxAttempts} are checked`, async () => {
    const u = await newUser(t);
    await post(t.app, '/sms_mail', { user_string: u.email, scene: 'forget' }, { ip: uniqueIp() });
    const code = await lastCode(t.dataDir, u.email, 'forget');
    const wrong = (i: number) =>
      String((Number(code) + 1 + i) % 10 ** VERIFICATION_CODE.length).padStart(6, '0');
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        post(
          t.app,
          '/user/forget',
          {
            account: u.email,
            password: 'newpass123',
            repassword: 'newpass123',
            code: i === GUESSES - 1 ? code : wrong(i),
          },
          { ip: uniqueIp() },
        ),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    const invalid = codes.filter((c) => c === 'code_invalid').length;
    const exceeded = codes.filter((c) => c === 'code_attempts_exceeded').length;
    console.info(`code guessing race: ${invalid} invalid, ${exceeded} exceeded, last ${codes.at(-1)}`);
    expect(codes.at(-1)).toBe('code_attempts_exceeded');
    expect(invalid).toBe(VERIFICATION_CODE.maxAttempts);
    expect(exceeded).toBe(GUESSES - invalid);
    const login = await post(
      t.app,
      '/user/login',
      { user_string: u.email, password: 'newpass123' },
      { ip: uniqueIp() },
    );
    expect(login.body.code).toBe('login_failed');
  }, 60_000);

  it(`${GUESSES} concurrent code requests for one address send exactly one (the resend cooldown)`, async () => {
    const u = await newUser(t);
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, () =>
        post(t.app, '/sms_mail', { user_string: u.email, scene: 'forget' }, { ip: uniqueIp() }),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    console.info(`code resend race: ${codes.filter((c) => c === 'ok').length} sent`);
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c === 'code_resend_too_soon')).toHaveLength(GUESSES - 1);
    const sent = (await readOutbox(t.dataDir)).filter((l) => l.to === u.email && l.scene === 'forget');
    expect(sent).toHaveLength(1);
  }, 60_000);
});
