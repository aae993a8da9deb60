import { type Paginated } from '@meridian/contract';
import { addDays, type LockDayRate, type OpsLockProduct } from '@meridian/contract/earn';
import { type LockOrder } from '@meridian/contract/lockming';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { post } from '../../../test/api';
import { auditRowsOf } from '../ops/ops.testing';
import {
  deposit,
  lockTestApp,
  newProduct,
  newUser,
  ok,
  ops,
  orders,
  runDividends,
  TERMS,
  today,
} from './lockming.testing';

let t: TestApp;
lockTestApp((app) => (t = app));

const rates = async (id: number) =>
  ok<Paginated<LockDayRate>>(await ops(t, 'rates', { config_id: id, limit: 50 })).data;

describe('lock mining in the console', () => {
  it('creates a product (audited, before = null) and publishes the default rate of today and tomorrow', async () => {
    const created = ok<OpsLockProduct>(await ops(t, 'save', TERMS));
    expect(created).toMatchObject({
      day: 3,
      rate_min: '0.3',
      running: 0,
      locked: '0.000000',
      texts: TERMS.texts,
    });
    expect((await rates(created.id)).map((r) => [r.day, r.rate, r.source])).toEqual([
      [addDays(today(), 1), '0.3', 'default'],
      [today(), '0.3', 'default'],
    ]);
    const audit = await auditRowsOf(t, 'lock_product', created.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lockming.save', before: null });
    expect(audit[0]!.after).toMatchObject({ id: created.id, rate_max: '0.4' });
  });

  it('locks the terms once there is an order; texts still change; pause is audited', async () => {
    const id = await newProduct(t);
    ok(await ops(t, 'save', { ...TERMS, id, day: 5 })); // no order yet: terms change
    const u = await newUser(t, '1000');
    ok(await deposit(t, u, id, '500'));
    const locked = await ops(t, 'save', { ...TERMS, id, day: 7 });
    expect(locked.body).toMatchObject({ type: 'error', code: 'earn_terms_locked' });
    const texts = { en: { title: 'Renamed', intro: 'New intro' } };
    const edited = ok<OpsLockProduct>(await ops(t, 'save', { ...TERMS, id, day: 5, texts }));
    expect(edited).toMatchObject({ title: 'Renamed', day: 5, running: 1, locked: '500.000000' });
    const paused = ok<OpsLockProduct>(await ops(t, 'pause', { id, paused: true }));
    expect(paused.status).toBe('paused');
    expect((await auditRowsOf(t, 'lock_product', id)).map((r) => r.action)).toEqual([
      'lockming.save',
      'lockming.save',
      'lockming.save',
      'lockming.pause',
    ]);
    expect((await ops(t, 'save', { ...TERMS, rate_min: '0.5', rate_max: '0.4' })).body).toMatchObject({
      code: 'earn_terms_invalid',
    });
  });

  it("sets a day's rate only for a day not started and within the range (audited), paid to every holder alike", async () => {
    const id = await newProduct(t, { day: 5 });
    const day = (n: number) => addDays(today(), n);
    expect((await ops(t, 'set_rate', { config_id: id, day: today(), rate: '0.35' })).body).toMatchObject({
      code: 'earn_rate_day_invalid',
    });
    expect((await ops(t, 'set_rate', { config_id: id, day: day(-1), rate: '0.35' })).body).toMatchObject({
      code: 'earn_rate_day_invalid',
    });
    const high = await ops(t, 'set_rate', { config_id: id, day: day(1), rate: '0.41' });
    expect(high.body).toMatchObject({ code: 'earn_rate_out_of_range' });
    expect(high.body.message).toContain('0.3% to 0.4%');
    expect((await ops(t, 'set_rate', { config_id: id, day: day(1), rate: '0.29' })).body).toMatchObject({
      code: 'earn_rate_out_of_range',
    });
    expect((await ops(t, 'set_rate', { config_id: id, day: day(1), rate: '0.35001' })).body).toMatchObject({
      code: 'earn_rate_invalid',
    });

    const set = ok<LockDayRate>(await ops(t, 'set_rate', { config_id: id, day: day(1), rate: '0.3725' }));
    expect(set).toMatchObject({ config_id: id, day: day(1), rate: '0.3725', source: 'operator' });
    ok(await ops(t, 'set_rate', { config_id: id, day: day(2), rate: '0.4' }));
    const audit = await auditRowsOf(t, 'lock_day_rate', `${id}:${day(1)}`);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lockming.rate' });
    expect(audit[0]!.before).toMatchObject({ rate: '0.3', source: 'default' });
    expect(audit[0]!.after).toMatchObject({ rate: '0.3725', source: 'operator' });

    const holders = await Promise.all([newUser(t, '10000'), newUser(t, '2000'), newUser(t, '777.77')]);
    for (const [u, amount] of [
      [holders[0], '10000'],
      [holders[1], '2000'],
      [holders[2], '777.77'],
    ] as const)
      ok(await deposit(t, u, id, amount));
    await runDividends(t, 3);
    const paid = await Promise.all(
      holders.map(async (u) => ok<Paginated<LockOrder>>(await orders(t, u)).data[0]!.dividends),
    );
    // 10000 × 0.3725 % = 37.25; 2000 → 7.45; 777.77 → 2.89719325 → 2.897193; then 0.4 %: 40, 8, 3.11108
    expect(paid.map((d) => d.map((x) => [x.day, x.rate, x.amount]))).toEqual([
      [
        [day(2), '0.4', '40.000000'],
        [day(1), '0.3725', '37.250000'],
      ],
      [
        [day(2), '0.4', '8.000000'],
        [day(1), '0.3725', '7.450000'],
      ],
      [
        [day(2), '0.4', '3.111080'],
        [day(1), '0.3725', '2.897193'],
      ],
    ]);
  });

  it('answers operators only', async () => {
    const u = await newUser(t);
    const r = await post(t.app, '/ops/lockming/save', TERMS, { token: u.token });
    expect(r.body.type).not.toBe('ok');
  });
});
