import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { futures, tick, withFuturesApp } from '../../futures/futures.testing';
import { checkLedger } from '../../ledger/invariants';
import { notifications } from '../../notifications/notifications.schema';
import { copyProfitShares } from '../copytrade.schema';
import { close, copiesOf, followRow, makeFollow, makeTrader, norm, open, row, settle } from './copy.testing';

/**
 * The money around copies: the follow's budget caps the margin its open copies hold;
 * the copier stop-loss stops the follow and closes its copies (after a copy's close, and on the marks); the
 * trader's profit share is paid in the copy's close transaction, only above the follow's high-water mark.
 * A copy's result is net of its fees (fact_profits − trade_fee − overnight_money): that is what is shared,
 * what the follow's realised result adds up and what the stop-loss measures.
 * Worked numbers: BTC 0.01 per lot, ×10, spread 0.01 % each way, fee 0.05 % of the entry notional (one lot at
 * 50,005.00: 0.250025); no overnight fee (nothing stays open past midnight).
 */

let t: TestApp;
withFuturesApp((app) => (t = app));

const noteOf = (userId: number, key: 'copy_stopped' | 'copy_share_received') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.key, key)));

describe('budget', () => {
  it('a copy is skipped when the open copies’ margin + its margin and fee would exceed the budget', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '10000');
    // 2 lots at 50,005.00: margin 100.01, fee 0.50005 → each copy needs 100.51005
    const follow = await makeFollow(t, f, trader, { type: 2, number: '2', budget: '250' });
    const p1 = await open(t, trader, { share: 1 });
    const p2 = await open(t, trader, { share: 1 });
    const p3 = await open(t, trader, { share: 1 });
    await settle(t);
    expect((await copiesOf(t, p1.id)).get(follow)).toMatchObject({ status: 'open' }); // 0 + 100.51005
    expect((await copiesOf(t, p2.id)).get(follow)).toMatchObject({ status: 'open' }); // 100.01 + 100.51005
    // 200.02 + 100.51005 = 300.53005 > 250
    expect((await copiesOf(t, p3.id)).get(follow)).toMatchObject({ status: 'skipped', skipReason: 'budget' });
    // the first closes with its trader: its margin no longer counts
    expect((await close(t, trader, p1.id)).body.type).toBe('ok');
    await settle(t);
    const p4 = await open(t, trader, { share: 1 });
    await settle(t);
    expect((await copiesOf(t, p4.id)).get(follow)).toMatchObject({ status: 'open' });
    expect((await t.services.copyEngine.liveOf([follow])).get(follow)).toMatchObject({ open_copies: 2 });
  });
});

describe('profit share above the high-water mark', () => {
  it('pays 10 % of what is above the mark; a loss is recovered before anything is paid again', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000', '10');
    const f = await makeTrader(t, '10000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1', share: '10' });
    const traderBefore = await futures(t, trader.uid);

    const round = async (openAt: string, closeAt: string) => {
      await tick(t, openAt);
      const p = await open(t, trader, { share: 1 });
      await settle(t);
      await tick(t, closeAt);
      expect((await close(t, trader, p.id)).body.type).toBe('ok');
      await settle(t);
      return (await copiesOf(t, p.id)).get(follow)!;
    };

    // 1: entry 50,005.00, exit 50,494.95 → gross +4.8995, fee 0.250025 → net 4.649475; cumulative 4.649475
    //    over the mark 0 → share 10 % = 0.4649475 → 0.464947 (6 decimals, down)
    const c1 = await round('50000', '50500');
    expect([c1.profit, c1.share]).toEqual(['4.649475', '0.464947']);
    expect(await followRow(t, follow)).toMatchObject({
      realised: '4.649475',
      highWater: '4.649475',
      sharesPaid: '0.464947',
    });
    // 2: entry 50,505.05, exit 49,995.00 → gross −5.1005, fee 0.25252525 → 0.252526 → net −5.353026;
    //    cumulative 4.649475 − 5.353026 = −0.703551, under the mark: nothing
    const c2 = await round('50500', '50000');
    expect([c2.profit, c2.share]).toEqual(['-5.353026', '0']);
    expect(await followRow(t, follow)).toMatchObject({ realised: '-0.703551', highWater: '4.649475' });
    // 3: entry 50,005.00, exit 50,594.94 → gross +5.8994, fee 0.250025 → net 5.649375; cumulative
    //    −0.703551 + 5.649375 = 4.945824: only 0.296349 above 4.649475 → 0.0296349 → 0.029634
    const c3 = await round('50000', '50600');
    expect([c3.profit, c3.share]).toEqual(['5.649375', '0.029634']);
    expect(await followRow(t, follow)).toMatchObject({
      realised: '4.945824',
      highWater: '4.945824',
      sharesPaid: '0.494581', // 0.464947 + 0.029634
    });

    // listed for both sides, moved through the ledger from the follower's futures account to the trader's
    const shares = (
      await t.database.db.select().from(copyProfitShares).where(eq(copyProfitShares.followId, follow))
    ).map(norm);
    expect(shares.map((s) => [s.profit, s.aboveHighWater, s.rate, s.amount])).toEqual([
      ['4.649475', '4.649475', '10', '0.464947'],
      ['5.649375', '0.296349', '10', '0.029634'],
    ]);
    expect(shares.every((s) => s.traderUserId === trader.uid && s.followerUserId === f.uid)).toBe(true);
    const entries = await t.database.db.execute<{ n: number } & Record<string, unknown>>(
      sql`SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'copy_profit_share' AND ref_type = 'copy_trade'
            AND ref_id IN (${String(c1.id)}, ${String(c3.id)})`,
    );
    expect(entries.rows[0]!.n).toBe(2);
    // the trader's own three trades moved their balance too: the shares are what is left beside them
    const own = await t.database.db.execute<{ v: string } & Record<string, unknown>>(
      sql`SELECT coalesce(sum(fact_profits - trade_fee), 0)::text AS v FROM lever_positions
           WHERE user_id = ${trader.uid} AND status = 3`,
    );
    expect(
      (await futures(t, trader.uid)).available.minus(traderBefore.available).minus(own.rows[0]!.v).toFixed(),
    ).toBe('0.494581');
    // the follower: the fees (0.250025, 0.25252525 → 0.252526, 0.250025), the P&L, minus the shares
    const fees = [c1, c2, c3].map(async (c) => (await row(t, c.positionId!)).tradeFee);
    const feeTotal = (await Promise.all(fees)).reduce((s, x) => s + Number(x), 0);
    expect(feeTotal.toFixed(6)).toBe('0.752576');
    // 10000 + gross 5.6984 − fees 0.752576 − shares 0.494581 (= 10000 + net 4.945824 − shares)
    expect((await futures(t, f.uid)).available.toFixed()).toBe('10004.451243');
    expect(await noteOf(trader.uid, 'copy_share_received')).toHaveLength(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('the share is taken from the result net of the copy’s fees', () => {
  it('a copy whose gross P&L is positive but under its open fee pays no share and lowers realised', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000', '10');
    const f = await makeTrader(t, '10000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1', share: '10' });
    const traderBefore = await futures(t, trader.uid);
    const p = await open(t, trader, { share: 1 });
    await settle(t);
    // exit ⌊50,020 × 0.9999⌋ = 50,014.99: gross (50,014.99 − 50,005.00) × 0.01 = +0.0999, under the fee
    // 0.250025 → net −0.150125 (the gross rule would have paid 10 % of 0.0999 = 0.00999)
    await tick(t, '50020');
    expect((await close(t, trader, p.id)).body.type).toBe('ok');
    await settle(t);
    const copy = (await copiesOf(t, p.id)).get(follow)!;
    expect((await row(t, copy.positionId!)).factProfits).toBe('0.0999');
    expect([copy.status, copy.profit, copy.share]).toEqual(['closed', '-0.150125', '0']);
    expect(await followRow(t, follow)).toMatchObject({
      realised: '-0.150125',
      highWater: '0',
      sharesPaid: '0',
    });
    expect(
      await t.database.db.select().from(copyProfitShares).where(eq(copyProfitShares.followId, follow)),
    ).toEqual([]);
    expect(await noteOf(trader.uid, 'copy_share_received')).toHaveLength(0);
    // the follower paid the fee and got the gross P&L, nothing more: 10000 + 0.0999 − 0.250025
    expect((await futures(t, f.uid)).available.toFixed()).toBe('9999.849875');
    // the trader got no share: only their own position's result moved their balance
    const own = await row(t, p.id);
    expect(
      (await futures(t, trader.uid)).available
        .minus(traderBefore.available)
        .minus(own.factProfits!)
        .plus(own.tradeFee)
        .toFixed(),
    ).toBe('0');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('copier stop-loss', () => {
  it('after a copy’s close: realised + the open copies’ unrealised (net) at −1 % of the budget stops', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '10000');
    // budget 1,000, stop-loss 1 % → at a result of −10 USDT
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1', budget: '1000', stopLoss: 1 });
    const a = await open(t, trader, { share: 1 });
    const b = await open(t, trader, { share: 1 });
    await settle(t);
    await tick(t, '49000');
    // A's copy: exit 48,995.10 → −10.099 − fee 0.250025 = −10.349025; B's copy on the mark 49,000:
    // −10.05 − 0.250025 = −10.300025 → −20.64905 ≤ −10
    expect((await close(t, trader, a.id)).body.type).toBe('ok');
    await settle(t);
    const fr = await followRow(t, follow);
    expect([fr.status, fr.endReason]).toEqual(['stopped', 'stop_loss']);
    const copyB = (await copiesOf(t, b.id)).get(follow)!;
    // B's copy closes at 48,995.10 as well: −10.099 − 0.250025
    expect(copyB).toMatchObject({ status: 'closed', closeCause: 'stop_loss', profit: '-10.349025' });
    expect((await row(t, copyB.positionId!)).closeReason).toBe('copy_stop');
    expect((await row(t, b.id)).status).toBe(1); // the trader's own position is not touched
    const notes = await noteOf(f.uid, 'copy_stopped');
    expect(notes).toHaveLength(1);
    expect(notes[0]!.params).toMatchObject({ loss: '20.70', percent: 1 }); // 2 × 10.349025 = 20.69805
    // a stopped follow copies nothing more
    const c = await open(t, trader, { share: 1 });
    await settle(t);
    expect((await copiesOf(t, c.id)).size).toBe(0);
  });

  it('on the marks: the check stops a follow once its open copies lose 1 % of the budget net of the fee', async () => {
    await tick(t, '50000');
    const trader = await makeTrader(t, '10000');
    const f = await makeTrader(t, '10000');
    const follow = await makeFollow(t, f, trader, { type: 2, number: '1', budget: '1000', stopLoss: 1 });
    const p = await open(t, trader, { share: 1 });
    await settle(t);
    await tick(t, '49100'); // (49,100 − 50,005) × 0.01 = −9.05, − fee 0.250025 = −9.300025: not yet
    await t.services.copyEngine.checkStopLosses();
    expect((await followRow(t, follow)).status).toBe('active');
    // −9.85 gross (above −10: the gross rule would wait), − 0.250025 = −10.100025 ≤ −10: stops
    await tick(t, '49020');
    await t.services.copyEngine.checkStopLosses();
    expect((await followRow(t, follow)).status).toBe('stopped');
    const copy = (await copiesOf(t, p.id)).get(follow)!;
    expect(copy).toMatchObject({ status: 'closed', closeCause: 'stop_loss' });
    expect((await row(t, copy.positionId!)).closeReason).toBe('copy_stop');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
