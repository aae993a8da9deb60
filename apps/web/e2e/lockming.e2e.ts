import type { Paginated } from '@meridian/contract';
import type { OpsLockProduct } from '@meridian/contract/earn';
import type { LockOrder } from '@meridian/contract/lockming';
import { mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin } from './console';
import { call, fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, spotShown, docsPath } from './harness';

/**
 * (lock-up with early redemption) at 390×844: an operator creates a USDT product through the
 * console's API (3 lock days, 0.3–0.4 % a day, penalty 0.4 % a remaining day); a user funded with 1,000 USDT
 * finds it on the products page, sees the insufficient-balance block above 1,000, locks 1,000 after a
 * confirmation showing the expected 9–12 USDT, opens the lock and asks for early redemption before the term
 * starts: the preview says 3 remaining days, penalty 0.4 % × 3 × 1,000 = 12 and 988 back; once
 * confirmed the lock is "redeemed early" with those figures and the wallet shows 988 USDT available.
 */

const j = bootJourney();
const DOCS = docsPath('issue15');
const docs = (name: string) => `issue15/${name}`;
const USDT = 3;

let productId = 0;
let orderId = 0;

describe('lock-mining journey', () => {
  it('an operator creates a 3-day USDT product; a funded user sees it with its rates', async () => {
    const { page, server, byTestId } = j;
    mkdirSync(DOCS, { recursive: true });
    const stamp = Date.now();
    const opEmail = `lock-ops.${stamp}@meridian.test`;
    const opPassword = 'Operator#2024';
    createOperator(server, opEmail, opPassword);
    const ops = await opsLogin(j.server.baseUrl, opEmail, opPassword);
    const product = await call<OpsLockProduct>(j, 'ops/lockming/save', ops.token, {
      currency_id: USDT,
      save_min: '100',
      day: 3,
      rate_min: '0.3',
      rate_max: '0.4',
      cancel_rate: '0.4',
      texts: {
        en: { title: `USDT 3-day lock ${stamp % 100000}`, intro: 'A short lock for the journey.' },
      },
    });
    productId = product.id;
    expect(product.status).toBe('on');
    expect(product.is_demo).toBe(false);

    await signUp(j, `lock.${stamp}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '1000');

    await page.goto(`${server.baseUrl}/h5/#/pages/lockming/lockming`);
    const card = byTestId(`lock-product-${productId}`);
    await card.waitFor();
    await expect.poll(() => byTestId(`lock-range-${productId}`).innerText()).toBe('0.3%–0.4%');
    expect(await byTestId(`lock-days-${productId}`).innerText()).toBe('3 days');
    expect(await byTestId(`lock-min-${productId}`).innerText()).toBe('100.00 USDT');
    // today's rate is the default (the range's minimum) published by the product's creation
    expect(await byTestId(`lock-today-${productId}`).innerText()).toBe('0.3%');
    expect(await byTestId(`lock-penalty-${productId}`).innerText()).toBe('0.4% per remaining day');
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    j.toDocs(await j.shot('lockming-list.png'), docs('lockming-list.png'));
  });

  it('locks 1,000 USDT after a confirmation; more than the balance is blocked', async () => {
    const { page, byTestId, input } = j;
    await byTestId(`lock-buy-${productId}`).click();
    await byTestId('lock-buy-form').waitFor();
    await expect.poll(() => byTestId('lock-available').innerText()).toBe('Available 1,000.00 USDT');

    // insufficient balance blocks the lock-up with the localised message
    await input('lock-amount').fill('1000.01');
    await expect.poll(() => byTestId('lock-submit').innerText()).toBe('Insufficient balance');
    expect(await byTestId('lock-submit').isDisabled()).toBe(true);
    await input('lock-amount').fill('50');
    await expect
      .poll(() => byTestId('lock-amount-error').innerText())
      .toBe('The minimum single amount is 100.00 USDT');

    await input('lock-amount').fill('1000');
    // 3 days × 1000 × 0.3 % … 0.4 % (lockExpectedIncome)
    await expect.poll(() => byTestId('lock-income').innerText()).toBe('9.00 USDT – 12.00 USDT');
    expect(await byTestId('lock-submit').isDisabled()).toBe(false);
    await settle(page);
    j.toDocs(await j.shot('lockming-buy.png'), docs('lockming-buy.png'));

    await byTestId('lock-submit').click();
    const confirm = byTestId('lock-confirm-text');
    await confirm.waitFor();
    expect(await byTestId('lock-confirm-amount').innerText()).toBe('1,000.00 USDT');
    expect(await byTestId('lock-confirm-income').innerText()).toBe('9.00 USDT – 12.00 USDT');
    await byTestId('lock-confirm').click();
    await byTestId('lock-orders-page').waitFor();

    const mine = await callAsUser<Paginated<LockOrder>>(j, 'lh/deposit/order', { status: 'running' });
    const order = mine.data.find((o) => o.config_id === productId);
    expect(order?.amount).toMatch(/^1000(\.0+)?$/);
    orderId = order?.id ?? 0;
    await byTestId(`lock-order-${orderId}`).waitFor();
    expect(await byTestId(`lock-order-amount-${orderId}`).innerText()).toBe('1,000.00 USDT');
    expect(await byTestId(`lock-order-status-${orderId}`).innerText()).toBe('Running');
    expect(await spotShown(j, 'USDT')).toBe('0 / 1000');
  });

  it('redeems early: the preview says 12 and 988, and 988 comes back to the wallet', async () => {
    const { page, server, byTestId } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/lockming/order`);
    await byTestId(`lock-order-${orderId}`).waitFor();
    await settle(page);
    await j.shot('lockming-order.png');
    await byTestId(`lock-redeem-${orderId}`).click();
    await byTestId('lock-redeem-text').waitFor();
    // the term starts at the next midnight UTC: all 3 days remain
    expect(await byTestId('lock-redeem-days').innerText()).toBe('3 days');
    expect(await byTestId('lock-redeem-formula').innerText()).toBe('Penalty = 0.4% × 3 days × 1,000.00 USDT');
    expect(await byTestId('lock-redeem-penalty').innerText()).toBe('12.00 USDT');
    expect(await byTestId('lock-redeem-refund').innerText()).toBe('988.00 USDT');
    await page.waitForTimeout(400); // the dialog's opening animation
    j.toDocs(await j.shot('lockming-redeem.png'), docs('lockming-redeem.png'));
    await byTestId('lock-redeem-confirm').click();

    await byTestId(`lock-orders-empty-running`).or(byTestId('lock-orders-running')).first().waitFor();
    await byTestId('lock-tab-ended').click();
    await byTestId(`lock-order-${orderId}`).waitFor();
    expect(await byTestId(`lock-order-status-${orderId}`).innerText()).toBe('Redeemed early');
    expect(await byTestId(`lock-order-fee-${orderId}`).innerText()).toBe('12.00 USDT');
    expect(await byTestId(`lock-order-returned-${orderId}`).innerText()).toBe('988.00 USDT');
    await settle(page);
    await j.shot('lockming-ended.png');

    expect(await spotShown(j, 'USDT')).toBe('988 / 0');

    // the guide works the same case
    await page.goto(`${server.baseUrl}/h5/#/pages/lockming/welcome`);
    expect(await byTestId('lock-guide-penalty').innerText()).toBe('12');
    expect(await byTestId('lock-guide-refund').innerText()).toBe('988');
    await j.shot('lockming-guide.png');
  });
});
