import { describe, expect, it } from 'vitest';
import { fundByDeposit } from './funding';
import { bootJourney, callAsUser, settle, signUp } from './harness';

/**
 * Bank cards for the world: the forms ask for the payout rail first and then only that rail's fields (an IBAN
 * and its BIC, a US routing number, the Chinese fields with Alipay and WeChat optional, a SWIFT wire), with
 * the contract's localised errors; a withdrawal to a card shows what the bank receives in the card's fiat and
 * the rate used, in the form and again in its confirmation.
 */

const j = bootJourney();
const { shot, input, byTestId } = j;

describe('bank cards', () => {
  it('the domestic form: China rail without Alipay or WeChat required, then an IBAN card', async () => {
    const s = j.server;
    await signUp(j, `bank-cards-${Date.now()}@meridian.test`, 'Journey-pass-1');
    await j.page.goto(`${s.baseUrl}/h5/#/pages/setting/bank`);
    await byTestId('bank-rail-cn').waitFor();
    await expect(byTestId('bank-rail-cn').getAttribute('aria-selected')).resolves.toBe('true');
    // the Chinese rail: Alipay and WeChat are there, marked optional; an empty save names only required fields
    await expect(byTestId('bank-alipay_account').locator('.field-label').innerText()).resolves.toBe(
      'Alipay account · Optional',
    );
    await byTestId('bank-submit').click();
    await expect(byTestId('bank-branch').locator('.field-error').innerText()).resolves.toBe(
      'This field is required for the chosen payout method',
    );
    await expect(byTestId('bank-alipay_account').locator('.field-error').count()).resolves.toBe(0);

    // the IBAN rail: IBAN, BIC, holder and bank; nothing Chinese
    await byTestId('bank-rail-iban').click();
    await expect(byTestId('bank-province').count()).resolves.toBe(0);
    await expect(byTestId('bank-wechat_account').count()).resolves.toBe(0);
    await expect(byTestId('bank-bank_account').locator('.field-label').innerText()).resolves.toBe('IBAN');
    await expect(byTestId('bank-swift_code').locator('.field-label').innerText()).resolves.toBe('BIC');
    await input('bank-real_name').fill('Anna Schmidt');
    await input('bank-bank_name').fill('Commerzbank');
    await input('bank-bank_account').fill('DE89 3704 0044 0532 0130 01');
    await input('bank-swift_code').fill('COBADEFF');
    await byTestId('bank-submit').click();
    await expect(byTestId('bank-bank_account').locator('.field-error').innerText()).resolves.toBe(
      'Please enter a valid IBAN (country code, check digits and account)',
    );
    await input('bank-bank_account').fill('DE89 3704 0044 0532 0130 00');
    await byTestId('bank-submit').click();
    await byTestId('bank-saved').waitFor();
    await expect(callAsUser(j, 'user/cash_info', {})).resolves.toMatchObject({
      rail: 'iban',
      bank_account: 'DE89370400440532013000',
      swift_code: 'COBADEFF',
      alipay_account: '',
      currency_code: 'EUR',
    });
    await settle(j.page);
    await j.page.evaluate(() => window.scrollTo(0, 0));
    j.toDocs(await shot('bank-card-iban.png'), 'issue30/bank-card-forms-after.png');
  });

  it('the international form: a US card asks routing and account, a SWIFT wire no ABA', async () => {
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/setting/bank_international`);
    await byTestId('bank-intl-rail-swift').waitFor();
    await expect(byTestId('bank-intl-aba_number').count()).resolves.toBe(0);
    await byTestId('bank-intl-rail-us').click();
    await input('bank-intl-real_name').fill('John Doe');
    await input('bank-intl-bank_name').fill('JPMorgan Chase');
    await input('bank-intl-card_number').fill('000123456789');
    await input('bank-intl-aba_number').fill('021000022');
    await byTestId('bank-intl-submit').click();
    await expect(byTestId('bank-intl-aba_number').locator('.field-error').innerText()).resolves.toBe(
      'The ABA routing number must be 9 valid digits',
    );
    await input('bank-intl-aba_number').fill('021000021');
    await byTestId('bank-intl-submit').click();
    await byTestId('bank-intl-saved').waitFor();
    await settle(j.page);
    await j.page.evaluate(() => window.scrollTo(0, 0));
    j.toDocs(await shot('bank-card-us.png'), 'issue30/bank-card-forms-intl-after.png');
  });

  it('a withdrawal to the IBAN card shows the EUR amount and the rate', async () => {
    await fundByDeposit(j, '100');
    await j.page.goto(`${j.server.baseUrl}/h5/#/pages/fund/withdraw?currency=3`);
    await byTestId('dest-bank-card').click();
    await input('withdraw-amount').fill('50');
    await expect.poll(() => byTestId('withdraw-fiat-amount').innerText()).toMatch(/^≈ [\d.,]+ EUR$/);
    await expect(byTestId('withdraw-fiat-rate').innerText()).resolves.toMatch(/^1 USDT = 0\.\d+ EUR$/);
    // the international (US) card is paid in dollars
    await byTestId('dest-international-card').click();
    await expect.poll(() => byTestId('withdraw-fiat-amount').innerText()).toMatch(/ USD$/);
    await byTestId('dest-bank-card').click();
    await expect.poll(() => byTestId('withdraw-fiat-amount').innerText()).toMatch(/ EUR$/);
    await settle(j.page);
    await byTestId('withdraw-bank-payout').scrollIntoViewIfNeeded();
    j.toDocs(await shot('bank-withdraw.png'), 'issue30/bank-withdraw-after.png');

    // the confirmation repeats the fiat amount and the rate the form shows (cancelled: nothing is sent)
    await input('withdraw-pay-password').fill('Pay#73915');
    const fiatAmount = await byTestId('withdraw-fiat-amount').innerText();
    const fiatRate = await byTestId('withdraw-fiat-rate').innerText();
    await byTestId('withdraw-submit').click();
    await byTestId('withdraw-confirm-text').waitFor();
    const line = (key: string) => byTestId(`withdraw-confirm-${key}`);
    await expect(line('fiat-amount').locator('dt').innerText()).resolves.toBe('Your bank receives');
    await expect(line('fiat-amount').locator('dd').innerText()).resolves.toBe(fiatAmount);
    await expect(line('fiat-rate').locator('dd').innerText()).resolves.toBe(fiatRate);
    await expect(line('fiat-amount').locator('dd').innerText()).resolves.toMatch(/^≈ [\d.,]+ EUR$/);
    await shot('bank-withdraw-confirm.png');
    await j.page.locator('.adm-dialog').getByRole('button', { name: 'Cancel' }).click();
    await byTestId('withdraw-confirm-text').waitFor({ state: 'detached' });
  });
});
