import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, REPO_ROOT, launchBrowser, readCode, startServer } from './harness';
import type { RunningServer } from './harness';

/** Register by e-mail → log in → home → settings in French → log out (390×844, built app + real server). */

const fr = JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/web/src/i18n/locales/fra.json'), 'utf8')) as {
  pages: Record<string, string>;
  settings: Record<string, string>;
  common: Record<string, string>;
};

let server: RunningServer | undefined;
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
let page: Page;

const shot = async (name: string) => {
  const file = path.join(ARTIFACTS_DIR, name);
  await page.screenshot({ path: file });
  return file;
};
const input = (testId: string) => page.locator(`[data-testid="${testId}"] input`);
const byTestId = (testId: string) => page.locator(`[data-testid="${testId}"]`);

beforeAll(async () => {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  browser = await launchBrowser();
  server = await startServer();
  page = await browser.context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('pageerror', (e) => console.error('[pageerror]', e.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('account journey', () => {
  it('registers, logs in, switches to French and logs out', async () => {
    const s = server!;
    const email = `e2e.${Date.now()}@example.com`;
    const password = 'Secret#2024';

    await page.goto(`${s.baseUrl}/h5/#/pages/common/register?code=`);
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

    await byTestId('login-page').waitFor();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/common/login'));
    await input('login-account').fill(email);
    await input('login-password').fill(password);
    await shot('02-login.png');
    await byTestId('login-submit').click();

    await byTestId('home-page').waitFor();
    await byTestId('home-settings').waitFor();
    await expect(byTestId('tabbar').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user'))) ?? '{}')).toMatchObject({
      email,
    });
    await page
      .locator('.adm-toast-mask')
      .waitFor({ state: 'detached', timeout: 6_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
    const home = await shot('03-home.png');
    mkdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true });
    copyFileSync(home, path.join(REPO_ROOT, 'docs/screenshot-home.png'));

    await byTestId('home-settings').click();
    await byTestId('settings-page').waitFor();
    await byTestId('settings-language').click();
    await byTestId('lang-sheet-fra').click();
    await page.getByText(fr.settings.logout!, { exact: true }).waitFor();
    await page.getByText(fr.pages.setting!, { exact: true }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('fra');
    await page.waitForTimeout(400);
    await shot('04-settings-fr.png');

    await byTestId('settings-logout').click();
    await page.locator('.adm-dialog').getByText(fr.common.confirm!, { exact: true }).click();
    await byTestId('login-page').waitFor();
    await page.waitForFunction(() => localStorage.getItem('token') === null);
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page
      .locator('.adm-toast-mask')
      .waitFor({ state: 'detached', timeout: 6_000 })
      .catch(() => undefined);
    await shot('05-logged-out.png');
  });

  it('shows an error with retry when a page chunk fails to load, and recovers', async () => {
    const s = server!;
    const blocked = '**/h5/assets/Forget-*.js';
    await page.route(blocked, (route) => route.abort());
    await page.goto(`${s.baseUrl}/h5/#/pages/common/forget`);
    await byTestId('state-error').waitFor();
    await page.unroute(blocked);
    await byTestId('state-retry').click();
    await byTestId('forget-page').waitFor();
  });
});
