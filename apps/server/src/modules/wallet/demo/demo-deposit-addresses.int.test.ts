import type { OpsDepositAddressItem } from '@meridian/contract/ops';
import type { CurrencyItem, DepositAddress } from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, post } from '../../../../test/api';
import { newOperator } from '../../ops/ops.testing';
import { newUser, uploadImage } from '../../settings/settings.testing';
import { demoDepositAddress, ensureDemoDepositAddresses } from './demo-deposit-addresses';
import { spotBalance, USDT } from '../wallet.testing';

type WithAddresses = CurrencyItem & { addresses: DepositAddress[] };
const log = { info: () => undefined } as never;

/**
 * A fresh demo install (DEMO_CONTENT on) has a labelled demo deposit address on every deposit network, so a
 * deposit can be claimed with a voucher and approved at once; an operator's address replaces a demo one and
 * is never overwritten; DEMO_CONTENT=off hides them.
 */
describe('demo deposit addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'on' } });
  });
  afterAll(() => t.close());

  async function seeded(token: string): Promise<WithAddresses[]> {
    const networks = (await t.services.deposits.addressTable()).length;
    for (let i = 0; i < 100; i++) {
      const body = (await get(t.app, '/wallet/currencies_with_deposit_address', {}, { token })).body;
      const list = body.message as WithAddresses[];
      if (list.flatMap((c) => c.addresses).length === networks) return list;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the demo deposit addresses were not added');
  }

  it('every deposit network of a fresh install has one, labelled demo; deposit → voucher → approval works', async () => {
    const u = await newUser(t);
    const list = await seeded(u.token);
    const table = await t.services.deposits.addressTable();
    expect(table.length).toBeGreaterThan(2);
    for (const row of table) {
      const currency = list.find((c) => c.id === row.currency)!;
      expect(currency.addresses.find((a) => a.network === row.network)).toEqual({
        currency: row.currency,
        network: row.network,
        address: demoDepositAddress(row.currency_name, row.network),
        demo: true,
      });
    }
    const trc20 = await post(
      t.app,
      '/wallet/get_in_address',
      { currency: USDT, network: 'TRC20' },
      { token: u.token },
    );
    expect(trc20.body.message).toEqual([
      { currency: USDT, network: 'TRC20', address: 'demo-usdt-trc20-not-a-real-address', demo: true },
    ]);

    const voucher = await uploadImage(t, u.token);
    const claim = await post(
      t.app,
      '/wallet/charge_req',
      { currency: USDT, amount: '120', network: 'TRC20', voucher },
      { token: u.token },
    );
    expect(claim.body).toMatchObject({ type: 'ok', message: { status: 'pending' } });
    await t.services.deposits.approve((claim.body.message as { id: number }).id, 1);
    expect((await spotBalance(t, u.token)).available).toBe('120.000000');
  });

  it("an operator's address replaces the demo one and is never overwritten by the demo seeding", async () => {
    const u = await newUser(t);
    await seeded(u.token);
    const op = await newOperator(t);
    const real = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
    const set = await post(
      t.app,
      '/ops/deposit_addresses/set',
      { currency: USDT, network: 'TRC20', address: real },
      { token: op.token },
    );
    const rows = set.body.message as OpsDepositAddressItem[];
    expect(rows.find((r) => r.currency === USDT && r.network === 'TRC20')).toMatchObject({
      address: real,
      demo: false,
    });
    expect(rows.find((r) => r.currency === USDT && r.network === 'ERC20')).toMatchObject({ demo: true });
    expect(await ensureDemoDepositAddresses({ deposits: t.services.deposits, log })).toBe(0);
    const seen = await post(
      t.app,
      '/wallet/get_in_address',
      { currency: USDT, network: 'TRC20' },
      { token: u.token },
    );
    expect(seen.body.message).toEqual([{ currency: USDT, network: 'TRC20', address: real, demo: false }]);
  });
});

describe('demo deposit addresses with DEMO_CONTENT=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(undefined, { env: { DEMO_CONTENT: 'off' } });
  });
  afterAll(() => t.close());

  it('are not added at start, and seeded ones stay hidden from users', async () => {
    const u = await newUser(t);
    expect(
      (await post(t.app, '/wallet/get_in_address', { currency: USDT }, { token: u.token })).body,
    ).toMatchObject({
      type: 'error',
      code: 'no_deposit_address',
    });
    expect(await ensureDemoDepositAddresses({ deposits: t.services.deposits, log })).toBeGreaterThan(2);
    expect(
      (await post(t.app, '/wallet/get_in_address', { currency: USDT }, { token: u.token })).body,
    ).toMatchObject({
      code: 'no_deposit_address',
    });
    expect(
      (await get(t.app, '/wallet/currencies_with_deposit_address', {}, { token: u.token })).body.message,
    ).toEqual([]);
  });
});
