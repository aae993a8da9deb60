import { Decimal } from '@meridian/contract';
import { type LoanView } from '@meridian/contract/loans';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ok, post } from '../../../test/api';
import { fundSpot } from '../../../test/spot-users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { accrueInterest, settleMatured } from './loans.jobs';
import {
  BTC,
  borrow,
  borrower,
  btc,
  call,
  detail,
  ledgerClean,
  notificationsOf,
  pool,
  saveProduct,
  tick,
  USDT,
  usdt,
  withLoansApp,
} from './loans.testing';

/**
 * The hourly interest job (once per loan and hour however often it runs), margin calls
 * (once per crossing), liquidation through the trigger index at the tick that reaches the level (price and time
 * stored, the rest returned, a gap's shortfall absorbed by the house), repay racing liquidation, the term end.
 */

let t: TestApp;
withLoansApp((app) => (t = app));
beforeAll(async () => {
  await saveProduct(t);
});
beforeEach(async () => {
  await tick(t, '50000');
});

const HOUR = 3_600_000;
const jobDeps = () => ({ db: t.database.db });
const hoursOf = async (loanId: number) =>
  (
    await t.database.db.execute<{ n: string } & Record<string, unknown>>(
      sql`SELECT count(*)::text AS n FROM loan_events WHERE loan_id = ${loanId} AND kind = 'interest'`,
    )
  ).rows[0]!.n;

describe('hourly interest', () => {
  it("the detail sums a day's hourly charges into one row per UTC day", async () => {
    const u = await borrower(t, '1', '100');
    const loan = await borrow(t, u, '1', '32500');
    const start = new Date(loan.created_at).getTime();
    // 50 hours charged by one (late) run: the history shows one interest row per UTC day the hours ended in
    await accrueInterest(jobDeps(), t.services.loans, new Date(start + 50 * HOUR + 1000));
    expect(await hoursOf(loan.id)).toBe('50');
    const d = await detail(t, u, loan.id);
    const charged = d.history.filter((h) => h.kind === 'interest');
    const days = new Set(
      Array.from({ length: 50 }, (_, i) => new Date(start + (i + 1) * HOUR).toISOString().slice(0, 10)),
    );
    expect(charged).toHaveLength(days.size);
    expect(charged.map((h) => h.created_at.slice(0, 10))).toEqual([...days]);
    expect(charged.reduce((n, h) => n + h.hours, 0)).toBe(50);
    // 50 × 0.1625 = 8.125
    expect(charged.reduce((sum, h) => sum.plus(h.amount), new Decimal(0)).toFixed()).toBe('8.125');
    expect(d.interest_total).toBe('8.125');
    expect(d.history[0]?.kind).toBe('borrow');
    // closed, so the price moves of the tests below do not reach it
    ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
  });

  it('32,500 at 0.0005 %/h: 0.1625 an hour, charged once however often the job runs; missed hours backfilled', async () => {
    const u = await borrower(t, '1', '100');
    const loan = await borrow(t, u, '1', '32500');
    const start = new Date(loan.created_at).getTime();
    await accrueInterest(jobDeps(), t.services.loans, new Date(start + HOUR + 1000));
    await accrueInterest(jobDeps(), t.services.loans, new Date(start + HOUR + 2000));
    expect(await hoursOf(loan.id)).toBe('1');
    let d = await detail(t, u, loan.id);
    expect([d.interest, d.debt, d.interest_total]).toEqual(['0.1625', '32500.1625', '0.1625']);
    // 32,500.1625 ÷ 0.9 = 36,111.2916… → 36,111.30 (rounded up to the tick)
    expect([d.liquidation_price, d.margin_call_price]).toEqual(['36111.3', '40625.21']);

    await accrueInterest(jobDeps(), t.services.loans, new Date(start + 3 * HOUR + 5000));
    expect(await hoursOf(loan.id)).toBe('3');
    d = await detail(t, u, loan.id);
    expect(d.interest).toBe('0.4875');
    const charged = d.history.filter((h) => h.kind === 'interest');
    expect(charged.reduce((n, h) => n + h.hours, 0)).toBe(3);

    // interest first: 1,000 pays 0.4875 of interest and 999.5125 of principal
    const part = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, amount: '1000' }));
    expect([part.interest, part.principal, part.debt]).toEqual(['0', '31500.4875', '31500.4875']);
    // the next hour is on the principal left: 31,500.4875 × 0.0005 % = 0.157502437… → 0.15750244
    await accrueInterest(jobDeps(), t.services.loans, new Date(start + 4 * HOUR + 5000));
    expect((await detail(t, u, loan.id)).interest).toBe('0.15750244');

    const full = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    expect([full.status, full.repaid, full.interest_total]).toEqual([
      'repaid',
      '32500.64500244',
      '0.64500244',
    ]);
    expect((await usdt(t, u)).available.toFixed()).toBe('99.35499756');
    await accrueInterest(jobDeps(), t.services.loans, new Date(start + 9 * HOUR));
    expect(await hoursOf(loan.id)).toBe('4');
    await ledgerClean(t);
  });

  it('a repayment first charges the hours already due that the job has not reached yet', async () => {
    const u = await borrower(t, '1', '100');
    const loan = await borrow(t, u, '1', '32500');
    // borrowed 2.5 h ago, the job never ran since: two full hours are due
    await t.database.db.execute(
      sql`UPDATE loans SET accrued_until = accrued_until - interval '150 minutes' WHERE id = ${loan.id}`,
    );
    const full = ok<LoanView>(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    expect([full.status, full.repaid, full.interest_total]).toEqual(['repaid', '32500.325', '0.325']);
    expect(await hoursOf(loan.id)).toBe('2');
    expect((await usdt(t, u)).available.toFixed()).toBe('99.675');
    await ledgerClean(t);
  });

  it('runs as the crons loans.interest and loans.maturity (registered with the platform jobs)', async () => {
    await t.services.jobs.runCron(t.database.db, 'loans.interest');
    await t.services.jobs.runCron(t.database.db, 'loans.maturity');
    await t.services.jobs.drain();
    expect(await t.services.jobs.deadLetters(t.database.db)).toEqual([]);
  });
});

describe('margin call', () => {
  it('is notified once per crossing of 40,625 and again after the LTV fell back below 80 %', async () => {
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500');
    await tick(t, '40625.01');
    expect(await notificationsOf(t, u.uid, 'loan_margin_call')).toHaveLength(0);
    await tick(t, '40625');
    await tick(t, '40000');
    const calls = await notificationsOf(t, u.uid, 'loan_margin_call');
    expect(calls.map((n) => [n.params, n.link])).toEqual([
      [
        { currency: 'BTC', ltv: '80', price: '40625', liquidation_price: '36111.12' },
        `/pages/common/loan?id=${loan.id}`,
      ],
    ]);
    expect((await detail(t, u, loan.id)).margin_call).toBe(true);
    await tick(t, '41000');
    expect((await detail(t, u, loan.id)).margin_call).toBe(false);
    await tick(t, '40500');
    expect(await notificationsOf(t, u.uid, 'loan_margin_call')).toHaveLength(2);
    const d = await detail(t, u, loan.id);
    expect(d.history.filter((h) => h.kind === 'margin_call').map((h) => h.price)).toEqual(['40625', '40500']);
    // more collateral ends it at once (the LTV at 40,500 is now 40.123… %, shown 40.13)
    await fundSpot(t, u.uid, BTC, '1');
    const added = ok<LoanView>(await call(t, u, '/borrowing/add_collateral', { id: loan.id, amount: '1' }));
    expect([added.margin_call, added.ltv]).toEqual([false, '40.13']);
    await tick(t, '50000');
    ok(await call(t, u, '/borrowing/repay', { id: loan.id, full: true }));
    await ledgerClean(t);
  });
});

describe('liquidation', () => {
  it('on the tick at 36,111.12: price and time stored, 32,500 settled, 3,611.12 returned, the collateral to the pool', async () => {
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500');
    const poolBtc = await pool(t, BTC);
    const poolUsdt = await pool(t, USDT);
    await tick(t, '36111.13');
    expect((await detail(t, u, loan.id)).status).toBe('active');
    const at = await tick(t, '36111.12');
    const d = await detail(t, u, loan.id);
    expect(d).toMatchObject({
      status: 'liquidated',
      close_price: '36111.12',
      proceeds: '36111.12',
      returned: '3611.12',
      shortfall: '0',
      debt: '0',
      margin_call: false,
    });
    expect(new Date(d.closed_at!).getTime()).toBe(at);
    expect(d.history.at(-1)).toMatchObject({
      kind: 'liquidation',
      amount: '32500',
      collateral: '1',
      price: '36111.12',
    });
    expect((await btc(t, u)).frozen.toFixed()).toBe('0');
    expect((await btc(t, u)).available.toFixed()).toBe('0');
    expect((await usdt(t, u)).available.toFixed()).toBe('36111.12');
    expect((await pool(t, BTC)).minus(poolBtc).toFixed()).toBe('1');
    expect((await pool(t, USDT)).minus(poolUsdt).toFixed()).toBe('-3611.12');
    expect((await notificationsOf(t, u.uid, 'loan_liquidated')).map((n) => n.params)).toEqual([
      {
        collateral: '1',
        currency: 'BTC',
        price: '36111.12',
        debt: '32500',
        returned: '3611.12',
        borrow_currency: 'USDT',
      },
    ]);
    expect((await call(t, u, '/borrowing/repay', { id: loan.id, full: true })).body.code).toBe(
      'loan_not_active',
    );
    await ledgerClean(t);
  });

  it('a liquidation first charges the hours already due: they are debt the proceeds settle', async () => {
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500');
    await t.database.db.execute(
      sql`UPDATE loans SET accrued_until = accrued_until - interval '150 minutes' WHERE id = ${loan.id}`,
    );
    await tick(t, '36000');
    const d = await detail(t, u, loan.id);
    // two hours of 0.1625: the debt is 32,500.325, the rest of 36,000 returned
    expect(d).toMatchObject({ status: 'liquidated', interest_total: '0.325', returned: '3499.675' });
    expect((await usdt(t, u)).available.toFixed()).toBe('35999.675');
    await ledgerClean(t);
  });

  it('a gap to 30,000: proceeds 30,000 settle what they can, the house absorbs 2,500, the user keeps the loan', async () => {
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500');
    await tick(t, '30000');
    expect(await detail(t, u, loan.id)).toMatchObject({
      status: 'liquidated',
      close_price: '30000',
      proceeds: '30000',
      returned: '0',
      shortfall: '2500',
    });
    expect((await usdt(t, u)).available.toFixed()).toBe('32500');
    expect((await btc(t, u)).frozen.toFixed()).toBe('0');
    await ledgerClean(t);
  });

  it('repay racing liquidation settles once', async () => {
    for (let i = 0; i < 6; i++) {
      await tick(t, '50000');
      const u = await borrower(t, '1');
      const loan = await borrow(t, u, '1', '32500');
      const [repay] = await Promise.all([
        call(t, u, '/borrowing/repay', { id: loan.id, full: true }),
        tick(t, '36000'),
      ]);
      await t.services.loansTriggers.idle();
      const d = await detail(t, u, loan.id);
      const closing = d.history.filter((h) => h.kind === 'repay' || h.kind === 'liquidation');
      expect(closing).toHaveLength(1);
      if (repay.body.type === 'ok') {
        expect(d.status).toBe('repaid');
        expect((await btc(t, u)).available.toFixed()).toBe('1');
        expect((await usdt(t, u)).available.toFixed()).toBe('0');
      } else {
        expect(repay.body.code).toBe('loan_not_active');
        expect([d.status, d.returned]).toEqual(['liquidated', '3500']);
        expect((await btc(t, u)).available.toFixed()).toBe('0');
        expect((await usdt(t, u)).available.toFixed()).toBe('36000');
      }
      expect((await btc(t, u)).frozen.toFixed()).toBe('0');
    }
    await ledgerClean(t);
  });
});

describe('several nodes', () => {
  it('a loan taken on a node that does not lead reaches the leader by the sync and is liquidated there', async () => {
    const other = await createTestApp(undefined, { sharedDatabase: { name: t.databaseName } });
    try {
      expect(await other.services.loansTriggers.ready()).toBe(false);
      const u = await borrower(t, '1');
      // the other node prices the collateral with its own feed state
      other.services.market.applyTicks([{ pairId: 1, time: Date.now(), price: '50000', volume: '0.1' }]);
      const body = { currency_id: BTC, collateral: '1', amount: '20000', term_days: 0 };
      const loan = ok<LoanView>(await post(other.app, '/borrowing/borrow', body, { token: u.token }));
      // 20,000 ÷ 0.9 = 22,222.23; the leader learns of the loan within a sync (every second)
      const deadline = Date.now() + 5000;
      while (!t.services.loansTriggers.index.get(`liq:${loan.id}`) && Date.now() < deadline)
        await new Promise((res) => setTimeout(res, 100));
      await tick(t, '22222.23');
      expect(await detail(t, u, loan.id)).toMatchObject({ status: 'liquidated', close_price: '22222.23' });
    } finally {
      await other.close();
    }
    await ledgerClean(t);
  });
});

describe('term end', () => {
  it('a 7-day loan past its end: 168 hours charged, the collateral sold at the feed price, the rest returned; once', async () => {
    const u = await borrower(t, '1');
    const loan = await borrow(t, u, '1', '32500', 7);
    const end = new Date(loan.term_end!).getTime();
    expect(await settleMatured(jobDeps(), t.services.loans, new Date(end - 1000))).toBe(0);
    expect(await settleMatured(jobDeps(), t.services.loans, new Date(end + 60_000))).toBe(1);
    expect(await settleMatured(jobDeps(), t.services.loans, new Date(end + 120_000))).toBe(0);
    // 168 × 0.1625 = 27.3; 50,000 − 32,527.3 = 17,472.7
    expect(await detail(t, u, loan.id)).toMatchObject({
      status: 'matured',
      interest_total: '27.3',
      close_price: '50000',
      proceeds: '50000',
      returned: '17472.7',
      shortfall: '0',
    });
    expect(await hoursOf(loan.id)).toBe('168');
    expect((await usdt(t, u)).available.toFixed()).toBe('49972.7');
    expect(await notificationsOf(t, u.uid, 'loan_matured')).toHaveLength(1);
    await ledgerClean(t);
  });
});
