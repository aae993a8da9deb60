import { Decimal, type Paginated, ACCOUNT_TYPE } from '@meridian/contract';
import {
  type AccountLogRecord,
  type RateCurrency,
  type TransferRecord,
  type WalletBalances,
} from '@meridian/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';

let t: TestApp;
let token: string;
let userId: number;
const USDT = 3;
const BTC = 1;

/** Funds a user the way a credited deposit does: from the deposits clearing account, through the ledger. */
const fund = (currencyId: number, amount: string) =>
  t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'deposit',
        lines: [
          { account: { house: 'deposits_clearing', currencyId }, amount: `-${amount}` },
          { account: { userId, currencyId, type: ACCOUNT_TYPE.change }, amount },
        ],
      },
    ]),
  );

const transfer = (body: Record<string, unknown>, headers: Record<string, string> = {}, auth = token) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/wallet/change',
      headers: { authorization: auth, ...headers },
      payload: body,
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json<{ type: string; message: unknown; code?: string; field?: string }>(),
    }));
const balances = async (fiat = 'USD') =>
  (await post(t.app, '/wallet/list', { fiat }, { token })).body.message as WalletBalances;

beforeAll(async () => {
  t = await createTestApp();
  token = await registerAndLogin(t.app, t.dataDir, 'wallet@example.com');
  userId = ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
  const now = Date.now();
  t.services.market.applyTicks([{ pairId: 1, time: now - (now % 1000), price: '100000.00', volume: '1' }]);
});
afterAll(() => t.close());

describe('wallet', () => {
  it('lists the four accounts at zero for a new user, with USDT, BTC and ETH', async () => {
    const w = await balances();
    for (const key of ['legal_wallet', 'change_wallet', 'lever_wallet', 'micro_wallet'] as const) {
      expect(w[key].balance.map((r) => r.currency_name)).toEqual(['BTC', 'ETH', 'USDT']);
      expect(w[key].usdt_totle).toBe('0.00');
    }
    expect(w.total_usdt).toBe('0.00');
  });

  it('values balances in USDT from the market feed and in the chosen fiat', async () => {
    await fund(USDT, '1500.5');
    await fund(BTC, '0.01');
    const w = await balances('EUR');
    const btc = w.change_wallet.balance.find((r) => r.currency_name === 'BTC')!;
    expect(btc).toMatchObject({
      available: '0.01000000',
      frozen: '0.00000000',
      usdt_price: '100000',
      usdt_value: '1000.00',
      precision: 8,
    });
    const usdt = w.change_wallet.balance.find((r) => r.currency_name === 'USDT')!;
    expect(usdt).toMatchObject({ available: '1500.500000', usdt_value: '1500.50' });
    expect(w.change_wallet.usdt_totle).toBe('2500.50');
    expect(w.fiat).toEqual({ code: 'EUR', rate: '0.923' });
    expect(w.total_fiat).toBe(new Decimal('2500.50').mul('0.923').toFixed(2));
  });

  it('moves funds between accounts in one ledger entry and records it', async () => {
    const r = await transfer({
      currency_id: USDT,
      number: '500.25',
      from_field: 'change',
      to_field: 'lever',
    });
    expect(r.body.type).toBe('ok');
    expect(r.body.message).toMatchObject({
      from: { type: 'change', available: '1000.250000' },
      to: { type: 'lever', available: '500.250000' },
    });
    const history = (await get(t.app, '/wallet/hzhistory', { page: '1' }, { token })).body
      .message as Paginated<TransferRecord>;
    expect(history.total).toBe(1);
    expect(history.data[0]).toMatchObject({
      currency_name: 'USDT',
      value: '500.250000',
      from_field: 'change',
      to_field: 'lever',
    });
    const log = (await post(t.app, '/wallet/legal_log', { currency: USDT, type: 2 }, { token })).body
      .message as Paginated<AccountLogRecord>;
    expect(log.data[0]).toMatchObject({
      info: 'transfer',
      value: '-500.250000',
      before: '1500.500000',
      after: '1000.250000',
    });
    expect(log.data[1]).toMatchObject({
      info: 'deposit',
      value: '1500.500000',
      before: '0.000000',
      after: '1500.500000',
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses bad transfers with localised errors and changes nothing', async () => {
    const before = await balances();
    const cases: [Record<string, unknown>, string][] = [
      [
        { currency_id: USDT, number: '999999', from_field: 'change', to_field: 'micro' },
        'insufficient_balance',
      ],
      [{ currency_id: USDT, number: '1', from_field: 'change', to_field: 'change' }, 'parameter_error'],
      [{ currency_id: USDT, number: '0', from_field: 'change', to_field: 'micro' }, 'parameter_error'],
      [{ currency_id: USDT, number: '-5', from_field: 'change', to_field: 'micro' }, 'parameter_error'],
      [
        { currency_id: USDT, number: '1.0000001', from_field: 'change', to_field: 'micro' },
        'parameter_error',
      ],
      [{ currency_id: 999, number: '1', from_field: 'change', to_field: 'micro' }, 'parameter_error'],
      [{ currency_id: USDT, number: '1', from_field: 'bank', to_field: 'micro' }, 'parameter_error'],
    ];
    for (const [body, code] of cases) {
      const r = await transfer({ ...body, lang: 'spa' });
      expect(r.body, JSON.stringify(body)).toMatchObject({ type: 'error', code });
    }
    expect(
      (
        await transfer({
          currency_id: USDT,
          number: '999999',
          from_field: 'change',
          to_field: 'micro',
          lang: 'spa',
        })
      ).body.message,
    ).toBe('Saldo insuficiente');
    expect(await balances()).toEqual(before);
  });

  it('answers a replayed Idempotency-Key with the first reply and moves the money once', async () => {
    const body = { currency_id: USDT, number: '10', from_field: 'change', to_field: 'micro' };
    const key = { 'idempotency-key': 'transfer-0001' };
    const results = await Promise.all([transfer(body, key), transfer(body, key), transfer(body, key)]);
    expect(results.map((r) => r.body)).toEqual([results[0].body, results[0].body, results[0].body]);
    const micro = (await balances()).micro_wallet.balance.find((r) => r.currency_name === 'USDT')!;
    expect(micro.available).toBe('10.000000');
    const reused = await transfer({ ...body, number: '11' }, key);
    expect(reused.body).toMatchObject({ type: 'error', code: 'idempotency_key_reused' });
    // A handled failure is a result too: replaying it gives the same failure, even once funds would allow it.
    const failKey = { 'idempotency-key': 'transfer-0002' };
    const big = { currency_id: USDT, number: '5000', from_field: 'change', to_field: 'micro' };
    expect((await transfer(big, failKey)).body.code).toBe('insufficient_balance');
    await fund(USDT, '10000');
    expect((await transfer(big, failKey)).body.code).toBe('insufficient_balance');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lists every currency and account in the bill when currency is omitted or 0', async () => {
    const billToken = await registerAndLogin(t.app, t.dataDir, 'bill@example.com');
    const billUser = (
      (await get(t.app, '/user/info', {}, { token: billToken })).body.message as { id: number }
    ).id;
    await t.database.db.transaction((tx) =>
      t.services.ledger.post(tx, [
        {
          kind: 'deposit',
          lines: [
            { account: { house: 'deposits_clearing', currencyId: USDT }, amount: '-250' },
            { account: { userId: billUser, currencyId: USDT, type: ACCOUNT_TYPE.change }, amount: '250' },
          ],
        },
        {
          kind: 'deposit',
          lines: [
            { account: { house: 'deposits_clearing', currencyId: BTC }, amount: '-0.5' },
            { account: { userId: billUser, currencyId: BTC, type: ACCOUNT_TYPE.change }, amount: '0.5' },
          ],
        },
      ]),
    );
    const moved = await transfer(
      { currency_id: BTC, number: '0.2', from_field: 'change', to_field: 'lever' },
      {},
      billToken,
    );
    expect(moved.body.type).toBe('ok');
    const bill = async (body: Record<string, unknown>) =>
      (await post(t.app, '/wallet/legal_log', body, { token: billToken })).body
        .message as Paginated<AccountLogRecord>;

    for (const all of [await bill({}), await bill({ currency: 0 }), await bill({ currency: '0', page: 1 })]) {
      expect(all.total).toBe(4);
      expect(all.data.map((r) => [r.currency_name, r.type, r.info, r.value])).toEqual([
        ['BTC', 3, 'transfer', '0.20000000'],
        ['BTC', 2, 'transfer', '-0.20000000'],
        ['BTC', 2, 'deposit', '0.50000000'],
        ['USDT', 2, 'deposit', '250.000000'],
      ]);
    }
    const futures = await bill({ currency: 0, type: 3 });
    expect(futures.data).toEqual([
      expect.objectContaining({
        currency_name: 'BTC',
        info: 'transfer',
        before: '0.00000000',
        after: '0.20000000',
      }),
    ]);
    expect((await bill({ currency: USDT })).data.map((r) => r.currency_name)).toEqual(['USDT']);
    expect((await post(t.app, '/wallet/legal_log', { currency: -1 }, { token: billToken })).body.code).toBe(
      'parameter_error',
    );
  });

  it("never shows or moves another user's funds", async () => {
    const other = await registerAndLogin(t.app, t.dataDir, 'wallet-other@example.com');
    const w = (await post(t.app, '/wallet/list', {}, { token: other })).body.message as WalletBalances;
    expect(w.total_usdt).toBe('0.00');
    expect(
      (
        (await get(t.app, '/wallet/hzhistory', {}, { token: other })).body
          .message as Paginated<TransferRecord>
      ).total,
    ).toBe(0);
    expect(
      (
        (await post(t.app, '/wallet/legal_log', {}, { token: other })).body
          .message as Paginated<AccountLogRecord>
      ).total,
    ).toBe(0);
    expect(
      (await transfer({ currency_id: USDT, number: '1', from_field: 'change', to_field: 'micro' }, {}, other))
        .body.code,
    ).toBe('insufficient_balance');
    expect((await post(t.app, '/wallet/list', {})).body.type).toBe('999');
  });

  it('prices one currency in USDT, the chosen fiat and CNY (wallet/getRateCurrency)', async () => {
    const rates = (await t.services.fiat.rates()).rates;
    const rateOf = (code: string) => new Decimal(rates.find((r) => r.currency_code === code)?.rate ?? 'NaN');
    const price = new Decimal(t.services.market.usdtPrice(BTC));
    const r = (await get(t.app, '/wallet/getRateCurrency', { id: String(BTC), fiat: 'EUR' })).body
      .message as RateCurrency;
    expect(r).toMatchObject({ id: BTC, name: 'BTC', fiat: 'EUR' });
    // the price may tick between the two reads: compare against the price the reply itself carries
    const quoted = new Decimal(r.usdt_price);
    expect(quoted.minus(price).abs().lte(price.mul('0.01'))).toBe(true);
    expect(r.fiat_price).toBe(quoted.mul(rateOf('EUR')).toFixed(2, Decimal.ROUND_DOWN));
    expect(r.rmb).toBe(quoted.mul(rateOf('CNY')).toFixed(2, Decimal.ROUND_DOWN));
    const usdt = (await post(t.app, '/wallet/getRateCurrency', { id: USDT })).body.message as RateCurrency;
    expect(usdt).toMatchObject({ usdt_price: '1', fiat: 'USD', fiat_price: '1.00' });
    expect((await get(t.app, '/wallet/getRateCurrency', { id: '999' })).body.code).toBe('parameter_error');
    expect((await get(t.app, '/wallet/getRateCurrency', {})).body.code).toBe('parameter_error');
  });
});
