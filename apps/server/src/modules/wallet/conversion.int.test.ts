import { Decimal, type Paginated, DomainError, ACCOUNT_TYPE } from '@meridian/contract';
import {
  CONVERSION_FEE_PERCENT,
  type ConversionRecord,
  type ConversionResponse,
  type GetTransferFeeResponse,
  type GetTransferListResponse,
} from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, registerAndLogin } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { ConversionService } from './conversion.service';

let t: TestApp;
let token: string;
let userId: number;
const BTC = 1;
const ETH = 2;
const USDT = 3;
const AAPL = 101;

/** Funds a user the way a credited deposit does: from the deposits clearing account, through the ledger. */
const fund = (uid: number, currencyId: number, amount: string) =>
  t.database.db.transaction((tx) =>
    t.services.ledger.post(tx, [
      {
        kind: 'deposit',
        lines: [
          { account: { house: 'deposits_clearing', currencyId }, amount: `-${amount}` },
          { account: { userId: uid, currencyId, type: ACCOUNT_TYPE.change }, amount },
        ],
      },
    ]),
  );

/** Sets the feed's current price of a pair (1 BTC/USDT, 2 ETH/USDT) as a tick of this second. */
const tick = (pairId: number, price: string) => {
  const now = Date.now();
  t.services.market.applyTicks([{ pairId, time: now - (now % 1000), price, volume: '1' }]);
};

const convert = (body: Record<string, unknown>, headers: Record<string, string> = {}, auth = token) =>
  t.app
    .inject({
      method: 'POST',
      url: '/api/user/Transfer',
      headers: { authorization: auth, ...headers },
      payload: body,
    })
    .then((r) => ({
      status: r.statusCode,
      body: r.json<{ type: string; message: unknown; code?: string; field?: string }>(),
    }));

const quote = async (from: number, to: number) =>
  (await post(t.app, '/user/getTransferFee', { from_currency_id: from, to_currency_id: to }, { token })).body
    .message as GetTransferFeeResponse;

const spot = async (auth = token) => {
  const list = (await post(t.app, '/user/getTransferList', {}, { token: auth })).body
    .message as GetTransferListResponse;
  return Object.fromEntries(list.wallet.map((w) => [w.currency_name, w.change_balance]));
};

const counts = async () => {
  const r = await t.database.db.execute<{ conversions: string; entries: string }>(sql`
    SELECT (SELECT count(*) FROM conversions)::text AS conversions, (SELECT count(*) FROM ledger_entries)::text AS entries`);
  return r.rows[0];
};

beforeAll(async () => {
  t = await createTestApp();
  token = await registerAndLogin(t.app, t.dataDir, 'convert@example.com');
  userId = ((await get(t.app, '/user/info', {}, { token })).body.message as { id: number }).id;
  await fund(userId, USDT, '1000');
  await fund(userId, ETH, '2');
});
afterAll(() => t.close());

describe('coin conversion', () => {
  it('lists convertible currencies (no stock shares) with the spot balances, fee and demo flag', async () => {
    const r = await post(t.app, '/user/getTransferList', {}, { token });
    expect(r.body.type).toBe('ok');
    const list = r.body.message as GetTransferListResponse;
    const names = list.transfer.map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH']));
    expect(list.transfer.some((c) => c.id === AAPL)).toBe(false);
    expect(list.transfer.find((c) => c.id === USDT)).toMatchObject({ precision: 6, full_name: 'Tether USD' });
    expect(list.fee).toBe(CONVERSION_FEE_PERCENT);
    expect(list.demo_market).toBe(true);
    expect(list.wallet.find((w) => w.currency === USDT)).toMatchObject({ change_balance: '1000.000000' });
    expect(list.wallet.find((w) => w.currency === BTC)).toMatchObject({ change_balance: '0.00000000' });
  });

  it('quotes both prices from the market feed (USDT = 1), the fee and the rate', async () => {
    tick(1, '50000.00');
    const q = await quote(USDT, BTC);
    expect(q).toMatchObject({
      form_price: '1',
      to_price: '50000',
      fee: '0.2',
      rate: '0.00002',
      from_precision: 6,
      to_precision: 8,
      demo_market: true,
    });
    expect(Date.now() - Date.parse(q.price_time)).toBeLessThan(5_000);
  });

  it('100 USDT → BTC at 50000 with a 0.2 % fee: fee 0.2, result 0.002, in one ledger entry', async () => {
    tick(1, '50000.00');
    const r = await convert({ number: '100', from_currency_id: USDT, to_currency_id: BTC });
    expect(r.body.type).toBe('ok');
    const c = r.body.message as ConversionResponse;
    expect(c).toMatchObject({
      from_currency_name: 'USDT',
      to_currency_name: 'BTC',
      number: '100.000000',
      fee: '0.200000',
      fee_percent: '0.2',
      result: '0.00200000',
      form_price: '1',
      to_price: '50000',
      price_source: 'Demo market',
    });
    expect(c.wallet).toEqual([
      { currency: USDT, currency_name: 'USDT', change_balance: '899.800000', precision: 6 },
      { currency: BTC, currency_name: 'BTC', change_balance: '0.00200000', precision: 8 },
    ]);
    const postings = await t.database.db.execute<{ who: string; currency_id: number; amount: string }>(sql`
      SELECT coalesce(a.house_code, 'user') AS who, p.currency_id, p.amount::text AS amount
      FROM conversions c JOIN ledger_postings p ON p.entry_id = c.entry_id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE c.id = ${c.id} ORDER BY p.id`);
    expect(postings.rows.map((p) => [p.who, Number(p.currency_id), new Decimal(p.amount).toFixed()])).toEqual(
      [
        ['user', USDT, '-100.2'],
        ['conversion', USDT, '100'],
        ['fees', USDT, '0.2'],
        ['conversion', BTC, '-0.002'],
        ['user', BTC, '0.002'],
      ],
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('matches the arithmetic on the prices it quotes: result rounded down, fee rounded up', async () => {
    tick(1, '50123.45');
    tick(2, '2512.37');
    const before = await spot();
    const q = await quote(ETH, BTC);
    const number = '0.12345678';
    const r = await convert({ number, from_currency_id: ETH, to_currency_id: BTC });
    const c = r.body.message as ConversionResponse;
    const fee = new Decimal(number).mul(q.fee).div(100).toDecimalPlaces(8, Decimal.ROUND_UP);
    const result = new Decimal(number)
      .mul(q.form_price)
      .div(q.to_price)
      .toDecimalPlaces(8, Decimal.ROUND_DOWN);
    expect([c.form_price, c.to_price]).toEqual([q.form_price, q.to_price]);
    expect(c.fee).toBe(fee.toFixed(8));
    expect(c.result).toBe(result.toFixed(8));
    // 0.12345678 × 2512.37 ÷ 50123.45 = 0.0061881037…; 0.2 % of it = 0.00024691356 → 0.00024692
    expect(c.result).toBe('0.00618810');
    expect(c.fee).toBe('0.00024692');
    const after = await spot();
    expect(after.ETH).toBe(new Decimal(before.ETH!).minus(number).minus(fee).toFixed(8));
    expect(after.BTC).toBe(new Decimal(before.BTC!).plus(result).toFixed(8));
  });

  it('rounds a USDT amount with six decimals exactly', async () => {
    tick(1, '50000.00');
    const r = await convert({ number: '1.000001', from_currency_id: USDT, to_currency_id: BTC });
    // 1.000001 ÷ 50000 = 0.00002000002 → 0.00002000; fee 0.002000002 → 0.002001
    expect(r.body.message).toMatchObject({ result: '0.00002000', fee: '0.002001' });
  });

  it('refuses bad conversions with localised errors and changes nothing', async () => {
    tick(1, '50000.00');
    const before = await spot();
    const countsBefore = await counts();
    const usdt = before.USDT!;
    const cases: [Record<string, unknown>, string][] = [
      [{ number: '1', from_currency_id: USDT, to_currency_id: USDT }, 'conversion_same_currency'],
      [{ number: '1', from_currency_id: USDT, to_currency_id: 999 }, 'currency_not_available'],
      [{ number: '1', from_currency_id: USDT, to_currency_id: AAPL }, 'currency_not_available'],
      [{ number: '0', from_currency_id: USDT, to_currency_id: BTC }, 'parameter_error'],
      [{ number: '-5', from_currency_id: USDT, to_currency_id: BTC }, 'parameter_error'],
      [{ number: 'abc', from_currency_id: USDT, to_currency_id: BTC }, 'parameter_error'],
      [{ number: '1.0000001', from_currency_id: USDT, to_currency_id: BTC }, 'amount_too_many_decimals'],
      [{ number: '0.000001', from_currency_id: USDT, to_currency_id: BTC }, 'conversion_amount_too_small'],
      // the whole balance leaves no room for the fee
      [{ number: usdt, from_currency_id: USDT, to_currency_id: BTC }, 'insufficient_balance'],
      [{ number: '1', from_currency_id: BTC, to_currency_id: USDT }, 'insufficient_balance'],
    ];
    for (const [body, code] of cases) {
      const r = await convert(body, { 'accept-language': 'fra' });
      expect(r.body.type, JSON.stringify(body)).toBe('error');
      expect(r.body.code, JSON.stringify(body)).toBe(code);
    }
    const fr = await convert({ number: '1', from_currency_id: USDT, to_currency_id: USDT }, {}, token);
    expect(fr.body.message).toBe('Choose two different currencies');
    const localised = await post(
      t.app,
      '/user/Transfer',
      {
        number: '1',
        from_currency_id: USDT,
        to_currency_id: USDT,
        lang: 'fra',
      },
      { token },
    );
    expect(localised.body.message).toBe('Choisissez deux devises différentes');
    expect(await spot()).toEqual(before);
    expect(await counts()).toEqual(countsBefore);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses when a price is stale, and changes nothing', async () => {
    const later = new ConversionService(t.database.db, t.services.ledger, t.services.market, {
      now: () => Date.now() + 10 * 60_000,
    });
    const before = await counts();
    await expect(
      later.convert(userId, { number: '1', from_currency_id: USDT, to_currency_id: BTC }),
    ).rejects.toEqual(expect.objectContaining({ key: 'conversion_price_unavailable' }));
    expect(() => later.quote(USDT, BTC)).toThrow(DomainError);
    expect(await counts()).toEqual(before);
  });

  it('replays an Idempotency-Key with the first result and converts once', async () => {
    tick(1, '50000.00');
    const before = await spot();
    const body = { number: '10', from_currency_id: USDT, to_currency_id: BTC };
    const first = await convert(body, { 'idempotency-key': 'conv-1' });
    tick(1, '40000.00');
    const second = await convert(body, { 'idempotency-key': 'conv-1' });
    expect(first.body.type).toBe('ok');
    expect(second.body).toEqual(first.body);
    expect(first.body.message).toMatchObject({ result: '0.00020000', fee: '0.020000' });
    const after = await spot();
    expect(after.USDT).toBe(new Decimal(before.USDT!).minus('10.02').toFixed(6));
    const reused = await convert({ ...body, number: '11' }, { 'idempotency-key': 'conv-1' });
    expect(reused.body.code).toBe('idempotency_key_reused');
    expect(await spot()).toEqual(after);
  });

  it('lists only the user’s own conversions, newest first, with the prices that decided them', async () => {
    const mine = (await post(t.app, '/user/transfer_log', { page: 1, limit: 2 }, { token })).body
      .message as Paginated<ConversionRecord>;
    expect(mine.total).toBe(4);
    expect(mine.data).toHaveLength(2);
    expect(mine.data[0]).toMatchObject({ number: '10.000000', to_price: '50000', form_price: '1' });
    expect(mine.data[0]!.id).toBeGreaterThan(mine.data[1]!.id);
    const other = await registerAndLogin(t.app, t.dataDir, 'other-convert@example.com');
    const theirs = (await get(t.app, '/user/transfer_log', {}, { token: other })).body
      .message as Paginated<ConversionRecord>;
    expect(theirs).toEqual({ data: [], page: 1, limit: 10, total: 0 });
    const anonymous = await post(t.app, '/user/transfer_log', {});
    expect(anonymous.body.type).toBe('999');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
