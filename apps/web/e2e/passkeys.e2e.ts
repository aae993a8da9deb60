import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeScripts } from '../../../bench/lib/first-route';
import { REPO_ROOT, bootJourney, signUp, docsPath } from './harness';
import type { Journey } from './harness';

/**
 * Passkeys with Chromium's virtual authenticator: one is added in the security center, then, logged out, the user
 * signs in with it alone (no account typed, no password). WebAuthn refuses an IP address as the relying party, so
 * this journey opens the app on `localhost` (the server takes the RP id from the request's host).
 */

const j = bootJourney();
const { byTestId, input } = j;
const en = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/web/src/i18n/locales/passkeys/en.json'), 'utf8'),
) as { passkeys: Record<string, string> };
const DIST = path.join(REPO_ROOT, 'apps/web/dist');
// a message only @simplewebauthn/browser's code holds: where it is, the library is
const LIBRARY_MARK = 'Registration ceremony was sent an abort signal';

/** The journey on `localhost` instead of 127.0.0.1 (the same server). */
function onLocalhost(journey: Journey): Journey {
  const baseUrl = journey.server.baseUrl.replace('//127.0.0.1:', '//localhost:');
  return { ...journey, page: journey.page, server: { ...journey.server, baseUrl } };
}

async function toastGone(journey: Journey): Promise<void> {
  await journey.page
    .locator('.adm-toast-mask')
    .waitFor({ state: 'detached', timeout: 6_000 })
    .catch(() => undefined);
}

/** Logs out from the settings page; ends on the login page. */
async function logOut(journey: Journey): Promise<void> {
  await journey.page.goto(`${journey.server.baseUrl}/h5/#/pages/setting/setting`);
  await journey.byTestId('settings-logout').click();
  await journey.page.locator('.adm-dialog').getByText('Confirm', { exact: true }).click();
  await journey.byTestId('login-page').waitFor();
  await journey.page.waitForFunction(() => localStorage.getItem('token') === null);
  await toastGone(journey);
}

describe('passkeys journey', () => {
  it('adds, renames, signs in with the passkey alone and as second step, removes it with a passkey step-up', async () => {
    const here = onLocalhost(j);
    const base = here.server.baseUrl;
    const email = `passkey.${Date.now()}@example.com`;
    const password = 'Secret#2024';
    await signUp(here, email, password);

    const cdp = await j.page.context().newCDPSession(j.page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await j.page.goto(`${base}/h5/#/pages/setting/passkeys`);
    await byTestId('passkeys-section').waitFor();
    await byTestId('passkeys-section').getByText(en.passkeys.empty!).waitFor();
    await byTestId('passkey-add').click();
    // the name offered is the browser and the device the app runs on (headless Chromium on Linux)
    await expect.poll(() => input('passkey-name').inputValue(), { timeout: 5_000 }).toBe('Chrome on Linux');
    await input('passkey-name').fill('Desk browser');
    await byTestId('passkey-name-submit').click();
    const row = byTestId('passkey-list').locator('[data-testid$="-name"]');
    await expect.poll(() => row.allTextContents(), { timeout: 15_000 }).toEqual(['Desk browser']);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await byTestId('passkey-list').getByText(en.passkeys.neverUsed!).waitFor();

    // renaming: the list shows the new name
    await byTestId('passkey-list').locator('[data-testid$="-rename"]').click();
    await input('passkey-name').fill('My laptop');
    await byTestId('passkey-name-submit').click();
    await expect.poll(() => row.allTextContents(), { timeout: 15_000 }).toEqual(['My laptop']);
    await toastGone(j);
    await j.page.waitForTimeout(300);
    mkdirSync(docsPath('screenshots/security'), { recursive: true });
    j.toDocs(await j.shot('passkeys-section.png'), 'screenshots/security/passkeys.png');

    // logged out, the login page offers the passkey; nothing is typed
    await logOut(here);
    j.toDocs(await j.shot('passkeys-login.png'), 'screenshots/security/passkeys-login.png');
    await byTestId('login-passkey').click();
    await byTestId('home-page').waitFor();
    expect(await j.page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
    const user = JSON.parse((await j.page.evaluate(() => localStorage.getItem('user'))) ?? '{}') as {
      email?: string;
    };
    expect(user.email).toBe(email);
    expect(await input('login-account').count()).toBe(0);

    // the list now says when the passkey was last used
    await j.page.goto(`${base}/h5/#/pages/setting/passkeys`);
    await expect
      .poll(() => byTestId('passkey-list').locator('[data-testid$="-used"]').textContent(), {
        timeout: 15_000,
      })
      .toMatch(new RegExp(`^${en.passkeys.lastUsed!.replace('{{date}}', '')}\\d{4}-\\d\\d-\\d\\d`));

    // with the password, the passkey is now the second step the login asks for
    await logOut(here);
    await input('login-account').fill(email);
    await input('login-password').fill(password);
    await byTestId('login-submit').click();
    await byTestId('login-2fa-passkey').click();
    await byTestId('home-page').waitFor();
    expect(await j.page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);

    await j.page.goto(`${base}/h5/#/pages/setting/passkeys`);
    await byTestId('passkey-list').waitFor();
    // removing it: confirmed, then proven with the passkey itself (the account's only second factor)
    await byTestId('passkey-list').locator('[data-testid$="-remove"]').click();
    await j.page.locator('.adm-dialog').getByText(en.passkeys.remove!, { exact: true }).click();
    await byTestId('step-up-sheet').waitFor();
    await byTestId('step-up-passkey').click();
    await byTestId('passkeys-section').getByText(en.passkeys.empty!).waitFor();
    expect(await byTestId('passkey-list').count()).toBe(0);

    // a browser without WebAuthn: a short explanation and no button, here and on the login page
    const bare = await j.page.context().newPage();
    await bare.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await bare.goto(`${base}/h5/#/pages/setting/passkeys`);
    await bare.getByText(en.passkeys.unsupported!).waitFor();
    expect(await bare.locator('[data-testid="passkey-add"]').count()).toBe(0);
    await bare.evaluate(() => localStorage.removeItem('token'));
    await bare.goto(`${base}/h5/#/pages/common/login`);
    await bare.reload();
    await bare.locator('[data-testid="login-submit"]').waitFor();
    await bare.waitForTimeout(500);
    expect(await bare.locator('[data-testid="login-passkey"]').count()).toBe(0);
    await bare.close();
  });

  it('keeps the WebAuthn library off the first route of home, markets and trade', () => {
    const holds = (file: string) =>
      readFileSync(path.join(DIST, 'assets', file), 'utf8').includes(LIBRARY_MARK);
    // the mark is in the build (in a chunk of its own): its absence below means something
    expect(readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js') && holds(f))).toHaveLength(
      1,
    );
    for (const page of ['Home', 'Market', 'TradeIndex'])
      expect(routeScripts(DIST, page).filter(holds), page).toEqual([]);
  });
});
