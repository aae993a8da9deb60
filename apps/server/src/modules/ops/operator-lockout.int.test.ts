import { LOGIN_LOCKOUT } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post, uniqueIp } from '../../../test/api';
import { OPS_PASSWORD } from './ops.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GUESSES = 20;

describe('operator login lockout under concurrency', () => {
  it(`${GUESSES} concurrent guesses: only ${LOGIN_LOCKOUT.maxFailures} passwords are checked, the right one last is refused`, async () => {
    const email = `lockout-${Date.now()}@meridian.test`;
    await t.services.operators.create({ email, password: OPS_PASSWORD });
    const replies = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        post(
          t.app,
          '/ops/login',
          { email, password: i === GUESSES - 1 ? OPS_PASSWORD : `guess-${i}-long-enough` },
          { ip: uniqueIp() }, // the per-IP rate limit is not under test
        ),
      ),
    );
    const codes = replies.map((r) => (r.body.type === 'ok' ? 'ok' : r.body.code));
    const failed = codes.filter((c) => c === 'login_failed').length;
    const locked = codes.filter((c) => c === 'account_locked').length;
    console.info(
      `operator lockout race: ${codes.filter((c) => c === 'ok').length} ok, ${failed} failed, ${locked} locked`,
    );
    expect(codes.at(-1)).toBe('account_locked');
    expect(failed).toBe(LOGIN_LOCKOUT.maxFailures - 1);
    expect(locked).toBe(GUESSES - failed);
    const after = await post(t.app, '/ops/login', { email, password: OPS_PASSWORD }, { ip: uniqueIp() });
    expect(after.body.code).toBe('account_locked');
  }, 60_000);
});
