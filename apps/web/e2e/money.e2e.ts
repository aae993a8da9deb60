import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOperator, openConsole } from './console';
import { ARTIFACTS_DIR, bootJourney, callAsUser, readCode, settle, signUp } from './harness';
import { drawPng } from './images';

/**
 * Money journey, user screens at 390×844 and the operator console at 1280×800 in one browser:
 * register → Lv1 identity → operator approves it → operator sets the USDT-TRC20 deposit address → deposit
 * with a voucher → operator approves → balance shows in assets → transfer spot → futures → withdraw with the
 * pay password → operator rejects → the funds are back in spot.
 */

const j = bootJourney();
const { shot, input, byTestId } = j;

const TRC20_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf';

/** Spot USDT as the assets screen shows it: "<available> / <frozen>" without thousands separators. */
async function spotUsdt(): Promise<string> {
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/setting`);
  await byTestId('settings-page').waitFor();
  await j.page.goto(`${j.server.baseUrl}/h5/#/pages/fund/assets`);
  await byTestId('account-change').click();
  const cells = byTestId('coin-row-USDT').locator('.coin-row-grid b');
  await cells.first().waitFor();
  const [available, frozen] = await Promise.all([cells.nth(0).innerText(), cells.nth(1).innerText()]);
  return `${Number(available.replace(/,/g, ''))} / ${Number(frozen.replace(/,/g, ''))}`;
}

describe('money journey', () => {
  it('deposits with a voucher, transfers, withdraws and gets a rejected withdrawal back', async () => {
    const s = j.server;
    const stamp = Date.now();
    const email = `money.${stamp}@example.com`;
    const password = 'Secret#2024';
    const opEmail = `ops.${stamp}@example.com`;
    const opPassword = 'Operator#2024';
    createOperator(s, opEmail, opPassword);

    await signUp(j, email, password);

    // identity needs e-mail and phone bound: the phone through the API (the funds journey covers its screen)
    const mobile = `555${String(stamp).slice(-7)}`;
    await callAsUser(j, 'sms_send', { mobile, area_code: '1', scene: 'bind_mobile' });
    const phoneCode = await readCode(s.dataDir, `+1 ${mobile}`, 'bind_mobile');
    await callAsUser(j, 'safe/mobile', { mobile, area_code: '1', code: phoneCode });

    // Lv1 identity through its screen
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/real`);
    await j.page.reload(); // the profile the app holds predates the phone bound through the API
    await byTestId('kyc-name').waitFor();
    await byTestId('kyc-id-type').click();
    await byTestId('kyc-id-type-sheet-1').click();
    await input('kyc-name').fill('Ana Souza');
    await input('kyc-card-id').fill(`P${String(stamp).slice(-8)}`);
    await byTestId('kyc-submit').click();
    await byTestId('realmark-page').waitFor();
    await expect(byTestId('kyc-status').getAttribute('data-state')).resolves.toBe('verifying');

    // the operator approves it and configures the deposit address
    const ops = await openConsole(j.page.context(), s.baseUrl, opEmail, opPassword);
    await ops.open('kyc');
    await ops.rowOf(email).waitFor();
    await ops.shot(path.join(ARTIFACTS_DIR, 'console-kyc.png'));
    await ops.approve(email);
    await ops.open('addresses');
    const addressRow = ops.page.locator('tr[data-row-key="3:TRC20"]');
    await addressRow.getByRole('button', { name: 'Edit' }).click();
    await ops.page.locator('.ant-modal input[name="address"]').fill(TRC20_ADDRESS);
    await ops.page.locator('.ant-modal').getByRole('button', { name: 'Save' }).click();
    await addressRow.getByText(TRC20_ADDRESS).waitFor();

    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/setting`);
    await byTestId('settings-page').waitFor();
    await byTestId('settings-real').click();
    await expect
      .poll(() => byTestId('kyc-status').getAttribute('data-state'), { timeout: 15_000 })
      .toBe('verified');

    // deposit: address + QR, amount and voucher, confirmed
    await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/receive?currency=3`);
    await byTestId('deposit-network-TRC20').click();
    await expect(byTestId('deposit-address').innerText()).resolves.toBe(TRC20_ADDRESS);
    await byTestId('deposit-qr').locator('svg').waitFor();
    await j.page.locator('input[name="amount"]').fill('500');
    await j.page.locator('input[name="account"]').fill('Bank ref 77120');
    await byTestId('deposit-voucher-input').setInputFiles({
      name: 'voucher.png',
      mimeType: 'image/png',
      buffer: await drawPng(j.page, 'voucher'),
    });
    await byTestId('deposit-voucher-preview').waitFor();
    await settle(j.page);
    j.toDocs(await shot('money-deposit.png'), 'screenshot-deposit.png');
    await byTestId('deposit-submit').click();
    await j.page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    const depositRow = j.page.locator('[data-testid^="deposit-row-"]').first();
    await depositRow.waitFor();
    await expect(depositRow.innerText()).resolves.toContain('500');

    // the operator sees the voucher and approves; the balance shows in assets
    await ops.open('deposits');
    await ops.rowOf(email).locator('img').first().waitFor();
    await ops.shot(path.join(ARTIFACTS_DIR, 'console-deposits.png'));
    await ops.approve(email);
    await expect.poll(spotUsdt, { timeout: 15_000 }).toBe('500 / 0');
    await settle(j.page);
    j.toDocs(await shot('money-assets.png'), 'screenshot-assets.png');

    // transfer 100 USDT spot → futures
    await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/fundTransfer?currency=3&from=change`);
    await input('transfer-amount').fill('100');
    await byTestId('transfer-submit').click();
    await j.page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(spotUsdt, { timeout: 15_000 }).toBe('400 / 0');
    await expect(byTestId('account-lever').innerText()).resolves.toContain('100.00');

    // pay password through its screen (code to the bound e-mail)
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/payPassword`);
    await byTestId('paypwd-page').waitFor();
    await byTestId('paypwd-send').click();
    await input('paypwd-code').fill(await readCode(s.dataDir, email, 'pay_password'));
    const payPassword = 'Pay#73915';
    await input('paypwd-password').fill(payPassword);
    await input('paypwd-confirm').fill(payPassword);
    await byTestId('paypwd-submit').click();
    await settle(j.page);

    // a saved TRC20 address (its QR image uploaded), then withdraw 50 USDT to it
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await drawPng(j.page, 'qr'))], { type: 'image/png' }),
      'qr.png',
    );
    const token = await j.page.evaluate(() => localStorage.getItem('token'));
    const upload = await fetch(`${s.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: token ?? '' },
      body: form,
    });
    const uploaded = (await upload.json()) as { message: string };
    const saved = await callAsUser<{ id: number }>(j, 'user/wallet/save', {
      currency: 3,
      network: 'TRC20',
      name: 'Hardware wallet',
      address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      qrcode: uploaded.message,
    });
    await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/withdraw?currency=3`);
    await byTestId(`dest-address-${saved.id}`).click();
    await j.page.locator('input[name="number"]').fill('50');
    await j.page.locator('input[name="pay_password"]').fill(payPassword);
    await settle(j.page);
    await shot('money-withdraw.png');
    await byTestId('withdraw-submit').click();
    await j.page.locator('.adm-dialog').getByRole('button', { name: 'Confirm' }).click();
    const withdrawRow = j.page.locator('[data-testid^="withdraw-row-"]').first();
    await withdrawRow.waitFor();
    await withdrawRow.locator('.status-chip.pending').waitFor();
    await expect.poll(spotUsdt, { timeout: 15_000 }).toBe('350 / 50');

    // the operator rejects it: the 50 USDT are back in spot and the user sees why
    await ops.open('withdrawals');
    await ops.reject(email, 'Destination address failed screening');
    await ops.open('audit');
    await ops.page.getByText('Withdrawal rejected').first().waitFor();
    await ops.shot(path.join(ARTIFACTS_DIR, 'console-audit.png'));
    await expect.poll(spotUsdt, { timeout: 15_000 }).toBe('400 / 0');
    await j.page.goto(`${s.baseUrl}/h5/#/pages/fund/receive_withdraw_record?tab=withdraw`);
    await withdrawRow.locator('.status-chip.rejected').waitFor();
    await expect(withdrawRow.innerText()).resolves.toContain('Destination address failed screening');
    await settle(j.page);
    await shot('money-withdraw-rejected.png');
    await ops.page.close();
  });
});
