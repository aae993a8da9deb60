import type { Paginated } from '@meridian/contract';
import type { OpsKycItem } from '@meridian/contract/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { get, post, uniqueIp } from '../../../test/api';
import { checkLedger } from '../../modules/ledger/invariants';
import { newOperator } from '../../modules/ops/ops.testing';
import { newUser, uploadImage } from '../../modules/settings/settings.testing';
import { BTC, USDT, fund, trader } from '../../modules/spot/spot.testing';

/**
 * Request fields are read strictly (contract wire.ts) and bad input gets a clear
 * localised refusal, never a loose reading and never an HTTP 500.
 */

let t: TestApp;
let op: { id: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await newOperator(t);
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

const HUGE = '1000000000000000000'; // 10^18: overflowed NUMERIC(36,18) before
const expectRefused = (reply: { status: number; body: { type: string; code?: string } }, code: string) => {
  expect(reply.status).toBe(200);
  expect(reply.body).toMatchObject({ type: 'error', code });
};

describe('booleans', () => {
  it('post_only=false in a form body, and "0" in JSON, place a plain limit order', async () => {
    const u = await trader(t, { usdt: '1000' });
    const form = await post(
      t.app,
      '/coin/trade',
      {
        currency_id: '1',
        legal_id: '3',
        side: 'buy',
        amount: '0.001',
        target_price: '1000',
        post_only: 'false',
      },
      { token: u.token, form: true },
    );
    expect(form.body).toMatchObject({ type: 'ok', message: { post_only: false } });
    const json = await post(
      t.app,
      '/coin/trade',
      {
        currency_id: BTC,
        legal_id: USDT,
        side: 'buy',
        amount: '0.001',
        target_price: '1000',
        post_only: '0',
      },
      { token: u.token },
    );
    expect(json.body).toMatchObject({ type: 'ok', message: { post_only: false } });
    const yes = await post(
      t.app,
      '/coin/trade',
      {
        currency_id: BTC,
        legal_id: USDT,
        side: 'buy',
        amount: '0.001',
        target_price: '1000',
        post_only: 'yes',
      },
      { token: u.token },
    );
    expectRefused(yes, 'parameter_error');
  });
});

describe('ids and integers', () => {
  it('{"id": true} is not id 1: the first KYC submission stays pending', async () => {
    const u = await newUser(t, { phone: true });
    const sub = await post(
      t.app,
      '/user/real',
      { real_type: 1, id_type: 1, name: 'Ana Lima', card_id: `K${Date.now()}` },
      { token: u.token },
    );
    expect(sub.body.type).toBe('ok');
    const queue = (await get(t.app, '/ops/kyc/list', { status: 'pending' }, { token: op.token })).body
      .message as Paginated<OpsKycItem>;
    const mine = queue.data.find((i) => i.account === u.email);
    expect(mine?.id).toBe(1);
    expectRefused(
      await post(t.app, '/ops/kyc/approve', { id: true }, { token: op.token }),
      'parameter_error',
    );
    const after = (await get(t.app, '/ops/kyc/list', { status: 'pending' }, { token: op.token })).body
      .message as Paginated<OpsKycItem>;
    expect(after.data.find((i) => i.id === 1)?.status).toBe('pending');
  });

  it('"0x10" and "1e3" are not numbers', async () => {
    const u = await newUser(t);
    for (const currency of ['1e3', '0x10', ' 3', '3.0', true])
      expectRefused(
        await post(t.app, '/wallet/detail', { currency, type: 'change' }, { token: u.token }),
        'parameter_error',
      );
    expectRefused(await get(t.app, '/coin/list', { page: '0x2' }, { token: u.token }), 'parameter_error');
    expectRefused(
      await get(t.app, '/currency/new_timeshar', {
        symbol: 'BTC/USDT',
        period: '1min',
        from: '1e3',
        to: '2e3',
      }),
      'range_invalid',
    );
  });
});

describe('amounts at or above 10^18 are refused, not a 500', () => {
  it('coin/trade amount and target_price, lever/submit target_profit_price, user/Transfer, charge_req', async () => {
    const u = await trader(t, { usdt: '1000' });
    const trade = { currency_id: BTC, legal_id: USDT, side: 'buy', type: 'limit' };
    expectRefused(
      await post(t.app, '/coin/trade', { ...trade, amount: HUGE, target_price: '1' }, { token: u.token }),
      'amount_too_large',
    );
    expectRefused(
      await post(t.app, '/coin/trade', { ...trade, amount: '1', target_price: HUGE }, { token: u.token }),
      'amount_too_large',
    );
    expectRefused(
      await post(
        t.app,
        '/lever/submit',
        { currency_id: BTC, legal_id: USDT, type: 1, share: 1, multiple: 10, target_profit_price: HUGE },
        { token: u.token },
      ),
      'amount_too_large',
    );
    expectRefused(
      await post(
        t.app,
        '/user/Transfer',
        { number: HUGE, from_currency_id: USDT, to_currency_id: BTC },
        { token: u.token },
      ),
      'amount_too_large',
    );
    expectRefused(
      await post(
        t.app,
        '/wallet/charge_req',
        { currency: USDT, amount: `${HUGE}0`, voucher: 'https://x.example/uploads/2026-01/a.png' },
        { token: u.token },
      ),
      'amount_too_large',
    );
  });

  it('the seconds-options tier setter refuses non-decimal and huge amounts', async () => {
    for (const bad of ['abc', '1e400', '9'.repeat(40), '-1']) {
      const r = await post(
        t.app,
        '/ops/microtrade/tiers/set',
        { seconds: 30, profit_ratio: bad, min_amount: bad, max_amount: bad },
        { token: op.token },
      );
      expect(r.status).toBe(200);
      expect(r.body.type).toBe('error');
    }
  });
});

describe('NUL bytes are refused with a clear message, signed in or not', () => {
  it('user/login, user/forget, user/register, wallet/charge_req, wallet/get_in_address', async () => {
    const nul = 'a\u0000b';
    const ip = { ip: uniqueIp() };
    expectRefused(
      await post(t.app, '/user/login', { user_string: nul, password: 'x' }, ip),
      'text_control_chars',
    );
    expectRefused(
      await post(
        t.app,
        '/user/forget',
        { account: nul, password: 'secret12', repassword: 'secret12', code: '123456' },
        ip,
      ),
      'text_control_chars',
    );
    expectRefused(
      await post(
        t.app,
        '/user/register',
        {
          user_string: 'n@example.com',
          code: '123456',
          password: 'secret12',
          re_password: 'secret12',
          extension_code: nul,
        },
        ip,
      ),
      'text_control_chars',
    );
    const u = await trader(t);
    await fund(t, u.uid, USDT, '1');
    expectRefused(
      await post(
        t.app,
        '/wallet/charge_req',
        { currency: USDT, amount: '1', account: nul, voucher: 'x' },
        { token: u.token },
      ),
      'text_control_chars',
    );
    expectRefused(
      await post(t.app, '/wallet/get_in_address', { currency: USDT, network: nul }, { token: u.token }),
      'text_control_chars',
    );
    const form = await post(t.app, '/user/login', { user_string: nul, password: 'x' }, { form: true, ...ip });
    expectRefused(form, 'text_control_chars');
  });
});

describe('referenced ids must exist', () => {
  it('every call that writes for a currency or pair refuses one that does not exist', async () => {
    const u = await trader(t, { usdt: '1000' });
    const missing = 999;
    const image = await uploadImage(t, u.token);
    const calls: [string, Record<string, unknown>][] = [
      ['/wallet/change', { currency_id: missing, number: '1', from_field: 'change', to_field: 'lever' }],
      [
        '/user/wallet/save',
        { currency: missing, name: 'x', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', qrcode: image },
      ],
      ['/optional/add', { match_id: missing }],
      ['/coin/trade', { currency_id: missing, legal_id: USDT, side: 'buy', amount: '1', target_price: '1' }],
      ['/lever/submit', { currency_id: missing, legal_id: USDT, type: 1, share: 1, multiple: 10 }],
      ['/microtrade/submit', { match_id: missing, currency_id: USDT, type: 1, seconds: 30, number: '10' }],
      ['/user/Transfer', { number: '1', from_currency_id: USDT, to_currency_id: missing }],
      ['/wallet/charge_req', { currency: missing, amount: '1', voucher: image }],
      ['/wallet/get_in_address', { currency: missing }],
    ];
    const before = await t.database.pool.query('SELECT count(*)::int AS n FROM withdrawal_addresses');
    for (const [url, body] of calls) {
      const r = await post(t.app, url, body, { token: u.token });
      expect(r.status, url).toBe(200);
      expect(r.body.type, `${url} ${JSON.stringify(r.body)}`).toBe('error');
      expect(r.body.code, url).toMatch(/currency|pair|parameter_error/);
    }
    const after = await t.database.pool.query('SELECT count(*)::int AS n FROM withdrawal_addresses');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
