import { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { post, type Reply } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { campaign, grant } from '../coupons/coupons.testing';
import { checkLedger } from '../ledger/invariants';
import {
  find,
  futures,
  position,
  setStop,
  submit,
  tick,
  trader,
  withFuturesApp,
  type Trader,
} from './futures.testing';

let t: TestApp;
withFuturesApp((app) => (t = app));
beforeEach(async () => {
  await tick(t, '50000.00');
});

const D = (v: string) => new Decimal(v);
const call = (who: Trader, path: string, body: Record<string, unknown>) =>
  post(t.app, path, body, { token: who.token });
const refusal = (r: Reply) => (r.body.type === 'ok' ? 'ok' : r.body.code);
const ledgerClean = async () => expect(await checkLedger(t.database.db)).toEqual([]);

async function open(who: Trader, lots: number, multiple = 10): Promise<FuturesPosition> {
  const r = await submit(t, who, { type: 1, share: lots, multiple });
  expect(r.body.type).toBe('ok');
  return position(r);
}

/** Every position of the user's, newest first. */
async function all(who: Trader): Promise<FuturesPosition[]> {
  const r = await call(who, '/lever/my_trade', { status: -1, limit: 100 });
  return (r.body.message as { message: { data: FuturesPosition[] } }).message.data;
}

describe('futures: partial close', () => {
  it('closes half through the ledger; the rest keeps its share of margin and fees and its TP/SL', async () => {
    const u = await trader(t, '1000');
    // 4 lots (0.04 BTC) entered at 50,005: notional 2,000.20, margin 200.02, fee 1.0001
    const p = await open(u, 4);
    expect(
      (await setStop(t, u, { id: p.id, target_profit_price: '55000', stop_loss_price: '48000' })).body.type,
    ).toBe('ok');
    await tick(t, '51000.00');
    const r = await call(u, '/lever/close_part', { id: p.id, share: 2 });
    expect(r.body.type).toBe('ok');
    const { closed, position: rest } = r.body.message as {
      closed: FuturesPosition;
      position: FuturesPosition;
    };
    // exit 51,000 × 0.9999 = 50,994.90; (50,994.90 − 50,005) × 0.02 = 19.798
    expect(closed).toMatchObject({
      status: 3,
      share: 2,
      number: '0.02',
      close_reason: 'manual',
      close_price: '50994.90',
      fact_profits: '19.798000',
      caution_money: '100.010000',
      trade_fee: '0.500050',
    });
    expect(closed.id).not.toBe(p.id);
    expect(rest).toMatchObject({
      id: p.id,
      status: 1,
      share: 2,
      number: '0.02',
      caution_money: '100.010000',
      origin_caution_money: '100.010000',
      trade_fee: '0.500050',
      target_profit_price: '55000.00',
      stop_loss_price: '48000.00',
      liquidation_price: '46004.60',
    });
    // 1,000 − 200.02 − 1.0001 = 798.9799; back: the part's margin 100.01 + its result 19.798
    expect(await futures(t, u.uid)).toEqual({ available: D('918.7879'), frozen: D('100.01') });
    await ledgerClean();

    // the take-profit still closes the remainder
    await tick(t, '55000.00');
    expect(await find(t, u, p.id)).toMatchObject({ status: 3, close_reason: 'tp', share: 2 });
    expect((await futures(t, u.uid)).frozen.toFixed()).toBe('0');
    await ledgerClean();
  });

  it('refuses more lots than are open, and a whole close through it closes the position itself', async () => {
    const u = await trader(t, '1000');
    const p = await open(u, 2);
    expect(refusal(await call(u, '/lever/close_part', { id: p.id, share: 3 }))).toBe(
      'lever_close_share_invalid',
    );
    expect(refusal(await call(u, '/lever/close_part', { id: p.id, share: 0 }))).toBe(
      'lever_close_share_invalid',
    );
    const r = await call(u, '/lever/close_part', { id: p.id, share: 2 });
    expect(r.body.message).toMatchObject({ closed: { id: p.id, status: 3 }, position: null });
    expect(refusal(await call(u, '/lever/close_part', { id: p.id, share: 1 }))).toBe(
      'lever_position_not_open',
    );
    await ledgerClean();
  });

  it('under a concurrent liquidation closes every lot once, whichever locks the row first', async () => {
    for (let round = 0; round < 4; round += 1) {
      await tick(t, '50000.00');
      const u = await trader(t, '1000');
      // ×100: margin 20.002, liquidated at 49,604.96
      const p = await open(u, 4, 100);
      expect(p.liquidation_price).toBe('49604.96');
      const liquidate = t.database.db.transaction((tx) =>
        t.services.futures.transitions.close(tx, p.id, 'liquidation', '49600.00', new Date(), 'trigger'),
      );
      const part = call(u, '/lever/close_part', { id: p.id, share: 2 });
      const [liquidated, r] = await Promise.all([liquidate, part]);
      if (liquidated) t.services.futures.changed([liquidated]);
      const rows = (await all(u)).filter((x) => x.id === p.id || x.status === 3);
      expect(rows.every((x) => x.status === 3)).toBe(true);
      expect(rows.reduce((s, x) => s + x.share, 0)).toBe(4);
      expect(rows.map((x) => x.close_reason).sort()).toEqual(
        r.body.type === 'ok' ? ['liquidation', 'manual'] : ['liquidation'],
      );
      expect((await futures(t, u.uid)).frozen.toFixed()).toBe('0');
    }
    await ledgerClean();
  });
});

describe('futures: partial close racing a take-profit tick', () => {
  it('every lot closes once, by hand or by the take-profit, whichever locks the row first', async () => {
    for (let round = 0; round < 3; round += 1) {
      await tick(t, '50000.00');
      const u = await trader(t, '1000');
      const p = await open(u, 4);
      await setStop(t, u, { id: p.id, target_profit_price: '50100' });
      const [, r] = await Promise.all([
        tick(t, '50100.00'),
        call(u, '/lever/close_part', { id: p.id, share: 3 }),
      ]);
      await t.services.futuresTriggers.idle();
      const rows = await all(u);
      expect(rows.every((x) => x.status === 3)).toBe(true);
      expect(rows.reduce((s, x) => s + x.share, 0)).toBe(4);
      expect(rows.map((x) => x.close_reason).sort()).toEqual(
        r.body.type === 'ok' ? ['manual', 'tp'] : ['tp'],
      );
      expect((await futures(t, u.uid)).frozen.toFixed()).toBe('0');
    }
    await ledgerClean();
  });
});

describe('futures: reduce-only limit close', () => {
  it('rests until the mark reaches it, closes only what is open and never opens the other side', async () => {
    const u = await trader(t, '1000');
    const p = await open(u, 3);
    expect(refusal(await call(u, '/lever/close_limit', { id: p.id, share: 2, price: '49000' }))).toBe(
      'lever_close_limit_side',
    );
    expect(refusal(await call(u, '/lever/close_limit', { id: p.id, share: 4, price: '51000' }))).toBe(
      'lever_close_share_invalid',
    );
    const set = await call(u, '/lever/close_limit', { id: p.id, share: 3, price: '51000' });
    expect(position(set)).toMatchObject({ close_limit_price: '51000.00', close_limit_share: 3 });
    expect((await call(u, '/lever/close_limits', {})).body.message).toHaveLength(1);

    await tick(t, '50900.00');
    expect((await find(t, u, p.id))?.status).toBe(1);
    // two lots closed by hand meanwhile: the limit close is cut to the one lot left
    const part = await call(u, '/lever/close_part', { id: p.id, share: 2 });
    expect((part.body.message as { position: FuturesPosition }).position).toMatchObject({
      share: 1,
      close_limit_share: 1,
    });
    await tick(t, '51000.00');
    const rows = await all(u);
    expect(rows.find((x) => x.id === p.id)).toMatchObject({ status: 3, close_reason: 'limit', share: 1 });
    // nothing left open, and no short was ever opened
    expect(rows.filter((x) => x.status === 1)).toEqual([]);
    expect(rows.every((x) => x.type === 1)).toBe(true);
    expect(rows.reduce((s, x) => s + x.share, 0)).toBe(3);
    await ledgerClean();
  });

  it('closes part at its price, and is gone with the position that closes first', async () => {
    const u = await trader(t, '1000');
    const p = await open(u, 4);
    await call(u, '/lever/close_limit', { id: p.id, share: 1, price: '50500' });
    await tick(t, '50600.00');
    const rest = await find(t, u, p.id);
    expect(rest).toMatchObject({ status: 1, share: 3, close_limit_price: '', close_limit_share: 0 });
    const closed = (await all(u)).find((x) => x.status === 3);
    // fired by the tick at 50,600: exit 50,600 × 0.9999 = 50,594.94; (50,594.94 − 50,005) × 0.01 = 5.8994
    expect(closed).toMatchObject({ share: 1, close_reason: 'limit', fact_profits: '5.899400' });

    await call(u, '/lever/close_limit', { id: p.id, share: 3, price: '52000' });
    expect(refusal(await call(u, '/lever/close', { id: p.id }))).toBe('ok');
    expect((await call(u, '/lever/close_limits', {})).body.message).toEqual([]);
    expect(refusal(await call(u, '/lever/close_limit_cancel', { id: p.id }))).toBe('lever_position_not_open');
    await tick(t, '52000.00');
    expect((await all(u)).length).toBe(2);
    await ledgerClean();
  });
});

describe('futures: margin add and remove', () => {
  it('moves the liquidation price, holds through the ledger, and keeps the position above maintenance', async () => {
    const u = await trader(t, '1000');
    const p = await open(u, 2);
    expect(p.liquidation_price).toBe('46004.60');
    const added = await call(u, '/lever/margin', { id: p.id, action: 'add', amount: '50' });
    // margin 150.01 against the opening 100.01: cushion 130.008 ÷ 0.02 = 6,500.40 below the entry
    expect(position(added)).toMatchObject({
      caution_money: '150.010000',
      origin_caution_money: '100.010000',
      liquidation_price: '43504.60',
    });
    expect(await futures(t, u.uid)).toEqual({ available: D('849.48995'), frozen: D('150.01') });

    const removed = await call(u, '/lever/margin', { id: p.id, action: 'remove', amount: '100' });
    expect(position(removed)).toMatchObject({ caution_money: '50.010000', liquidation_price: '48504.60' });
    expect(await futures(t, u.uid)).toEqual({ available: D('949.48995'), frozen: D('50.01') });
    // at 50,000 the P&L is −0.1: at most 50.01 − 0.1 − 20.002 − 0.02 × 0.01 = 29.9078 may leave
    expect(refusal(await call(u, '/lever/margin', { id: p.id, action: 'remove', amount: '29.9079' }))).toBe(
      'lever_margin_remove_too_much',
    );
    expect(refusal(await call(u, '/lever/margin', { id: p.id, action: 'remove', amount: '29.9078' }))).toBe(
      'ok',
    );
    expect(refusal(await call(u, '/lever/margin', { id: p.id, action: 'add', amount: '5000' }))).toBe(
      'lever_margin_insufficient',
    );
    expect(refusal(await call(u, '/lever/margin', { id: p.id, action: 'add', amount: '0' }))).toBe(
      'lever_margin_amount_invalid',
    );
    const after = await find(t, u, p.id);
    expect(after).toMatchObject({ status: 1, caution_money: '20.102200', liquidation_price: '49999.99' });
    expect((await futures(t, u.uid)).frozen.toFixed()).toBe('20.1022');
    await ledgerClean();
  });
});

describe('futures: margin warning', () => {
  async function warnings(uid: number) {
    const r = await t.database.db.execute<
      { params: Record<string, string>; link: string } & Record<string, unknown>
    >(
      sql`SELECT params, link FROM notifications WHERE user_id = ${uid} AND key = 'futures_margin_warning' ORDER BY id`,
    );
    return r.rows;
  }

  it('fires once per crossing of 80 %, and again only after the ratio went back under 70 %', async () => {
    const u = await trader(t, '1000');
    // 2 lots at 50,005 ×10: margin 100.01, maintenance 20.002; 80 % at 46,254.63, 70 % at 46,433.22
    const p = await open(u, 2);
    await tick(t, '46300.00');
    expect(await warnings(u.uid)).toHaveLength(0);
    await tick(t, '46254.00');
    const [first] = await warnings(u.uid);
    // equity 100.01 + (46,254 − 50,005) × 0.02 = 24.99; 20.002 ÷ 24.99 = 80.04… % (rounded up)
    expect(first).toMatchObject({
      params: { symbol: 'BTC/USDT', ratio: '80.05', price: '46254', liquidation_price: '46004.6' },
      link: '/pages/transaction/contract_order',
    });
    await tick(t, '46100.00');
    await tick(t, '46400.00');
    await tick(t, '46200.00');
    expect(await warnings(u.uid)).toHaveLength(1);
    await tick(t, '46500.00');
    await tick(t, '46250.00');
    expect(await warnings(u.uid)).toHaveLength(2);
    // added margin takes it back under: the next tick re-arms it, and only a new crossing warns again
    await call(u, '/lever/margin', { id: p.id, action: 'add', amount: '100' });
    await tick(t, '46240.00');
    await tick(t, '46230.00');
    expect(await warnings(u.uid)).toHaveLength(2);
    await ledgerClean();
  });
});

describe('futures: what a coupon or a copy keeps whole', () => {
  it('a position paid in part by a coupon is neither split nor given or relieved of margin', async () => {
    const u = await trader(t, '1000');
    const couponId = await grant(t, (await campaign(t)).id, u.uid);
    const r = await submit(t, u, { type: 1, share: 2, multiple: 10, coupon_id: couponId });
    const p = position(r);
    expect(refusal(await call(u, '/lever/close_part', { id: p.id, share: 1 }))).toBe(
      'lever_partial_not_allowed',
    );
    expect(refusal(await call(u, '/lever/close_limit', { id: p.id, share: 1, price: '51000' }))).toBe(
      'lever_partial_not_allowed',
    );
    for (const action of ['add', 'remove'])
      expect(refusal(await call(u, '/lever/margin', { id: p.id, action, amount: '10' }))).toBe(
        'lever_partial_not_allowed',
      );
    expect((await find(t, u, p.id))?.caution_money).toBe('100.010000');
    // whole, it closes as before
    expect(refusal(await call(u, '/lever/close_part', { id: p.id, share: 2 }))).toBe('ok');
    await ledgerClean();
  });
});
