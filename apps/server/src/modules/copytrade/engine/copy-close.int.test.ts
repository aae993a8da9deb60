import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../../test/api';
import type { TestApp } from '../../../../test/test-app';
import { runOvernight } from '../../futures/overnight';
import { futures, setStop, tick, withFuturesApp } from '../../futures/futures.testing';
import { checkLedger } from '../../ledger/invariants';
import { close, copiesOf, makeFollow, makeTrader, open, row, settle, type User } from './copy.testing';

/**
 * Closing copies: whatever closes a trader's position — manual, TP, SL, liquidation, batch
 * close, the overnight fee's liquidation — closes every copy still attached to it, at the mark of that
 * moment, with reason `copy` and the trader's reason on the copy's record. A detached copy (self-holding) is
 * left open; an attached one cannot be closed or re-stopped by its follower, and batch close skips it.
 */

let t: TestApp;
withFuturesApp((app) => (t = app));

/** A trader with one follower (fixed 1 lot); the copy of `open` is made at `copyMark`. */
async function pair(opts: { leverage?: number; tp?: string; sl?: string; copyMark: string }) {
  await tick(t, '50000');
  const trader = await makeTrader(t, '10000');
  const follower = await makeTrader(t, '10000');
  const follow = await makeFollow(t, follower, trader, { type: 2, number: '1' });
  const p = await open(t, trader, { share: 1, multiple: opts.leverage ?? 10, tp: opts.tp, sl: opts.sl });
  await tick(t, opts.copyMark);
  await settle(t);
  const copyId = (await copiesOf(t, p.id)).get(follow)!.positionId!;
  return { trader, follower, follow, p, copyId };
}

/** A copy's recorded result: its realised P&L net of its fees (fact_profits − trade_fee − overnight_money). */
const netOf = (r: { factProfits: string | null; tradeFee: string; overnightMoney: string }) =>
  new Decimal(r.factProfits ?? 'NaN').minus(r.tradeFee).minus(r.overnightMoney).toFixed();

async function expectClosedByTrader(
  s: { p: { id: number }; follow: number; copyId: number },
  reason: string,
  mark: string,
) {
  await settle(t);
  expect((await row(t, s.p.id)).closeReason).toBe(reason);
  const copy = await row(t, s.copyId);
  expect([copy.status, copy.closeReason, copy.closeOriginPrice]).toEqual([3, 'copy', mark]);
  expect((await copiesOf(t, s.p.id)).get(s.follow)).toMatchObject({
    status: 'closed',
    closeCause: 'trader',
    traderCloseReason: reason,
    profit: netOf(copy),
  });
}

describe('a trader’s close closes the attached copies, for every reason', () => {
  it('manual', async () => {
    const s = await pair({ copyMark: '50100' });
    await tick(t, '50200');
    expect((await close(t, s.trader, s.p.id)).body.type).toBe('ok');
    await expectClosedByTrader(s, 'manual', '50200');
  });

  it('take-profit (the trader’s TP, not valid for the copy, fires)', async () => {
    // TP 50,104 is below the copy's entry at 50,100 (50,105.01): the copy carries none
    const s = await pair({ tp: '50104', copyMark: '50100' });
    expect((await row(t, s.copyId)).takeProfit).toBeNull();
    await tick(t, '50110');
    await expectClosedByTrader(s, 'tp', '50110');
  });

  it('stop-loss (the copy’s own SL removed, so only the trader’s close can close it)', async () => {
    const s = await pair({ sl: '49500', copyMark: '50100' });
    await t.database.db.execute(sql`UPDATE lever_positions SET stop_loss = NULL WHERE id = ${s.copyId}`);
    t.services.futures.changed([await row(t, s.copyId)]);
    await tick(t, '49490');
    await expectClosedByTrader(s, 'sl', '49490');
  });

  it('liquidation (the copy, made after a fall, has a lower level)', async () => {
    // ×100: the trader's level is about 49,605; the copy opened at 49,800 about 49,406
    const s = await pair({ leverage: 100, copyMark: '49800' });
    await tick(t, '49600');
    await expectClosedByTrader(s, 'liquidation', '49600');
    expect((await row(t, s.copyId)).liquidationPrice).not.toBeNull();
  });

  it('batch close', async () => {
    const s = await pair({ copyMark: '50100' });
    const r = await post(t.app, '/lever/batch_close', { type: 0 }, { token: s.trader.token });
    expect(r.body.message).toMatchObject({ closed: 1 });
    await expectClosedByTrader(s, 'batch', '50100');
  });

  it('liquidation by the overnight fee (the copy, made later, still has margin)', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const follower = await makeTrader(t, '10000');
    const follow = await makeFollow(t, follower, trader, { type: 2, number: '1' });
    // ×100, 1 lot: margin 5.0005, overnight 0.10001 a day; the price rises, so no risk liquidation
    const p = await open(t, trader, { share: 1, multiple: 100 });
    await tick(t, '60000');
    const day = (n: number) => new Date(Date.now() + n * 86_400_000);
    for (let n = 1; n <= 45; n++) await runOvernight(t.database.db, t.services.futures, day(n));
    await settle(t); // the copy opens now, with a full margin
    const copyId = (await copiesOf(t, p.id)).get(follow)!.positionId!;
    for (let n = 46; n <= 60 && (await row(t, p.id)).status === 1; n++)
      await runOvernight(t.database.db, t.services.futures, day(n));
    const traderRow = await row(t, p.id);
    expect([traderRow.status, traderRow.closeReason, traderRow.margin]).toEqual([
      3,
      'liquidation',
      '0.10001',
    ]);
    await expectClosedByTrader({ p, follow, copyId }, 'liquidation', '60000');
    expect(Number((await row(t, copyId)).overnightMoney)).toBeGreaterThan(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('attached and detached copies', () => {
  let s: Awaited<ReturnType<typeof pair>>;
  let follower: User;

  beforeAll(async () => {
    s = await pair({ copyMark: '50100' });
    follower = s.follower;
  });

  it('an attached copy refuses the follower’s close and TP/SL; batch close skips it', async () => {
    const c = await close(t, follower, s.copyId);
    expect([c.body.type, c.body.code]).toEqual(['error', 'follow_copy_attached']);
    const st = await setStop(t, follower, { id: s.copyId, target_profit_price: '60000' });
    expect(st.body.code).toBe('follow_copy_attached');
    const b = await post(t.app, '/lever/batch_close', { type: 0 }, { token: follower.token });
    expect(b.body.message).toMatchObject({ closed: 0 });
    expect((await row(t, s.copyId)).status).toBe(1);
  });

  it('self-holding detaches it: the trader’s later close leaves it open, the follower manages it', async () => {
    const view = await t.services.copyEngine.selfHold(follower.uid, s.copyId);
    expect([view.order_type, view.follow_order_id]).toEqual([1, s.p.id]);
    expect((await copiesOf(t, s.p.id)).get(s.follow)).toMatchObject({ status: 'detached' });
    // someone else's copy or a detached one cannot be detached (again)
    await expect(t.services.copyEngine.selfHold(s.trader.uid, s.copyId)).rejects.toMatchObject({
      key: 'lever_position_not_found',
    });
    await expect(t.services.copyEngine.selfHold(follower.uid, s.copyId)).rejects.toMatchObject({
      key: 'follow_copy_not_found',
    });
    expect((await close(t, s.trader, s.p.id)).body.type).toBe('ok');
    await settle(t);
    expect((await row(t, s.copyId)).status).toBe(1);
    const st = await setStop(t, follower, { id: s.copyId, target_profit_price: '60000' });
    expect(st.body.type).toBe('ok');
    const before = await futures(t, follower.uid);
    expect((await close(t, follower, s.copyId)).body.type).toBe('ok');
    await settle(t);
    const closed = await row(t, s.copyId);
    expect(closed.closeReason).toBe('manual');
    expect((await copiesOf(t, s.p.id)).get(s.follow)).toMatchObject({
      status: 'detached',
      closeCause: 'own',
      profit: netOf(closed),
    });
    expect((await futures(t, follower.uid)).frozen.lt(before.frozen)).toBe(true);
  });

  it('a copy’s own trigger closes it with cause own; the trader’s later close has nothing left to close', async () => {
    const o = await pair({ tp: '50500', copyMark: '50100' });
    expect((await row(t, o.copyId)).takeProfit).toBe('50500');
    // the copy's TP and the trader's fire on the same tick: the copy closes by its own TP
    await tick(t, '50600');
    await settle(t);
    expect((await row(t, o.copyId)).closeReason).toBe('tp');
    expect((await copiesOf(t, o.p.id)).get(o.follow)).toMatchObject({ status: 'closed', closeCause: 'own' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
