import { Decimal } from '@meridian/contract';
import { loanLtvShown, loanTriggerPrice } from '@meridian/contract/loans';
import type { Paginated } from '@meridian/contract';
import type { LoanProduct, LoanView, OpsLoan } from '@meridian/contract/loans';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, opsLogin, openConsole } from './console';
import { call, fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp, spotShown, docsPath } from './harness';

/**
 * (the loan journey) at 390×844 on the simulated market: a user funded with 0.2 BTC (and 20 USDT
 * for the interest) opens the borrowing screen on the BTC product, pledges 0.1 BTC and asks for 60 % of its value
 * now; the preview's LTV and liquidation price are the contract's loanLtvShown / loanTriggerPrice of the price the
 * screen shows. After the confirmation the loan's page shows its LTV moving with the feed's ticker (two snapshots
 * at two prices, each equal to debt ÷ (collateral × price)); 0.05 BTC more collateral lowers it; an operator sees
 * the loan in the console's loan book; the loan is repaid in full and the whole 0.15 BTC comes back to spot.
 */

const j = bootJourney();
const DOCS = docsPath('issue17');
const docs = (name: string) => `issue17/${name}`;
const BTC = 1;
/** Digits and the decimal point only ("61,234.56 USDT" → "61234.56"). */
const digits = (text: string) => text.replace(/[^0-9.]/g, '');

let product: LoanProduct | undefined;
let loanId = 0;
let opsToken = '';
const ops = { email: `loan-ops.${Date.now()}@meridian.test`, password: 'loan-ops-pass-1' };

/** The loan page's price and LTV as one snapshot (both come from the same render). */
async function liveSnapshot(): Promise<{ price: string; ltv: string; width: string }> {
  return j.page.evaluate(() => {
    const text = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    const fill = document.querySelector<HTMLElement>('[data-testid="loan-ltv-bar-fill"]');
    return { price: text('loan-live-price'), ltv: text('loan-live-ltv'), width: fill?.style.width ?? '' };
  });
}

async function myLoan(): Promise<LoanView> {
  const list = await callAsUser<Paginated<LoanView>>(j, 'borrowing/loans', { limit: 50 });
  const loan = list.data.find((l) => l.id === loanId);
  if (!loan) throw new Error(`loan ${loanId} is not in my list`);
  return loan;
}

describe('loans journey', () => {
  it('a funded user sees the BTC product with its published terms', async () => {
    const { page, server, byTestId } = j;
    mkdirSync(DOCS, { recursive: true });
    createOperator(server, ops.email, ops.password);
    opsToken = (await opsLogin(j.server.baseUrl, ops.email, ops.password)).token;
    const products = await call<LoanProduct[]>(j, 'ops/loans/products', opsToken);
    product = products.find((p) => p.currency_id === BTC && p.enabled);
    if (!product)
      product = await call<LoanProduct>(j, 'ops/loans/product/save', opsToken, {
        currency_id: BTC,
        initial_ltv: '65',
        margin_call_ltv: '80',
        liquidation_ltv: '90',
        hourly_rate: '0.0005',
        terms: [0, 7, 30, 90],
        min_borrow: '100',
        max_borrow: '1000000',
      });

    await signUp(j, `loans.${Date.now()}@example.com`, 'Secret#2024');
    await fundByDeposit(j, '0.2', BTC);
    await fundByDeposit(j, '20');

    await page.goto(`${server.baseUrl}/h5/#/pages/common/borrowing`);
    await byTestId('loan-coin-BTC').click();
    await byTestId('loan-product-BTC').waitFor();
    const pct = (v: string) => `${new Decimal(v).toFixed()}%`;
    expect(await byTestId('loan-initial-ltv').innerText()).toBe(pct(product.initial_ltv));
    expect(await byTestId('loan-margin-call-ltv').innerText()).toBe(pct(product.margin_call_ltv));
    expect(await byTestId('loan-liquidation-ltv').innerText()).toBe(pct(product.liquidation_ltv));
    await expect.poll(() => byTestId('loan-available').innerText()).toBe('Available 0.2 BTC');
  });

  it('previews the LTV, liquidation price and interest with the contract math, then borrows', async () => {
    const { page, byTestId, input } = j;
    const p = product!;
    await input('loan-collateral').fill('0.1');
    await byTestId('loan-term-30').click();
    const price = digits(await byTestId('loan-price').innerText());
    // 60 % of the collateral's value at the price shown, in whole USDT
    const amount = new Decimal(price).times('0.1').times('0.6').floor().toFixed();
    await input('loan-amount').fill(amount);
    await expect.poll(() => byTestId('loan-preview-hourly').innerText()).not.toBe('');
    // the preview follows the ticker: its LTV and liquidation price are those of the price shown with it
    await expect
      .poll(async () => {
        const [shownPrice = '', ltv = '', liq = ''] = await page.evaluate(() =>
          ['loan-price', 'loan-preview-ltv', 'loan-preview-liquidation'].map(
            (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '',
          ),
        );
        const at = digits(shownPrice);
        const wantLtv = loanLtvShown(amount, '0.1', at).toFixed(2);
        const wantLiq = loanTriggerPrice(amount, '0.1', p.liquidation_ltv, p.price_precision).toFixed();
        return digits(ltv) === wantLtv && new Decimal(digits(liq)).eq(wantLiq);
      })
      .toBe(true);
    expect(await byTestId('loan-preview-term-interest').isVisible()).toBe(true);
    // the picture: the amount, the LTV slider and the whole preview
    await byTestId('loan-preview').evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await settle(page);
    j.toDocs(await j.shot('loan-borrow.png'), docs('loan-borrow.png'));

    await byTestId('loan-submit').click();
    await byTestId('loan-confirm-text').waitFor();
    expect(new Decimal(digits(await byTestId('loan-confirm-amount').innerText())).eq(amount)).toBe(true);
    expect(await byTestId('loan-confirm-collateral').innerText()).toBe('0.1 BTC');
    await byTestId('loan-confirm').click();
    await byTestId('loan-live').waitFor();
    loanId = Number(new URL(page.url().replace('#', '')).searchParams.get('id'));
    const loan = await myLoan();
    expect(loan.status).toBe('active');
    expect(new Decimal(loan.borrowed).eq(amount)).toBe(true);
    expect(new Decimal(loan.collateral).eq('0.1')).toBe(true);
    expect(await spotShown(j, 'BTC')).toBe('0.1 / 0.1');
  });

  it("shows the loan's LTV moving with the feed price", async () => {
    const { page, server, byTestId } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/common/loan?id=${loanId}`);
    await byTestId('loan-live').waitFor();
    const loan = await myLoan();
    const check = (s: { price: string; ltv: string }) =>
      expect(digits(s.ltv)).toBe(loanLtvShown(loan.debt, loan.collateral, digits(s.price)).toFixed(2));
    await expect.poll(async () => digits((await liveSnapshot()).price) !== '').toBe(true);
    const first = await liveSnapshot();
    check(first);
    // the simulated feed ticks: within a minute the price, and with it the LTV and the bar, change
    await expect
      .poll(async () => (await liveSnapshot()).ltv, { timeout: 60_000, interval: 500 })
      .not.toBe(first.ltv);
    const second = await liveSnapshot();
    check(second);
    expect(second.price).not.toBe(first.price);
    expect(second.width).not.toBe(first.width);
    expect(await byTestId('loan-zone-note').innerText()).toBe('Your loan is safe.');
    await settle(page);
    j.toDocs(await j.shot('loan-detail.png'), docs('loan-detail.png'));
  });

  it('adds 0.05 BTC of collateral after a preview: the LTV goes down', async () => {
    const { byTestId, input } = j;
    const before = await myLoan();
    await byTestId('loan-add').click();
    await byTestId('loan-add-sheet').waitFor();
    await input('loan-add-amount').fill('0.05');
    expect(await byTestId('loan-add-collateral-after').innerText()).toBe('0.15 BTC');
    await j.page.waitForTimeout(400); // the sheet's opening animation
    await j.shot('loan-add.png');
    await byTestId('loan-add-sheet-submit').click();
    await byTestId('loan-add-confirm').click();
    await expect.poll(async () => (await myLoan()).collateral).toMatch(/^0\.15(0*)$/);
    const after = await myLoan();
    expect(new Decimal(after.liquidation_price).lt(before.liquidation_price)).toBe(true);
    await expect.poll(() => byTestId('loan-collateral').innerText()).toBe('0.15 BTC');
  });

  it("an operator sees the loan in the console's loan book", async () => {
    const book = await call<Paginated<OpsLoan>>(j, 'ops/loans/list?status=active&limit=100', opsToken);
    const row = book.data.find((l) => l.id === loanId);
    expect(row?.ltv).not.toBeNull();
    const tab = await openConsole(j.page.context(), j.server.baseUrl, ops.email, ops.password);
    await tab.page.goto(`${j.server.baseUrl}/console/#/loans?uid=${row?.uid ?? 0}`);
    const status = tab.page.locator(`[data-testid="loan-book-status-${loanId}"]`);
    await status.waitFor();
    expect(await status.innerText()).toBe('Active');
    await tab.page.waitForTimeout(300);
    await tab.page.screenshot({ path: path.join(DOCS, 'loan-console.png'), fullPage: true });
    await tab.page.close();
  });

  it('repays in full: the whole debt, and the collateral comes back', async () => {
    const { page, server, byTestId } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/common/loan?id=${loanId}`);
    await byTestId('loan-repay').click();
    await byTestId('loan-repay-sheet').waitFor();
    await byTestId('loan-repay-mode-full').click();
    const loan = await myLoan();
    expect(new Decimal(digits(await byTestId('loan-repay-total').innerText())).eq(loan.debt)).toBe(true);
    expect(await byTestId('loan-repay-collateral-back').innerText()).toBe('0.15 BTC');
    await j.shot('loan-repay.png');
    await byTestId('loan-repay-sheet-submit').click();
    await byTestId('loan-repay-confirm').click();
    await expect.poll(() => byTestId(`loan-status-${loanId}`).innerText()).toBe('Repaid');
    const done = await myLoan();
    expect(done.status).toBe('repaid');
    expect(new Decimal(done.debt).isZero()).toBe(true);
    await byTestId('loan-closed').waitFor();
    expect(await spotShown(j, 'BTC')).toBe('0.2 / 0');
  });

  it('lists the loan among my closed loans (the list of the borrowing screen)', async () => {
    const { page, server, byTestId } = j;
    await page.goto(`${server.baseUrl}/h5/#/pages/common/borrowing?tab=loans`);
    await byTestId('loan-list-active-empty').waitFor();
    await byTestId('loan-tab-closed').click();
    await byTestId(`loan-row-${loanId}`).waitFor();
    expect(await byTestId(`loan-status-${loanId}`).innerText()).toBe('Repaid');
    // the narrowest phone the app supports
    await page.setViewportSize({ width: 360, height: 780 });
    await settle(page);
    await j.shot('loan-list-360.png');
    await page.goto(`${server.baseUrl}/h5/#/pages/common/borrowing`);
    await byTestId('loan-borrow-form').waitFor();
    await j.shot('loan-borrow-360.png');
    await page.setViewportSize({ width: 390, height: 844 });
  });
});
