import type { Paginated } from '@meridian/contract';
import type { OpsOtcOrder, OpsOtcSettings, OtcConfig } from '@meridian/contract/otc';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { auditRowsOf } from '../ops/ops.testing';
import { DEMO_DESK_BANK, DEMO_DESK_LABEL, ensureDemoDesk } from './demo/demo-desk';
import { OtcDesk } from './desk';
import {
  BTC,
  call,
  confirmed,
  DESK,
  ok,
  openDesk,
  ops,
  ordered,
  payVoucher,
  reject,
  setPrices,
  USDT,
  user,
} from './otc.testing';

/**
 * The console: desk settings (defaults, saved whole, validated, audited), the order queue with
 * whose each order is and its voucher, confirm and reject audited with the order before and after; the support
 * topic kind `otc` (own orders only); the demo desk (made through the same save, hidden with DEMO_CONTENT=off).
 */

let t: TestApp;
useTestApp((app) => (t = app));

const ETH = 2;

describe('desk settings', () => {
  it('before any save: the defaults, closed, with the coins the operator may choose', async () => {
    const s = ok<OpsOtcSettings>(await ops(t, 'settings'));
    expect(s).toMatchObject({
      open: false,
      coins: [USDT, BTC, ETH],
      spread_bps: 150,
      min_usdt: '10',
      max_usdt: '1000000',
      pay_window_minutes: 15,
      updated_at: null,
    });
    const choices = s.coin_choices.map((c) => c.name);
    expect(choices).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT']));
    const stock = t.services.market.listAssets().find((a) => a.kind === 'stock');
    expect(stock && choices.includes(stock.symbol)).toBe(false);
  });

  it('refuses inconsistent settings and writes nothing', async () => {
    const stock = t.services.market.listAssets().find((a) => a.kind === 'stock')!;
    const bad = [
      [{ min_usdt: '2000', max_usdt: '1000' }, 'otc_settings_invalid'],
      [{ bank: { ...DESK.bank, account_number: '' } }, 'otc_settings_invalid'],
      [{ spread_bps: 20_000 }, 'otc_settings_invalid'],
      [{ pay_window_minutes: 1 }, 'otc_settings_invalid'],
      [{ coins: [] }, 'otc_settings_invalid'],
      [{ coins: [stock.id] }, 'otc_coin_unavailable'],
    ] as const;
    for (const [over, code] of bad) {
      expect((await ops(t, 'settings/save', { ...DESK, ...over })).body.code, JSON.stringify(over)).toBe(
        code,
      );
    }
    expect(ok<OpsOtcSettings>(await ops(t, 'settings')).updated_at).toBeNull();
    expect(await auditRowsOf(t, 'otc_settings', 1)).toEqual([]);
  });

  it('saves the whole desk, audited with before and after', async () => {
    const first = await openDesk(t);
    expect(first).toMatchObject({ open: true, coins: [USDT, BTC], bank: DESK.bank });
    await openDesk(t, { spread_bps: 200 });
    const audit = await auditRowsOf(t, 'otc_settings', 1);
    expect(audit.map((a) => a.action)).toEqual(['otc.settings_save', 'otc.settings_save']);
    expect(audit[0]!.before).toBeNull();
    expect(audit[0]!.after).toMatchObject({ open: true, spread_bps: 150 });
    expect(audit[1]!.before).toMatchObject({ spread_bps: 150 });
    expect(audit[1]!.after).toMatchObject({ spread_bps: 200 });
    await openDesk(t);
  });

  it('is the console’s only: a user token gets 999', async () => {
    const u = await user(t);
    expect((await post(t.app, '/ops/otc/settings', {}, { token: u.token })).body.type).toBe('999');
    expect((await post(t.app, '/ops/otc/order/confirm', { id: 1 }, { token: u.token })).body.type).toBe(
      '999',
    );
  });
});

describe('the order queue', () => {
  it('filters by status, side and user; shows the account and the voucher; decisions are audited', async () => {
    await openDesk(t);
    await setPrices(t);
    const alice = await user(t);
    const bob = await user(t);
    const buy = { side: 'buy', currency_id: BTC, fiat: 'CNY', amount: '0.01' };
    const a1 = await ordered(t, alice, buy);
    const a2 = await ordered(t, alice, buy);
    const b1 = await ordered(t, bob, buy);
    for (const [u, o] of [
      [alice, a1],
      [alice, a2],
      [bob, b1],
    ] as const)
      ok(await payVoucher(t, u, o.id));

    const queue = ok<Paginated<OpsOtcOrder>>(await ops(t, 'orders', { status: 'paid' }));
    expect(queue.data.map((o) => o.id)).toEqual([a1.id, a2.id, b1.id]);
    expect(queue.data[0]).toMatchObject({ user_id: alice.uid, status: 'paid', operator_id: null });
    expect(queue.data[0]!.account).toMatch(/@example\.com$/);
    expect(queue.data[0]!.voucher).toMatch(/\/uploads\//);
    const bobs = ok<Paginated<OpsOtcOrder>>(await ops(t, 'orders', { user_id: bob.uid }));
    expect(bobs.data.map((o) => o.id)).toEqual([b1.id]);
    expect(ok<Paginated<OpsOtcOrder>>(await ops(t, 'orders', { side: 'sell' })).total).toBe(0);

    await confirmed(t, a1.id);
    ok(await reject(t, a2.id, 'Transfer not received'));
    const confirmedAudit = await auditRowsOf(t, 'otc_order', a1.id);
    expect(confirmedAudit.map((a) => a.action)).toEqual(['otc.confirm']);
    expect(confirmedAudit[0]!.before).toMatchObject({ status: 'paid', operator_id: null });
    expect(confirmedAudit[0]!.after).toMatchObject({ status: 'completed', amount: '0.01' });
    const rejectedAudit = await auditRowsOf(t, 'otc_order', a2.id);
    expect(rejectedAudit.map((a) => a.action)).toEqual(['otc.reject']);
    expect(rejectedAudit[0]!.after).toMatchObject({ status: 'rejected', reason: 'Transfer not received' });
    expect((await ops(t, 'order/reject', { id: b1.id, reason: ' ' })).body.code).toBe('otc_reason_required');
    expect((await ops(t, 'order/confirm', { id: 999_999 })).body.code).toBe('otc_order_not_found');
    expect(await auditRowsOf(t, 'otc_order', b1.id)).toEqual([]);
  });
});

describe('support topic kind otc', () => {
  it("resolves the user's own order only (its chat thread too), and lists their latest orders", async () => {
    await openDesk(t);
    await setPrices(t);
    const alice = await user(t);
    const bob = await user(t);
    const o = await ordered(t, alice, { side: 'buy', currency_id: USDT, fiat: 'CNY', amount: '100' });
    const topics = t.services.supportTopics.resolverOf('otc')!;
    expect(await topics.resolve(alice.uid, String(o.id))).toEqual({ title: `Buy 100 USDT (${o.order_no})` });
    expect(await topics.resolve(bob.uid, String(o.id))).toBeUndefined();
    expect(await topics.resolve(alice.uid, 'x1')).toBeUndefined();
    expect(await topics.recent(alice.uid, 5)).toEqual([
      expect.objectContaining({
        kind: 'otc',
        ref: String(o.id),
        status: 'pending',
        amount: '730.80',
        currency: 'CNY',
      }),
    ]);
    expect(await topics.recent(bob.uid, 5)).toEqual([]);
    // the order's chat thread (#/pages/kefu/index?topic=otc:<id>): its owner's only
    const thread = await post(t.app, '/kefu/thread', { topic: o.topic }, { token: alice.token });
    expect(thread.body.message).toMatchObject({
      topic: `otc:${o.id}`,
      topic_title: `Buy 100 USDT (${o.order_no})`,
    });
    const theirs = await post(t.app, '/kefu/thread', { topic: o.topic }, { token: bob.token });
    expect(theirs.body).toMatchObject({ type: 'error', code: 'support_topic_invalid' });
  });
});

describe('the demo desk', () => {
  it('opens with the defaults and demo bank details once, and only while demo content is on', async () => {
    await t.database.db.execute(sql`DELETE FROM otc_settings`);
    const log = { info: () => undefined } as never;
    // the test app runs with DEMO_CONTENT off: a demo desk saved now is not in force
    expect(await ensureDemoDesk({ desk: t.services.otcDesk, log })).toBe(true);
    expect(await ensureDemoDesk({ desk: t.services.otcDesk, log })).toBe(false);
    const u = await user(t);
    expect(ok<OtcConfig>(await call(t, u, 'config'))).toMatchObject({ open: false, label: '' });
    const on = new OtcDesk({
      db: t.database.db,
      market: t.services.market,
      fiat: t.services.fiat,
      kyc: t.services.kyc,
      demoContent: true,
    });
    expect(await on.config(u.uid)).toMatchObject({ open: true, label: DEMO_DESK_LABEL, spread_bps: 150 });
    expect(await on.opsSettings()).toMatchObject({ bank: DEMO_DESK_BANK, coins: [USDT, BTC, ETH] });
    // an operator's save replaces it with a real desk
    await openDesk(t);
    expect(ok<OtcConfig>(await call(t, u, 'config'))).toMatchObject({ open: true });
  });
});
