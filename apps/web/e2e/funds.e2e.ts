import { describe, expect, it } from 'vitest';
import { readCode, bootJourney, settle as settlePage, signUp } from './harness';
import { drawPng } from './images';

/**
 * Register → assets (all zeros) → transfer form refuses more than the balance → profile with an uploaded
 * avatar → identity: bind a phone first, then the Lv1 form → add a withdrawal address with an uploaded QR
 * image and see it in the address book (390×844, built app + real server).
 */

const j = bootJourney();
const { shot, input, byTestId } = j;

const settle = () => settlePage(j.page);

describe('funds and settings journey', () => {
  it('shows zero balances, validates a transfer, edits the profile, starts identity and saves an address', async () => {
    const s = j.server;
    const email = `funds.${Date.now()}@example.com`;
    const password = 'Secret#2024';

    await signUp(j, email, password);

    // assets: a new account holds nothing
    await byTestId('tab-assets').click();
    await byTestId('fund-total').waitFor();
    await expect(byTestId('fund-total-usdt').innerText()).resolves.toMatch(/^0\.00/);
    await expect(byTestId('account-lever').innerText()).resolves.toContain('0.00');
    await settle();
    await shot('funds-assets.png');
    await byTestId('fund-eye').click();
    await expect(byTestId('fund-total-usdt').innerText()).resolves.toContain('***');
    await byTestId('fund-eye').click();

    // transfer: more than the available balance is refused before any call
    await byTestId('fund-transfer').click();
    await byTestId('transfer-page').waitFor();
    await input('transfer-amount').fill('12.5');
    await j.page.getByText('Insufficient balance', { exact: true }).waitFor();
    await byTestId('transfer-swap').click();
    await expect(byTestId('transfer-from').innerText()).resolves.toContain('Futures');
    await shot('funds-transfer.png');

    // profile: avatar upload with preview, nickname and signature
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/setting`);
    await byTestId('settings-user').click();
    await byTestId('userinfo-page').waitFor();
    await byTestId('userinfo-avatar-input').setInputFiles({
      name: 'avatar.png',
      mimeType: 'image/png',
      buffer: await drawPng(j.page, 'avatar'),
    });
    await j.page.getByText('Avatar updated').waitFor();
    await input('userinfo-nickname').fill('Trader7');
    await input('userinfo-signature').fill('Patience pays');
    await byTestId('userinfo-save').click();
    await j.page.getByText('Saved', { exact: true }).waitFor();
    await settle();
    await shot('settings-userinfo.png');

    // identity: e-mail and phone first, then Lv1
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/setting`);
    await byTestId('settings-real').click();
    await byTestId('kyc-cta').click();
    await byTestId('kyc-contacts-first').waitFor();
    await byTestId('kyc-bind-phone').click();
    await byTestId('bind-phone-sheet').waitFor();
    const phone = `555${String(Date.now()).slice(-7)}`;
    await input('bind-phone-target').fill(phone);
    await byTestId('bind-phone-send').click();
    await input('bind-phone-code').fill(await readCode(s.dataDir, `+1 ${phone}`, 'bind_mobile'));
    await byTestId('bind-phone-submit').click();
    await byTestId('bind-phone-sheet').waitFor({ state: 'detached' });
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/real`);
    await byTestId('kyc-name').waitFor();
    await byTestId('kyc-id-type').click();
    await byTestId('kyc-id-type-sheet-1').click();
    await input('kyc-name').fill('Ana Souza');
    await input('kyc-card-id').fill('FX1234567');
    await settle();
    await shot('settings-real.png');
    await byTestId('kyc-submit').click();
    await byTestId('realmark-page').waitFor();
    await expect(byTestId('kyc-status').getAttribute('data-state')).resolves.toBe('verifying');

    // address book: add a USDT-TRC20 address with an uploaded QR image
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/wallet`);
    await byTestId('state-empty').waitFor();
    await byTestId('wallet-add').click();
    await byTestId('addwallet-page').waitFor();
    await byTestId('addwallet-submit').click();
    await j.page.getByText('Please upload the address QR code image').waitFor();
    await byTestId('addwallet-currency').click();
    await byTestId('addwallet-currency-sheet-3').click();
    await byTestId('addwallet-network-TRC20').click();
    await input('addwallet-name').fill('Cold storage');
    const address = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    await input('addwallet-address').fill(address);
    await byTestId('addwallet-qrcode-input').setInputFiles({
      name: 'qr.png',
      mimeType: 'image/png',
      buffer: await drawPng(j.page, 'qr'),
    });
    await byTestId('addwallet-qrcode-clear').waitFor();
    await settle();
    await shot('settings-addwallet.png');
    await byTestId('addwallet-submit').click();
    await byTestId('wallet-page').waitFor();
    const card = j.page.locator('[data-testid^="address-"][class*="address-card"]').first();
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain(address);
    await expect(card.innerText()).resolves.toContain('TRC20');
    await settle();
    await shot('settings-wallet.png');
  });
});
