import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, readCode, bootJourney, docsPath } from './harness';

/** Register by e-mail → log in → home → settings in French → log out (390×844, built app + real server). */

const j = bootJourney();
const { shot, input, byTestId } = j;

const frenchFile = (file: string): unknown =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/web/src/i18n/locales', file), 'utf8'));
// the shared catalogue and the account area's strings (settings), as the app merges them
const fr = { ...(frenchFile('fra.json') as object), ...(frenchFile('account/fra.json') as object) } as {
  pages: Record<string, string>;
  settings: Record<string, string>;
  common: Record<string, string>;
};

describe('account journey', () => {
  it('registers (which signs in), switches to French, logs out and logs in again', async () => {
    const s = j.server;
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Secret#2024';

    await j.page.goto(`${s.baseUrl}/h5/#/pages/common/register?code=`);
    await byTestId('register-page').waitFor();
    await byTestId('register-tab-email').click();
    await input('register-account').fill(email);
    await byTestId('register-send-code').click();
    const code = await readCode(s.dataDir, email, 'register');
    await input('register-code').fill(code);
    await input('register-password').fill(password);
    await input('register-repassword').fill(password);
    await shot('01-register.png');
    await byTestId('register-submit').click();

    // registering signs in: no login page, no retyping
    await byTestId('home-page').waitFor();
    await byTestId('home-settings').waitFor();
    await expect(byTestId('tabbar').isVisible()).resolves.toBe(true);
    expect(await j.page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
    expect(JSON.parse((await j.page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      email,
    });
    await j.page
      .locator('.adm-toast-mask')
      .waitFor({ state: 'detached', timeout: 6_000 })
      .catch(() => undefined);
    await j.page.waitForTimeout(300);
    const home = await shot('03-home.png');
    mkdirSync(docsPath(), { recursive: true });
    copyFileSync(home, docsPath('screenshot-home.png'));

    await byTestId('home-settings').click();
    await byTestId('settings-page').waitFor();
    await byTestId('settings-language').click();
    await byTestId('lang-sheet-fra').click();
    await j.page.getByText(fr.settings.logout!, { exact: true }).waitFor();
    await j.page.getByText(fr.pages.setting!, { exact: true }).first().waitFor();
    expect(await j.page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await j.page.evaluate(() => localStorage.getItem('lang'))).toBe('fra');
    await j.page.waitForTimeout(400);
    await shot('04-settings-fr.png');

    await byTestId('settings-logout').click();
    await j.page.locator('.adm-dialog').getByText(fr.common.confirm!, { exact: true }).click();
    await byTestId('login-page').waitFor();
    await j.page.waitForFunction(() => localStorage.getItem('token') === null);
    expect(await j.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await j.page
      .locator('.adm-toast-mask')
      .waitFor({ state: 'detached', timeout: 6_000 })
      .catch(() => undefined);
    await shot('05-logged-out.png');

    // a login after logging out goes home (nothing sent the user to the login page)
    await input('login-account').fill(email);
    await input('login-password').fill(password);
    await shot('02-login.png');
    await byTestId('login-submit').click();
    await byTestId('home-page').waitFor();
    expect(await j.page.evaluate(() => location.hash)).toBe('#/');
    expect(await j.page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
  });

  it('shows an error with retry when a page chunk fails to load, and recovers', async () => {
    const s = j.server;
    const blocked = '**/h5/assets/Forget-*.js';
    // the app's service worker would serve the chunk from its precache, past the route: it goes, and is not
    // registered again for the rest of this file's journeys
    await j.page.context().addInitScript(() => {
      delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
    });
    await j.page.evaluate(async () => {
      for (const r of (await navigator.serviceWorker?.getRegistrations()) ?? []) await r.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await j.page.route(blocked, (route) => route.abort());
    await j.page.goto(`${s.baseUrl}/h5/#/pages/common/forget`);
    await byTestId('state-error').waitFor();
    await j.page.unroute(blocked);
    await byTestId('state-retry').click();
    await byTestId('forget-page').waitFor();
  });
});
