import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@meridian/contract';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { authenticatorCode, createOperator, opsLogin, rememberAuthenticator } from './console';
import { call, fundByDeposit } from './funding';
import { REPO_ROOT, bootJourney, callAsUser, readCode, settle, signUp } from './harness';
import { drawPng } from './images';

/**
 * The security center: the authenticator turned on (its codes computed here from the key the screen shows), a
 * sign-in asking for it (a wrong code refused under the input); the allow-list turned on through the step-up
 * sheet, a withdrawal to an address saved just now refused for its cooling-off and accepted once the address is
 * a day old; the anti-phishing phrase set in the app and carried by the next e-mail. Screenshots of the security
 * center in English and in French. A sign-in from another device told in a notice, whose review ends that
 * session ("not me") and pauses withdrawals.
 */

const j = bootJourney();
const { byTestId, input } = j;
const EMAIL = `security.${Date.now()}@example.com`;
const PASSWORD = 'Secret#2024';
const PAY_PASSWORD = 'Pay#73915';
const en = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/web/src/i18n/locales/security/en.json'), 'utf8'),
) as { securityCenter: { antiPhishing: { chip: string } } };

/** What the journey learns on the way: the authenticator's key and the recovery codes. */
const state = { secret: '', recovery: [] as string[] };
/** The user's authenticator app is the journey's (console.ts keeps its key and the steps it has used). */
const freshCode = () => authenticatorCode(EMAIL);

/** A code of the user's key ten minutes from now: outside the window the server accepts. */
function farCode(): string {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(state.secret),
  });
  return totp.generate({ timestamp: Date.now() + 600_000 });
}

/** An image uploaded as the signed-in user: its reference. */
async function upload(png: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'image.png');
  const res = await fetch(`${j.server.baseUrl}/api/upload`, {
    method: 'POST',
    headers: { authorization: await token() },
    body: form,
  });
  return ((await res.json()) as { message: string }).message;
}

async function token(): Promise<string> {
  return (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
}

/** Phone bound and Lv1 identity approved by an operator (through the APIs): withdrawals ask for both. */
async function verifyIdentity(): Promise<void> {
  const user = await token();
  const stamp = String(Date.now());
  const mobile = `557${stamp.slice(-7)}`;
  await call(j, 'sms_send', user, { mobile, area_code: '1', scene: 'bind_mobile' });
  const code = await readCode(j.server.dataDir, `+1 ${mobile}`, 'bind_mobile');
  await call(j, 'safe/mobile', user, { mobile, area_code: '1', code });
  await call(j, 'user/real', user, {
    real_type: 1,
    id_type: 1,
    name: 'Ada Quill',
    card_id: `S${stamp.slice(-8)}`,
  });
  const opsEmail = `security-ops-${stamp}@meridian.test`;
  createOperator(j.server, opsEmail, 'Operator#2024');
  const ops = await opsLogin(j.server.baseUrl, opsEmail, 'Operator#2024');
  const queue = await call<{ data: { id: number; account: string }[] }>(
    j,
    'ops/kyc/list?status=pending&limit=100',
    ops.token,
  );
  const mine = queue.data.find((k) => k.account.toLowerCase() === EMAIL);
  if (!mine) throw new Error(`no pending identity for ${EMAIL}`);
  await call(j, 'ops/kyc/approve', ops.token, { id: mine.id });
}

/** The journey server's database (embedded PostgreSQL in its DATA_DIR), for moving a saved address back in time. */
async function withDb<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = readFileSync(path.join(j.server.dataDir, 'pg', 'running-url'), 'utf8').trim();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** The step-up sheet answered with the next authenticator code. */
async function stepUpWithCode(): Promise<void> {
  await byTestId('step-up-sheet').waitFor();
  await input('step-up-code').fill(await freshCode());
  await byTestId('step-up-submit').click();
  await byTestId('step-up-sheet').waitFor({ state: 'detached' });
}

/** The step-up sheet answered with recovery code `i`, typed through the sheet's link. */
async function stepUpWithRecovery(i: number): Promise<void> {
  await byTestId('step-up-sheet').waitFor();
  await byTestId('step-up-use-recovery').click();
  await input('step-up-code').fill(state.recovery[i]!.toUpperCase());
  await byTestId('step-up-submit').click();
  await byTestId('step-up-sheet').waitFor({ state: 'detached' });
}

/** Waits for a toast saying `text`. */
async function toastSays(text: string): Promise<void> {
  await expect
    .poll(() =>
      j.page
        .locator('.adm-toast-mask')
        .last()
        .innerText()
        .catch(() => ''),
    )
    .toContain(text);
}

interface OutboxLine {
  channel: string;
  to: string;
  scene: string;
  text: string;
  anti_phishing?: string;
}

function outbox(): OutboxLine[] {
  const file = path.join(j.server.dataDir, 'outbox.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

describe('security center journey', () => {
  it('sets up a verified, funded user with a pay password', async () => {
    await signUp(j, EMAIL, PASSWORD);
    await verifyIdentity();
    const user = await token();
    await call(j, 'sms_mail', user, { user_string: EMAIL, scene: 'pay_password' });
    const code = await readCode(j.server.dataDir, EMAIL, 'pay_password');
    await call(j, 'safe/update_password', user, { code, password: PAY_PASSWORD, re_password: PAY_PASSWORD });
    await fundByDeposit(j, '200');
  });

  it('turns the authenticator on, then signs in with password and code; a wrong code is refused', async () => {
    const { page } = j;
    await page.goto(`${j.server.baseUrl}/h5/#/pages/setting/security`);
    await byTestId('security-two-factor').waitFor();
    await byTestId('security-totp').click();
    await byTestId('totp-setup').click();
    await byTestId('totp-qr').locator('svg').waitFor();
    state.secret = (await byTestId('totp-secret').innerText()).trim();
    expect(state.secret).toMatch(/^[A-Z2-7]{16,}$/);
    rememberAuthenticator(EMAIL, state.secret);
    await settle(page);
    await j.shot('security-totp-enrol.png');
    await input('totp-code').fill(await freshCode());
    await byTestId('totp-enable').click();
    const codes = byTestId('recovery-list').locator('code');
    await expect.poll(() => codes.count()).toBe(10);
    state.recovery = await codes.allInnerTexts();
    await j.shot('security-recovery-codes.png');
    expect(state.recovery.every((c) => /^[a-z0-9]{5}-[a-z0-9]{5}$/.test(c))).toBe(true);
    // "done" waits for the user to say the codes are saved
    await expect(byTestId('recovery-done').isDisabled()).resolves.toBe(true);
    await byTestId('recovery-saved').click();
    await byTestId('recovery-done').click();
    await byTestId('security-page').waitFor();
    await expect(byTestId('security-recovery').innerText()).resolves.toContain('10');

    await page.goto(`${j.server.baseUrl}/h5/#/pages/setting/setting`);
    await byTestId('settings-logout').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await byTestId('login-page').waitFor();
    await input('login-account').fill(EMAIL);
    await input('login-password').fill(PASSWORD);
    await byTestId('login-submit').click();
    await byTestId('login-2fa').waitFor();
    await settle(page);
    // a code ten minutes away is not one of the window's: refused, in words, under the input
    await input('login-2fa-code').fill(farCode());
    await byTestId('login-2fa-submit').click();
    await expect
      .poll(() =>
        byTestId('login-2fa-code')
          .locator('.field-error')
          .innerText()
          .catch(() => ''),
      )
      .toBe(MESSAGES.en.totp_code_invalid);
    await settle(page);
    await j.shot('security-login-code-refused.png');
    await input('login-2fa-code').fill(await freshCode());
    await byTestId('login-2fa-submit').click();
    await byTestId('home-page').waitFor();
  });

  it('refuses a withdrawal to an address saved just now under the allow-list, accepts it a day later', async () => {
    const { page } = j;
    // the allow-list goes on through the step-up sheet
    await page.goto(`${j.server.baseUrl}/h5/#/pages/setting/security`);
    await byTestId('security-allow-list-switch').click();
    await stepUpWithCode();
    await expect.poll(() => byTestId('security-allow-list-switch').getAttribute('aria-checked')).toBe('true');
    await settle(page);

    // an address saved now (its step-up with a recovery code, through the API)
    const qrcode = await upload(await drawPng(page, 'qr'));
    const proof = await callAsUser<{ proof: string }>(j, 'security/step_up', {
      action: 'address_add',
      recovery_code: state.recovery[0],
    });
    const saved = await callAsUser<{ id: number }>(j, 'user/wallet/save', {
      currency: 3,
      network: 'TRC20',
      name: 'Cold wallet',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      qrcode,
      step_up: proof.proof,
    });

    const withdraw = async () => {
      await page.goto(`${j.server.baseUrl}/h5/#/pages/fund/withdraw?currency=3`);
      await byTestId(`dest-address-${saved.id}`).click();
      await page.locator('input[name="number"]').fill('50');
      await page.locator('input[name="pay_password"]').fill(PAY_PASSWORD);
      await byTestId('withdraw-submit').click();
      await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    };
    // the step-up sheet (a recovery code), then the refusal: the address is in its cooling-off
    await withdraw();
    await stepUpWithRecovery(1);
    await toastSays(MESSAGES.en.address_cooling_off.split('{{')[0]!.trim());
    await expect(page.locator('[data-testid^="withdraw-row-"]').count()).resolves.toBe(0);
    await byTestId('withdraw-page').waitFor();
    await settle(page);

    // a day later (the address saved 25 hours ago), the step-up sheet, then the withdrawal is taken
    await withDb((db) =>
      db.query(
        `UPDATE withdrawal_addresses SET created_at = now() - interval '25 hours',
           updated_at = now() - interval '25 hours' WHERE id = $1`,
        [saved.id],
      ),
    );
    await withdraw();
    await byTestId('step-up-sheet').waitFor();
    await settle(page);
    await j.shot('security-step-up-withdraw.png');
    await stepUpWithCode();
    const row = page.locator('[data-testid^="withdraw-row-"]').first();
    await row.waitFor();
    await row.locator('.status-chip.pending').waitFor();
  });

  it('sets the anti-phishing phrase in the app; the next e-mail carries it', async () => {
    const { page } = j;
    const phrase = 'blue heron 42';
    await page.goto(`${j.server.baseUrl}/h5/#/pages/setting/security`);
    await byTestId('security-anti-phishing').click();
    await byTestId('anti-phishing-sheet').waitFor();
    // the rule is checked before anything is sent
    await input('anti-phishing-input').fill('ab');
    await byTestId('anti-phishing-save').click();
    await expect(byTestId('anti-phishing-input').locator('.field-error').innerText()).resolves.toBe(
      MESSAGES.en.anti_phishing_invalid,
    );
    await input('anti-phishing-input').fill(phrase);
    await byTestId('anti-phishing-save').click();
    // a recovery code this time, through the sheet's link
    await stepUpWithRecovery(2);
    await byTestId('anti-phishing-sheet').waitFor({ state: 'detached' });
    await expect.poll(() => byTestId('security-anti-phishing').innerText()).toContain(phrase);

    // the notice of the change goes out by e-mail too, the phrase in its text and on its outbox line
    let mail: OutboxLine | undefined;
    await expect
      .poll(
        () =>
          (mail = outbox().find(
            (m) => m.channel === 'email' && m.to.toLowerCase() === EMAIL && m.anti_phishing === phrase,
          )),
        { timeout: 15_000 },
      )
      .toBeDefined();
    expect(mail?.anti_phishing).toBe(phrase);
    expect(mail?.text).toContain(phrase);

    // the security notice about it shows the phrase as a labelled chip
    await page.goto(`${j.server.baseUrl}/h5/#/pages/notifications/index`);
    await page.reload();
    const chip = byTestId('anti-phishing-chip').first();
    await chip.waitFor();
    await expect(chip.innerText()).resolves.toContain(en.securityCenter.antiPhishing.chip);
    await expect(chip.innerText()).resolves.toContain(phrase);
    await settle(page);
    await j.shot('security-notice-chip.png');
  });

  it('shows the security center in English and in French', async () => {
    const { page } = j;
    for (const lang of ['en', 'fra']) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      await page.goto(`${j.server.baseUrl}/h5/#/pages/setting/security`);
      await page.reload();
      await byTestId('security-two-factor').waitFor();
      await expect.poll(() => byTestId('security-recovery').innerText()).toMatch(/7/);
      await settle(page);
      await byTestId('security-two-factor').scrollIntoViewIfNeeded();
      j.toDocs(
        await j.shot(`security-center-${lang}.png`),
        `screenshots/security/security-center-${lang}.png`,
      );
    }
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('tells a sign-in from another device; "not me" ends that session and pauses withdrawals', async () => {
    const { page } = j;
    const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const res = await fetch(`${j.server.baseUrl}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': firefox },
      body: JSON.stringify({ user_string: EMAIL, password: PASSWORD, totp_code: await freshCode() }),
    });
    const intruder = ((await res.json()) as { type: string; message: string }).message;
    const alive = async () => {
      const info = await fetch(`${j.server.baseUrl}/api/user/info`, { headers: { authorization: intruder } });
      return ((await info.json()) as { type: string }).type;
    };
    expect(await alive()).toBe('ok');

    // the notice names the device and opens its review in the security center
    await page.goto(`${j.server.baseUrl}/h5/#/pages/notifications/index`);
    await page.reload();
    const notice = page.locator('.notice-row', { hasText: 'Firefox on Windows' }).first();
    await notice.waitFor();
    await notice.click();
    await byTestId('sign-in-review').waitFor();
    await settle(page);
    j.toDocs(await j.shot('security-sign-in-review.png'), 'screenshots/security/sign-in-review.png');
    await byTestId('sign-in-not-me').click();
    await page.locator('.adm-dialog').getByRole('button', { name: 'Not me' }).click();
    await byTestId('sign-in-review').waitFor({ state: 'detached' });
    await byTestId('security-paused-password').waitFor();
    expect(await alive()).toBe('999');
  });
});
