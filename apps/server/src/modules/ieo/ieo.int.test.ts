import type { Paginated } from '@meridian/contract';
import type { IeoDetailResponse, IeoOrder, IeoProjectItem } from '@meridian/contract/ieo';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { get, post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import {
  ieoTestApp,
  newProject,
  ok,
  ops,
  spot,
  spotUser,
  subscribe,
  subscribed,
  type User,
} from './ieo.testing';

/**
 * Subscribing through the API: the phases and their countdowns, the payment held on the spot
 * account (amount × price), the refusals (insufficient balance, below the minimum, above the supply, twice, a
 * stale price, outside the window, paused) leaving nothing behind, and the real counts.
 */

let t: TestApp;
ieoTestApp((app) => (t = app));

const HOUR = 3_600_000;
const detail = async (id: number, u?: User) =>
  ok<IeoDetailResponse>(
    await get(t.app, '/project/detail', { project_id: String(id) }, u ? { token: u.token } : {}),
  );

describe('projects and phases', () => {
  it('warm-up, in progress and ended, each with what its countdown runs to', async () => {
    const now = Date.now();
    const warm = await newProject(t, {
      start_at: new Date(now + HOUR).toISOString(),
      end_at: new Date(now + 3 * HOUR).toISOString(),
      lock_days: 2,
    });
    const live = await newProject(t);
    const ended = await newProject(t, {
      start_at: new Date(now - 3 * HOUR).toISOString(),
      end_at: new Date(now - HOUR).toISOString(),
      lock_days: 1,
    });
    expect([warm.phase, warm.time_status, warm.countdown_to]).toEqual(['warmup', 1, warm.start_at]);
    expect([live.phase, live.time_status, live.countdown_to]).toEqual(['live', 2, live.end_at]);
    expect([ended.phase, ended.time_status, ended.countdown_to]).toEqual(['ended', 3, ended.sell_begin]);
    expect(Date.parse(warm.sell_begin) - Date.parse(warm.end_at)).toBe(2 * 24 * HOUR);

    const list = ok<Paginated<IeoProjectItem>>(await get(t.app, '/project', { limit: '100' }));
    const ids = list.data.map((p) => p.id);
    // warm-up and in progress first, ended after them
    expect(ids.indexOf(ended.id)).toBeGreaterThan(ids.indexOf(live.id));
    expect(ids.indexOf(ended.id)).toBeGreaterThan(ids.indexOf(warm.id));
    const item = list.data.find((p) => p.id === live.id)!;
    expect(item).toMatchObject({
      currency_name: live.symbol,
      pay_currency_name: 'USDT',
      title: 'Test project',
      price: '2',
      amount: '1000',
      percentage: '100.00',
      total_apply: 0,
      total_pass: 0,
      day: 1,
      is_demo: false,
    });

    // a visitor sees the project without a balance or a subscription
    const seen = await detail(live.id);
    expect(seen.info).toMatchObject({
      id: live.id,
      user_balance: '0',
      listed: false,
      ratio: '',
      content: 'Content',
    });
    expect(seen.order_info).toBeNull();
  });

  it('texts in the reader’s language, English otherwise', async () => {
    const p = await newProject(t, {
      texts: {
        en: { title: 'Title', summary: 'S', content: 'C' },
        fra: { title: 'Titre', summary: 'R', content: '' },
      },
    });
    const fra = ok<IeoDetailResponse>(
      await get(t.app, '/project/detail', { project_id: String(p.id), lang: 'fra' }),
    );
    expect([fra.info.title, fra.info.summary, fra.info.content]).toEqual(['Titre', 'R', 'C']);
    expect((await detail(p.id)).info.title).toBe('Title');
  });
});

describe('subscribing', () => {
  let project: number;
  beforeAll(async () => {
    project = (await newProject(t, { price: '0.25', min: '10', amount: '1000' })).id;
  });

  it('holds amount × price on the spot account and counts the application', async () => {
    const u = await spotUser(t, '100');
    const order = await subscribed(t, u, project, '40');
    expect(order).toMatchObject({
      project_id: project,
      order_no: String(1000 + order.id),
      amount: '40',
      price: '0.25',
      paid: '10',
      status: 'subscribed',
      coin_amount: '0',
      ratio: '',
    });
    const b = await spot(t, u.uid);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['90', '10']);
    const hold = await t.database.db.execute<
      { amount: string; status: string } & Record<string, unknown>
    >(sql`
      SELECT amount::text, status FROM ledger_holds WHERE ref_type = 'ieo_order' AND ref_id = ${String(order.id)}`);
    expect(hold.rows).toEqual([{ amount: '10.000000000000000000', status: 'open' }]);

    const seen = await detail(project, u);
    expect(seen.info).toMatchObject({
      user_balance: '90',
      total_apply: 1,
      total_sell: '40',
      percentage: '96.00',
    });
    expect(seen.order_info).toMatchObject({ id: order.id, paid: '10' });
    const mine = ok<Paginated<IeoOrder>>(await get(t.app, '/user/project/order', {}, { token: u.token }));
    expect(mine.data.map((o) => o.id)).toEqual([order.id]);
    expect(mine.data[0]).toMatchObject({ name: 'Test project', sell_begin: seen.info.sell_begin });
  });

  it('insufficient balance is refused and leaves nothing behind', async () => {
    const u = await spotUser(t, '9.99');
    const r = await subscribe(t, u, project, '40');
    expect(r.body.code).toBe('insufficient_balance');
    const b = await spot(t, u.uid);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['9.99', '0']);
    expect((await detail(project, u)).order_info).toBeNull();
    const poor = await spotUser(t);
    expect((await subscribe(t, poor, project, '10')).body.code).toBe('insufficient_balance');
    expect((await detail(project)).info.total_apply).toBe(1);
  });

  it('below the minimum, above the supply, too many decimals, a stale price, twice', async () => {
    const u = await spotUser(t, '1000');
    expect((await subscribe(t, u, project, '9.99')).body).toMatchObject({
      code: 'ieo_amount_below_min',
      field: 'amount',
    });
    expect((await subscribe(t, u, project, '1000.01')).body.code).toBe('ieo_amount_above_supply');
    expect((await subscribe(t, u, project, '10.000000001')).body.code).toBe('ieo_amount_invalid');
    expect((await subscribe(t, u, project, '0')).body.code).toBe('ieo_amount_invalid');
    expect((await subscribe(t, u, project, '10', { price: '0.2' })).body.code).toBe('ieo_price_changed');
    expect((await subscribe(t, u, project, '10', { pay_currency: 1 })).body.code).toBe('ieo_price_changed');
    ok(await subscribe(t, u, project, '10', { price: '0.250', pay_currency: 3 }));
    expect((await subscribe(t, u, project, '10')).body.code).toBe('ieo_already_subscribed');
    const b = await spot(t, u.uid);
    expect([b.available.toFixed(), b.frozen.toFixed()]).toEqual(['997.5', '2.5']);
  });

  it('concurrent subscriptions of one user: one holds, the others are refused', async () => {
    const u = await spotUser(t, '1000');
    const replies = await Promise.all([1, 2, 3, 4].map(() => subscribe(t, u, project, '20')));
    expect(replies.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    expect(replies.filter((r) => r.body.code === 'ieo_already_subscribed')).toHaveLength(3);
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('5');
  });

  it('only while in progress and on', async () => {
    const u = await spotUser(t, '1000');
    const now = Date.now();
    const warm = await newProject(t, {
      start_at: new Date(now + HOUR).toISOString(),
      end_at: new Date(now + 2 * HOUR).toISOString(),
    });
    expect((await subscribe(t, u, warm.id, '10')).body.code).toBe('ieo_not_live');
    const ended = await newProject(t, {
      start_at: new Date(now - 2 * HOUR).toISOString(),
      end_at: new Date(now - HOUR).toISOString(),
    });
    expect((await subscribe(t, u, ended.id, '10')).body.code).toBe('ieo_not_live');
    const paused = await newProject(t);
    ok(await ops(t, 'pause', { id: paused.id, paused: true }));
    expect((await subscribe(t, u, paused.id, '10')).body.code).toBe('earn_product_unavailable');
    ok(await ops(t, 'pause', { id: paused.id, paused: false }));
    ok(await subscribe(t, u, paused.id, '10'));
    expect((await subscribe(t, u, 999_999_999, '10')).body.code).toBe('earn_product_unavailable');
    expect((await spot(t, u.uid)).frozen.toFixed()).toBe('20');
  });

  it('needs a login to subscribe and to list my subscriptions', async () => {
    expect((await post(t.app, '/project/order', { project_id: project, amount: '10' })).body.type).toBe(
      '999',
    );
    expect((await get(t.app, '/user/project/order')).body.type).toBe('999');
  });
});
