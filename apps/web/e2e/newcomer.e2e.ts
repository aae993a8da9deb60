import { copyFileSync, mkdirSync } from 'node:fs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bootJourney, readCode, settle, docsPath } from './harness';

/**
 * A newcomer trades in one minute. Register (which signs in) → claim 10,000 demo USDT on home → a spot
 * market buy → move USDT to futures → a futures long with take-profit and stop-loss → close it; the balances
 * move as expected at each step. "User time" is the sum of the waits the user sees — from each tap to the
 * screen that answers it (and the e-mailed code) — not the typing, the test's own API reads or the screenshots.
 */

const j = bootJourney();
const { byTestId, input, shot } = j;
const USER_TIME_BUDGET_MS = 60_000;

const waits: { step: string; ms: number }[] = [];
/** Runs one user action and the wait for its answer, counting the time as user time. */
async function timed<T>(step: string, action: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await action();
  waits.push({ step, ms: performance.now() - start });
  return result;
}

const num = async (l: Locator) => Number((await l.innerText()).replace(/[^0-9.-]/g, ''));
const keep = async (name: string) => {
  mkdirSync(docsPath('issue13'), { recursive: true });
  copyFileSync(await shot(name), docsPath('issue13', name));
};

interface Row {
  currency_name: string;
  available: string;
  frozen: string;
}
/** The user's balances as the server has them (spot USDT and BTC, futures USDT), read with the page's token. */
async function balances(): Promise<{ spotUsdt: number; spotBtc: number; leverUsdt: number }> {
  const token = (await j.page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const res = await fetch(`${j.server.baseUrl}/api/wallet/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ fiat: 'USD' }),
  });
  const body = (await res.json()) as {
    message: { change_wallet: { balance: Row[] }; lever_wallet: { balance: Row[] } };
  };
  const total = (rows: Row[], name: string) => {
    const r = rows.find((x) => x.currency_name === name);
    return r ? Number(r.available) + Number(r.frozen) : 0;
  };
  const spot = body.message.change_wallet.balance;
  return {
    spotUsdt: total(spot, 'USDT'),
    spotBtc: total(spot, 'BTC'),
    leverUsdt: total(body.message.lever_wallet.balance, 'USDT'),
  };
}

describe('newcomer journey', () => {
  it('registers, claims demo funds, buys spot, opens a futures long with TP/SL and closes it — in under a minute of user time', async () => {
    const { page, server } = j;
    const email = `newcomer.${Date.now()}@example.com`;
    const password = 'Secret#2024';

    // 1. register: the code arrives by e-mail, and registering signs in (no login page, no retyping)
    await timed('open register', async () => {
      await page.goto(`${server.baseUrl}/h5/#/pages/common/register`);
      await byTestId('register-page').waitFor();
    });
    await byTestId('register-tab-email').click();
    await input('register-account').fill(email);
    const code = await timed('send and receive the code', async () => {
      await byTestId('register-send-code').click();
      return readCode(server.dataDir, email, 'register');
    });
    await input('register-code').fill(code);
    await input('register-password').fill(password);
    await input('register-repassword').fill(password);
    await timed('register (signs in)', async () => {
      await byTestId('register-submit').click();
      await byTestId('home-page').waitFor();
      await byTestId('home-settings').waitFor();
    });
    expect(await page.evaluate(() => location.hash)).toBe('#/');

    // 2. home says once that this is a demo, and offers the demo funds
    await timed('demo funds offered', () => byTestId('demo-claim').waitFor());
    await byTestId('demo-banner').waitFor();
    await settle(page);
    await keep('demo-banner.png');
    expect(await balances()).toEqual({ spotUsdt: 0, spotBtc: 0, leverUsdt: 0 });
    await timed('claim: confirmation', async () => {
      await byTestId('demo-claim').click();
      await byTestId('demo-confirm-text').waitFor();
    });
    await expect(byTestId('demo-confirm-text').innerText()).resolves.toContain('10,000 USDT');
    await page.waitForTimeout(400); // the dialog's fade-in, for the picture only
    await keep('demo-claim-confirm.png');
    await timed('claim: credited', async () => {
      await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
      await byTestId('demo-claim-success').waitFor();
    });
    await expect(byTestId('demo-claim-success').innerText()).resolves.toContain('10,000 USDT');
    await settle(page);
    await keep('demo-claim-success.png');
    expect(await balances()).toEqual({ spotUsdt: 10_000, spotBtc: 0, leverUsdt: 0 });

    // 3. spot: a market buy of 0.005 BTC from the trade screen the success state leads to
    await timed('start trading: spot book', async () => {
      await byTestId('demo-start-trading').click();
      await byTestId('spot-ticket').waitFor();
      await byTestId('book-ask-0').waitFor({ timeout: 60_000 });
    });
    await byTestId('spot-side-buy').click();
    await byTestId('spot-type-market').click();
    await input('spot-amount').fill('0.005');
    const ask = Number(await byTestId('book-ask-0').getAttribute('data-price'));
    await timed('spot buy: confirmation', async () => {
      await byTestId('spot-submit').click();
      await byTestId('spot-confirm-text').waitFor();
    });
    await timed('spot buy: filled', async () => {
      await byTestId('spot-confirm').click();
      await byTestId('spot-placed').waitFor();
    });
    await settle(page);
    const afterBuy = await balances();
    const paid = 10_000 - afterBuy.spotUsdt;
    console.info(`spot market buy 0.005 BTC at best ask ${ask}: paid ${paid.toFixed(2)} USDT`);
    expect(paid).toBeGreaterThan(0.005 * ask * 0.995);
    expect(paid).toBeLessThan(0.005 * ask * 1.01);
    expect(afterBuy.spotBtc).toBeGreaterThan(0.0049);
    expect(afterBuy.spotBtc).toBeLessThanOrEqual(0.005);

    // 4. futures: move 1,000 USDT from spot with the ticket's transfer link, then back to the ticket
    await timed('futures ticket', async () => {
      await page.getByRole('tab', { name: 'Futures' }).click();
      await byTestId('futures-ticket').waitFor();
    });
    await timed('transfer screen', async () => {
      await byTestId('futures-transfer').click();
      await byTestId('transfer-page').waitFor();
    });
    await input('transfer-amount').fill('1000');
    await timed('transfer: confirmation', async () => {
      await byTestId('transfer-submit').click();
      await byTestId('transfer-confirm-text').waitFor();
    });
    await timed('transfer: done', async () => {
      await page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
      await expect.poll(async () => (await balances()).leverUsdt, { timeout: 15_000 }).toBe(1000);
    });
    expect((await balances()).spotUsdt).toBeCloseTo(afterBuy.spotUsdt - 1000, 6);
    await timed('back to the futures ticket', async () => {
      await page.goBack();
      await byTestId('futures-ticket').waitFor();
      await expect.poll(() => num(byTestId('futures-balance')), { timeout: 15_000 }).toBe(1000);
    });

    // 5. a market long at 10× with take-profit +5 % and stop-loss −3 % of the mark
    await byTestId('futures-side-long').click();
    await byTestId('futures-kind-market').click();
    await byTestId('futures-leverage-10').click();
    await byTestId('futures-lots-preset-1').click();
    const mark = await num(byTestId('futures-mark'));
    const tp = (mark * 1.05).toFixed(2);
    const sl = (mark * 0.97).toFixed(2);
    await input('futures-tp').fill(tp);
    await input('futures-sl').fill(sl);
    await timed('futures long: confirmation', async () => {
      await byTestId('futures-submit').click();
      await byTestId('futures-confirm-text').waitFor();
    });
    await timed('futures long: opened', async () => {
      await byTestId('futures-confirm').click();
      await byTestId('futures-placed').waitFor();
    });
    await settle(page);
    const open = byTestId('futures-list-open').locator('[data-testid^="position-row-"]');
    await timed('position listed', () => open.first().waitFor());
    const id = ((await open.first().getAttribute('data-testid')) ?? '').replace('position-row-', '');
    const stops = await byTestId(`position-tpsl-${id}`).innerText();
    expect(stops.replace(/,/g, '')).toContain(tp);
    expect(stops.replace(/,/g, '')).toContain(sl);
    const opened = await balances();
    expect(opened.leverUsdt).toBeLessThan(1000); // the open fee is paid; the margin is held
    expect(opened.leverUsdt).toBeGreaterThan(990);

    // 6. close it from the trade screen: the money comes back to the futures account, less the fees
    await timed('close: estimate', async () => {
      await byTestId(`position-close-${id}`).click();
      await byTestId('futures-close-text').waitFor();
    });
    await timed('close: closed', async () => {
      await byTestId('futures-close-confirm').click();
      await byTestId(`position-row-${id}`).waitFor({ state: 'detached' });
    });
    const closed = await balances();
    console.info(`futures: 1000 USDT in, ${closed.leverUsdt.toFixed(4)} USDT after the round trip`);
    expect(closed.leverUsdt).not.toBe(1000);
    expect(Math.abs(closed.leverUsdt - 1000)).toBeLessThan(50);
    expect(closed.spotUsdt).toBeCloseTo(afterBuy.spotUsdt - 1000, 6);
    expect(closed.spotBtc).toBe(afterBuy.spotBtc);

    const userMs = waits.reduce((s, w) => s + w.ms, 0);
    console.info(
      `newcomer journey user time: ${(userMs / 1000).toFixed(1)} s over ${waits.length} waits\n` +
        waits.map((w) => `  ${w.step}: ${(w.ms / 1000).toFixed(2)} s`).join('\n'),
    );
    expect(userMs).toBeLessThan(USER_TIME_BUDGET_MS);
  }, 240_000);

  it('explains demo mode on its page, labels deposits and withdrawals, and the banner stays dismissed', async () => {
    const { page, server } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/common/demo`);
    await byTestId('demo-page').waitFor();
    await page.getByText('What is simulated').waitFor();
    await settle(page);
    await keep('demo-page.png');

    await page.goto(`${server.baseUrl}/h5/#/pages/fund/receive`);
    await byTestId('demo-notice-deposit').waitFor();
    await settle(page);
    await keep('demo-receive-notice.png');
    await page.goto(`${server.baseUrl}/h5/#/pages/fund/withdraw`);
    await byTestId('demo-notice-withdraw').waitFor();

    // the claimed account sees no claim on assets; the banner, once closed, stays closed after a reload
    await page.goto(`${server.baseUrl}/h5/#/pages/fund/assets`);
    await byTestId('assets-page').waitFor();
    await byTestId('fund-total').waitFor();
    expect(await byTestId('demo-claim').count()).toBe(0);
    await page.goto(`${server.baseUrl}/h5/#/`);
    await byTestId('demo-banner-close').click();
    await byTestId('demo-banner').waitFor({ state: 'detached' });
    await page.reload();
    await byTestId('home-page').waitFor();
    await byTestId('home-markets').waitFor();
    expect(await byTestId('demo-banner').count()).toBe(0);
    expect(await page.locator('[data-testid="demo-badge"]').count()).toBe(0);
    // the prices carry no demo badge any more (the live status stays)
    await page.goto(`${server.baseUrl}/h5/#/pages/market/market`);
    await byTestId('quote-row-BTC').waitFor();
    await byTestId('live-status').first().waitFor();
    expect(await page.locator('[data-testid="demo-badge"]').count()).toBe(0);
    await page.waitForTimeout(1000);
    await keep('demo-market-after.png');
  });

  it('registering returns to the screen it came from; a visitor sent from withdraw to login comes back to withdraw', async () => {
    const { page, server } = j;
    const email = `returning.${Date.now()}@example.com`;
    const password = 'Secret#2024';
    // a second account, registered from the market screen: registering signs in and goes back there
    await page.goto(`${server.baseUrl}/h5/#/pages/market/market`);
    await byTestId('market-page').waitFor();
    await page.goto(`${server.baseUrl}/h5/#/pages/common/register`);
    await byTestId('register-tab-email').click();
    await input('register-account').fill(email);
    await byTestId('register-send-code').click();
    await input('register-code').fill(await readCode(server.dataDir, email, 'register'));
    await input('register-password').fill(password);
    await input('register-repassword').fill(password);
    await byTestId('register-submit').click();
    await byTestId('market-page').waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/pages/market/market');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{16,}/);
    // a new account lands on assets with the claim offered there too
    await page.goto(`${server.baseUrl}/h5/#/pages/fund/assets`);
    await byTestId('demo-card-assets').locator('[data-testid="demo-claim"]').waitFor();
    await byTestId('fund-total').waitFor();
    await settle(page);
    await keep('demo-assets-claim.png');
    // a visitor: the banner and the sign-up offer on home
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.goto(`${server.baseUrl}/h5/#/`);
    await byTestId('demo-register').waitFor();
    await byTestId('demo-banner').waitFor();
    await settle(page);
    await keep('demo-home-visitor.png');
    await page.goto(`${server.baseUrl}/h5/#/pages/fund/withdraw`);
    await byTestId('visitor-guard').waitFor();
    await byTestId('login-page').waitFor();
    expect(decodeURIComponent(await page.evaluate(() => location.hash))).toContain(
      'redirect=/pages/fund/withdraw',
    );
    await input('login-account').fill(email);
    await input('login-password').fill(password);
    await byTestId('login-submit').click();
    await page.waitForFunction(() => location.hash.startsWith('#/pages/fund/withdraw'));
    await byTestId('demo-notice-withdraw').waitFor();
  });
});
