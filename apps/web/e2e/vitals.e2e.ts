import path from 'node:path';
import { vitalsReportRequest } from '@meridian/contract/vitals';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import { ARTIFACTS_DIR, bootJourney } from './harness';

/**
 * Field vitals journey: the app measures home and the market in a real Chromium, reports them when the page is
 * left (pagehide) or hidden (visibilitychange), and an operator sees their p75 figures on the console's vitals
 * screen for today. Needs main.tsx to start fieldVitals after load.
 */

const j = bootJourney();
const { byTestId } = j;
const stamp = Date.now();
const OPS = { email: `vitals.ops.${stamp}@example.com`, password: 'Operator#2024' };

/** A trusted key press ends LCP (web-vitals finalises it on input); then its idle report has a moment to run. */
async function finishLcp(page: Page): Promise<void> {
  // fieldVitals is imported after load: wait for it to be running before the input that finalises LCP
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(1_500);
  await page.keyboard.press('Shift');
  await page.waitForTimeout(1_500);
}

/** The page goes to the background as a tab switch would: web-vitals reports CLS, and the batch is sent. */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

describe('field vitals journey', () => {
  it('home and the market report their vitals; the console shows their p75 for today', async () => {
    const { page, server } = j;
    // beacons are not among the page's request events: keep each body the app hands to sendBeacon
    await page.addInitScript(() => {
      const w = window as unknown as { vitalsBeacons: Promise<string>[] };
      w.vitalsBeacons = [];
      const send = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (String(url).endsWith('/api/vitals/report') && data instanceof Blob)
          w.vitalsBeacons.push(data.text());
        return send(url, data);
      };
    });

    // home, then leave the app: pagehide sends the batch
    await page.goto(`${server.baseUrl}/h5/#/`);
    await byTestId('home-page').waitFor();
    await finishLcp(page);
    await page.goto('about:blank');

    // the market, loaded afresh, then hidden: visibilitychange sends the batch
    await page.goto(`${server.baseUrl}/h5/#/pages/market/market`);
    await byTestId('market-page').waitFor();
    await finishLcp(page);
    await hide(page);

    const bodies = await page.evaluate(() =>
      Promise.all((window as unknown as { vitalsBeacons: Promise<string>[] }).vitalsBeacons),
    );
    expect(bodies.length).toBeGreaterThan(0);
    // every beacon is a request the contract accepts, tagged with the market page
    for (const body of bodies) expect(vitalsReportRequest.safeParse(JSON.parse(body)).success).toBe(true);
    expect(bodies.join('\n')).toMatch(/"page":"market"/);

    createOperator(server, OPS.email, OPS.password);
    const tab = await openConsole(page.context(), server.baseUrl, OPS.email, OPS.password);
    await tab.page.getByRole('menuitem', { name: 'Web vitals' }).click();
    await tab.page.locator('.ant-table').first().waitFor();
    const today = new Date().toISOString().slice(0, 10);
    for (const pageKey of ['home', 'market']) {
      const row = tab.page.locator(`tr[data-row-key="${today} ${pageKey}"]`);
      await row.waitFor();
      await expect(row.locator('[data-metric="LCP"]').innerText()).resolves.toMatch(/^[\d,]+ ms$/);
      await expect(row.locator('[data-metric="FCP"]').innerText()).resolves.toMatch(/^[\d,]+ ms$/);
      await expect(row.locator('[data-metric="TTFB"]').innerText()).resolves.toMatch(/^[\d,]+ ms$/);
      const rating = await row.locator('[data-metric="LCP"]').getAttribute('data-rating');
      expect(['good', 'needs-improvement', 'poor']).toContain(rating);
    }
    // the market was hidden (not left): its CLS came with the batch
    await expect(
      tab.page.locator(`tr[data-row-key="${today} market"] [data-metric="CLS"]`).innerText(),
    ).resolves.toMatch(/^\d\.\d{3}$/);
    await tab.shot(path.join(ARTIFACTS_DIR, 'console-vitals.png'));
  });
});
