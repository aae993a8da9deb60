import { Decimal, type Paginated } from '@meridian/contract';
import {
  type InviteRebateRow,
  type InviteSummary,
  type InviteTopBoard,
  type InvitedUser,
} from '@meridian/contract/invite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../../../test/api';
import { createTestApp, type TestApp } from '../../../test/test-app';
import * as futures from '../futures/futures.testing';
import { checkLedger } from '../ledger/invariants';
import * as spot from '../spot/spot.testing';
import { rebateSubscribers } from './rebates';
import { call, lastEvent, member, rebateRows, type Member } from './invite.testing';

/**
 * Rebates with the real fee formulas (INVITE_REBATE_PERCENT 20, rounded down; BTC 8 decimals, USDT 6), the feed
 * at BTC 50,000:
 *   B (invited by A) buys 0.01 BTC at 50,000 as taker from C's resting sell (C invited by D):
 *     B's fee 0.01 × 0.15 % = 0.000015 BTC → A gets 0.000003 BTC (= 0.15 USDT at 50,000);
 *     C's fee 500 × 0.1 % = 0.5 USDT → D gets 0.1 USDT.
 *   B opens 10 lots long (0.1 BTC) at mark 50,000: entry 50,005 (spread 0.01 %), notional 5,000.5,
 *     fee 0.05 % = 2.50025 USDT → A gets 0.50005 USDT.
 */
let t: TestApp;
let a: Member;
let b: Member;
let c: Member;
let d: Member;
let e: Member;

beforeAll(async () => {
  t = await createTestApp();
  expect(await t.services.futuresTriggers.ready()).toBe(true);
  a = await member(t, undefined, 'alice');
  d = await member(t, undefined, 'dora');
  b = await member(t, a.code, 'bob');
  c = await member(t, d.code, 'carl');
  e = await member(t);
  await futures.tick(t, '50000.00');
});
afterAll(() => t.close());

const spotOf = async (who: Member, currency: number) => (await spot.spot(t, who.uid, currency)).available;
const buyFrom = async (seller: Member | number, buyer: Member, amount = '0.01') => {
  if (typeof seller === 'number')
    await t.services.spot.place(seller, {
      currency_id: spot.BTC,
      legal_id: spot.USDT,
      side: 'sell',
      type: 'limit',
      amount,
      target_price: '50000',
      tif: 'GTC',
      post_only: true,
    });
  else ok(await spot.trade(t, seller, { side: 'sell', amount, target_price: '50000' }));
  ok(await spot.trade(t, buyer, { side: 'buy', amount, target_price: '50000' }));
};

describe('invite rebates', () => {
  it('the top board is empty before anyone earned a rebate', async () => {
    const board = ok<InviteTopBoard>(await call(t, '/invite/top', undefined));
    expect(board).toEqual({ data: [], rate: '20' });
  });

  it("a taker buy credits the taker's inviter 0.000003 BTC and the maker's inviter 0.1 USDT, once", async () => {
    await spot.fund(t, b.uid, spot.USDT, '10000');
    await spot.fund(t, c.uid, spot.BTC, '1');
    await buyFrom(c, b);
    expect(await rebateRows(t)).toEqual([]); // not before the delivery
    await t.services.jobs.drain();
    expect(await spotOf(a, spot.BTC)).toEqual(new Decimal('0.000003'));
    expect(await spotOf(d, spot.USDT)).toEqual(new Decimal('0.1'));
    const rows = await rebateRows(t);
    expect(rows.map(({ entry, ...r }) => ({ ...r, entry: entry !== null }))).toEqual([
      expect.objectContaining({
        inviter: a.uid,
        referee: b.uid,
        currency: spot.BTC,
        fee: '0.000015',
        rebate: '0.000003',
        entry: true,
      }),
      expect.objectContaining({
        inviter: d.uid,
        referee: c.uid,
        currency: spot.USDT,
        fee: '0.5',
        rebate: '0.1',
        entry: true,
      }),
    ]);
    expect(rows[0]?.ref).toMatch(/^trade:\d+:taker$/);
    expect(rows[1]?.ref).toMatch(/^trade:\d+:maker$/);
  });

  it('the same fill delivered again (the handler run twice) credits nothing more', async () => {
    const event = await lastEvent(t, 'spot.filled');
    const [sub] = rebateSubscribers({
      account: t.services.account,
      ledger: t.services.ledger,
      market: t.services.market,
    });
    const ctx = {} as Parameters<NonNullable<typeof sub>['handle']>[2];
    for (let i = 0; i < 2; i++)
      await t.database.db.transaction((tx) =>
        sub!.handle(
          tx,
          { id: event.id, name: 'spot.filled', payload: event.payload as never, occurredAt: new Date() },
          ctx,
        ),
      );
    expect(await spotOf(a, spot.BTC)).toEqual(new Decimal('0.000003'));
    expect(await spotOf(d, spot.USDT)).toEqual(new Decimal('0.1'));
    expect(await rebateRows(t)).toHaveLength(2);
  });

  it("a futures open credits the opener's inviter 20 % of the opening fee in USDT", async () => {
    await futures.fundFutures(t, b.uid, '1000');
    const before = await spotOf(a, spot.USDT);
    const r = await futures.submit(t, b, { type: 1, share: 10, multiple: 10 });
    const pos = futures.position(r);
    await t.services.jobs.drain();
    expect((await spotOf(a, spot.USDT)).minus(before)).toEqual(new Decimal('0.50005'));
    const row = (await rebateRows(t)).find((x) => x.ref === `position:${pos.id}`);
    expect(row).toMatchObject({
      inviter: a.uid,
      referee: b.uid,
      currency: spot.USDT,
      fee: '2.50025',
      rebate: '0.50005',
    });
  });

  it('no inviter, or an inviter that is a system account: nothing', async () => {
    const rowsBefore = (await rebateRows(t)).length;
    await spot.fund(t, e.uid, spot.USDT, '1000');
    await spot.fund(t, c.uid, spot.BTC, '1');
    // E has no inviter; the maker C's inviter D still gets the maker's share
    await buyFrom(c, e);
    await t.services.jobs.drain();
    const added = (await rebateRows(t)).slice(rowsBefore);
    expect(added.map((x) => [x.inviter, x.referee])).toEqual([[d.uid, c.uid]]);
    // E's inviter made a system account: still nothing for E's fees
    const mm = await t.services.account.ensureSystemUser('invite-test', 'System');
    await t.database.db.execute(sql`UPDATE users SET parent_id = ${mm} WHERE id = ${e.uid}`);
    await futures.fundFutures(t, e.uid, '1000');
    ok(await futures.submit(t, e, { type: 1, share: 1, multiple: 10 }));
    await t.services.jobs.drain();
    expect((await rebateRows(t)).filter((x) => x.referee === e.uid)).toEqual([]);
    expect(await spot.spot(t, mm, spot.USDT)).toEqual({ available: new Decimal(0), frozen: new Decimal(0) });
  });

  it("a fill against the house market maker (a system account) rebates the taker's side only", async () => {
    const mm = await t.services.account.ensureSystemUser('invite-mm', 'Market maker');
    await spot.fund(t, mm, spot.BTC, '1');
    const rowsBefore = (await rebateRows(t)).length;
    await buyFrom(mm, b);
    await t.services.jobs.drain();
    const added = (await rebateRows(t)).slice(rowsBefore);
    expect(added).toEqual([expect.objectContaining({ inviter: a.uid, referee: b.uid, rebate: '0.000003' })]);
    expect(added[0]?.ref).toMatch(/:taker$/);
    expect(await spotOf(a, spot.BTC)).toEqual(new Decimal('0.000006'));
  });

  it('my summary: code, link, invited count, totals per currency and in USDT, top referees masked', async () => {
    const s = ok<InviteSummary>(await call(t, '/user/invite', a));
    expect(s).toMatchObject({
      extension_code: a.code,
      invite_link: `/h5/#/pages/common/register?code=${a.code}`,
      invite_num: 1,
      rate: '20',
      // 2 × 0.000003 BTC at 50,000 (0.15 each) + 0.50005 USDT
      invite_return_total: '0.80005',
      invite_return_totals: [
        { currency_id: spot.BTC, currency: 'BTC', amount: '0.000006' },
        { currency_id: spot.USDT, currency: 'USDT', amount: '0.50005' },
      ],
      inviteList: [{ account: 'bo***@example.com', rebate_usdt: '0.80005' }],
    });
  });

  it('my invited users: masked, newest first, paginated, with what each paid me', async () => {
    const more = [await member(t, a.code, 'zed'), await member(t, a.code, 'yan')];
    // yan's identity is verified (an approved primary submission): the list says so, for yan only
    await t.database.pool.query(
      `INSERT INTO kyc_submissions (user_id, level, status, id_type, name, card_id)
       VALUES ($1, 1, 'approved', 1, 'Yan', $2)`,
      [more[1]!.uid, `Y${more[1]!.uid}-${Date.now()}`],
    );
    const p1 = ok<Paginated<InvitedUser>>(await call(t, '/invite/list', a, { page: 1, limit: 2 }));
    expect(p1.total).toBe(3);
    expect(p1.data.map((x) => [x.account, x.kyc])).toEqual([
      ['ya***@example.com', true],
      ['ze***@example.com', false],
    ]);
    const p2 = ok<Paginated<InvitedUser>>(await call(t, '/invite/list', a, { page: 2, limit: 2 }));
    expect(p2.data.map((x) => x.registered_at <= p1.data[1]!.registered_at)).toEqual([true]);
    expect(p2.data).toMatchObject([
      {
        account: 'bo***@example.com',
        kyc: false,
        rebate_usdt: '0.80005',
        rebate_count: 3,
      },
    ]);
    expect(JSON.stringify([p1, p2])).not.toContain(more[0]!.email);
    expect(JSON.stringify([p1, p2])).not.toContain(b.email);
  });

  it('my rebates: newest first, paginated, filtered by source; only mine whatever I ask', async () => {
    const all = ok<Paginated<InviteRebateRow>>(await call(t, '/invite/rebates', a, { limit: 50 }));
    expect(all.total).toBe(3);
    expect(all.data.map((r) => [r.source, r.currency, r.fee, r.rebate])).toEqual([
      ['spot', 'BTC', '0.000015', '0.000003'],
      ['futures', 'USDT', '2.50025', '0.50005'],
      ['spot', 'BTC', '0.000015', '0.000003'],
    ]);
    expect(all.data.every((r) => r.referee === 'bo***@example.com')).toBe(true);
    const fut = ok<Paginated<InviteRebateRow>>(await call(t, '/invite/rebates', a, { source: 'futures' }));
    expect(fut.data.map((r) => r.rebate)).toEqual(['0.50005']);
    const page2 = ok<Paginated<InviteRebateRow>>(await call(t, '/invite/rebates', a, { page: 2, limit: 2 }));
    expect(page2.data.map((r) => r.id)).toEqual([all.data[2]!.id]);
    // D sees D's rows only (an extra user id in the request changes nothing)
    const ofD = ok<Paginated<InviteRebateRow>>(await call(t, '/invite/rebates', d, { user_id: a.uid }));
    expect(ofD.data.map((r) => [r.currency, r.rebate, r.referee])).toEqual([
      ['USDT', '0.1', 'ca***@example.com'],
      ['USDT', '0.1', 'ca***@example.com'],
    ]);
    const listOfE = ok<Paginated<InvitedUser>>(await call(t, '/invite/list', e, { user_id: a.uid }));
    expect(listOfE).toMatchObject({ data: [], total: 0 });
    expect((await call(t, '/invite/rebates', undefined)).body.type).not.toBe('ok');
  });

  it('the top board ranks inviters by what they received, masked, with their invited counts', async () => {
    const board = ok<InviteTopBoard>(await call(t, '/invite/top', undefined));
    expect(board.data).toEqual([
      { rank: 1, account: 'al***@example.com', invite_num: 3, rebate_usdt: '0.80005' },
      { rank: 2, account: 'do***@example.com', invite_num: 1, rebate_usdt: '0.2' },
    ]);
  });

  it('the ledger holds', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
