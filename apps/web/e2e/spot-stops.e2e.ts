import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, settle, signUp, docsPath } from './harness';

/**
 * Spot stops at 390×844, against the simulated feed and the house market maker: a funded user buys a little BTC,
 * then places a buy stop-limit just above the last price and a sell stop-limit just below it (the feed's BTC
 * moves about 9 USDT a second, so one of them triggers within seconds) and sees it leave "Waiting" for the book;
 * then an OCO buy pair whose two legs show each other and go together on one cancel. Pictures of the stop and
 * OCO tickets in docs/screenshots/spot-stops/.
 */

const j = bootJourney();
const { shot, byTestId, input } = j;
const DOCS = 'screenshots/spot-stops';

/** The ticket's last price (the feed's, as the stop ticket shows it). */
async function lastPrice(): Promise<number> {
  return Number(await byTestId('spot-stop-last').getAttribute('data-price'));
}

const cents = (v: number) => v.toFixed(2);

/** Fills the stop ticket's trigger `offset` from the last price and its limit 100 further, for 0.001 BTC. */
async function fillStop(offset: number): Promise<void> {
  const last = await lastPrice();
  expect(last).toBeGreaterThan(0);
  await input('spot-stop-trigger').fill(cents(last + offset));
  await input('spot-stop-limit').fill(cents(last + offset + Math.sign(offset) * 100));
  await input('spot-stop-amount').fill('0.001');
}

/**
 * Submits the stop ticket through its confirmation and waits for the placed toast. The price leaves a ±20 band
 * within seconds, so on a loaded machine it may cross the trigger before the server sees the order, which then
 * refuses it (a trigger must wait on the far side of the price): the ticket is filled again from the new price.
 */
async function submitStop(offset: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await byTestId('spot-submit').click();
    await byTestId('spot-stop-confirm-text').waitFor();
    await byTestId('spot-confirm').click();
    const placed = await byTestId('spot-placed')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    if (placed) return settle(j.page);
    if (attempt === 3) throw new Error('the stop was not placed in three attempts');
    await fillStop(offset);
  }
}

const rows = (status: string) => j.page.locator(`[data-testid^="order-row-"][data-status="${status}"]`);

describe('spot stops journey', () => {
  it('places stop-limits on both sides of the price and sees one trigger; an OCO pair cancels as one', async () => {
    const { page, server } = j;
    mkdirSync(docsPath(DOCS), { recursive: true });
    await signUp(j, `stops.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '10000');
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index?symbol=BTC/USDT`);
    await byTestId('spot-ticket').waitFor();
    await byTestId('book-ask-0').waitFor({ timeout: 60_000 });

    // some BTC first, for the sell stop
    await byTestId('spot-side-buy').click();
    await byTestId('spot-type-market').click();
    await input('spot-amount').fill('0.002');
    await byTestId('spot-submit').click();
    await byTestId('spot-confirm').click();
    await byTestId('spot-placed').waitFor();
    await settle(page);

    // 1. a buy stop 20 USDT above the last price, its limit 100 above the trigger
    await byTestId('spot-type-stop_limit').click();
    await byTestId('spot-stop-trigger').waitFor();
    await fillStop(20);
    await expect(byTestId('spot-stop-preview').innerText()).resolves.toMatch(
      /^When the last price reaches [\d,.]+ USDT, buy 0\.001 BTC at [\d,.]+ USDT$/,
    );
    await settle(page);
    j.toDocs(await shot('spot-stop-ticket.png'), path.join(DOCS, 'stop-ticket.png'));
    await submitStop(20);

    // 2. a sell stop 20 USDT below it; the list shows both waiting (a second or two for it to catch up)
    await byTestId('spot-side-sell').click();
    await byTestId('spot-type-stop_limit').click();
    await fillStop(-20);
    await submitStop(-20);
    const seenWaiting = await expect
      .poll(() => rows('untriggered').count(), { timeout: 5_000 })
      .toBe(2)
      .then(
        () => 2,
        () => rows('untriggered').count(),
      );
    // 3. the price leaves the ±20 band within seconds: one stop triggers and goes to the book as a limit order. On a
    // loaded machine one (or both) may have triggered before the list showed them waiting: that is the trigger seen.
    const triggers = await rows('untriggered').locator('[data-testid^="order-trigger-"]').allInnerTexts();
    for (const trigger of triggers) expect(trigger).toMatch(/^[≥≤] [\d,.]+$/);
    if (triggers.length > 0) await shot('spot-stops-waiting.png');
    if (seenWaiting === 2)
      await expect
        .poll(async () => rows('untriggered').count(), { timeout: 90_000, interval: 1000 })
        .toBeLessThan(2);
    await settle(page);
    j.toDocs(await shot('spot-stop-triggered.png'), path.join(DOCS, 'stop-triggered.png'));

    // 4. an OCO buy: the take-profit rests below the price, the stop waits above; both legs name each other
    await byTestId('spot-side-buy').click();
    await byTestId('spot-type-oco').click();
    await byTestId('spot-stop-takeProfit').waitFor();
    const last = await lastPrice();
    await input('spot-stop-takeProfit').fill(cents(last - 300));
    await input('spot-stop-trigger').fill(cents(last + 300));
    await input('spot-stop-limit').fill(cents(last + 400));
    await input('spot-stop-amount').fill('0.001');
    await expect(byTestId('spot-stop-preview').innerText()).resolves.toContain('cancels the other');
    await settle(page);
    j.toDocs(await shot('spot-oco-ticket.png'), path.join(DOCS, 'oco-ticket.png'));
    await byTestId('spot-submit').click();
    await byTestId('spot-stop-confirm-text').waitFor();
    await settle(page);
    j.toDocs(await shot('spot-oco-confirm.png'), path.join(DOCS, 'oco-confirm.png'));
    await byTestId('spot-confirm').click();
    await byTestId('spot-placed').waitFor();
    await settle(page);

    const legWithPair = page.locator('[data-testid^="order-oco-"]').first();
    await legWithPair.waitFor();
    const legId = ((await legWithPair.getAttribute('data-testid')) ?? '').replace('order-oco-', '');
    const otherId = (await legWithPair.innerText()).replace('#', '');
    await byTestId(`order-oco-${otherId}`).waitFor();
    await expect(byTestId(`order-oco-${otherId}`).innerText()).resolves.toBe(`#${legId}`);
    // the pair's stop leg, 300 above the price, waits: its row shows the trigger
    const stopLeg = page.locator(
      `[data-testid="order-trigger-${legId}"], [data-testid="order-trigger-${otherId}"]`,
    );
    await expect(stopLeg.first().innerText()).resolves.toMatch(/^≥ [\d,.]+$/);
    j.toDocs(await shot('spot-oco-open.png'), path.join(DOCS, 'oco-open-orders.png'));

    // 5. cancelling one leg cancels the pair
    await byTestId(`order-cancel-${legId}`).click();
    await byTestId('cancel-confirm-pair').waitFor();
    await byTestId('cancel-confirm').click();
    await settle(page);
    await byTestId(`order-row-${legId}`).waitFor({ state: 'detached' });
    await byTestId(`order-row-${otherId}`).waitFor({ state: 'detached' });
  });
});
