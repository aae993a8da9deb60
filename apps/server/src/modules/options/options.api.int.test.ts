import type { AddressInfo } from 'node:net';
import type { ClosedOptionsOrderMessage } from '@meridian/contract';
import type { OptionsPayableCurrency, OptionsTier } from '@meridian/contract/options';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditRowsOf, newOperator } from '../ops/ops.testing';
import {
  fakeClock,
  micro,
  optionTrader,
  orderOf,
  settlerReady,
  submit,
  tick,
  BTC_USDT,
  type OptionTrader,
} from './options.testing';

let t: TestApp;
let clock: ReturnType<typeof fakeClock>;
let bob: OptionTrader;
const START = (Math.floor(Date.now() / 1000) - 3600) * 1000 + 100;
const sec = () => Math.floor(clock.now() / 1000);
const code = (r: { body: { type: string; code?: string } }) => (r.body.type === 'ok' ? 'ok' : r.body.code);

beforeAll(async () => {
  t = await createTestApp();
  clock = fakeClock(t, START);
  bob = await optionTrader(t, '300');
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

describe('microtrade calls', () => {
  it('seconds lists the enabled default tiers; payable_currencies shows USDT, quick picks and the wallet', async () => {
    const tiers = (await get(t.app, '/microtrade/seconds')).body.message as OptionsTier[];
    expect(tiers.map((x) => [x.seconds, x.profit_ratio, x.min_amount, x.max_amount])).toEqual([
      [30, '80', '10', '50000'],
      [60, '85', '10', '50000'],
      [120, '90', '10', '50000'],
      [300, '95', '10', '50000'],
    ]);
    const anon = (await get(t.app, '/microtrade/payable_currencies')).body
      .message as OptionsPayableCurrency[];
    expect(anon[0]).toMatchObject({
      id: 3,
      name: 'USDT',
      is_micro: 1,
      micro_trade_fee: '0',
      user_wallet: null,
    });
    const mine = (await get(t.app, '/microtrade/payable_currencies', {}, { token: bob.token })).body
      .message as OptionsPayableCurrency[];
    expect(mine[0]!.user_wallet).toEqual({
      micro_balance: '300',
      micro_lock_balance: '0',
      micro_with_insurance: '300',
    });
  });

  it('refuses bad submits with clear messages and takes nothing', async () => {
    tick(t, BTC_USDT, sec(), '100.00');
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 1, seconds: 45, number: '10' }, 'microtrade_tier_unknown'],
      [{ type: 3, seconds: 30, number: '10' }, 'microtrade_type_invalid'],
      [{ type: 1, seconds: 30, number: '9.99' }, 'microtrade_amount_range'],
      [{ type: 1, seconds: 30, number: '50000.01' }, 'microtrade_amount_range'],
      [{ type: 1, seconds: 30, number: '10.001' }, 'microtrade_amount_decimals'],
      [{ type: 1, seconds: 30, number: '10', currency_id: 1 }, 'microtrade_currency_invalid'],
      [{ type: 1, seconds: 30, number: '10', match_id: 9999 }, 'pair_not_found'],
      [{ type: 1, seconds: 30, number: '301' }, 'insufficient_balance'],
    ];
    for (const [body, key] of cases) expect(code(await submit(t, bob, body)), JSON.stringify(body)).toBe(key);
    const msg = await submit(t, bob, { type: 1, seconds: 30, number: '5' });
    expect(msg.body.message).toBe('The stake must be between 10.00 and 50,000.00 USDT');
    // A quote older than 5 s is refused.
    clock.advance(6_000);
    expect(code(await submit(t, bob, { type: 'up', seconds: 30, number: '10' }))).toBe(
      'microtrade_price_stale',
    );
    expect((await micro(t, bob.uid)).toFixed()).toBe('300');
  });

  it('one submit per second per user; an Idempotency-Key replay returns the first order', async () => {
    tick(t, BTC_USDT, sec(), '100.00');
    const headers = { authorization: bob.token, 'idempotency-key': 'mt-1' };
    const body = { match_id: BTC_USDT, currency_id: 3, type: 'down', seconds: 60, number: '10' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/microtrade/submit',
      headers,
      payload: body,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/microtrade/submit',
      headers,
      payload: body,
    });
    expect(first.json()).toEqual(again.json());
    expect(first.json()).toMatchObject({ type: 'ok', message: { type: 2, seconds: 60, profit_ratio: '85' } });
    expect(code(await submit(t, bob, { type: 1, seconds: 30, number: '10' }))).toBe('microtrade_too_fast');
    expect((await micro(t, bob.uid)).toFixed()).toBe('290');
  });

  it('at most 20 open orders per user', async () => {
    for (let i = 0; i < 19; i++) {
      clock.advance(1_000);
      tick(t, BTC_USDT, sec(), '100.00');
      orderOf(await submit(t, bob, { type: 1, seconds: 300, number: '10' }));
    }
    clock.advance(1_000);
    tick(t, BTC_USDT, sec(), '100.00');
    const r = await submit(t, bob, { type: 1, seconds: 300, number: '10' });
    expect(code(r)).toBe('microtrade_too_many_open');
    expect(r.body.message).toBe('You already have 20 open options; wait for one to settle');
    const open = await get(t.app, '/microtrade/lists', { status: '1', page: '4' }, { token: bob.token });
    expect(open.body.message).toMatchObject({ page: 4, limit: 5, total: 20 });
    expect((open.body.message as { data: unknown[] }).data).toHaveLength(5);
  });

  it('get_result shows only the caller’s own orders', async () => {
    const eve = await optionTrader(t, '10');
    const list = await get(t.app, '/microtrade/lists', { status: '1' }, { token: bob.token });
    const id = (list.body.message as { data: { id: number }[] }).data[0]!.id;
    expect(code(await get(t.app, '/microtrade/get_result', { id: String(id) }, { token: eve.token }))).toBe(
      'microtrade_order_not_found',
    );
  });

  it('pushes closed_microorder to the owner after settlement', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const carol = await optionTrader(t, '100');
    const socket: Socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: carol.token },
    });
    try {
      await new Promise((resolve) => socket.once('welcome', resolve));
      const got = new Promise<ClosedOptionsOrderMessage>((resolve) =>
        socket.once('closed_microorder', resolve),
      );
      clock.advance(1_000);
      tick(t, BTC_USDT, sec(), '100.00');
      const order = orderOf(await submit(t, carol, { type: 1, seconds: 30, number: '50' }));
      const s = Math.floor(Date.parse(order.settle_at) / 1000);
      clock.set(s * 1000 + 500);
      tick(t, BTC_USDT, s, '100.10');
      clock.set((s + 1) * 1000 + 500);
      tick(t, BTC_USDT, s + 1, '100.20');
      const msg = await got;
      expect(msg).toMatchObject({
        type: 'closed_microorder',
        to: carol.uid,
        data: { id: order.id, status: 3, profit_result: 1, fact_profits: '40', end_price: '100.10' },
      });
    } finally {
      socket.disconnect();
    }
  });
});

describe('operator tiers', () => {
  it('set creates or updates one tier, is audited, refuses bad input, and is for operators only', async () => {
    const op = await newOperator(t);
    const set = (body: Record<string, unknown>, token = op.token) =>
      post(t.app, '/ops/microtrade/tiers/set', body, { token });
    const r = await set({ seconds: 60, profit_ratio: '70', min_amount: '5', max_amount: '1000', status: 0 });
    const tiers = r.body.message as OptionsTier[];
    expect(tiers.find((x) => x.seconds === 60)).toMatchObject({
      profit_ratio: '70',
      status: 0,
      min_amount: '5',
    });
    const pub = (await get(t.app, '/microtrade/seconds')).body.message as OptionsTier[];
    expect(pub.map((x) => x.seconds)).toEqual([30, 120, 300]);
    await set({ seconds: 15, profit_ratio: '50', min_amount: '1', max_amount: '100', sort: 9 });
    const audit = await auditRowsOf(t, 'microtrade_tier', 60);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'microtrade_tier.set',
      operator_id: op.id,
      before: { seconds: 60, profit_ratio: '85', status: 1 },
      after: { seconds: 60, profit_ratio: '70', status: 0 },
    });
    expect((await auditRowsOf(t, 'microtrade_tier', 15))[0]).toMatchObject({ before: null });
    for (const bad of [
      { seconds: 5, profit_ratio: '80', min_amount: '1', max_amount: '10' },
      { seconds: 30, profit_ratio: '150', min_amount: '1', max_amount: '10' },
      { seconds: 30, profit_ratio: '80', min_amount: '20', max_amount: '10' },
      { seconds: 30, profit_ratio: '0', min_amount: '1', max_amount: '10' },
    ])
      expect(code(await set(bad)), JSON.stringify(bad)).not.toBe('ok');
    expect(await auditRowsOf(t, 'microtrade_tier', 30)).toEqual([]);
    const asUser = await set(
      { seconds: 30, profit_ratio: '80', min_amount: '1', max_amount: '10' },
      bob.token,
    );
    expect(asUser.body.type).toBe('999');
    const list = await get(t.app, '/ops/microtrade/tiers/list', {}, { token: op.token });
    expect((list.body.message as OptionsTier[]).map((x) => x.seconds)).toEqual([30, 60, 120, 300, 15]);
  });
});

describe('switched off (MICROTRADE=off)', () => {
  it('every microtrade call answers microtrade_unavailable', async () => {
    const off = await createTestApp(undefined, { env: { MICROTRADE: 'off' } });
    try {
      const who = await optionTrader(off, '100');
      const calls = [
        get(off.app, '/microtrade/seconds'),
        get(off.app, '/microtrade/payable_currencies', {}, { token: who.token }),
        post(
          off.app,
          '/microtrade/submit',
          { match_id: 1, type: 1, seconds: 30, number: '10' },
          { token: who.token },
        ),
        get(off.app, '/microtrade/lists', {}, { token: who.token }),
        get(off.app, '/microtrade/get_result', { id: '1' }, { token: who.token }),
      ];
      for (const r of await Promise.all(calls)) {
        expect(r.body).toMatchObject({ type: 'error', code: 'microtrade_unavailable' });
        expect(r.body.message).toBe('Seconds options are not available on this platform');
      }
      expect(off.services.optionsSettler.isLeading).toBe(false);
    } finally {
      await off.close();
    }
  });
});
