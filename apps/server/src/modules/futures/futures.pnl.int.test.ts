import { Decimal } from '@meridian/contract';
import { FUTURES_SPREAD_PERCENT, futuresCloseResult, type FuturesPosition } from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import { runOvernight } from './overnight';
import { find, futures, position, submit, tick, trader, type Trader } from './futures.testing';

/**
 * On the worked example (2 lots BTC/USDT at 10×, mark 50,000): a stop-loss the
 * liquidation would beat is refused on submit and on setstop; a closed position reports gross, fees (open
 * fee + overnight fees, as the ledger recorded them) and net, and the close dialog's formula at the close
 * price gives exactly what is recorded.
 */

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
const setstop = (u: Trader, id: number, sl: string, tp = '') =>
  post(t.app, '/lever/setstop', { id, target_profit_price: tp, stop_loss_price: sl }, { token: u.token });

/** What the ledger posted to the house `fees` account for a position, by entry kind. */
async function ledgerFees(positionId: number): Promise<Record<string, string>> {
  const r = await t.database.db.execute<{ kind: string; amount: string } & Record<string, unknown>>(sql`
    SELECT e.kind, sum(p.amount)::text AS amount
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id
    WHERE e.ref_type = 'lever_position' AND e.ref_id = ${String(positionId)} AND a.house_code = 'fees'
    GROUP BY e.kind`);
  return Object.fromEntries(r.rows.map((x) => [x.kind, new Decimal(x.amount).toFixed()]));
}

describe('a stop-loss beyond the liquidation price is refused', () => {
  it('on submit: a long at or below its liquidation level (46,004.60), a short at or above (53,994.60)', async () => {
    const u = await trader(t, '1000');
    const at = (type: 1 | 2, sl: string) =>
      submit(t, u, { type, share: 2, multiple: 10, stop_loss_price: sl });
    const r = await at(1, '46004.60');
    expect(r.body).toMatchObject({
      type: 'error',
      code: 'lever_sl_beyond_liquidation',
      field: 'stop_loss_price',
    });
    expect(r.body.message).toContain('46,004.60');
    expect((await at(1, '40000')).body.code).toBe('lever_sl_beyond_liquidation');
    expect(await futures(t, u.uid)).toEqual({ available: D('1000'), frozen: D('0') });
    expect(position(await at(1, '46004.61'))).toMatchObject({
      stop_loss_price: '46004.61',
      liquidation_price: '46004.60',
    });
    expect((await at(2, '53994.60')).body.code).toBe('lever_sl_beyond_liquidation');
    expect(position(await at(2, '53994.59')).liquidation_price).toBe('53994.60');
  });

  it('on submit of a limit order: against the level it will open with', async () => {
    const u = await trader(t, '1000');
    // limit 48,000: notional 960, margin 96; level 48,000 − 96 × 80 % ÷ 0.02 = 44,160
    const limit = (sl: string) =>
      submit(t, u, {
        type: 1,
        share: 2,
        multiple: 10,
        status: 0,
        target_price: '48000',
        stop_loss_price: sl,
      });
    expect((await limit('44160')).body.code).toBe('lever_sl_beyond_liquidation');
    expect(position(await limit('44160.01'))).toMatchObject({ status: 0, stop_loss_price: '44160.01' });
  });

  it('on setstop: an open position (also once an overnight fee moved its level) and a pending order', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    expect((await setstop(u, p.id, '46004.60')).body).toMatchObject({
      code: 'lever_sl_beyond_liquidation',
      field: 'stop_loss_price',
    });
    expect(position(await setstop(u, p.id, '46010')).stop_loss_price).toBe('46010.00');
    await runOvernight(t.database.db, t.services.futures, new Date(Date.now() + 86_400_000));
    expect((await find(t, u, p.id))?.liquidation_price).toBe('46014.61');
    // 46,010 was fine at open; the level is 46,014.61 now
    expect((await setstop(u, p.id, '46010')).body.code).toBe('lever_sl_beyond_liquidation');
    expect(position(await setstop(u, p.id, '46014.62')).stop_loss_price).toBe('46014.62');

    const pending = position(
      await submit(t, u, { type: 2, share: 2, multiple: 10, status: 0, target_price: '52000' }),
    );
    // short limit 52,000: margin 104; level 52,000 + 104 × 80 % ÷ 0.02 = 56,160
    expect((await setstop(u, pending.id, '56160')).body.code).toBe('lever_sl_beyond_liquidation');
    expect(position(await setstop(u, pending.id, '56159.99')).stop_loss_price).toBe('56159.99');
  });
});

describe('realised P&L net of the open fee and the overnight fees', () => {
  it('open, one overnight fee, close: the dialog formula at the close price is what is recorded', async () => {
    const u = await trader(t, '1000');
    const opened = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    expect(opened).toMatchObject({ open_fee: '0.500050', fees_paid: '0.500050' });
    await runOvernight(t.database.db, t.services.futures, new Date(Date.now() + 86_400_000));
    await tick(t, '51000.00');
    const before = (await find(t, u, opened.id)) as FuturesPosition;
    expect(before).toMatchObject({ overnight_money: '0.200020', fees_paid: '0.700070' });

    // the close dialog's estimate: the contract's formula on the position as listed, at the mark it closes on
    const estimate = futuresCloseResult(
      before.type_name,
      {
        entry: before.price,
        quantity: before.number,
        margin: before.caution_money,
        openFee: before.open_fee,
        overnightFees: before.overnight_money,
      },
      '51000.00',
      FUTURES_SPREAD_PERCENT,
      2,
      6,
    );
    const closed = position(await post(t.app, '/lever/close', { id: opened.id }, { token: u.token }));
    // exit 50,994.90; gross (50,994.90 − 50,005) × 0.02 = 19.798; fees 0.50005 + 0.20002; net 19.09793
    expect(closed).toMatchObject({
      close_price: '50994.90',
      fact_profits: '19.798000',
      gross_profits: '19.798000',
      open_fee: '0.500050',
      overnight_money: '0.200020',
      fees_paid: '0.700070',
      net_profits: '19.097930',
    });
    expect(closed.close_price).toBe(estimate.exitPrice.toFixed(2));
    expect(closed.gross_profits).toBe(estimate.gross.toFixed(6));
    expect(closed.fees_paid).toBe(estimate.fees.toFixed(6));
    expect(closed.net_profits).toBe(estimate.net.toFixed(6));

    // the ledger: what the house `fees` account took for this position, and what the user's balance made
    expect(await ledgerFees(opened.id)).toEqual({ lever_fee: '0.50005', lever_overnight: '0.20002' });
    expect((await futures(t, u.uid)).available.minus(1000).toFixed()).toBe('19.09793');
    expect((await find(t, u, opened.id))?.net_profits).toBe('19.097930');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a loss beyond the margin: net is everything the position took (margin + fee), shortfall to the house', async () => {
    const u = await trader(t, '1000');
    const p = position(await submit(t, u, { type: 1, share: 2, multiple: 10 }));
    await tick(t, '45000.00'); // gaps past the liquidation level (46,004.60): liquidated on this tick
    const closed = (await find(t, u, p.id)) as FuturesPosition;
    expect(closed).toMatchObject({
      status: 3,
      close_reason: 'liquidation',
      gross_profits: '-100.010000',
      fees_paid: '0.500050',
      net_profits: '-100.510050',
      shortfall: '0.180000',
    });
    expect(await futures(t, u.uid)).toEqual({ available: D('899.48995'), frozen: D('0') });
  });

  it('a limit order: no fee while pending, none after a cancel (it was only held)', async () => {
    const u = await trader(t, '1000');
    const p = position(
      await submit(t, u, { type: 1, share: 1, multiple: 10, status: 0, target_price: '48000' }),
    );
    expect(p).toMatchObject({ trade_fee: '0.240000', open_fee: '0.000000', net_profits: '0.000000' });
    const c = position(await post(t.app, '/lever/cancel', { id: p.id }, { token: u.token }));
    expect(c).toMatchObject({ status: 4, open_fee: '0.000000', fees_paid: '0.000000' });
    expect(await ledgerFees(p.id)).toEqual({});
  });
});
