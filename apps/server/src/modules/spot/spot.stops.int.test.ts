import { Decimal } from '@meridian/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { post, type Reply } from '../../../test/api';
import { checkLedger } from '../ledger/invariants';
import { SpotStopTriggers } from './stop-triggers';
import { BTC, USDT, order, spot, trade, trader, type Trader } from './spot.testing';

let t: TestApp;
const PAIR = 1; // BTC/USDT
beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.spotStops.ready()).toBe(true);
  await tick('60000');
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

let second = 0;
/** One feed tick of BTC/USDT; waits until every stop it fired has been processed. */
async function tick(price: string, stops = () => t.services.spotStops): Promise<void> {
  second = Math.max(second + 1000, Math.floor(Date.now() / 1000) * 1000);
  t.services.market.applyTicks([{ pairId: PAIR, time: second, price, volume: '0.1' }]);
  await stops().idle();
}

interface Row {
  id: number;
  type: string;
  status: string;
  filled: string;
  cancel_reason: string;
  target_price: string;
  oco_id: number | null;
  trigger: { price: string; state: string; triggered_at: string | null } | null;
}
const ok = (r: Reply) => {
  expect(r.body.type, JSON.stringify(r.body)).toBe('ok');
  return r.body.message as Row;
};
const refusal = (r: Reply) => (r.body as { code?: string }).code;

async function orders(u: Trader): Promise<Row[]> {
  const r = await post(t.app, '/coin/list', { status: 'all', limit: 50 }, { token: u.token });
  return (r.body.message as { data: Row[] }).data;
}
const byId = async (u: Trader, id: number) => (await orders(u)).find((o) => o.id === id)!;
const usdt = (u: Trader) => spot(t, u.uid, USDT);
const btc = (u: Trader) => spot(t, u.uid, BTC);

async function notices(u: Trader): Promise<string[]> {
  const r = await t.database.db.execute<{ key: string } & Record<string, unknown>>(
    sql`SELECT key FROM notifications WHERE user_id = ${u.uid} ORDER BY id`,
  );
  return r.rows.map((x) => x.key);
}

const stopBuy = (amount: string, trigger: string, limit: string) => ({
  side: 'buy',
  type: 'stop_limit',
  amount,
  trigger_price: trigger,
  target_price: limit,
});

describe('stop-limit', () => {
  it('waits below its trigger, triggers once when the price reaches it, then fills as a limit order', async () => {
    const seller = await trader(t, { btc: '1' });
    const buyer = await trader(t, { usdt: '10000' });
    ok(await trade(t, seller, { side: 'sell', amount: '0.1', target_price: '61050' }));

    const stop = ok(await trade(t, buyer, stopBuy('0.1', '61000', '61100')));
    expect(stop).toMatchObject({ type: 'stop_limit', status: 'untriggered', filled: '0.000000' });
    expect(stop.trigger).toEqual({ price: '61000.00', state: 'untriggered', triggered_at: null });
    // the limit order's hold from the start: 0.1 × 61,100
    expect((await usdt(buyer)).frozen.toFixed()).toBe('6110');

    await tick('60999.99');
    expect((await byId(buyer, stop.id)).status).toBe('untriggered');

    await tick('61000');
    const done = await byId(buyer, stop.id);
    expect(done).toMatchObject({ status: 'filled', filled: '0.100000' });
    expect(done.trigger?.state).toBe('triggered');
    // filled at the resting 61,050: 6,105 spent, the rest of the hold released
    expect((await usdt(buyer)).available.toFixed()).toBe('3895');
    expect((await usdt(buyer)).frozen.toFixed()).toBe('0');
    expect(await notices(buyer)).toEqual(['spot_stop_triggered', 'spot_order_filled']);
    // the resting sell it filled is told too
    expect(await notices(seller)).toEqual(['spot_order_filled']);

    // a later tick past the trigger does nothing more
    await tick('61500');
    const trades = await t.database.db.execute(
      sql`SELECT id FROM spot_trades WHERE taker_order_id = ${stop.id} OR maker_order_id = ${stop.id}`,
    );
    expect(trades.rows).toHaveLength(1);
    await tick('60000');
  });

  it('a sell stop triggers at or under its trigger and rests at its limit when nothing fills', async () => {
    const u = await trader(t, { btc: '1' });
    const stop = ok(
      await trade(t, u, {
        side: 'sell',
        type: 'stop_limit',
        amount: '0.25',
        trigger_price: '59000',
        target_price: '58900',
      }),
    );
    expect((await btc(u)).frozen.toFixed()).toBe('0.25');
    await tick('59000.01');
    expect((await byId(u, stop.id)).status).toBe('untriggered');
    await tick('58950');
    expect(await byId(u, stop.id)).toMatchObject({ status: 'open', target_price: '58900.00' });
    expect((await btc(u)).frozen.toFixed()).toBe('0.25');
    const depth = await post(t.app, '/coin/depth', { symbol: 'BTC/USDT', levels: 5 });
    expect((depth.body.message as { asks: string[][] }).asks[0]).toEqual(['58900.00', '0.250000']);
    ok(await post(t.app, '/coin/cancel', { id: stop.id }, { token: u.token }));
    expect((await btc(u)).frozen.toFixed()).toBe('0');
    await tick('60000');
  });

  it('refuses a trigger already reached, a limit too far from it, and cancels a waiting stop', async () => {
    const u = await trader(t, { usdt: '10000' });
    expect(refusal(await trade(t, u, stopBuy('0.1', '59999', '60000')))).toBe('spot_stop_trigger_above');
    expect(refusal(await trade(t, u, stopBuy('0.1', '61000', '67200')))).toBe('spot_stop_limit_far');
    expect(
      refusal(await trade(t, u, { side: 'buy', type: 'stop_limit', amount: '0.1', target_price: '1' })),
    ).toBe('spot_trigger_required');
    const stop = ok(await trade(t, u, stopBuy('0.1', '61000', '67100')));
    expect((await usdt(u)).frozen.toFixed()).toBe('6710');
    const cancelled = ok(await post(t.app, '/coin/cancel', { id: stop.id }, { token: u.token }));
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'user' });
    expect(cancelled.trigger?.state).toBe('cancelled');
    expect((await usdt(u)).frozen.toFixed()).toBe('0');
    await tick('61000');
    expect((await byId(u, stop.id)).status).toBe('cancelled');
    await tick('60000');
  });
});

const ocoSell = (amount: string, tp: string, trigger: string, stopLimit: string) => ({
  side: 'sell',
  type: 'oco',
  amount,
  target_price: tp,
  trigger_price: trigger,
  stop_limit_price: stopLimit,
});

/** The two legs of the OCO whose take-profit leg is `tp`. */
async function legs(u: Trader, tp: Row): Promise<[Row, Row]> {
  const all = await orders(u);
  return [all.find((o) => o.id === tp.id)!, all.find((o) => o.id === tp.oco_id)!];
}

describe('OCO', () => {
  it('holds once; a partial fill of the take-profit cancels the stop; cancel releases the rest', async () => {
    const u = await trader(t, { btc: '1' });
    const buyer = await trader(t, { usdt: '100000' });
    const tp = ok(await trade(t, u, ocoSell('0.5', '62000', '58000', '57900')));
    expect(tp).toMatchObject({ type: 'limit', status: 'open' });
    const [, stop] = await legs(u, tp);
    expect(stop).toMatchObject({ type: 'stop_limit', status: 'untriggered', oco_id: tp.id });
    expect((await btc(u)).frozen.toFixed()).toBe('0.5');

    ok(await trade(t, buyer, { side: 'buy', amount: '0.2', target_price: '62000' }));
    const [tpAfter, stopAfter] = await legs(u, tp);
    expect(tpAfter).toMatchObject({ status: 'partial', filled: '0.200000' });
    expect(stopAfter).toMatchObject({ status: 'cancelled', cancel_reason: 'oco' });
    expect((await btc(u)).frozen.toFixed()).toBe('0.3');
    expect(await notices(u)).toEqual(['spot_oco_cancelled']);

    await tick('57000');
    expect((await legs(u, tp))[1].status).toBe('cancelled');
    ok(await post(t.app, '/coin/cancel', { id: tp.id }, { token: u.token }));
    expect((await btc(u)).frozen.toFixed()).toBe('0');
    expect((await btc(u)).available.toFixed()).toBe('0.8');
    await tick('60000');
  });

  it('a buy pair holds the larger leg; its trigger cancels the take-profit and holds what the stop needs', async () => {
    const u = await trader(t, { usdt: '10000' });
    const body = {
      side: 'buy',
      type: 'oco',
      amount: '0.1',
      target_price: '59900',
      trigger_price: '60500',
      stop_limit_price: '58000',
    };
    const tp = ok(await trade(t, u, body));
    // max(0.1 × 59,900, 0.1 × 58,000)
    expect((await usdt(u)).frozen.toFixed()).toBe('5990');
    await tick('60500');
    const [tpAfter, stop] = await legs(u, tp);
    expect(tpAfter).toMatchObject({ status: 'cancelled', cancel_reason: 'oco' });
    expect(stop).toMatchObject({ status: 'open', target_price: '58000.00' });
    expect((await usdt(u)).frozen.toFixed()).toBe('5800');
    expect((await usdt(u)).available.toFixed()).toBe('4200');
    // cancelling the stop leg cancels the pair (the take-profit is already gone) and releases its hold
    ok(await post(t.app, '/coin/cancel', { id: stop.id }, { token: u.token }));
    expect((await usdt(u)).frozen.toFixed()).toBe('0');
    await tick('60000');
    expect(refusal(await trade(t, u, { ...body, target_price: '60000' }))).toBe('spot_oco_take_profit_below');
  });

  it('cancelling the take-profit cancels the waiting stop too', async () => {
    const u = await trader(t, { btc: '1' });
    const tp = ok(await trade(t, u, ocoSell('0.4', '63000', '57000', '56900')));
    ok(await post(t.app, '/coin/cancel', { id: tp.id }, { token: u.token }));
    const [a, b] = await legs(u, tp);
    expect([a.status, b.status]).toEqual(['cancelled', 'cancelled']);
    expect((await btc(u)).frozen.toFixed()).toBe('0');
  });

  it('a fill and a trigger racing: exactly one leg goes on, the hold is released once', async () => {
    for (let i = 0; i < 8; i++) {
      const u = await trader(t, { btc: '0.5' });
      const buyer = await trader(t, { usdt: '40000' });
      const tp = ok(await trade(t, u, ocoSell('0.5', '62000', '59000', '58900')));
      // the fill's request and the tick start in both orders: either may reach the pair's queue first
      const buy = () => trade(t, buyer, { side: 'buy', amount: '0.5', target_price: '62000', tif: 'IOC' });
      const [bought] =
        i % 2 === 0
          ? await Promise.all([buy(), tick('59000')])
          : await Promise.all([buy(), new Promise((r) => setTimeout(r, 2)).then(() => tick('59000'))]);
      await t.services.spotStops.idle();
      const [a, b] = await legs(u, tp);
      const cancelled = [a, b].filter((x) => x.status === 'cancelled');
      expect(cancelled).toHaveLength(1);
      expect(cancelled[0]!.cancel_reason).toBe('oco');
      const live = a.status === 'cancelled' ? b : a;
      // what is still held is exactly the live leg's unfilled rest
      const rest = new Decimal('0.5').minus(live.filled);
      const held = ['open', 'partial'].includes(live.status) ? rest : new Decimal(0);
      expect((await btc(u)).frozen.toFixed()).toBe(held.toFixed());
      expect((await btc(u)).available.toFixed()).toBe('0');
      expect(order(bought).status).not.toBe('open');
      if (live.status === 'open' || live.status === 'partial')
        ok(await post(t.app, '/coin/cancel', { id: live.id }, { token: u.token }));
      expect((await btc(u)).frozen.toFixed()).toBe('0');
      await tick('60000');
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('restart', () => {
  it('a new leader rebuilds the waiting stops from the rows and triggers them', async () => {
    const u = await trader(t, { usdt: '10000' });
    const stop = ok(await trade(t, u, stopBuy('0.1', '61000', '61100')));
    await t.services.spotStops.stop();
    const fresh = new SpotStopTriggers({
      db: t.database.db,
      pool: t.database.pool,
      spot: t.services.spot,
      market: t.services.market,
      log: t.app.log,
    });
    try {
      expect(await fresh.ready()).toBe(true);
      expect(fresh.index.get(`stop:${stop.id}`)).toBeDefined();
      await tick('60999', () => fresh);
      expect((await byId(u, stop.id)).status).toBe('untriggered');
      await tick('61000', () => fresh);
      expect(await byId(u, stop.id)).toMatchObject({ status: 'open', trigger: { state: 'triggered' } });
      ok(await post(t.app, '/coin/cancel', { id: stop.id }, { token: u.token }));
    } finally {
      await fresh.stop();
    }
  });
});
