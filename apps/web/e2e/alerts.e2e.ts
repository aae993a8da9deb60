import { mkdirSync } from 'node:fs';
import { Decimal } from '@meridian/contract';
import type { AlertList, AlertView } from '@meridian/contract/alerts';
import { describe, expect, it } from 'vitest';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * Price alerts at 390×844 on the simulated market (prices come only from the feed, which moves every second):
 * from the BTC/USDT chart's bell, the sheet shows the live price and refuses a level on the wrong side of it;
 * an alert one tick above and one one tick below the price shown are set, so the next move fires one of them,
 * and its notification arrives in the app's notifications. The alerts page (from settings) lists both, turns one
 * off and deletes one after a confirmation. Pictures of the sheet go to docs/screenshots/alerts/.
 */

const j = bootJourney();
const SYMBOL = 'BTC/USDT';
/** Digits and the decimal point only ("61,234.56" → "61234.56"). */
const digits = (text: string) => text.replace(/[^0-9.]/g, '');

/** Sets an alert from the open sheet `ticks` ticks away from the price it shows (read again on a refusal). */
async function setAlert(kind: 'above' | 'below', ticks: number): Promise<string> {
  const { byTestId, input, page } = j;
  await byTestId('alert-bell').click();
  await byTestId('alert-sheet').waitFor();
  await byTestId(`alert-kind-${kind}`).click();
  for (let attempt = 0; ; attempt++) {
    const shown = digits(await byTestId('alert-current-price').innerText());
    const decimals = shown.split('.')[1]?.length ?? 0;
    const tick = new Decimal(10).pow(-decimals).times(ticks);
    const level = (kind === 'above' ? new Decimal(shown).plus(tick) : new Decimal(shown).minus(tick)).toFixed(
      decimals,
    );
    await input('alert-price').fill(level);
    await byTestId('alert-submit').click();
    const closed = await byTestId('alert-sheet')
      .waitFor({ state: 'detached', timeout: 3000 })
      .then(() => true)
      .catch(() => false);
    if (closed) return level;
    // the feed moved past the level between reading and sending: the sheet said so; read the new price
    if (attempt === 3) throw new Error(`alert not set: ${await byTestId('alert-error').innerText()}`);
    await page.waitForTimeout(200);
  }
}

describe('price alerts journey', () => {
  it('sets alerts from the pair’s bell and sees one fire as a notification', async () => {
    const { page, server, byTestId, input } = j;
    mkdirSync(docsPath('screenshots/alerts'), { recursive: true });
    await signUp(j, `alerts.${Date.now()}@example.com`, 'Secret#2024');
    await page.goto(`${server.baseUrl}/h5/#/pages/market/pair?symbol=${encodeURIComponent(SYMBOL)}`);
    await byTestId('alert-bell').click();
    await byTestId('alert-sheet').waitFor();
    await expect.poll(async () => digits(await byTestId('alert-current-price').innerText())).not.toBe('');

    // a level under the price for an 'above' alert is refused on the sheet, nothing is sent
    const shown = digits(await byTestId('alert-current-price').innerText());
    await input('alert-price').fill(new Decimal(shown).times('0.9').toFixed(2));
    await byTestId('alert-submit').click();
    await expect(byTestId('alert-error').innerText()).resolves.toBe('Choose a price above the current price');
    expect((await callAsUser<AlertList>(j, 'alerts/list', {})).items).toEqual([]);

    // the sheet, filled, for the docs
    await input('alert-price').fill(new Decimal(shown).times('1.05').toFixed(2));
    await byTestId('alert-repeat').click();
    await settle(page);
    j.toDocs(await j.shot('alert-sheet.png'), 'screenshots/alerts/alert-sheet.png');
    await byTestId('alert-kind-move').click();
    await input('alert-percent').fill('5');
    await byTestId('alert-window-24h').click();
    j.toDocs(await j.shot('alert-sheet-move.png'), 'screenshots/alerts/alert-sheet-move.png');
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/h5/#/pages/market/market`);
    await page.goto(`${server.baseUrl}/h5/#/pages/market/pair?symbol=${encodeURIComponent(SYMBOL)}`);

    // one tick above and one tick below the price shown: the next move of the feed fires one of them
    const above = await setAlert('above', 1);
    const below = await setAlert('below', 1);
    const list = await callAsUser<AlertList>(j, 'alerts/list', {});
    expect(list.items.map((a) => [a.kind, a.price])).toEqual(
      expect.arrayContaining([
        ['above', new Decimal(above).toFixed()],
        ['below', new Decimal(below).toFixed()],
      ]),
    );

    await page.goto(`${server.baseUrl}/h5/#/pages/notifications/index`);
    const notice = page
      .locator('.notice-row')
      .filter({ hasText: `Price alert: ${SYMBOL}` })
      .first();
    await notice.waitFor({ timeout: 90_000 });
    await expect(notice.innerText()).resolves.toMatch(
      /BTC\/USDT (reached [\d,.]+, at or above your alert price of [\d,.]+|fell to [\d,.]+, at or below your alert price of [\d,.]+)/,
    );
    await settle(page);
    j.toDocs(await j.shot('alert-notification.png'), 'screenshots/alerts/alert-notification.png');
    const fired = (await callAsUser<AlertList>(j, 'alerts/list', {})).items.filter((a) => a.fired_count > 0);
    expect(fired.length).toBeGreaterThanOrEqual(1);
    expect(fired.every((a) => !a.active && a.fired_count === 1)).toBe(true);
  }, 180_000);

  it('lists the alerts from settings, turns one off and deletes one after confirming', async () => {
    const { page, server, byTestId } = j;
    // the alert of the first test that has not fired yet sits one tick from the price and would fire at any
    // moment, changing the counts this test reads: it is turned off first
    for (const a of (await callAsUser<AlertList>(j, 'alerts/list', {})).items.filter((x) => x.active))
      await callAsUser(j, 'alerts/update', { id: a.id, active: false });
    // a third alert far above the price, still armed: the one the page turns off
    const pair = await callAsUser<{ now_price: string }>(j, 'currency/pair', { symbol: SYMBOL });
    const far = await callAsUser<AlertView>(j, 'alerts/create', {
      symbol: SYMBOL,
      kind: 'above',
      price: new Decimal(pair.now_price).times(2).toFixed(2),
    });
    await page.goto(`${server.baseUrl}/h5/#/pages/setting/setting`);
    await byTestId('settings-alerts').click();
    await byTestId('alerts-page').waitFor();
    await byTestId(`alert-item-${far.id}`).waitFor();
    const before = await callAsUser<AlertList>(j, 'alerts/list', {});
    expect(before.items).toHaveLength(3);
    await expect(byTestId('alerts-count').innerText()).resolves.toBe(`${before.active} of 50 active`);
    await settle(page);
    j.toDocs(await j.shot('alerts-page.png'), 'screenshots/alerts/alerts-page.png');

    await byTestId(`alert-toggle-${far.id}`).click();
    await expect
      .poll(
        async () =>
          (await callAsUser<AlertList>(j, 'alerts/list', {})).items.find((a) => a.id === far.id)?.active,
      )
      .toBe(false);
    await expect.poll(() => byTestId('alerts-count').innerText()).toBe(`${before.active - 1} of 50 active`);

    const gone = before.items.find((a) => a.id !== far.id)!;
    await byTestId(`alert-delete-${gone.id}`).click();
    await page.locator('.adm-dialog').getByText('Delete', { exact: true }).click();
    await byTestId(`alert-item-${gone.id}`).waitFor({ state: 'detached' });
    const after = (await callAsUser<AlertList>(j, 'alerts/list', {})).items.map((a) => a.id);
    expect(after).toHaveLength(2);
    expect(after).not.toContain(gone.id);
  }, 60_000);
});
