import { describe, expect, it } from 'vitest';
import { bootJourney, readCode, settle, spotShown } from './harness';

/**
 * Forms tell, never silently change; flows come back (390×844, built app + real server in demo mode):
 * "Sign up and claim 10,000 USDT" on home signs up AND claims (the funds show credited); 5000 lots typed on
 * the futures ticket stay 5000 with "At most 100 lots" beside them and the submit disabled until corrected;
 * binding a phone from identity verification returns to identity verification.
 */

const j = bootJourney();
const { byTestId, input, shot, toDocs } = j;

describe('forms tell, flows come back', () => {
  it('"Sign up and claim" signs up and credits the demo funds', async () => {
    const email = `claim.${Date.now()}@example.com`;
    const password = 'Secret#2024';
    await j.page.goto(`${j.server.baseUrl}/h5/#/`);
    await byTestId('demo-card-home').waitFor();
    await expect(byTestId('demo-register').innerText()).resolves.toMatch(/^Sign up and claim 10,000 USDT$/);
    await byTestId('demo-register').click();
    await byTestId('register-page').waitFor();
    await byTestId('register-tab-email').click();
    await input('register-account').fill(email);
    await byTestId('register-send-code').click();
    await input('register-code').fill(await readCode(j.server.dataDir, email, 'register'));
    await input('register-password').fill(password);
    await input('register-repassword').fill(password);
    await byTestId('register-submit').click();
    // back on home, signed in: the claim the button promised is made, without another tap
    await byTestId('home-page').waitFor();
    await byTestId('demo-claim-success').waitFor();
    await expect(byTestId('demo-claim-success').innerText()).resolves.toContain('10,000 USDT');
    await settle(j.page);
    await shot('forms-tell-claimed.png');
    await expect.poll(() => spotShown(j, 'USDT'), { timeout: 15_000 }).toBe('10000 / 0');
  });

  it('5000 lots stay as typed, the maximum is said and the submit waits for a correction', async () => {
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/transaction/index?product=futures&symbol=BTC%2FUSDT`);
    await byTestId('futures-ticket').waitFor();
    const lots = input('futures-lots');
    await lots.fill('5000');
    await byTestId('futures-entry').click(); // leave the field: nothing may change on blur
    await expect(lots.inputValue()).resolves.toBe('5000');
    await expect(byTestId('futures-lots-error').innerText()).resolves.toMatch(/^At most \d+ lots$/);
    await expect(byTestId('futures-submit').isDisabled()).resolves.toBe(true);
    await settle(j.page);
    toDocs(await shot('forms-tell-lots.png'), 'issue30/futures-lots-max-after.png');
    await lots.fill('2');
    await byTestId('futures-entry').click();
    await expect(lots.inputValue()).resolves.toBe('2');
    await expect(byTestId('futures-lots-error').count()).resolves.toBe(0);
    await expect(byTestId('futures-submit').isDisabled()).resolves.toBe(false);
  });

  it('binding a phone from identity verification returns to identity verification', async () => {
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/real_mark`);
    await byTestId('kyc-cta').click();
    await byTestId('kyc-contacts-first').waitFor();
    await byTestId('kyc-bind-phone').click();
    await byTestId('bind-phone-sheet').waitFor();
    const phone = `555${String(Date.now()).slice(-7)}`;
    await input('bind-phone-target').fill(phone);
    await byTestId('bind-phone-send').click();
    await input('bind-phone-code').fill(await readCode(j.server.dataDir, `+1 ${phone}`, 'bind_mobile'));
    await byTestId('bind-phone-submit').click();
    // identity verification again, now at its form (the phone is bound), not the security center
    await byTestId('kyc-name').waitFor();
    expect(new URL(j.page.url()).hash).toMatch(/^#\/pages\/setting\/real(\?|$)/);
    await expect(byTestId('security-page').count()).resolves.toBe(0);
  });
});
