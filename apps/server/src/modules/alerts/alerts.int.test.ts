import { ALERTS_ACTIVE_MAX } from '@meridian/contract/alerts';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { alertNotices, call, create, list, otherNode, tick, user, withAlertsApp } from './alerts.testing';

/**
 * Price alerts on BTC/USDT through the leader's index: a crossing fires once and a price that stays on its side
 * never does, repeats re-arm only after crossing back, moves within a window, the index rebuilt after a restart,
 * two nodes firing one crossing once, and the cap of 50 active alerts.
 */

let t: TestApp;
withAlertsApp((app) => (t = app));
beforeEach(async () => {
  await tick(t, '50000');
});

describe('above and below', () => {
  it('fires once on the tick that reaches the level, never while the price stays under it', async () => {
    const u = await user(t);
    const a = await create(t, u, { kind: 'above', price: '51000' });
    expect(a).toMatchObject({ kind: 'above', price: '51000', active: true, armed: true, repeat: false });
    for (const p of ['50500', '50999.99', '50200']) await tick(t, p);
    expect(await alertNotices(t, u.uid)).toEqual([]);
    await tick(t, '51000.5');
    for (const p of ['52000', '50000', '52000']) await tick(t, p);
    expect(await alertNotices(t, u.uid)).toEqual([
      {
        key: 'alert_price_above',
        params: { symbol: 'BTC/USDT', price: '51000.5', target: '51000' },
        link: '/pages/market/pair?symbol=BTC%2FUSDT',
      },
    ]);
    const [shown] = (await list(t, u)).items;
    expect(shown).toMatchObject({ active: false, fired_count: 1, last_fired_price: '51000.5' });
  });

  it('a repeating alert re-arms only after the price crosses back, then fires on the next crossing', async () => {
    const u = await user(t);
    const a = await create(t, u, { kind: 'below', price: '49000', repeat: true });
    await tick(t, '48900');
    // still at or under the level: no second firing and no re-arm
    await tick(t, '48800');
    await tick(t, '49000');
    expect(await alertNotices(t, u.uid)).toHaveLength(1);
    expect((await list(t, u)).items[0]).toMatchObject({ id: a.id, armed: false, active: true });
    await tick(t, '49000.01');
    expect((await list(t, u)).items[0]).toMatchObject({ armed: true, fired_count: 1 });
    await tick(t, '48999');
    const notices = await alertNotices(t, u.uid);
    expect(notices.map((n) => n.params.price)).toEqual(['48900', '48999']);
    expect((await list(t, u)).items[0]).toMatchObject({ armed: false, fired_count: 2 });
  });

  it('an alert the last price already satisfies fires at once, at that price', async () => {
    const u = await user(t);
    await create(t, u, { kind: 'below', price: '50100' });
    await t.services.alertTriggers.idle();
    await tick(t, '50050');
    expect((await alertNotices(t, u.uid)).map((n) => n.params.price)).toEqual(['50000']);
  });
});

describe('moves within a window', () => {
  it('fires on a 2 % rise within 1 h, with the size and direction of the move', async () => {
    // a pair no other test ticks, so the window holds only these prices
    const pair = t.services.market.findPair({ id: 2 });
    const u = await user(t);
    await create(t, u, { symbol: pair.symbol, kind: 'move', percent: '2', window: '1h' });
    await tick(t, '3000', undefined, pair.id);
    await tick(t, '3059.9', undefined, pair.id);
    expect(await alertNotices(t, u.uid)).toEqual([]);
    await tick(t, '3060', undefined, pair.id);
    expect(await alertNotices(t, u.uid)).toEqual([
      {
        key: 'alert_price_move',
        params: { symbol: pair.symbol, sign: '+', percent: '2.00', hours: '1', price: '3060' },
        link: `/pages/market/pair?symbol=${encodeURIComponent(pair.symbol)}`,
      },
    ]);
  });
});

describe('restarts and several nodes', () => {
  it('two leading nodes that both see the crossing fire it once', async () => {
    const u = await user(t);
    const nodes = [otherNode(t, 'alerts-node-b'), otherNode(t, 'alerts-node-c')];
    try {
      for (const n of nodes) expect(await n.ready()).toBe(true);
      const alerts = await Promise.all(
        ['50100', '50200', '50300'].map((price) => create(t, u, { kind: 'above', price, repeat: true })),
      );
      const all = [t.services.alertTriggers, ...nodes];
      // the nodes learn of other nodes' alerts through their sync: wait until each holds them
      await expect.poll(() => nodes.every((n) => n.count() >= alerts.length), { timeout: 5000 }).toBe(true);
      await tick(t, '50400', all);
      await tick(t, '49000', all);
      await tick(t, '50400', all);
      const notices = await alertNotices(t, u.uid);
      expect(notices).toHaveLength(6);
      for (const a of (await list(t, u)).items) expect(a.fired_count).toBe(2);
    } finally {
      for (const n of nodes) await n.stop();
    }
  });
});

describe('the cap and the rules', () => {
  it(`allows ${ALERTS_ACTIVE_MAX} active alerts, refuses one more, and counts an alert turned back on`, async () => {
    const u = await user(t);
    const made = [];
    for (let i = 0; i < ALERTS_ACTIVE_MAX - 1; i++)
      made.push(await create(t, u, { kind: 'above', price: String(60000 + i) }));
    // the last place, asked for five times at once: one gets it
    const racing = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        call(t, u, '/alerts/create', { symbol: 'BTC/USDT', kind: 'below', price: String(40000 + i) }),
      ),
    );
    expect(racing.filter((r) => r.body.type === 'ok')).toHaveLength(1);
    const refused = racing.find((r) => r.body.type !== 'ok')!;
    expect(refused.body.message).toBe(`You can have at most ${ALERTS_ACTIVE_MAX} active price alerts`);
    expect((await list(t, u)).active).toBe(ALERTS_ACTIVE_MAX);
    const off = ok<{ active: boolean }>(
      await call(t, u, '/alerts/update', { id: made[0]!.id, active: false }),
    );
    expect(off.active).toBe(false);
    await create(t, u, { kind: 'move', percent: '5', window: '24h' });
    const back = await call(t, u, '/alerts/update', { id: made[0]!.id, active: true });
    expect(back.body.type).not.toBe('ok');
    ok(await call(t, u, '/alerts/delete', { id: made[1]!.id }));
    expect(
      ok<{ active: boolean; armed: boolean }>(
        await call(t, u, '/alerts/update', { id: made[0]!.id, active: true }),
      ),
    ).toMatchObject({ active: true, armed: true });
    expect((await list(t, u)).items).toHaveLength(ALERTS_ACTIVE_MAX);
  });

  it("refuses a price off the pair's tick, a move out of range, an unknown pair and another user's alert", async () => {
    const u = await user(t);
    const precision = t.services.market.findPair({ id: 1 }).pricePrecision;
    const tooFine = await call(t, u, '/alerts/create', {
      symbol: 'BTC/USDT',
      kind: 'above',
      price: `51000.${'1'.repeat(precision + 1)}`,
    });
    expect(tooFine.body).toMatchObject({ field: 'price' });
    const farMove = await call(t, u, '/alerts/create', {
      symbol: 'BTC/USDT',
      kind: 'move',
      percent: '60',
      window: '1h',
    });
    expect(farMove.body).toMatchObject({ field: 'percent', message: 'Enter a move from 0.1 % to 50 %' });
    const unknown = await call(t, u, '/alerts/create', { symbol: 'NOPE/USDT', kind: 'above', price: '1' });
    expect(unknown.body.type).not.toBe('ok');
    const mine = await create(t, u, { kind: 'above', price: '70000' });
    const other = await user(t);
    const theirs = await call(t, other, '/alerts/delete', { id: mine.id });
    expect(theirs.body).toMatchObject({ message: 'Price alert not found' });
    expect((await list(t, u)).items).toHaveLength(1);
  });
});

// last: the app's own trigger runtime stays stopped after it
describe('a restart', () => {
  it('rebuilds the index from the rows after a restart and fires a crossing once', async () => {
    const u = await user(t);
    const fired = await create(t, u, { kind: 'above', price: '50500' });
    await tick(t, '50600');
    const waiting = await create(t, u, { kind: 'above', price: '50550', repeat: true });
    await tick(t, '50700');
    const pending = await create(t, u, { kind: 'above', price: '52000' });
    expect(await alertNotices(t, u.uid)).toHaveLength(2);
    // the node stops: a crossing while no node leads is seen by the next leader's first tick beyond the level
    await t.services.alertTriggers.stop();
    await tick(t, '52100', []);
    const restarted = otherNode(t, 'alerts-triggers');
    try {
      expect(await restarted.ready()).toBe(true);
      expect(restarted.count()).toBeGreaterThanOrEqual(2);
      await tick(t, '52200', [restarted]);
      await tick(t, '52300', [restarted]);
      const notices = await alertNotices(t, u.uid);
      expect(notices.map((n) => n.params.target)).toEqual(['50500', '50550', '52000']);
      const byId = new Map((await list(t, u)).items.map((a) => [a.id, a]));
      expect(byId.get(fired.id)).toMatchObject({ active: false, fired_count: 1 });
      expect(byId.get(waiting.id)).toMatchObject({ active: true, armed: false, fired_count: 1 });
      expect(byId.get(pending.id)).toMatchObject({
        active: false,
        fired_count: 1,
        last_fired_price: '52200',
      });
    } finally {
      await restarted.stop();
    }
  });
});
