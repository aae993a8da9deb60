import { Decimal } from '@meridian/contract';
import { couponReturn } from '@meridian/contract/coupons';
import type { Paginated } from '@meridian/contract';
import type { Coupon } from '@meridian/contract/coupons';
import type { FuturesDeal, FuturesPosition } from '@meridian/contract/futures';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import type { ConsoleTab } from './console';
import { fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, docsPath } from './harness';

/**
 * (experience coupons) at 390×844: an operator creates a futures campaign (20 USDT, 7 days) in the
 * console and grants it to a fresh user by e-mail; the user sees it under Unused with a live countdown, opens a
 * market futures position with it (margin ≥ 20) — the ticket shows the split "paid by coupon 20 / from your
 * balance margin − 20 + fee" — and closes it; the coupon is then under Used with its result, and the futures
 * balance moved by exactly V − fees + result − returned, returned = couponReturn(margin, V, margin + result)
 * (the user keeps their own part and the profit; the coupon's value went back to the house).
 */

const j = bootJourney();
const DOCS = docsPath('issue18');
const VALUE = '20';
const stamp = Date.now();
const user = { email: `coupons.${stamp}@example.com`, password: 'Secret#2024' };
const ops = { email: `coupon-ops.${stamp}@meridian.test`, password: 'coupon-ops-pass-1' };
const campaignName = `Journey futures ${stamp}`;
/** Digits, the sign and the decimal point only ("1,234.56 USDT" → "1234.56"). */
const digits = (text: string) => text.replace(/[^0-9.-]/g, '');
const CENT = new Decimal('0.01');

let tab: ConsoleTab | undefined;
let couponId = 0;
let positionId = 0;
let balanceBefore = '';

async function leverBalance(): Promise<string> {
  const deal = await callAsUser<FuturesDeal>(j, 'lever/deal', { currency_id: 1, legal_id: 3 });
  return deal.user_lever;
}

async function myCoupon(status: 'unused' | 'used'): Promise<Coupon | undefined> {
  const list = await callAsUser<Paginated<Coupon>>(j, 'coupon/list', { status, limit: 50 });
  return list.data.find((c) => c.id === couponId);
}

describe('coupons journey', () => {
  it('an operator creates a 20 USDT futures campaign in the console', async () => {
    mkdirSync(DOCS, { recursive: true });
    await signUp(j, user.email, user.password);
    await fundByDeposit(j, '500');
    await callAsUser(j, 'wallet/change', {
      currency_id: 3,
      number: '300',
      from_field: 'change',
      to_field: 'lever',
    });
    createOperator(j.server, ops.email, ops.password);
    tab = await openConsole(j.page.context(), j.server.baseUrl, ops.email, ops.password);
    const { page } = tab;
    await page.goto(`${j.server.baseUrl}/console/#/coupons`);
    await page.locator('[data-testid="coupon-campaign-add"]').click();
    const modal = page.locator('.ant-modal');
    await modal.locator('[data-testid="coupon-form-name"]').fill(campaignName);
    await modal.locator('[data-testid="coupon-form-value"]').fill(VALUE);
    await modal.locator('[data-testid="coupon-form-validity"]').fill('7');
    // the form checks the value before sending
    await modal.locator('[data-testid="coupon-form-value"]').fill('0');
    await modal.locator('[data-testid="coupon-campaign-save"]').click();
    await modal.getByText(/A value above 0/).waitFor();
    await modal.locator('[data-testid="coupon-form-value"]').fill(VALUE);
    await modal.locator('[data-testid="coupon-campaign-save"]').click();
    await modal.waitFor({ state: 'detached' });
    await page.locator('tr[data-row-key]', { hasText: campaignName }).waitFor();
    expect(await page.locator('[data-testid="coupon-granting-registration"]').count()).toBe(1);
  });

  it('grants it to the fresh user by e-mail', async () => {
    const { page } = tab!;
    await page.locator('[data-testid="coupon-grant"]').click();
    const modal = page.locator('.ant-modal');
    await modal.locator('[data-testid="coupon-grant-campaign"]').click();
    await page.locator('.ant-select-item-option', { hasText: campaignName }).click();
    await modal.locator('[data-testid="coupon-grant-users"]').fill(user.email);
    await modal.locator('[data-testid="coupon-grant-submit"]').click();
    await expect
      .poll(() => modal.locator('[data-testid="coupon-grant-result"]').innerText())
      .toMatch(/1 coupon granted/);
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await modal.waitFor({ state: 'detached' });
    const row = page.locator('tr[data-row-key]', { hasText: campaignName });
    await expect.poll(() => row.locator('[data-testid^="coupon-granted-"]').innerText()).toBe('1 granted');
    await page
      .locator('.ant-message')
      .waitFor({ state: 'detached' })
      .catch(() => undefined);
    await page.screenshot({ path: path.join(DOCS, 'coupons-console.png') });
  });

  it('the user sees it under Unused with a live countdown', async () => {
    const { page, server, byTestId } = j;
    await page.bringToFront();
    await page.goto(`${server.baseUrl}/h5/#/pages/setting/coupon`);
    const card = page.locator('[data-testid^="coupon-"][data-status="unused"]', { hasText: campaignName });
    await card.waitFor();
    couponId = Number(((await card.getAttribute('data-testid')) ?? '').replace('coupon-', ''));
    expect(couponId).toBeGreaterThan(0);
    expect(await byTestId(`coupon-value-${couponId}`).innerText()).toBe('20');
    const left = byTestId(`coupon-left-${couponId}`);
    // 7 days from the grant: "6d 23h 59m 5xs", ticking
    expect(await left.innerText()).toMatch(/^6d 23h 5\dm \d{1,2}s$/);
    const first = await left.innerText();
    await expect.poll(() => left.innerText(), { timeout: 5_000 }).not.toBe(first);
    await settle(page);
    j.toDocs(await j.shot('coupons.png'), 'issue18/coupons.png');
  });

  it('opens a futures position with it: the ticket shows the split and sends the coupon', async () => {
    const { page, byTestId } = j;
    balanceBefore = await leverBalance();
    await byTestId(`coupon-use-${couponId}`).click();
    await byTestId('futures-ticket').waitFor();
    await byTestId('futures-coupon').waitFor();
    await expect
      .poll(() => byTestId('futures-coupon-value').innerText())
      .toMatch(/^20 USDT \(expires in 6d 23h\)/);
    await byTestId('futures-kind-market').click();
    await byTestId('futures-side-long').click();
    // a margin of at least 20: 1 lot at the smallest leverage that gives one, else more lots
    const margin = async () => new Decimal(digits(await byTestId('futures-margin').innerText()) || '0');
    await byTestId('futures-lots-preset-1').click();
    for (const lev of ['10', '5', '2', '1']) {
      const chip = byTestId(`futures-leverage-${lev}`);
      if ((await chip.count()) === 0) continue;
      await chip.click();
      if ((await margin()).gte(25)) break;
    }
    expect((await margin()).gte(VALUE)).toBe(true);
    const m = await margin();
    const fee = new Decimal(digits(await byTestId('futures-fee').innerText()));
    expect(digits(await byTestId('futures-coupon-by-coupon').innerText())).toBe('20.00');
    const fromBalance = new Decimal(digits(await byTestId('futures-coupon-from-balance').innerText()));
    // each figure shown at 2 decimals rounded down: margin − 20 + fee within two cents
    expect(fromBalance.minus(m.minus(VALUE).plus(fee)).abs().lte(CENT.times(2))).toBe(true);
    await byTestId('futures-coupon').scrollIntoViewIfNeeded();
    await settle(page);
    j.toDocs(await j.shot('coupon-ticket.png'), 'issue18/coupon-ticket.png');

    await byTestId('futures-submit').click();
    await byTestId('futures-confirm-text').waitFor();
    expect(digits(await byTestId('futures-confirm-coupon').innerText())).toMatch(/^20\.00$/);
    await j.page.waitForTimeout(400);
    await j.shot('coupon-confirm.png');
    await byTestId('futures-confirm').click();
    await byTestId('futures-placed').waitFor();
    await expect.poll(async () => (await myCoupon('unused'))?.status).toBe('in_use');
    positionId = (await myCoupon('unused'))?.ref ?? 0;
    expect(positionId).toBeGreaterThan(0);
    // the coupon left the picker: none chosen, only the others remain (the demo install's welcome coupon)
    await expect.poll(() => byTestId('futures-coupon-value').innerText()).toMatch(/^None/);
    await byTestId('futures-coupon').click();
    await byTestId('futures-coupon-sheet').waitFor();
    expect(await byTestId(`coupon-option-${couponId}`).count()).toBe(0);
    await page.mouse.click(195, 80);
    await byTestId('futures-coupon-sheet').waitFor({ state: 'hidden' });
  });

  it('closes the position: the coupon is under Used with its result', async () => {
    const { page, server, byTestId } = j;
    await settle(page);
    await page.goto(`${server.baseUrl}/h5/#/pages/transaction/contract_order`);
    await byTestId(`position-close-${positionId}`).click();
    await byTestId('futures-close-text').waitFor();
    await page.waitForTimeout(400);
    await byTestId('futures-close-confirm').click();
    await expect.poll(async () => (await myCoupon('used'))?.status, { timeout: 20_000 }).toBe('used');

    await page.goto(`${server.baseUrl}/h5/#/pages/setting/coupon?tab=used`);
    await byTestId(`coupon-outcome-${couponId}`).waitFor();
    const c = (await myCoupon('used'))!;
    expect(c.result).not.toBeNull();
    const shownResult = new Decimal(digits(await byTestId(`coupon-result-${couponId}`).innerText()));
    expect(shownResult.minus(c.result!).abs().lt(CENT)).toBe(true);
    await settle(page);
    await j.shot('coupons-used.png');
  });

  it("the futures balance moved by the user's own part and the profit only", async () => {
    const c = (await myCoupon('used'))!;
    const closed = await callAsUser<{ message: Paginated<FuturesPosition> }>(j, 'lever/my_trade', {
      status: 3,
      limit: 50,
    });
    const pos = closed.message.data.find((p) => p.id === positionId);
    expect(pos).toBeDefined();
    const margin = new Decimal(pos!.origin_caution_money);
    const result = new Decimal(c.result!);
    // the value went back out of what the position paid back: min(V, max(0, P − own))
    const expected = couponReturn(margin, VALUE, margin.plus(result));
    expect(new Decimal(c.returned!).eq(expected.returned)).toBe(true);
    // over the whole life: +V (coupon) − margin − fees + P − returned = V − fees + result − returned
    const after = new Decimal(await leverBalance());
    const moved = new Decimal(VALUE).minus(pos!.fees_paid).plus(result).minus(c.returned!);
    expect(after.minus(balanceBefore).eq(moved)).toBe(true);
    // in words: a profit is kept whole, a loss up to 20 comes off the coupon (the user only pays the fees)
    if (result.gte(0)) expect(after.minus(balanceBefore).eq(result.minus(pos!.fees_paid))).toBe(true);
    else if (result.gte(-20))
      expect(after.minus(balanceBefore).eq(new Decimal(pos!.fees_paid).neg())).toBe(true);
    await tab?.page.close();
  });
});
