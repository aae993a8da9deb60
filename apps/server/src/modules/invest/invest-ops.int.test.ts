import { utcDay, type OpsInvestProduct } from '@meridian/contract/earn';
import { describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import {
  BTC,
  buy,
  investTestApp,
  maturity,
  newProduct,
  newUser,
  ok,
  ops,
  opsToken,
  productBody,
  USDT,
} from './invest.testing';

let t: TestApp;
investTestApp((app) => (t = app));

describe('ops: invest products', () => {
  it('creates a product (audited) with the deposit currency of its type and the settlement at 08:00 UTC', async () => {
    const end = maturity(4);
    const call = await newProduct(t, { end_time: end });
    expect(call).toMatchObject({
      type: 'call',
      currency_name: 'BTC',
      pay_currency_name: 'BTC',
      settle_at: `${end}T08:00:00.000Z`,
      remaining_number: 100,
      status: 'on',
      open: true,
      open_orders: 0,
      is_demo: false,
    });
    const put = await newProduct(t, { type: 'put', per_price: '100' });
    expect(put).toMatchObject({ pay_currency_id: USDT, pay_currency_name: 'USDT' });
    const audit = await auditRowsOf(t, 'dual_product', call.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'dual.save', before: null });
    expect(audit[0]!.after).toMatchObject({ id: call.id, linked_price: '100000' });
  });

  it('refuses inconsistent terms', async () => {
    const bad = async (over: Record<string, unknown>, field: string) =>
      expect((await ops(t, 'save', productBody(over))).body).toMatchObject({ type: 'error', field });
    await bad({ end_time: utcDay(Date.now()) }, 'end_time');
    await bad({ user_limit: 101, total_number: 100 }, 'user_limit');
    await bad({ currency_id: 101 }, 'currency_id'); // a stock: no crypto USDT market
    await bad({ type: 'put', per_price: '0.0000001' }, 'per_price'); // USDT has 6 decimals
  });

  it('edits terms before any purchase; afterwards only the name and section (earn_terms_locked)', async () => {
    const p = await newProduct(t);
    const edited = ok<OpsInvestProduct>(
      await ops(t, 'save', productBody({ id: p.id, apr: '20', total_number: 50 })),
    );
    expect(edited).toMatchObject({ apr: '20', total_number: 50, remaining_number: 50 });
    const u = await newUser(t, { [BTC]: '1' });
    ok(await buy(t, u, p.id, 1));
    const locked = await ops(t, 'save', productBody({ id: p.id, apr: '25', total_number: 50 }));
    expect(locked.body).toMatchObject({ type: 'error' });
    expect(String(locked.body.message)).toContain('terms cannot change');
    const renamed = ok<OpsInvestProduct>(
      await ops(
        t,
        'save',
        productBody({ id: p.id, apr: '20.000', total_number: 50, name: 'Renamed', section: 'VIP' }),
      ),
    );
    expect(renamed).toMatchObject({
      name: 'Renamed',
      section: 'VIP',
      apr: '20',
      open_orders: 1,
      remaining_number: 49,
    });
    expect((await auditRowsOf(t, 'dual_product', p.id)).map((r) => r.action)).toEqual([
      'dual.save',
      'dual.save',
      'dual.save',
    ]);
  });

  it('pauses and resumes purchases (audited) and lists products for operators only', async () => {
    const p = await newProduct(t);
    const paused = ok<OpsInvestProduct>(await ops(t, 'pause', { id: p.id, paused: true }));
    expect(paused).toMatchObject({ status: 'paused', open: false });
    const list = ok<{ data: OpsInvestProduct[] }>(
      await get(t.app, '/ops/dual/products', { status: 'paused' }, { token: await opsToken(t) }),
    );
    expect(list.data.map((x) => x.id)).toContain(p.id);
    ok(await ops(t, 'pause', { id: p.id, paused: false }));
    const audit = await auditRowsOf(t, 'dual_product', p.id);
    expect(audit.map((r) => r.action)).toEqual(['dual.save', 'dual.pause', 'dual.pause']);
    expect(audit[1]).toMatchObject({ before: { status: 'on' }, after: { status: 'paused' } });
    const u = await newUser(t);
    const asUser = await post(t.app, '/ops/dual/save', productBody(), { token: u.token });
    expect(asUser.body.type).not.toBe('ok');
  });

  it('creates the demo products through the same save call when demo content is on, once', async () => {
    const demo = t.services.investDemo;
    expect(await demo.ensure(true)).toBe(16); // BTC and ETH, call and put, 1, 3, 7 and 14 days
    expect(await demo.ensure(true)).toBe(0);
    const list = ok<{ data: { is_demo: boolean; linked_price: string; last_price: string; name: string }[] }>(
      await get(t.app, '/dual/index', { currency_id: '2', type: 'put', limit: '50' }),
    );
    const demos = list.data.filter((p) => p.is_demo);
    expect(demos).toHaveLength(4);
    for (const d of demos) expect(Number(d.linked_price)).toBeLessThan(Number(d.last_price));
  });
});
