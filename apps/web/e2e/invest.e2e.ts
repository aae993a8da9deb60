import { Decimal } from '@meridian/contract';
import { INVEST_SAMPLES_MIN, addDays, utcDay } from '@meridian/contract/earn';
import type { Paginated } from '@meridian/contract';
import type { OpsInvestProduct } from '@meridian/contract/earn';
import type { InvestOrder, InvestProduct } from '@meridian/contract/invest';
import type { WalletBalances } from '@meridian/contract/wallet';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { outcomeCase, sampleArithmetic, sampleWindow } from '../src/features/invest/data/orders';
import { payoutDecimals, previewOutcomes } from '../src/features/invest/data/purchase';
import { createOperator, opsLogin } from './console';
import { call, fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * (the dual journey) at 390×844 on the simulated market: an operator creates a BTC "buy low"
 * product (a put: the deposit is USDT) maturing tomorrow through the console's API; a user funds 1,000 USDT,
 * finds it on the invest list and buys 2 shares of 100 USDT — the purchase screen and its confirmation show both
 * outcomes, computed with the contract's dualOutcomes. Then a test-only clock shift moves the product's and its
 * orders' settlement time to a past minute (SQL on the shared server's database); the minute cron settles the
 * product at the mean of the 30 recorded one-minute prices before that time, and the order shows the settlement
 * price, its samples and the payout, which is in the wallet.
 */

const j = bootJourney();
const DOCS = docsPath('issue15');
const docs = (name: string) => `issue15/${name}`;
const BTC = 1;
const SHARES = 2;
const PER_SHARE = '100';
const APR = '36.5';
const D = (v: string) => new Decimal(v);
/** Digits and the decimal point only ("1,234.50 USDT" → "1234.50"). */
const digits = (text: string) => text.replace(/[^0-9.]/g, '');

let productId = 0;
let opsToken = '';
let preview: ReturnType<typeof previewOutcomes> | undefined;
let order: InvestOrder | undefined;

async function myOrders(): Promise<InvestOrder[]> {
  const page = await callAsUser<Paginated<InvestOrder>>(j, 'dual/dual_list', { limit: 50 });
  return page.data.filter((o) => o.dual_id === productId);
}

async function balances(): Promise<WalletBalances> {
  return callAsUser<WalletBalances>(j, 'wallet/list', {});
}

/**
 * Test-only clock shift: the product's and its orders' settlement time become a past minute, so the settlement
 * cron (every minute) settles them now on the prices recorded in the 30 minutes before that minute — the same
 * code path as 08:00 UTC on the maturity date, without waiting a day.
 */
async function shiftSettlementIntoPast(id: number): Promise<Date> {
  const url = readFileSync(path.join(j.server.dataDir, 'pg', 'running-url'), 'utf8').trim();
  const settleAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 2 * 60_000);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('UPDATE dual_products SET settle_at = $1 WHERE id = $2', [settleAt, id]);
    await client.query('UPDATE dual_orders SET settle_at = $1 WHERE product_id = $2', [settleAt, id]);
    await client.query('COMMIT');
  } finally {
    await client.end();
  }
  return settleAt;
}

describe('invest (dual-currency) journey', () => {
  it('an operator creates a BTC buy-low product maturing tomorrow', async () => {
    mkdirSync(DOCS, { recursive: true });
    const email = `invest-ops-${Date.now()}@meridian.test`;
    createOperator(j.server, email, 'invest-ops-pass-1');
    opsToken = (await opsLogin(j.server.baseUrl, email, 'invest-ops-pass-1')).token;
    const terms = {
      name: `BTC buy low ${Date.now() % 100_000}`,
      section: 'Journey',
      type: 'put',
      currency_id: BTC,
      per_price: PER_SHARE,
      apr: APR,
      linked_price: '1000000',
      end_time: addDays(utcDay(Date.now()), 1),
      total_number: 50,
      user_limit: 20,
    };
    const created = await call<OpsInvestProduct>(j, 'ops/dual/save', opsToken, terms);
    expect(created.open).toBe(true);
    expect(created.day).toBe(1);
    // a linked price 5 % above the last price (terms may change until the first purchase)
    const linked = D(created.last_price).times(1.05).div(100).floor().times(100).toFixed();
    const saved = await call<OpsInvestProduct>(j, 'ops/dual/save', opsToken, {
      ...terms,
      id: created.id,
      linked_price: linked,
    });
    expect(D(saved.linked_price).eq(linked)).toBe(true);
    productId = saved.id;
  });

  it('a funded user finds it on the invest list: APR, linked vs last price, days, shares, limit', async () => {
    const { page, byTestId } = j;
    await signUp(j, `investor.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '1000');
    await page.goto(`${j.server.baseUrl}/h5/#/pages/invest/invest?coin=${BTC}&type=put`);
    const card = byTestId(`invest-product-${productId}`);
    await card.waitFor();
    expect(await card.getAttribute('data-state')).toBe('open');
    await expect(byTestId(`invest-apr-${productId}`).innerText()).resolves.toBe('36.50%');
    const text = await card.innerText();
    expect(text).toContain('Buy low');
    expect(text).toMatch(/Remaining 50 \/ 50 shares/);
    expect(text).toMatch(/Limit 20 shares per user/);
    expect(text).toMatch(/1 day/);
    await byTestId('invest-type-put').waitFor();
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    j.toDocs(await j.shot('invest-list.png'), docs('invest-list.png'));

    // the help: formula with its worked example in numbers
    await byTestId('invest-help-link').click();
    await expect(byTestId('invest-help-example-call').innerText()).resolves.toMatch(
      /1\.00 BTC × 1\.01 = 1\.01 BTC[\s\S]*1\.00 BTC × 100,000\.00 × 1\.01 = 101,000\.00 USDT/,
    );
    await expect(byTestId('invest-help-example-put').innerText()).resolves.toMatch(
      /50,000\.00 USDT ÷ 100,000\.00 × 1\.01 = 0\.505 BTC[\s\S]*50,000\.00 USDT × 1\.01 = 50,500\.00 USDT/,
    );
    await j.shot('invest-help.png');
    await page.goBack();
    await card.waitFor();
  });

  it('buys 2 whole shares after seeing both outcomes, on the screen and in the confirmation', async () => {
    const { page, byTestId, input } = j;
    await byTestId(`invest-buy-${productId}`).click();
    await byTestId('invest-purchase-form').waitFor();
    await input('invest-shares').fill('2.7');
    await expect(input('invest-shares').inputValue()).resolves.toBe('27');
    await expect(byTestId('invest-problem').getAttribute('data-key')).resolves.toBe('dual_user_limit');
    await expect(byTestId('invest-submit').isDisabled()).resolves.toBe(true);
    // 11 × 100 USDT > the 1,000 available: blocked, with the ways to top up
    await input('invest-shares').fill('11');
    await expect(byTestId('invest-problem').getAttribute('data-key')).resolves.toBe('insufficient_balance');
    await byTestId('invest-topup').waitFor();
    await expect(byTestId('invest-submit').innerText()).resolves.toBe('Insufficient balance');
    await expect(byTestId('invest-submit').isDisabled()).resolves.toBe(true);
    await input('invest-shares').fill(String(SHARES));
    await expect.poll(async () => digits(await byTestId('invest-deposit').innerText())).toBe('200.00');
    await expect.poll(async () => digits(await byTestId('invest-available').innerText())).toBe('1000.00');

    const product = await callAsUser<InvestProduct>(j, 'dual/detail', { id: productId });
    preview = previewOutcomes(product, SHARES, payoutDecimals(await balances(), BTC));
    // at or below the linked price: 200 ÷ linked × 1.001 BTC; above it: 200 × 1.001 = 200.2 USDT
    expect(preview.above).toEqual({ currency_name: 'USDT', amount: '200.2' });
    expect(preview.below.currency_name).toBe('BTC');
    const below = byTestId('invest-outcomes-below');
    const above = byTestId('invest-outcomes-above');
    expect(digits(await below.locator('b').innerText())).toBe(D(preview.below.amount).toFixed());
    expect(digits(await above.locator('b').innerText())).toBe('200.20');
    await expect(below.innerText()).resolves.toMatch(/at or below [\d,.]+ USDT/);
    await settle(page);
    await byTestId('invest-outcomes').scrollIntoViewIfNeeded();
    j.toDocs(await j.shot('invest-purchase.png'), docs('invest-purchase.png'));

    await byTestId('invest-submit').click();
    const confirm = byTestId('invest-confirm-text');
    await confirm.waitFor();
    await page.waitForTimeout(600); // the dialog's fade-in, before its screenshot
    expect(digits(await byTestId('invest-confirm-outcomes-below').locator('b').innerText())).toBe(
      D(preview.below.amount).toFixed(),
    );
    expect(digits(await byTestId('invest-confirm-outcomes-above').locator('b').innerText())).toBe('200.20');
    j.toDocs(await j.shot('invest-confirm.png'), docs('invest-confirm.png'));
    await byTestId('invest-confirm').click();
    await byTestId('invest-mine').waitFor();

    const [bought] = await myOrders();
    expect(bought).toBeDefined();
    order = bought!;
    expect([order.num, D(order.amount).toFixed(), order.status]).toEqual([SHARES, '200', 'purchased']);
    // the order stores the outcomes the screen showed
    expect(D(order.below.amount).eq(preview.below.amount)).toBe(true);
    expect(D(order.above.amount).eq(preview.above.amount)).toBe(true);
    await byTestId(`invest-order-${order.id}`).waitFor();
    const usdt = (await balances()).change_wallet.balance.find((r) => r.currency_name === 'USDT');
    expect(D(usdt?.available ?? '0').toFixed()).toBe('800');
  });

  it('settles at the mean of the recorded prices and pays into the wallet', async () => {
    const { page, byTestId } = j;
    const mine = order!;
    const settleAt = await shiftSettlementIntoPast(productId);
    let settled: InvestOrder | undefined;
    await expect
      .poll(
        async () => {
          settled = (await myOrders()).find((o) => o.id === mine.id);
          return settled?.status;
        },
        { timeout: 200_000, interval: 3_000 },
      )
      .toBe('success');
    const o = settled!;
    expect(o.settle_at).toBe(settleAt.toISOString());
    // the samples: one-minute closes of the 30 minutes before the settlement time, their mean is the price
    expect(o.samples.length).toBeGreaterThanOrEqual(INVEST_SAMPLES_MIN);
    expect(o.samples.length).toBeLessThanOrEqual(30);
    const from = settleAt.getTime() / 1000 - 1800;
    expect(o.samples.every((s) => s.t >= from && s.t < settleAt.getTime() / 1000)).toBe(true);
    const math = sampleArithmetic(o.samples, o.settle_price);
    expect(math?.matches).toBe(true);
    // the payout is the outcome the settlement price decides, as previewed before the purchase
    const side = outcomeCase(o, o.settle_price);
    expect(o.payout).toEqual({
      currency_name: o[side].currency_name,
      amount: o[side].amount,
    });

    await page.goto(`${j.server.baseUrl}/h5/#/pages/invest/mine?status=success`);
    const card = byTestId(`invest-order-${o.id}`);
    await card.waitFor();
    expect(await card.getAttribute('data-status')).toBe('success');
    expect(digits(await byTestId(`invest-settle-price-${o.id}`).innerText())).toBe(
      D(o.settle_price).toFixed(2),
    );
    await expect(byTestId(`invest-samples-summary-${o.id}`).innerText()).resolves.toContain(
      `Average of ${o.samples.length} one-minute prices, ${sampleWindow(o.settle_at)} UTC`,
    );
    await byTestId(`invest-samples-toggle-${o.id}`).click();
    const samples = byTestId(`invest-samples-${o.id}`);
    await expect(samples.locator('li').count()).resolves.toBe(o.samples.length);
    await expect(byTestId(`invest-order-outcomes-${o.id}-${side}`).getAttribute('class')).resolves.toContain(
      'hit',
    );
    expect(digits(await byTestId(`invest-payout-${o.id}`).locator('b').innerText())).toBe(
      D(o.payout!.amount).toFixed(Math.max(2, D(o.payout!.amount).decimalPlaces())),
    );
    await settle(page);
    await byTestId(`invest-settle-price-${o.id}`).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -260));
    j.toDocs(await j.shot('invest-settled.png'), docs('invest-settled.png'));

    // the payout is in the spot account
    const rows = (await balances()).change_wallet.balance;
    const paid = rows.find((r) => r.currency_name === o.payout!.currency_name);
    const before = o.payout!.currency_name === 'USDT' ? D('800') : D('0');
    expect(D(paid?.available ?? '0').eq(before.plus(o.payout!.amount))).toBe(true);
    await page.goto(`${j.server.baseUrl}/h5/#/pages/fund/assets`);
    const row = byTestId(`coin-row-${o.payout!.currency_name}`);
    await row.waitFor();
    await expect
      .poll(async () => digits(await row.innerText()))
      .toContain(
        D(paid!.available)
          .toFixed(paid!.precision)
          .replace(/\.?0+$/, ''),
      );
  });
});
