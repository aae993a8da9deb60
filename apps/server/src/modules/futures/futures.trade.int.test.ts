import { Decimal } from '@meridian/contract';
import { FUTURES_MAX_PRICE_AGE_MS, type FuturesPosition } from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { runOvernight } from './overnight';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { EventBus } from '../../platform/events';
import { checkLedger } from '../ledger/invariants';
import { FuturesService } from './futures.service';
import { find, house, futures, position, submit, tick, trader } from './futures.testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await tick(t, '50000.00');
});

const D = (v: string) => new Decimal(v);

describe('futures: open, P&L, risk, close (worked numbers)', () => {
  it('a market long: entry after spread, margin, fee, hold; live P&L and risk; manual close', async () => {
    const u = await trader(t, '1000');
    const fees0 = await house(t, 'fees');
    const r = await submit(t, u, { type: 1, share: 2, multiple: 10 });
    expect(r.body.type).toBe('ok');
    const p = position(r);
    // 2 lots × 0.01 BTC; entry 50,000 × 1.0001 = 50,005; notional 1,000.10; margin ÷ 10; fee 0.05 %
    expect(p).toMatchObject({
      status: 1,
      type: 1,
      share: 2,
      number: '0.02',
      multiple: 10,
      origin_price: '50000.00',
      price: '50005.00',
      caution_money: '100.010000',
      origin_caution_money: '100.010000',
      trade_fee: '0.500050',
      liquidation_price: '46004.60',
    });
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995'), frozen: D('100.01') });
    expect((await house(t, 'fees')).minus(fees0).toFixed()).toBe('0.50005');

    await tick(t, '51000.00');
    const all = await post(t.app, '/lever/dealall', { currency_id: 1 }, { token: u.token });
    const m = all.body.message as {
      hazard_rate: string;
      profits: string;
      order: { data: FuturesPosition[] };
    };
    // (51,000 − 50,005) × 0.02 = 19.9; risk (100.01 + 19.9) ÷ 100.01 = 119.89 %;
    // account (899.48995 + 100.01 + 19.9) ÷ 100.01 = 1,019.29 %
    expect(m.order.data[0]).toMatchObject({
      profits: '19.900000',
      risk_rate: '119.89',
      update_price: '51000.00',
    });
    expect(m.hazard_rate).toBe('1019.29');
    expect(m.profits).toBe('19.900000');

    const c = await post(t.app, '/lever/close', { id: p.id }, { token: u.token });
    // exit 51,000 × 0.9999 = 50,994.90; (50,994.90 − 50,005) × 0.02 = 19.798
    expect(position(c)).toMatchObject({
      status: 3,
      close_reason: 'manual',
      close_origin_price: '51000.00',
      close_price: '50994.90',
      fact_profits: '19.798000',
      shortfall: '0.000000',
    });
    expect(position(c).close_time).not.toBe('');
    expect(await futures(t, u.uid)).toEqual({ available: D('1019.29795'), frozen: D('0') });
    const again = await post(t.app, '/lever/close', { id: p.id }, { token: u.token });
    expect(again.body).toMatchObject({ type: 'error', code: 'lever_position_not_open' });
  });

  it('refuses bad sizes, unknown leverage and a balance short of margin + fee (quoting both)', async () => {
    const u = await trader(t, '50');
    expect((await submit(t, u, { type: 1, share: 0, multiple: 10 })).body.code).toBe('lever_share_invalid');
    expect((await submit(t, u, { type: 1, share: 101, multiple: 10 })).body.code).toBe('lever_share_invalid');
    expect((await submit(t, u, { type: 1, share: 1, multiple: 3 })).body.code).toBe('lever_multiple_invalid');
    const r = await submit(t, u, { type: 'long', share: 2, multiple: 10 });
    expect(r.body).toMatchObject({ type: 'error', code: 'lever_insufficient_margin' });
    expect(r.body.message).toContain('margin 100.01');
    expect(await futures(t, u.uid)).toEqual({ available: D('50'), frozen: D('0') });
  });
});

describe('futures: retries', () => {
  it('refuses to open at a price older than LEVER_MAX_PRICE_AGE_MS (a stalled feed)', async () => {
    const u = await trader(t, '1000');
    const quote = t.services.market.allQuotes().find((q) => q.id === 1)!;
    const later = new FuturesService(t.database.db, t.services.ledger, t.services.market, {
      events: new EventBus(),
      now: () => new Date(quote.time + FUTURES_MAX_PRICE_AGE_MS + 1_000),
    });
    const request = { currency_id: 1, legal_id: 3, type: 1, share: 1, multiple: 10, status: 1 } as const;
    await expect(later.submit(u.uid, request)).rejects.toMatchObject({ key: 'lever_price_unavailable' });
    const fresh = new FuturesService(t.database.db, t.services.ledger, t.services.market, {
      events: new EventBus(),
      now: () => new Date(quote.time + FUTURES_MAX_PRICE_AGE_MS - 1_000),
    });
    const opened = await fresh.submit(u.uid, request);
    expect(opened.status).toBe(1);
    // a position opened outside the app's service reaches the trigger index only by its periodic sync, at a
    // moment later tests cannot know (a liquidation there would move the house's balances they check): close it
    const closed = await post(t.app, '/lever/close', { id: opened.id }, { token: u.token });
    expect(position(closed).status).toBe(3);
  });

  it('an Idempotency-Key replay of lever/submit returns the first position and charges once', async () => {
    const u = await trader(t, '1000');
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/lever/submit',
        headers: { authorization: u.token, 'idempotency-key': 'lever-k1' },
        payload: { currency_id: 1, legal_id: 3, type: 1, share: 2, multiple: 10 },
      });
    const a = (await send()).json<{ message: { id: number } }>();
    const b = (await send()).json<{ message: { id: number } }>();
    expect(b.message.id).toBe(a.message.id);
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995'), frozen: D('100.01') });
  });
});

describe('futures: triggers close on the tick that reaches them, with the reason', () => {
  it('take-profit of a long fires at the tick reaching it, not before', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 1, multiple: 10, target_profit_price: '52000' }));
    await tick(t, '51999.99');
    expect((await find(t, u, p.id))?.status).toBe(1);
    await tick(t, '52000.00');
    expect(await find(t, u, p.id)).toMatchObject({
      status: 3,
      close_reason: 'tp',
      close_origin_price: '52000.00',
    });
  });

  it('a level moved elsewhere (another node) is re-checked: the stale level closes nothing', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 1, multiple: 10, target_profit_price: '52000' }));
    // what a setstop on another node does, before this node's sync has read it
    await t.database.db.execute(
      sql`UPDATE lever_positions SET take_profit = 53000, updated_seq = nextval('lever_positions_seq') WHERE id = ${p.id}`,
    );
    await tick(t, '52000.00');
    expect((await find(t, u, p.id))?.status).toBe(1);
    await tick(t, '53000.00');
    expect(await find(t, u, p.id)).toMatchObject({
      status: 3,
      close_reason: 'tp',
      close_origin_price: '53000.00',
    });
  });

  it('stop-loss of a short fires when the mark rises to it', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 2, share: 1, multiple: 5, stop_loss_price: '50500' }));
    await tick(t, '50499.99');
    expect((await find(t, u, p.id))?.status).toBe(1);
    await tick(t, '50600.00');
    // closed at the tick that fired it (a gap past the level closes at that tick, not at the level)
    expect(await find(t, u, p.id)).toMatchObject({
      status: 3,
      close_reason: 'sl',
      close_origin_price: '50600.00',
    });
  });

  it('liquidation at the published threshold: risk 20 % on the mark', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    expect(p.liquidation_price).toBe('46004.60');
    await tick(t, '46004.61');
    expect((await find(t, u, p.id))?.status).toBe(1);
    await tick(t, '46004.60');
    const closed = await find(t, u, p.id);
    // exit 46,004.60 × 0.9999 → 45,999.99; (45,999.99 − 50,005) × 0.02 = −80.1002; back 100.01 − 80.1002
    expect(closed).toMatchObject({ status: 3, close_reason: 'liquidation', close_price: '45999.99' });
    expect(closed?.fact_profits).toBe('-80.100200');
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995').plus('19.9098'), frozen: D('0') });
  });

  it('a gap far past the liquidation level: the user gets 0 back, never less; the house absorbs the shortfall', async () => {
    const u = await trader(t, '1000');
    const insurance0 = await house(t, 'insurance');
    const pnl0 = await house(t, 'house_pnl');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    await tick(t, '40000.00');
    // exit 39,996.00: (39,996 − 50,005) × 0.02 = −200.18; margin 100.01 lost, 100.17 beyond it
    expect(await find(t, u, p.id)).toMatchObject({
      status: 3,
      close_reason: 'liquidation',
      close_origin_price: '40000.00',
      fact_profits: '-100.010000',
      shortfall: '100.170000',
    });
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995'), frozen: D('0') });
    expect((await house(t, 'insurance')).minus(insurance0).toFixed()).toBe('-100.17');
    expect((await house(t, 'house_pnl')).minus(pnl0).toFixed()).toBe('200.18');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('futures: limit orders', () => {
  it('a buy limit holds margin + fee, activates when the mark reaches it and enters at its limit', async () => {
    const u = await trader(t, '1000');
    const side = await submit(t, u, { type: 1, share: 1, multiple: 10, status: 0, target_price: '50001' });
    expect(side.body.code).toBe('lever_limit_price_side');
    const p = position(
      await submit(t, u, { type: 1, share: 1, multiple: 10, status: 0, target_price: '49000' }),
    );
    // 0.01 × 49,000 = 490: margin 49, fee 0.245
    expect(p).toMatchObject({ status: 0, caution_money: '49.000000', trade_fee: '0.245000', price: '' });
    expect(await futures(t, u.uid)).toEqual({ available: D('950.755'), frozen: D('49.245') });
    await tick(t, '49000.01');
    expect((await find(t, u, p.id))?.status).toBe(0);
    await tick(t, '48900.00');
    expect(await find(t, u, p.id)).toMatchObject({ status: 1, price: '49000.00', origin_price: '49000.00' });
    expect(await futures(t, u.uid)).toEqual({ available: D('950.755'), frozen: D('49') });
  });

  it('cancel releases margin and fee; a second cancel is refused', async () => {
    const u = await trader(t, '1000');
    const p = position(
      await submit(t, u, { type: 2, share: 1, multiple: 20, status: 0, target_price: '51000' }),
    );
    expect((await futures(t, u.uid)).frozen.gt(0)).toBe(true);
    const c = await post(t.app, '/lever/cancel', { id: p.id }, { token: u.token });
    expect(position(c)).toMatchObject({ status: 4, status_name: 'cancelled' });
    expect(await futures(t, u.uid)).toEqual({ available: D('1000'), frozen: D('0') });
    expect((await post(t.app, '/lever/cancel', { id: p.id }, { token: u.token })).body.code).toBe(
      'lever_order_not_pending',
    );
    await tick(t, '51500.00');
    expect((await find(t, u, p.id))?.status).toBe(4);
  });
});

describe('futures: batch close, setstop, ownership', () => {
  it('batch close: longs only, then all; each with reason batch', async () => {
    const u = await trader(t, '2000');
    const l1 = position(await submit(t, u, { type: 1, share: 1, multiple: 10 }));
    const l2 = position(await submit(t, u, { type: 1, share: 1, multiple: 5 }));
    const s1 = position(await submit(t, u, { type: 2, share: 1, multiple: 10 }));
    const r = await post(t.app, '/lever/batch_close', { type: 1 }, { token: u.token });
    expect(r.body.message).toEqual({ closed: 2, ids: [l1.id, l2.id] });
    expect((await find(t, u, l1.id))?.close_reason).toBe('batch');
    expect((await find(t, u, s1.id))?.status).toBe(1);
    const all = await post(t.app, '/lever/batch_close', { type: 'all' }, { token: u.token });
    expect(all.body.message).toEqual({ closed: 1, ids: [s1.id] });
    expect((await futures(t, u.uid)).frozen.toFixed()).toBe('0');
  });

  it('setstop: long TP above entry and mark, SL below both; short reversed; 0 clears', async () => {
    const u = await trader(t, '1000');
    const long = position(await submit(t, u, { type: 1, share: 1, multiple: 10 })); // entry 50,005, mark 50,000
    const set = (id: number, tp: string, sl: string) =>
      post(t.app, '/lever/setstop', { id, target_profit_price: tp, stop_loss_price: sl }, { token: u.token });
    expect((await set(long.id, '50004', '')).body.code).toBe('lever_tp_invalid');
    expect((await set(long.id, '', '50001')).body.code).toBe('lever_sl_invalid');
    expect((await set(long.id, '50000.001', '')).body.code).toBe('spot_price_tick');
    expect(position(await set(long.id, '50006', '49999'))).toMatchObject({
      target_profit_price: '50006.00',
      stop_loss_price: '49999.00',
    });
    const short = position(await submit(t, u, { type: 2, share: 1, multiple: 10 })); // entry 49,995
    expect((await set(short.id, '49996', '')).body.code).toBe('lever_tp_invalid');
    expect((await set(short.id, '', '49999')).body.code).toBe('lever_sl_invalid');
    expect(position(await set(short.id, '49000', '51000'))).toMatchObject({
      target_profit_price: '49000.00',
    });
    expect(position(await set(short.id, '0', ''))).toMatchObject({
      target_profit_price: '',
      stop_loss_price: '',
    });
    await tick(t, '48000.00');
    expect((await find(t, u, short.id))?.status).toBe(1);
  });

  it("another user's position: close, cancel, setstop all answer not found", async () => {
    const owner = await trader(t, '1000');
    const other = await trader(t, '1000');
    const p = position(await submit(t, owner, { type: 1, share: 1, multiple: 10 }));
    const o = position(
      await submit(t, owner, { type: 1, share: 1, multiple: 10, status: 0, target_price: '40000' }),
    );
    for (const [url, id] of [
      ['/lever/close', p.id],
      ['/lever/cancel', o.id],
      ['/lever/setstop', p.id],
    ] as const) {
      const r = await post(t.app, url, { id, target_profit_price: '60000' }, { token: other.token });
      expect(r.body, url).toMatchObject({ type: 'error', code: 'lever_position_not_found' });
    }
    expect((await find(t, owner, p.id))?.status).toBe(1);
    expect((await find(t, owner, o.id))?.status).toBe(0);
    expect(await find(t, other, p.id)).toBeUndefined();
  });
});

describe('futures: overnight fee', () => {
  it('once per position and day, out of the margin; the liquidation level moves', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await runOvernight(t.database.db, t.services.futures, tomorrow)).toBeGreaterThanOrEqual(1);
    // 1,000.10 × 0.02 % = 0.20002; liquidation 50,005 − (99.80998 − 20.002) ÷ 0.02 = 46,014.601 → 46,014.61
    expect(await find(t, u, p.id)).toMatchObject({
      caution_money: '99.809980',
      origin_caution_money: '100.010000',
      overnight_money: '0.200020',
      liquidation_price: '46014.61',
    });
    await runOvernight(t.database.db, t.services.futures, tomorrow);
    expect((await find(t, u, p.id))?.overnight_money).toBe('0.200020');
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995'), frozen: D('99.80998') });
    await tick(t, '46014.61');
    expect(await find(t, u, p.id)).toMatchObject({ status: 3, close_reason: 'liquidation' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
