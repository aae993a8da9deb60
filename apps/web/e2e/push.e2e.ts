import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pushPayloadOf, type PushCategories } from '@meridian/contract/push';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * Push notifications: the settings page reached from the settings list (the browser's permission not asked,
 * then allowed; categories switched on the server; a failed load with its retry), and the app's service worker
 * showing a push and its notification, the push delivered through the DevTools protocol. Headless Chromium
 * reaches no push service (`pushManager.subscribe` never answers), so the switch for this device gives up after
 * its wait and says so; the server's delivery to a push service is the integration test's (modules/push).
 */

const j = bootJourney();
const { byTestId } = j;
const en = JSON.parse(
  readFileSync(path.join(REPO_ROOT, 'apps/web/src/i18n/locales/push/en.json'), 'utf8'),
) as { push: Record<string, string> & { permission: Record<string, string> } };

async function openPushSettings(): Promise<void> {
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/setting`);
  await byTestId('settings-push').click();
  await byTestId('push-page').waitFor();
  await byTestId('push-permission').waitFor();
}

const permissionShown = () => byTestId('push-permission').getAttribute('data-permission');

describe('push notifications journey', () => {
  it('settings: permission not asked, then allowed; categories per user; a failed load retries', async () => {
    const email = `push.${Date.now()}@example.com`;
    await signUp(j, email, 'Secret#2024');
    // the service worker the build generates is active (it carries the push handlers)
    await j.page.evaluate(() => navigator.serviceWorker.ready);

    await openPushSettings();
    expect(await permissionShown()).toBe('default');
    await byTestId('push-device-hint').getByText(en.push.ask!).waitFor();
    expect(await byTestId('push-devices').textContent()).toContain('0');
    expect(await byTestId('push-device-switch').getAttribute('aria-checked')).toBe('false');

    // every category is on until switched off, on the server for every device of the user
    const funds = byTestId('push-category-funds-switch');
    expect(await funds.getAttribute('aria-checked')).toBe('true');
    await funds.click();
    await expect.poll(() => funds.getAttribute('aria-checked')).toBe('false');
    const server = await callAsUser<PushCategories>(j, 'push/categories', {});
    expect(server.categories.filter((c) => !c.enabled).map((c) => c.category)).toEqual(['funds']);

    await j.page.context().grantPermissions(['notifications'], { origin: j.server.baseUrl });
    await j.page.reload();
    await byTestId('push-page').waitFor();
    await expect.poll(permissionShown).toBe('granted');
    expect(await byTestId('push-category-funds-switch').getAttribute('aria-checked')).toBe('false');
    await settle(j.page);
    mkdirSync(docsPath('screenshots/push'), { recursive: true });
    j.toDocs(await j.shot('push-settings.png'), 'screenshots/push/settings.png');

    // no push service headless: after its wait the switch says this device could not be subscribed, and stays off
    await byTestId('push-device-switch').click();
    await j.page.getByText(en.push.failed!).waitFor({ timeout: 30_000 });
    expect(await byTestId('push-device-switch').getAttribute('aria-checked')).toBe('false');
    expect((await callAsUser<PushCategories>(j, 'push/categories', {})).devices).toBe(0);

    // a failed load is an error with retry, which loads the page
    let failing = true;
    await j.page.route('**/api/push/categories**', (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await j.page.reload();
    await byTestId('state-error').waitFor({ timeout: 30_000 });
    failing = false;
    await byTestId('state-error').getByRole('button').click();
    await byTestId('push-category-funds').waitFor();
    await j.page.unroute('**/api/push/categories**');
  });

  it('the service worker shows a pushed notification; the same push again replaces it', async () => {
    const cdp = await j.page.context().newCDPSession(j.page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      for (const r of e.registrations) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    const scope = `${j.server.baseUrl}/h5/`;
    await expect.poll(() => registrations.get(scope), { timeout: 10_000 }).toBeDefined();
    // a registration is reported while its worker still installs (it precaches the app): a push delivered before
    // the worker is active is dropped, so deliver once `ready` has an active worker
    await j.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const payload = pushPayloadOf({
      id: 9001,
      key: 'deposit_credited',
      link: '/pages/fund/receive_withdraw_record?tab=deposit',
      title: 'Deposit credited',
      content: 'Your deposit of 100.00 USDT has been credited to your spot account.',
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: j.server.baseUrl,
      registrationId: registrations.get(scope)!,
      data: JSON.stringify(payload),
    });
    const shown = () =>
      j.page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        })),
      );
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: 'Deposit credited',
        body: 'Your deposit of 100.00 USDT has been credited to your spot account.',
        tag: 'notification-9001',
        data: { url: '/h5/#/pages/fund/receive_withdraw_record?tab=deposit' },
      },
    ]);
    // the same notification pushed again replaces the one shown (its tag), never a second one
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: j.server.baseUrl,
      registrationId: registrations.get(scope)!,
      data: JSON.stringify(payload),
    });
    await j.page.waitForTimeout(500);
    expect(await shown()).toHaveLength(1);
    await cdp.detach();
  });
});
