import { describe, expect, it } from 'vitest';
import { bootJourney, settle, signUp } from './harness';
import { api, claimDeposit, makeHistory, operatorProof } from './records-setup';

/**
 * At 390×844: a user with a statement of many kinds (deposit, transfers, a spot buy, a
 * conversion, a futures position opened and closed, an option, a withdrawal paid and one under review):
 * - the bill titles every line in the reader's language (English, then French), never with a raw code, and a
 *   withdrawal's lines show the request, the fee and the payout;
 * - the option settling while the user reads the bill is announced by a toast with its result;
 * - a deposit approved and a withdrawal paid while the records screen is open update it without a reload.
 */

const j = bootJourney();
const { shot, byTestId } = j;

/** A code as the server names things (`option_stake`, `lever_close`…) anywhere in the page's text. */
const RAW_CODE = /\b[a-z]+_[a-z_]+\b/;

/** The signed USDT amounts of the loaded bill lines, as shown ("+101.36 USDT"). */
async function usdtAmounts(): Promise<string[]> {
  const texts = await j.page.locator('.bill-page .record-amount').allInnerTexts();
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t.endsWith('USDT'));
}

/**
 * USDT at 2 decimals in the reader's separators: never a 6-decimal tail like "+101,36011"
 * (a non-zero amount under a cent keeps its significant digits).
 */
const USDT_EN = /^[+-](\d{1,3}(,\d{3})*\.\d{2}|0\.00\d{1,4}) USDT$/;
const USDT_FRA = /^[+-](\d{1,3}([\u202f\u00a0 ]\d{3})*,\d{2}|0,00\d{1,4}) USDT$/;

/** The bill with every line loaded (scrolling to the end loads the next page): its text. */
async function openBill(): Promise<string> {
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/bill`);
  await byTestId('bill-count')
    .waitFor()
    .catch(async (e: unknown) => {
      await shot('records-bill-failed.png');
      throw e;
    });
  await j.page.locator('[data-label="withdrawal_paid"]').first().waitFor();
  const total = Number((await byTestId('bill-count').innerText()).replace(/\D/g, ''));
  const lines = j.page.locator('[data-testid^="log-"][data-label]');
  for (let i = 0; i < 10 && (await lines.count()) < total; i++) {
    await j.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await j.page.mouse.wheel(0, 4000);
    await j.page.waitForTimeout(500);
  }
  expect(await lines.count()).toBe(total);
  return j.page.locator('.bill-page').innerText();
}

async function setLang(lang: string): Promise<void> {
  await j.page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await j.page.reload();
}

describe('records journey', () => {
  it('labels the bill in the user language, announces a settled option, and refreshes records live', async () => {
    const email = `records.${Date.now()}@example.com`;
    await signUp(j, email, 'Secret#2024');
    const { ops, pendingWithdrawal } = await makeHistory(j, email);

    // the bill in English: every line says what it is, a withdrawal shows request, fee and payout
    const en = await openBill();
    expect(en).not.toMatch(RAW_CODE);
    for (const label of [
      'Deposit',
      'Transfer',
      'Spot trade',
      'Conversion',
      'Futures opening fee',
      'Futures margin',
      'Futures position closed',
      'Option stake',
      'Withdrawal request',
      'Withdrawal paid out',
    ])
      expect(en, label).toContain(label);
    const paid = j.page.locator('[data-label="withdrawal_paid"]').first();
    const paidText = await paid.innerText();
    expect(paidText).toMatch(/Requested\s+100\.00\s+USDT/);
    expect(paidText).toMatch(/Fee\s+1\.00\s+USDT/);
    expect(paidText).toMatch(/You receive\s+99\.00\s+USDT/);
    expect(paidText).toContain('Completed');
    expect(paidText).toMatch(/Frozen 100\.00 → 0\.00/);
    const amountsEn = await usdtAmounts();
    expect(amountsEn.length).toBeGreaterThan(5);
    for (const a of amountsEn) expect(a).toMatch(USDT_EN);

    // the option placed in the set-up settles while the bill is open: a toast says how it went
    const toast = byTestId('option-result-toast');
    await toast.waitFor({ timeout: 60_000 });
    expect(await toast.getAttribute('data-key')).toMatch(/^option_(won|lost|draw|void)$/);
    expect(await toast.innerText()).toMatch(
      /Option (won|lost|settled: draw|refunded)[\s\S]*USDT[\s\S]*BTC\/USDT · 30s/,
    );
    j.toDocs(await shot('option-toast.png'), 'issue13/option-toast-en.png');
    await settle(j.page);
    await j.page.evaluate(() => window.scrollTo(0, 0));
    await j.page.waitForTimeout(300);
    j.toDocs(await shot('bills-after-en.png'), 'issue13/bills-after-en.png');
    await j.page.locator('[data-label="withdrawal_paid"]').first().scrollIntoViewIfNeeded();
    j.toDocs(await shot('bills-after-en-withdrawal.png'), 'issue13/bills-after-en-withdrawal.png');

    // in French
    await setLang('fra');
    const fra = await openBill();
    expect(fra).not.toMatch(RAW_CODE);
    for (const label of [
      'Dépôt',
      'Exécution spot',
      'Position futures clôturée',
      'Mise sur option',
      'Demande de retrait',
      'Retrait versé',
    ])
      expect(fra, label).toContain(label);
    expect(await j.page.locator('[data-label="withdrawal_paid"]').first().innerText()).toMatch(
      /Montant demandé\s+100,00\s+USDT/,
    );
    for (const a of await usdtAmounts()) expect(a).toMatch(USDT_FRA);
    await settle(j.page);
    await j.page.evaluate(() => window.scrollTo(0, 0));
    await j.page.waitForTimeout(300);
    j.toDocs(await shot('bills-after-fra.png'), 'issue13/bills-after-fra.png');
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/fund/receive_withdraw_record?tab=withdraw`);
    await byTestId(`withdraw-row-${pendingWithdrawal}`).waitFor();
    await settle(j.page);
    j.toDocs(await shot('withdraw-record-after-fra.png'), 'issue13/withdraw-record-after-fra.png');
    await setLang('en');

    // a deposit approved while the records screen is open: the row turns approved without a reload
    const depositId = await claimDeposit(j, '300');
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/fund/receive_withdraw_record`);
    const depositStatus = byTestId(`deposit-row-${depositId}-status`);
    await expect.poll(() => depositStatus.innerText()).toBe('Under review');
    const marker = await j.page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
      return true;
    });
    expect(marker).toBe(true);
    const depositProof = await operatorProof(j, ops, 'deposit.approve');
    const approvedAt = Date.now();
    await api(j, 'ops/deposits/approve', ops, { id: depositId, step_up: depositProof });
    await expect.poll(() => depositStatus.innerText(), { timeout: 9_000 }).toBe('Completed');
    const depositMs = Date.now() - approvedAt;
    expect(await j.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );

    // the same for a withdrawal paid while its tab is open
    await byTestId('records-tab-withdraw').click();
    const withdrawStatus = byTestId(`withdraw-row-${pendingWithdrawal}-status`);
    await expect.poll(() => withdrawStatus.innerText()).toBe('Under review');
    const withdrawProof = await operatorProof(j, ops, 'withdrawal.approve');
    const paidAt = Date.now();
    await api(j, 'ops/withdrawals/approve', ops, { id: pendingWithdrawal, step_up: withdrawProof });
    await expect.poll(() => withdrawStatus.innerText(), { timeout: 9_000 }).toBe('Completed');
    const withdrawMs = Date.now() - paidAt;
    expect(await j.page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(
      true,
    );
    console.log(
      `[records] deposit shown approved ${depositMs} ms, withdrawal paid ${withdrawMs} ms after the operator`,
    );
    await settle(j.page);
    j.toDocs(await shot('withdraw-record-after-en.png'), 'issue13/withdraw-record-after-en.png');

    // and the bill, opened afterwards, has the new lines
    const after = await openBill();
    expect(after).toContain('Deposit');
    expect(after).toMatch(/\+300\.00/);
  });
});
