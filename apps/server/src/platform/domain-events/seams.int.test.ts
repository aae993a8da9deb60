import { Decimal } from '@meridian/contract';
import { type WithdrawalRecord } from '@meridian/contract/wallet';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runOvernight } from '../../modules/futures/overnight';
import * as futures from '../../modules/futures/futures.testing';
import { checkLedger } from '../../modules/ledger/invariants';
import * as options from '../../modules/options/options.testing';
import * as spot from '../../modules/spot/spot.testing';
import { claimDeposit, verifiedUser } from '../../modules/wallet/wallet.testing';

/**
 * Each seam of records exactly one durable event, in its own transaction, with the payload
 * of what happened: futures opened / changed / closed (each reason), a spot fill, a settled option, a
 * credited deposit and a paid withdrawal.
 */
let t: TestApp;
const OPERATOR = 1;
const DAY = 86_400_000;

interface Recorded {
  id: number;
  name: string;
  payload: Record<string, unknown>;
}

let seen = 0;
/**
 * The events recorded since the last call, but registrations (`account.registered`: each set-up user
 * records one; the register test checks them).
 */
async function recorded(): Promise<Recorded[]> {
  const r = await t.database.db.execute<{ id: string; name: string; payload: Record<string, unknown> }>(
    sql`SELECT id, name, payload FROM domain_events WHERE id > ${seen} ORDER BY id`,
  );
  seen = r.rows.reduce((max, row) => Math.max(max, Number(row.id)), seen);
  r.rows = r.rows.filter((row) => row.name !== 'account.registered');
  return r.rows.map((row) => ({ id: Number(row.id), name: row.name, payload: row.payload }));
}
const names = (rows: Recorded[]) => rows.map((r) => r.name);
const only = (rows: Recorded[], name: string) => {
  expect(names(rows)).toEqual([name]);
  return rows[0]!.payload;
};

beforeAll(async () => {
  t = await createTestApp();
  await futures.tick(t, '50000.00');
  await recorded();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

describe('futures: opened, changed, closed', () => {
  it('a market open, its TP/SL, its overnight fee and a manual close: one event each', async () => {
    const u = await futures.trader(t, '1000');
    const p = futures.position(await futures.submit(t, u, { type: 1, share: 2, multiple: 10 }));
    expect(only(await recorded(), 'futures.position_opened')).toEqual({
      positionId: p.id,
      userId: u.uid,
      pairId: futures.BTC_PAIR,
      side: 1,
      orderKind: 'market',
      lots: 2,
      quantity: '0.02',
      leverage: 10,
      price: '50005',
      margin: '100.01',
      fee: '0.50005',
      takeProfit: null,
      stopLoss: null,
      liquidationPrice: '46004.6',
      openedAt: expect.any(String) as string,
      // the user's own position, not a copy of a trader's
      copyOf: null,
    });

    await post(t.app, '/lever/setstop', { id: p.id, target_profit_price: '52000' }, { token: u.token });
    expect(only(await recorded(), 'futures.position_changed')).toMatchObject({
      positionId: p.id,
      change: 'stops',
      takeProfit: '52000',
      stopLoss: null,
      margin: '100.01',
    });

    expect(await runOvernight(t.database.db, t.services.futures, new Date(Date.now() + DAY))).toBe(1);
    expect(only(await recorded(), 'futures.position_changed')).toMatchObject({
      positionId: p.id,
      change: 'overnight_fee',
      overnightFees: '0.20002',
      margin: '99.80998',
      takeProfit: '52000',
    });

    await futures.tick(t, '51000.00');
    await post(t.app, '/lever/close', { id: p.id }, { token: u.token });
    const closed = only(await recorded(), 'futures.position_closed');
    expect(closed).toMatchObject({
      positionId: p.id,
      userId: u.uid,
      reason: 'manual',
      markPrice: '51000',
      shortfall: '0',
      margin: '99.80998',
    });
    const row = await futures.find(t, u, p.id);
    expect(new Decimal(closed.profit as string).eq(row!.fact_profits)).toBe(true);
    expect(new Decimal(closed.closePrice as string).eq(row!.close_price)).toBe(true);
    await futures.tick(t, '50000.00');
    await recorded();
  });

  it('a limit order records nothing until its limit is reached; TP, SL, liquidation and batch closes', async () => {
    const u = await futures.trader(t, '5000');
    const limit = futures.position(
      await futures.submit(t, u, { type: 1, share: 1, multiple: 10, status: 0, target_price: '49000' }),
    );
    const pending = futures.position(
      await futures.submit(t, u, { type: 2, share: 1, multiple: 10, status: 0, target_price: '53000' }),
    );
    await post(t.app, '/lever/cancel', { id: pending.id }, { token: u.token });
    expect(await recorded()).toEqual([]); // pending orders and their cancel are not positions

    await futures.tick(t, '48990.00');
    expect(only(await recorded(), 'futures.position_opened')).toMatchObject({
      positionId: limit.id,
      orderKind: 'limit',
      price: '49000',
    });

    const tp = futures.position(
      await futures.submit(t, u, { type: 1, share: 1, multiple: 10, target_profit_price: '49500' }),
    );
    const sl = futures.position(
      await futures.submit(t, u, { type: 2, share: 1, multiple: 10, stop_loss_price: '49400' }),
    );
    const liq = futures.position(await futures.submit(t, u, { type: 2, share: 2, multiple: 10 }));
    expect(names(await recorded())).toEqual(Array(3).fill('futures.position_opened'));
    await futures.tick(t, '49500.00'); // TP of the long, SL of the short
    const stops = await recorded();
    expect(stops.map((e) => [e.name, e.payload.positionId, e.payload.reason]).sort()).toEqual(
      [
        ['futures.position_closed', sl.id, 'sl'],
        ['futures.position_closed', tp.id, 'tp'],
      ].sort(),
    );
    await futures.tick(t, '60000.00'); // far past the short's liquidation level
    const liquidated = await recorded();
    const liqEvent = liquidated.find((e) => e.payload.positionId === liq.id);
    expect(liqEvent?.payload).toMatchObject({ reason: 'liquidation', markPrice: '60000' });
    expect(new Decimal(liqEvent?.payload.shortfall as string).gt(0)).toBe(true);
    expect(liquidated.filter((e) => e.payload.positionId === liq.id)).toHaveLength(1);

    await post(t.app, '/lever/batch_close', { type: 'all' }, { token: u.token });
    const batch = liquidated.filter((e) => e.payload.positionId !== liq.id).concat(await recorded());
    expect(batch.map((e) => [e.name, e.payload.positionId, e.payload.reason])).toEqual([
      ['futures.position_closed', limit.id, 'batch'],
    ]);
    await futures.tick(t, '50000.00');
  });
});

describe('spot, options, wallet', () => {
  it('a spot fill: one spot.filled with both sides, their fees and fee currencies', async () => {
    const maker = await spot.trader(t, { btc: '1' });
    const taker = await spot.trader(t, { usdt: '100000' });
    const sell = spot.order(
      await spot.trade(t, maker, { side: 'sell', amount: '0.5', target_price: '96000' }),
    );
    expect(await recorded()).toEqual([]);
    const buy = spot.order(await spot.trade(t, taker, { side: 'buy', amount: '0.5', target_price: '96100' }));
    expect(only(await recorded(), 'spot.filled')).toMatchObject({
      pairId: 1,
      baseId: spot.BTC,
      quoteId: spot.USDT,
      takerSide: 'buy',
      price: '96000',
      amount: '0.5',
      total: '48000',
      taker: { userId: taker.uid, orderId: buy.id, fee: '0.00075', feeCurrencyId: spot.BTC },
      maker: { userId: maker.uid, orderId: sell.id, fee: '48', feeCurrencyId: spot.USDT },
    });
  });

  it('a settled option: one options.settled per order with its result and payout', async () => {
    const clock = options.fakeClock(t, (Math.floor(Date.now() / 1000) - 3600) * 1000 + 400);
    const u = await options.optionTrader(t, '1000');
    await options.settlerReady(t);
    const sec = Math.floor(clock.now() / 1000);
    options.tick(t, options.BTC_USDT, sec, '100.00');
    const order = options.orderOf(await options.submit(t, u, { type: 1, seconds: 30, number: '100' }));
    await recorded();
    const settle = sec + 30;
    clock.set(settle * 1000 + 900);
    options.tick(t, options.BTC_USDT, settle, '101.00');
    clock.set((settle + 1) * 1000 + 100);
    options.tick(t, options.BTC_USDT, settle + 1, '101.00');
    await t.services.optionsSettler.idle();
    expect(only(await recorded(), 'options.settled')).toMatchObject({
      orderId: order.id,
      userId: u.uid,
      currencyId: options.USDT,
      stake: '100',
      result: 1,
      reason: 'settled',
      endPrice: '101',
      payout: '180',
      profit: '80',
    });
  });

  it('a credited deposit and a paid withdrawal: one event each (a rejected one records none)', async () => {
    const u = await verifiedUser(t);
    const claim = await claimDeposit(t, u.token, '100');
    expect(await recorded()).toEqual([]);
    await t.services.deposits.approve(claim.id, OPERATOR);
    expect(only(await recorded(), 'wallet.deposit_credited')).toMatchObject({
      depositId: claim.id,
      userId: u.uid,
      currencyId: 3,
      amount: '100',
    });
    const out = (number: string) =>
      post(
        t.app,
        '/wallet/out',
        { currency: 3, address_id: u.addressId, pay_password: 'pay123456', number, rate: '0' },
        { token: u.token },
      );
    const paid = (await out('30')).body.message as WithdrawalRecord;
    const refused = (await out('25')).body.message as WithdrawalRecord;
    await t.services.withdrawals.reject(refused.id, OPERATOR, 'Address flagged');
    await t.services.withdrawals.approve(paid.id, OPERATOR);
    expect(only(await recorded(), 'wallet.withdrawal_paid')).toMatchObject({
      withdrawalId: paid.id,
      userId: u.uid,
      currencyId: 3,
      amount: '30',
      fee: '1',
      net: '29',
    });
  });
});
