import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, settle, signUp } from './harness';

/**
 * Issue 5's spot journey at 390×844, against the house market maker's quotes: a funded user places a limit
 * buy below the market, sees it in the open orders, cancels it (the hold comes back), then places a market
 * buy that fills against the maker's ask and sees both balances change and the order in the history.
 */

const j = bootJourney();
const { shot, byTestId, input } = j;

/** The ticket's "Available" line as a number (thousands separators and the unit removed). */
async function available(): Promise<number> {
  const text = await byTestId('spot-available').innerText();
  return Number(text.replace(/[^0-9.]/g, ''));
}

async function confirmOrder(): Promise<void> {
  await byTestId('spot-submit').click();
  await byTestId('spot-confirm-text').waitFor();
  await byTestId('spot-confirm').click();
  await byTestId('spot-placed').waitFor();
  await settle(j.page);
}

describe('spot journey', () => {
  it('places, sees and cancels a resting limit buy, then fills a market buy against the book', async () => {
    const { page, server } = j;
    const email = `spot.${Date.now()}@example.com`;
    await signUp(j, email, 'Secret#2024');
    await fundByDeposit(j, '10000');

    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index?symbol=BTC/USDT`);
    await byTestId('spot-ticket').waitFor();
    // the market maker quotes both sides once the feed has ticked
    await byTestId('book-bid-0').waitFor({ timeout: 60_000 });
    await byTestId('book-ask-0').waitFor();
    await expect.poll(available, { timeout: 20_000 }).toBe(10000);

    // 1. a limit buy 5 % below the best bid rests
    const bestBid = Number(await byTestId('book-bid-0').getAttribute('data-price'));
    const price = (Math.floor(bestBid * 0.95 * 100) / 100).toFixed(2);
    await byTestId('spot-side-buy').click();
    await byTestId('spot-type-limit').click();
    await input('spot-price').fill(price);
    await input('spot-amount').fill('0.01');
    await shot('spot-limit-ticket.png');
    await byTestId('spot-submit').click();
    await byTestId('spot-confirm-text').waitFor();
    await expect(byTestId('confirm-amount').innerText()).resolves.toContain('0.01');
    await shot('spot-limit-confirm.png');
    await byTestId('spot-confirm').click();
    await byTestId('spot-placed').waitFor();
    await settle(page);

    const row = page.locator('[data-testid^="order-row-"][data-status="open"]').first();
    await row.waitFor();
    const id = ((await row.getAttribute('data-testid')) ?? '').replace('order-row-', '');
    await expect(row.innerText()).resolves.toContain(
      Number(price).toLocaleString('en-US', { minimumFractionDigits: 2 }),
    );
    // the hold: price × 0.01, nothing on top (a buyer's fee is paid in BTC, out of what it receives)
    const held = Number(price) * 0.01;
    await expect.poll(available).toBeCloseTo(10000 - held, 2);
    j.toDocs(await shot('spot-open-order.png'), 'screenshot-spot.png');

    // 2. cancel it: the whole hold comes back
    await byTestId(`order-cancel-${id}`).click();
    await byTestId('cancel-confirm-text').waitFor();
    await byTestId('cancel-confirm').click();
    await settle(page);
    await byTestId(`order-row-${id}`).waitFor({ state: 'detached' });
    await expect.poll(available).toBe(10000);

    // 3. a market buy fills against the maker's ask: USDT goes down, BTC comes in
    const bestAsk = Number(await byTestId('book-ask-0').getAttribute('data-price'));
    await byTestId('spot-type-market').click();
    await input('spot-amount').fill('0.01');
    await confirmOrder();
    await expect.poll(available).toBeLessThan(10000 - bestAsk * 0.01 * 0.99);
    const usdtLeft = await available();
    expect(usdtLeft).toBeGreaterThan(10000 - bestAsk * 0.01 * 1.06);
    await byTestId('spot-side-sell').click();
    // 0.01 BTC less the 0.15 % taker fee, paid in BTC
    await expect.poll(available).toBeCloseTo(0.009985, 6);
    await shot('spot-after-fill.png');

    // 4. the history shows the filled market buy and the cancelled limit buy
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/currency_order`);
    await byTestId('currency-order-page').waitFor();
    await byTestId('orders-tab-history').click();
    await byTestId(`order-row-${id}`).waitFor();
    await expect(byTestId(`order-row-${id}`).getAttribute('data-status')).resolves.toBe('cancelled');
    await page.locator('[data-testid^="order-row-"][data-status="filled"]').first().waitFor();
    await shot('spot-history.png');
  });
});
