import type { Paginated } from '@meridian/contract';
import type { DepositRecord, WithdrawalRecord } from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { newUser, uploadImage } from '../settings/settings.testing';
import {
  claimDeposit,
  spotBalance,
  TRC20_ADDRESS,
  USDT,
  verifiedUser as verifiedUserOf,
} from './wallet.testing';

let t: TestApp;
const OPERATOR = 1;
const ADDRESS = TRC20_ADDRESS;

async function depositAndApprove(token: string, amount: string) {
  const claim = await claimDeposit(t, token, amount);
  expect(claim).toMatchObject({ status: 'pending', amount: `${amount}.000000` });
  await t.services.deposits.approve(claim.id, OPERATOR);
}

const spot = (token: string) => spotBalance(t, token);
const verifiedUser = () => verifiedUserOf(t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('deposits', () => {
  it('a claim with a voucher is credited only when an operator approves it', async () => {
    const u = await verifiedUser();
    const voucher = await uploadImage(t, u.token);
    const claim = await post(
      t.app,
      '/wallet/charge_req',
      { currency: USDT, amount: '250', voucher },
      { token: u.token },
    );
    expect((await spot(u.token)).available).toBe('0.000000');
    const id = (claim.body.message as DepositRecord).id;
    await t.services.deposits.approve(id, OPERATOR);
    expect((await spot(u.token)).available).toBe('250.000000');
    await expect(t.services.deposits.approve(id, OPERATOR)).rejects.toMatchObject({
      key: 'request_not_pending',
    });
    const other = await post(
      t.app,
      '/wallet/charge_req',
      { currency: USDT, amount: '99', voucher },
      { token: u.token },
    );
    await t.services.deposits.reject(
      (other.body.message as DepositRecord).id,
      OPERATOR,
      'Voucher unreadable',
    );
    const log = (await get(t.app, '/recharge/log', {}, { token: u.token })).body
      .message as Paginated<DepositRecord>;
    expect(log.data.map((d) => [d.status, d.reason])).toEqual([
      ['rejected', 'Voucher unreadable'],
      ['approved', ''],
    ]);
    expect((await spot(u.token)).available).toBe('250.000000');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('needs an amount and an uploaded voucher (localised), and a depositable currency', async () => {
    const u = await newUser(t);
    const voucher = await uploadImage(t, u.token);
    expect(
      (
        await post(
          t.app,
          '/wallet/charge_req',
          { currency: USDT, amount: '10', lang: 'fra' },
          { token: u.token },
        )
      ).body,
    ).toMatchObject({ code: 'voucher_required', message: 'Veuillez téléverser le justificatif de paiement' });
    expect(
      (await post(t.app, '/wallet/charge_req', { currency: USDT, amount: '0', voucher }, { token: u.token }))
        .body.code,
    ).toBe('parameter_error');
    expect(
      (
        await post(
          t.app,
          '/wallet/charge_req',
          { currency: USDT, amount: '10', voucher: 'https://evil.example/x.png' },
          { token: u.token },
        )
      ).body.code,
    ).toBe('image_url_invalid');
    expect(
      (await post(t.app, '/wallet/charge_req', { currency: 101, amount: '10', voucher }, { token: u.token }))
        .body.code,
    ).toBe('currency_not_available');
    expect(
      ((await get(t.app, '/recharge/log', {}, { token: u.token })).body.message as Paginated<DepositRecord>)
        .total,
    ).toBe(0);
  });

  it('serves the operator-configured deposit address, or says there is none', async () => {
    const u = await newUser(t);
    expect(
      (await post(t.app, '/wallet/get_in_address', { currency: USDT }, { token: u.token })).body.code,
    ).toBe('no_deposit_address');
    await t.services.deposits.setAddress(USDT, 'TRC20', ADDRESS);
    expect(
      (await post(t.app, '/wallet/get_in_address', { currency: USDT }, { token: u.token })).body.message,
    ).toEqual([{ currency: USDT, network: 'TRC20', address: ADDRESS, demo: false }]);
  });
});

describe('withdrawals', () => {
  it('needs identity verification first (998)', async () => {
    const u = await newUser(t);
    const r = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', address_id: 1, pay_password: 'x' },
      { token: u.token },
    );
    expect(r.body.type).toBe('998');
  });

  it('uses the server minimum and fee, verifies the pay password, holds the amount, and pays or returns it', async () => {
    const u = await verifiedUser();
    await depositAndApprove(u.token, '100');
    const info = (await post(t.app, '/wallet/get_info', { currency: USDT }, { token: u.token })).body.message;
    expect(info).toMatchObject({
      min_number: '10',
      rate: '1',
      networks: ['ERC20', 'TRC20'],
      change_balance: '100.000000',
    });
    const out = (body: Record<string, unknown>) =>
      post(
        t.app,
        '/wallet/out',
        { currency: USDT, address_id: u.addressId, pay_password: 'pay123456', ...body },
        { token: u.token },
      );
    expect((await out({ number: '9.99' })).body).toMatchObject({ code: 'withdraw_below_minimum' });
    expect((await out({ number: '20', pay_password: 'wrong-pass', rate: '0' })).body.code).toBe(
      'pay_password_wrong',
    );
    expect((await out({ number: '500' })).body.code).toBe('insufficient_balance');
    const paid = await out({ number: '30', rate: '0' });
    expect(paid.body.message).toMatchObject({
      number: '30.000000',
      fee: '1.000000',
      real_number: '29.000000',
      status: 'pending',
      destination: `TRC20 ${ADDRESS}`,
    });
    const refused = await out({ number: '25' });
    expect(await spot(u.token)).toMatchObject({ available: '45.000000', frozen: '55.000000' });

    await t.services.withdrawals.approve((paid.body.message as WithdrawalRecord).id, OPERATOR);
    await t.services.withdrawals.reject(
      (refused.body.message as WithdrawalRecord).id,
      OPERATOR,
      'Address flagged',
    );
    expect(await spot(u.token)).toMatchObject({ available: '70.000000', frozen: '0.000000' });
    const list = (await get(t.app, '/user/withdraw/list', {}, { token: u.token })).body
      .message as Paginated<WithdrawalRecord>;
    expect(list.data.map((w) => [w.status, w.reason])).toEqual([
      ['rejected', 'Address flagged'],
      ['approved', ''],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("refuses another user's saved address", async () => {
    const a = await verifiedUser();
    const b = await verifiedUser();
    await depositAndApprove(b.token, '50');
    const r = await post(
      t.app,
      '/wallet/out',
      { currency: USDT, number: '20', address_id: a.addressId, pay_password: 'pay123456' },
      { token: b.token },
    );
    expect(r.body.code).toBe('address_not_found');
    expect(
      (
        (await get(t.app, '/user/withdraw/list', {}, { token: a.token })).body
          .message as Paginated<WithdrawalRecord>
      ).total,
    ).toBe(0);
  });

  it('1,000 concurrent conflicting withdrawals and transfers on one account: no double spend', async () => {
    const u = await verifiedUser();
    await depositAndApprove(u.token, '1000');
    const requests = Array.from({ length: 1000 }, (_, i) =>
      i % 2 === 0
        ? post(
            t.app,
            '/wallet/out',
            { currency: USDT, number: '10', address_id: u.addressId, pay_password: 'pay123456' },
            { token: u.token },
          )
        : post(
            t.app,
            '/wallet/change',
            { currency_id: USDT, number: '10', from_field: 'change', to_field: 'lever' },
            { token: u.token },
          ),
    );
    const bodies = (await Promise.all(requests)).map((r) => r.body);
    const ok = bodies.filter((b) => b.type === 'ok').length;
    const refused = bodies.filter((b) => b.code === 'insufficient_balance').length;
    expect(ok).toBe(100);
    expect(refused).toBe(900);
    const s = await spot(u.token);
    expect(s.available).toBe('0.000000');
    const withdrawals = (
      (await get(t.app, '/user/withdraw/list', { limit: '100' }, { token: u.token })).body
        .message as Paginated<WithdrawalRecord>
    ).total;
    expect(Number(s.frozen)).toBe(withdrawals * 10);
    expect(await checkLedger(t.database.db)).toEqual([]);
  }, 120_000);
});

describe('currencies', () => {
  it('lists every currency with its wallet rules, and the stablecoins as legal', async () => {
    const list = (await get(t.app, '/currency/list')).body.message as {
      currency: {
        id: number;
        name: string;
        is_charge: boolean;
        min_number: string;
        rate: string;
        is_match: boolean;
      }[];
      legal: { name: string }[];
    };
    expect(list.currency.find((c) => c.name === 'USDT')).toMatchObject({
      id: 3,
      is_charge: true,
      min_number: '10',
      rate: '1',
      is_match: false,
    });
    expect(list.currency.find((c) => c.name === 'BTC')).toMatchObject({
      id: 1,
      is_charge: true,
      is_match: true,
    });
    expect(list.currency.find((c) => c.name === 'AAPL')).toMatchObject({ is_charge: false, is_match: true });
    expect(list.legal.map((c) => c.name)).toEqual(['USDT']);
  });

  it("gives the caller's balances per account and the currencies with deposit addresses", async () => {
    const u = await verifiedUser();
    await depositAndApprove(u.token, '42');
    const mine = (await get(t.app, '/currency/user_currency_list', {}, { token: u.token })).body.message as {
      name: string;
      wallet: Record<string, string>;
    }[];
    expect(mine.find((c) => c.name === 'USDT')?.wallet).toEqual({
      legal: '0.000000',
      change: '42.000000',
      lever: '0.000000',
      micro: '0.000000',
    });
    expect(mine.some((c) => c.name === 'AAPL')).toBe(false);
    await t.services.deposits.setAddress(1, 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const withAddresses = (
      await get(t.app, '/wallet/currencies_with_deposit_address', {}, { token: u.token })
    ).body.message as { name: string; addresses: { network: string }[] }[];
    expect(withAddresses.find((c) => c.name === 'BTC')?.addresses).toEqual([
      { currency: 1, network: 'Bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', demo: false },
    ]);
  });
});
