import { Decimal, type Paginated } from '@meridian/contract';
import { type FiatRates } from '@meridian/contract/market';
import { bankPayout, type WithdrawalRecord } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { claimDeposit, PAY_PASSWORD, USDT, verifiedUser } from './wallet.testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const IBAN_CARD = {
  rail: 'iban',
  real_name: 'Anna Schmidt',
  bank_name: 'Commerzbank',
  bank_account: 'DE89370400440532013000',
  swift_code: 'COBADEFF',
};
const SWIFT_CARD = {
  rail: 'swift',
  real_name: 'Anna Schmidt',
  bank_name: 'DBS',
  card_number: '0123456789',
  swift_code: 'DBSSSGSG',
  bank_address: '12 Marina Blvd, Singapore',
  cardholder_address: '1 Orchard Rd, Singapore',
};

async function fundedUser(amount: string) {
  const u = await verifiedUser(t);
  const claim = await claimDeposit(t, u.token, amount);
  await t.services.deposits.approve(claim.id, 1);
  return u;
}

const perUsd = async (code: string) =>
  ((await get(t.app, '/mycurrency/US.json', {})).body.message as FiatRates).rates.find(
    (r) => r.currency_code === code,
  )!.rate;

describe('bank withdrawals pay fiat at a stored rate', () => {
  it("an IBAN card's withdrawal stores and returns the EUR amount and the rate used", async () => {
    const u = await fundedUser('100');
    await post(t.app, '/user/cash_save', IBAN_CARD, { token: u.token });
    const res = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '50', type: 1, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    expect(res.body.type).toBe('ok');
    const w = res.body.message as WithdrawalRecord;
    const expected = bankPayout(
      new Decimal(w.real_number),
      t.services.market.usdtPrice(USDT),
      await perUsd('EUR'),
    );
    expect(w).toMatchObject({ fiat_currency: 'EUR', fiat_rate: expected.rate, fiat_amount: expected.amount });
    expect(new Decimal(w.fiat_amount!).lt(w.real_number)).toBe(true);
    expect(new Decimal(w.fiat_amount!).gt(0)).toBe(true);
    // the rate stays the one used, whatever the rates do later
    await t.database.db.execute(
      sql`INSERT INTO fiat_rates (currency_code, rate, source, updated_at) VALUES ('EUR', '0.5', 'test', now())
          ON CONFLICT (currency_code) DO UPDATE SET rate = '0.5'`,
    );
    expect(await perUsd('EUR')).toBe('0.5');
    const list = (await get(t.app, '/user/withdraw/list', {}, { token: u.token })).body
      .message as Paginated<WithdrawalRecord>;
    expect(list.data[0]).toMatchObject({ id: w.id, fiat_rate: expected.rate, fiat_amount: expected.amount });
  });

  it('an international SWIFT card is paid in USD; a withdrawal to an address has no fiat', async () => {
    const u = await fundedUser('100');
    await post(t.app, '/user/cash_save_international', SWIFT_CARD, { token: u.token });
    const intl = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', type: 2, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    const w = intl.body.message as WithdrawalRecord;
    expect(w.fiat_currency).toBe('USD');
    expect(w.fiat_amount).toBe(
      bankPayout(w.real_number, t.services.market.usdtPrice(USDT), await perUsd('USD')).amount,
    );
    const toAddress = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', address_id: u.addressId, pay_password: PAY_PASSWORD },
      { token: u.token },
    );
    expect(toAddress.body.message).toMatchObject({ fiat_currency: null, fiat_rate: null, fiat_amount: null });
  });
});
