import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, settle, signUp } from './harness';

/**
 * Spot journey at 390×844, against the house market maker's quotes: a funded user places a limit
 * buy below the market, sees it in the open orders, cancels it (the hold comes back), then places a market
 * buy that fills against the maker's ask and sees both balances change and the order in the history.
 * The fee preview follows the book (a resting limit → maker fee, a crossing limit or a market order →
 * taker fee), and the screen reads in French with French number separators (docs/issue13/book-after*.png).
 */

const j = bootJourney();
const { shot, byTestId, input } = j;

/** The ticket's "Available" line as a number (thousands separators and the unit removed). */
async function available(): Promise<number> {
  const text = await byTestId('spot-available').innerText();
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** The ticket's fee role ("maker" | "taker") and its label. */
async function feeRole(): Promise<{ role: string | null; label: string }> {
  const el = byTestId('spot-fee-role');
  return { role: await el.getAttribute('data-role'), label: await el.innerText() };
}

/** Copies a screenshot into docs/issue13/. */
function toIssueDocs(file: string, name: string): void {
  j.toDocs(file, path.join('issue13', name));
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
    // it will rest below the book: the maker fee (0.1 %), paid in BTC by a buyer: 0.01 × 0.1 % = 0.00001
    await expect.poll(feeRole).toEqual({ role: 'maker', label: 'Maker fee (0.1%)' });
    await expect(byTestId('spot-fee').innerText()).resolves.toBe('0.00001 BTC');
    // at the best ask it would cross: the taker fee (0.15 %)
    const ask = (await byTestId('book-ask-0').getAttribute('data-price')) ?? '';
    await input('spot-price').fill(ask);
    await expect.poll(feeRole).toEqual({ role: 'taker', label: 'Taker fee (0.15%)' });
    await expect(byTestId('spot-fee').innerText()).resolves.toBe('0.000015 BTC');
    await settle(page); // the deposit's toast
    toIssueDocs(await shot('spot-taker-preview.png'), 'book-after.png');
    await input('spot-price').fill(price);
    await expect.poll(async () => (await feeRole()).role).toBe('maker');
    await shot('spot-limit-ticket.png');
    await byTestId('spot-submit').click();
    await byTestId('spot-confirm-text').waitFor();
    await expect(byTestId('confirm-amount').innerText()).resolves.toContain('0.01');
    await expect(byTestId('spot-confirm-text').innerText()).resolves.toContain('Maker fee (0.1%)');
    await expect(byTestId('confirm-fee').innerText()).resolves.toBe('0.00001 BTC');
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
    // (USDT is shown at 2 decimals, rounded down)
    await expect.poll(available).toBeCloseTo(Math.floor((10000 - held) * 100 + 1e-6) / 100, 6);
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
    // a market order takes liquidity: the taker fee
    await expect.poll(feeRole).toEqual({ role: 'taker', label: 'Taker fee (0.15%)' });
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

  it('reads in French: French separators in the book and the ticket, the fee role in words', async () => {
    const { page, server } = j;
    await page.evaluate(() => localStorage.setItem('lang', 'fra'));
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/index?symbol=BTC/USDT`);
    await page.reload(); // a new hash alone does not restart the app, which reads the language at start
    await byTestId('spot-ticket').waitFor();
    await byTestId('book-ask-0').waitFor({ timeout: 60_000 });
    await byTestId('spot-side-sell').click();
    await byTestId('spot-type-limit').click();
    // a sell at the best bid crosses (taker); typed with a French decimal comma
    const bid = (await byTestId('book-bid-0').getAttribute('data-price')) ?? '';
    await input('spot-price').fill(bid.replace('.', ','));
    await input('spot-amount').fill('0,005');
    // French typography puts a narrow no-break space before the percent sign
    await expect.poll(feeRole).toEqual({ role: 'taker', label: 'Frais taker (0,15\u202F%)' });
    // French numbers: narrow no-break space between thousands, comma decimals ("102 062,58")
    const bookPrice = await byTestId('book-bid-0').locator('.book-price').innerText();
    expect(bookPrice).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}$/);
    await expect(byTestId('spot-fee').innerText()).resolves.toMatch(/^\d+,\d{2} USDT$/);
    await page.waitForTimeout(500);
    toIssueDocs(await shot('spot-fra.png'), 'book-after-fra.png');
    // a sell above the best ask rests: maker
    const ask = Number((await byTestId('book-ask-0').getAttribute('data-price')) ?? '0');
    await input('spot-price').fill(String(Math.ceil(ask * 1.02)));
    await expect.poll(feeRole).toEqual({ role: 'maker', label: 'Frais maker (0,1\u202F%)' });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
