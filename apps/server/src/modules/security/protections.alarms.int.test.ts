import type { SecurityOverview } from '@meridian/contract/security';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, lastCode, ok, post, readOutbox, uniqueIp } from '../../../test/api';
import { newUser } from '../settings/settings.testing';
import { PAY_PASSWORD, USDT } from '../wallet/wallet.testing';
import { fundedUser, noticesOf, sessionOf } from './protections.testing';
import { enableAuthenticator, stepUpProof } from './security.testing';

/** New-device sign-ins and "not me", and the anti-phishing phrase in e-mails and notices. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

/** A password sign-in from a browser and address of the test's choosing; the token. */
async function signIn(email: string, ua: string, ip: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': ua },
    remoteAddress: ip,
    payload: { user_string: email, password: 'secret123' },
  });
  const body = res.json<{ type: string; message: string }>();
  if (body.type !== 'ok') throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.message;
}

describe('new-device sign-in', () => {
  it('tells a sign-in from a new device, not one from a known device; "not me" ends that session', async () => {
    const u = await newUser(t);
    const { userId } = await sessionOf(t, u.token);
    const home = await signIn(u.email, ANDROID, '203.0.113.10');
    await signIn(u.email, ANDROID, '203.0.113.77'); // the same phone on the same network
    expect((await noticesOf(t, userId)).filter((n) => n.key === 'security_new_device')).toHaveLength(1);

    const intruder = await signIn(u.email, WINDOWS_FIREFOX, '198.51.100.4');
    const told = (await noticesOf(t, userId)).filter((n) => n.key === 'security_new_device');
    expect(told).toHaveLength(2);
    const { sessionId } = await sessionOf(t, intruder);
    expect(told[1]!.params).toMatchObject({
      device: 'Firefox on Windows',
      ip: '198.51.100.4',
      session: sessionId,
    });
    // the notice opens the review of that sign-in in the security center, where "not me" is
    expect(told[1]!.link).toBe(`/pages/setting/security?sign_in=${sessionId}`);
    expect(told[0]!.params).toMatchObject({ device: 'Chrome on Android', ip: '203.0.113.10' });

    // the current session, or one that is not the caller's, cannot be reported
    const own = await sessionOf(t, home);
    expect(
      (await post(t.app, '/security/not_me', { session: own.sessionId }, { token: home })).body.code,
    ).toBe('session_not_found');
    const other = await newUser(t);
    expect(
      (await post(t.app, '/security/not_me', { session: sessionId }, { token: other.token })).body.code,
    ).toBe('session_not_found');
    expect((await get(t.app, '/user/info', {}, { token: intruder })).body.type).toBe('ok');

    const answered = ok<SecurityOverview>(
      await post(t.app, '/security/not_me', { session: sessionId }, { token: home }),
    );
    expect(answered.withdrawals_paused_reason).toBe('not_me');
    expect((await get(t.app, '/user/info', {}, { token: intruder })).body.type).toBe('999');
    expect((await get(t.app, '/user/info', {}, { token: home })).body.type).toBe('ok');
    expect((await post(t.app, '/security/not_me', { session: sessionId }, { token: home })).body.code).toBe(
      'session_not_found',
    );
  }, 60_000);

  it('the first sign-in of an account is not a new device', async () => {
    const u = await newUser(t);
    const { userId } = await sessionOf(t, u.token);
    expect(await noticesOf(t, userId)).toEqual([]);
  });

  it('"not me" pauses withdrawals until the login password is changed', async () => {
    const u = await fundedUser(t, '100');
    const intruder = await signIn(u.email, WINDOWS_FIREFOX, '198.51.100.9');
    await post(
      t.app,
      '/security/not_me',
      { session: (await sessionOf(t, intruder)).sessionId },
      { token: u.token },
    );
    const out = (token: string) =>
      post(
        t.app,
        '/wallet/out',
        { currency: USDT, number: '20', address_id: u.addressId, pay_password: PAY_PASSWORD },
        { token },
      );
    const refused = await out(u.token);
    expect(refused.body).toMatchObject({ type: 'error', code: 'withdrawals_paused_not_me' });
    expect(refused.body.message).toContain('Change your login password');

    await post(t.app, '/sms_mail', { user_string: u.email, scene: 'forget' }, { ip: uniqueIp() });
    const code = await lastCode(t.dataDir, u.email, 'forget');
    await post(
      t.app,
      '/user/forget',
      { account: u.email, password: 'secret123', repassword: 'secret123', code },
      { ip: uniqueIp() },
    );
    const token = ok<string>(
      await post(t.app, '/user/login', { user_string: u.email, password: 'secret123' }, { ip: uniqueIp() }),
    );
    const overview = ok<SecurityOverview>(await get(t.app, '/security/overview', {}, { token }));
    expect(overview.withdrawals_paused_reason).toBe('credentials_changed');
    expect((await out(token)).body.code).toBe('withdrawals_paused');
  }, 60_000);
});

describe('the anti-phishing phrase', () => {
  it('appears in code e-mails and security notice e-mails to its owner, and on the notices', async () => {
    const u = await newUser(t);
    const { userId } = await sessionOf(t, u.token);
    const set = ok<SecurityOverview>(
      await post(t.app, '/security/anti_phishing', { phrase: 'Blue Heron 42' }, { token: u.token }),
    );
    expect(set.anti_phishing).toBe('Blue Heron 42');

    await post(
      t.app,
      '/sms_mail',
      { user_string: u.email, scene: 'pay_password' },
      { token: u.token, ip: uniqueIp() },
    );
    const codeMail = (await readOutbox(t.dataDir)).filter(
      (l) => l.to === u.email && l.scene === 'pay_password',
    );
    expect(codeMail).toHaveLength(1);
    expect(codeMail[0]!.text).toContain('Blue Heron 42');
    expect(codeMail[0]).toMatchObject({ anti_phishing: 'Blue Heron 42' });

    await post(t.app, '/security/allow_list', { enabled: true }, { token: u.token });
    const notices = await noticesOf(t, userId);
    expect(notices.map((n) => n.key)).toEqual(['security_anti_phishing_set', 'security_allow_list_on']);
    expect(notices.every((n) => n.params.anti_phishing === 'Blue Heron 42')).toBe(true);

    await t.services.jobs.drain();
    const mails = (await readOutbox(t.dataDir)).filter(
      (l) => l.to === u.email && (l as unknown as { kind?: string }).kind === 'notice',
    ) as unknown as { subject: string; text: string; anti_phishing: string }[];
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Anti-phishing code set',
      'Withdrawal allow-list on',
    ]);
    for (const m of mails) expect(m.text).toContain('Your anti-phishing code: Blue Heron 42');
    // handled once: draining again sends nothing more
    await t.services.jobs.drain();
    expect(
      (await readOutbox(t.dataDir)).filter(
        (l) => l.to === u.email && (l as unknown as { kind?: string }).kind === 'notice',
      ),
    ).toHaveLength(2);
  }, 60_000);

  it('is not shown to another address, and removing it stops it', async () => {
    const u = await newUser(t);
    await post(t.app, '/security/anti_phishing', { phrase: 'Green Owl' }, { token: u.token });
    await post(
      t.app,
      '/sms_mail',
      { user_string: `other-${Date.now()}@example.com`, scene: 'register' },
      { ip: uniqueIp() },
    );
    expect((await readOutbox(t.dataDir)).some((l) => l.text.includes('Green Owl') && l.to !== u.email)).toBe(
      false,
    );
    const removed = ok<SecurityOverview>(
      await post(t.app, '/security/anti_phishing', { phrase: '' }, { token: u.token }),
    );
    expect(removed.anti_phishing).toBeNull();
    await post(
      t.app,
      '/sms_mail',
      { user_string: u.email, scene: 'pay_password' },
      { token: u.token, ip: uniqueIp() },
    );
    const last = (await readOutbox(t.dataDir)).filter((l) => l.to === u.email).at(-1)!;
    expect(last.text).not.toContain('Green Owl');
  }, 60_000);

  it('refuses a phrase of the wrong shape, and needs a proof once a factor is on', async () => {
    const u = await newUser(t);
    expect(
      (await post(t.app, '/security/anti_phishing', { phrase: 'ab' }, { token: u.token })).body.code,
    ).toBe('anti_phishing_invalid');
    const factor = await enableAuthenticator(t, u.token);
    expect(
      (await post(t.app, '/security/anti_phishing', { phrase: 'Red Fox' }, { token: u.token })).body.code,
    ).toBe('step_up_required');
    const proof = await stepUpProof(t, u.token, factor, 'anti_phishing');
    const set = ok<SecurityOverview>(
      await post(t.app, '/security/anti_phishing', { phrase: 'Red Fox', step_up: proof }, { token: u.token }),
    );
    expect(set.anti_phishing).toBe('Red Fox');
  }, 60_000);
});
