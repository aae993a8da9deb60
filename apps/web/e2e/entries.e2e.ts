import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin } from './console';
import { call } from './funding';
import { bootJourney, signUp, docsPath } from './harness';

/**
 * Entries journey at 390×844: the Download page's install steps; the installed app opening without a
 * network (service worker active, offline, reload: the shell with the offline banner); the webView page framing
 * an approved origin and refusing another; super leverage preselecting the pair's highest leverage; My QR.
 */

const j = bootJourney();
const { byTestId } = j;
const stamp = Date.now();
const EMAIL = `entries.${stamp}@example.com`;
const PASSWORD = 'Secret#2024';
const APPROVED = 'https://help.meridian.test';
mkdirSync(docsPath('issue18'), { recursive: true });
const app = (route: string) => `${j.server.baseUrl}/h5/#${route}`;
const toDocs = async (name: string) => j.toDocs(await j.shot(`issue18-${name}`), `issue18/${name}`);

/** The operator approves APPROVED for the webView page (the console's site settings call, audited). */
async function approveOrigin(): Promise<void> {
  const email = `entries-ops.${stamp}@meridian.test`;
  createOperator(j.server, email, 'Operator#2024');
  const { token } = await opsLogin(j.server.baseUrl, email, 'Operator#2024');
  const current = await call<Record<string, string>>(j, 'ops/content/settings', token);
  await call(j, 'ops/content/settings/save', token, { ...current, webview_allowlist: APPROVED });
}

describe('entries', () => {
  it('shows how to install Meridian on this device, with all three platforms viewable', async () => {
    // signed up first: registering returns to the last page shown, home here
    await signUp(j, EMAIL, PASSWORD);
    await j.page.goto(app('/pages/common/download'));
    await byTestId('download-instructions').waitFor();
    // headless Chromium on Linux: desktop first and open
    expect(await byTestId('download-page').getAttribute('data-platform')).toBe('desktop');
    await byTestId('download-steps-desktop').waitFor();
    for (const p of ['ios', 'android', 'desktop']) await byTestId(`download-platform-${p}`).waitFor();
    await byTestId('download-platform-ios').click();
    await byTestId('download-steps-ios').getByText('Add to Home Screen', { exact: false }).waitFor();
    await j.page.waitForTimeout(600); // the panel's opening animation
    await toDocs('download.png');
  });

  it('opens without a network once installed, and says so', async () => {
    const { page } = j;
    await page.goto(app('/pages/index/index'));
    await byTestId('home-page').waitFor();
    const manifest = await page.evaluate(async () => {
      const r = await fetch('/h5/manifest.webmanifest');
      return { type: r.headers.get('content-type'), body: (await r.json()) as { start_url: string } };
    });
    expect(manifest.type).toMatch(/manifest\+json|application\/json/);
    expect(manifest.body.start_url).toBe('/h5/');
    const sw = await page.evaluate(async () => {
      const r = await fetch('/h5/sw.js');
      return { type: r.headers.get('content-type'), cache: r.headers.get('cache-control') };
    });
    expect(sw.type).toMatch(/javascript/);
    expect(sw.cache).toBe('no-cache');
    // the worker installs (precaching the shell) and activates, then controls the page after a reload
    const active = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      const worker = reg.active;
      if (worker && worker.state !== 'activated')
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
        );
      return worker?.state;
    });
    expect(active).toBe('activated');
    await page.reload();
    await byTestId('home-page').waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.context().setOffline(true);
    try {
      await page.reload();
      await byTestId('offline-banner').waitFor();
      await byTestId('home-page').waitFor();
      await page.waitForTimeout(800);
      await toDocs('offline.png');
    } finally {
      await page.context().setOffline(false);
    }
    await page.reload();
    await byTestId('home-page').waitFor();
    expect(await byTestId('offline-banner').count()).toBe(0);
  });

  it('frames an approved page under its own bar and refuses any other', async () => {
    await approveOrigin();
    const guide = `${APPROVED}/guide?x=1`;
    await j.page.goto(app(`/pages/common/webView?url=${encodeURIComponent(guide)}&title=Help%20centre`));
    const frame = byTestId('webview-frame');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(guide);
    await j.page.getByText('Help centre').first().waitFor();
    expect(await byTestId('webview-open').getAttribute('href')).toBe(guide);

    for (const bad of ['https://evil.example.com/phish', 'javascript:alert(1)', `${APPROVED}:8443/x`]) {
      await j.page.goto(app(`/pages/common/webView?url=${encodeURIComponent(bad)}`));
      await byTestId('webview-refused').waitFor();
      expect(await byTestId('webview-frame').count()).toBe(0);
      expect(await byTestId('webview-raw').innerText()).toBe(bad);
    }
  });

  it("opens super leverage with the pair's highest leverage chosen", async () => {
    await j.page.goto(app('/pages/transaction/super_leverage?symbol=BTC%2FUSDT'));
    await byTestId('super-leverage-hint').waitFor();
    const chips = j.page.locator('[data-testid^="futures-leverage-"]');
    await chips.first().waitFor();
    await j.page.waitForTimeout(800); // lever/deal's choices replace the defaults
    const values = (await chips.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid') ?? '')))
      .map((id) => Number(id.replace('futures-leverage-', '')))
      .filter((n) => Number.isFinite(n));
    const checked = await j.page
      .locator('[data-testid^="futures-leverage-"][aria-checked="true"]')
      .getAttribute('data-testid');
    expect(values.length).toBeGreaterThan(1);
    expect(Number(checked?.replace('futures-leverage-', ''))).toBe(Math.max(...values));
    expect(j.page.url()).toContain('leverage=max');
  });

  it('shows my QR code: avatar, nickname and the QR of my invite link', async () => {
    await j.page.goto(app('/pages/setting/setting'));
    await byTestId('settings-qrcode').click();
    await byTestId('myqr-qr').waitFor();
    const link = await byTestId('myqr-qr').getAttribute('data-value');
    expect(link).toMatch(/\/h5\/#\/pages\/common\/register\?code=[A-Za-z0-9]+$/);
    expect(await byTestId('myqr-link').innerText()).toBe(link);
    await toDocs('my-qr.png');
  });
});
