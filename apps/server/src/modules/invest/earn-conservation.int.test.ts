import { Decimal } from '@meridian/contract';
import { type LockOrder } from '@meridian/contract/lockming';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { endProject, newProject, runIeoJobs, subscribe } from '../ieo/ieo.testing';
import { checkLedger } from '../ledger';
import {
  cancel,
  deposit,
  newProduct as newLockProduct,
  orders as lockOrders,
  runDividends,
  runMaturity,
} from '../lockming/lockming.testing';
import {
  BTC,
  buy,
  investTestApp,
  maturity,
  newProduct as newInvestProduct,
  newUser,
  ok,
  settleAt,
  storeWindow,
  USDT,
  type User,
} from './invest.testing';

/**
 * The platform's total per currency is conserved across the earn products: IEO subscribe /
 * allocate / deliver, lock-mining deposit / dividend / early redemption / maturity, dual purchase / settlement,
 * in any order. After every step: the journal sums to zero per currency, the ledger's invariants hold
 * (checkLedger: balances = postings, frozen = open holds, no user below zero), and the money of the users plus
 * the earn house accounts (pool:ieo, pool:lockming, pool:dual, fees) is what it was — an earn step only moves
 * money between users and those accounts, never creates or loses any, never touches another account.
 */

let t: TestApp;
investTestApp((app) => (t = app));

const EARN_HOUSE = ['pool:ieo', 'pool:lockming', 'pool:dual', 'fees'];

/** Per currency: Σ of users' and earn house accounts (available + frozen), and Σ of every account. */
async function totals(): Promise<Map<number, { earn: string; all: string }>> {
  const r = await t.database.db.execute<{ currency_id: number; earn: string; all: string }>(sql`
    SELECT currency_id,
      coalesce(sum(available + frozen) FILTER (
        WHERE user_id IS NOT NULL OR house_code = ANY(${sql.param(EARN_HOUSE)}::text[])), 0)::text AS earn,
      sum(available + frozen)::text AS all
    FROM ledger_accounts GROUP BY currency_id ORDER BY currency_id`);
  return new Map(r.rows.map((row) => [Number(row.currency_id), { earn: row.earn, all: row.all }]));
}

function expectConserved(
  before: Map<number, { earn: string; all: string }>,
  after: typeof before,
  step: string,
) {
  for (const [currency, now] of after) {
    expect(new Decimal(now.all).isZero(), `${step}: journal of currency ${currency}`).toBe(true);
    const was = before.get(currency)?.earn ?? '0';
    expect(
      new Decimal(now.earn).minus(was).toFixed(),
      `${step}: users + earn pools of currency ${currency}`,
    ).toBe('0');
  }
}

async function entryKinds(): Promise<Map<string, number>> {
  const r = await t.database.db.execute<{ kind: string; n: number }>(
    sql`SELECT kind, count(*)::int AS n FROM ledger_entries GROUP BY kind`,
  );
  return new Map(r.rows.map((row) => [row.kind, Number(row.n)]));
}

type Cmd =
  | { k: 'ieoSubscribe'; u: number; amount: number }
  | { k: 'ieoEnd' }
  | { k: 'lockDeposit'; u: number; amount: number }
  | { k: 'lockDividend'; day: number }
  | { k: 'lockRedeem'; u: number }
  | { k: 'lockMature' }
  | { k: 'dualBuy'; u: number; num: number }
  | { k: 'dualSettle'; below: boolean };

const user = fc.integer({ min: 0, max: 2 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant('ieoSubscribe' as const), u: user, amount: fc.integer({ min: 1, max: 500 }) }),
  fc.constant({ k: 'ieoEnd' as const }),
  fc.record({ k: fc.constant('lockDeposit' as const), u: user, amount: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ k: fc.constant('lockDividend' as const), day: fc.integer({ min: 2, max: 4 }) }),
  fc.record({ k: fc.constant('lockRedeem' as const), u: user }),
  fc.constant({ k: 'lockMature' as const }),
  fc.record({ k: fc.constant('dualBuy' as const), u: user, num: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ k: fc.constant('dualSettle' as const), below: fc.boolean() }),
);

let round = 0;

describe('earn: the platform total per currency is conserved', () => {
  it('across subscribe / allocate / deliver / deposit / dividend / redeem / mature / buy / settle', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 9 }), async (cmds) => {
        round++;
        const users: User[] = [];
        for (let i = 0; i < 3; i++) users.push(await newUser(t, { [USDT]: '100000', [BTC]: '5' }));
        const project = await newProject(t, { amount: '1000', user_limit: '400', price: '2' });
        const lockId = await newLockProduct(t);
        const end = maturity(2 + (round % 60));
        const invest = await newInvestProduct(t, { end_time: end, linked_price: '100000', user_limit: 50 });

        const kindsBefore = await entryKinds();
        // every run opens a position in each product, then the random steps, then every product's end
        const steps: Cmd[] = [
          { k: 'ieoSubscribe', u: 0, amount: 300 },
          { k: 'ieoSubscribe', u: 1, amount: 450 },
          { k: 'lockDeposit', u: 1, amount: 1000 },
          { k: 'dualBuy', u: 2, num: 2 },
          ...cmds,
          { k: 'ieoEnd' },
          { k: 'lockDividend', day: 4 },
          { k: 'dualSettle', below: round % 2 === 0 },
          { k: 'lockMature' },
        ];
        for (const c of steps) {
          const before = await totals();
          await run(c, users, { projectId: project.id, lockId, dualId: invest.id, end });
          expectConserved(before, await totals(), JSON.stringify(c));
          expect(await checkLedger(t.database.db), JSON.stringify(c)).toEqual([]);
        }
        // the run moved money through every product (allocation, delivery, stake and its settlement, a lock's end)
        const grew = (kinds: string[]) =>
          kinds.reduce((n, k) => n + (kindsAfter.get(k) ?? 0) - (kindsBefore.get(k) ?? 0), 0) > 0;
        const kindsAfter = await entryKinds();
        expect(grew(['ieo_payment'])).toBe(true);
        expect(grew(['ieo_delivery'])).toBe(true);
        expect(grew(['dual_stake'])).toBe(true);
        expect(grew(['dual_payout', 'dual_refund'])).toBe(true);
        expect(grew(['lockming_dividend', 'lockming_redeem'])).toBe(true);
      }),
      { numRuns: 6, endOnFailure: true },
    );
  }, 600_000);
});

async function run(
  c: Cmd,
  users: User[],
  ids: { projectId: number; lockId: number; dualId: number; end: string },
): Promise<void> {
  switch (c.k) {
    case 'ieoSubscribe':
      await subscribe(t, users[c.u]!, ids.projectId, String(c.amount)); // refusals (twice, closed) are fine
      return;
    case 'ieoEnd':
      // TEST-ONLY clock shift (ieo.testing): the window ended and the time to market passed
      await endProject(t, ids.projectId, -60_000, 120_000);
      await runIeoJobs(t);
      return;
    case 'lockDeposit':
      await deposit(t, users[c.u]!, ids.lockId, String(c.amount));
      return;
    case 'lockDividend':
      await runDividends(t, c.day);
      return;
    case 'lockRedeem': {
      const list = ok<{ data: LockOrder[] }>(await lockOrders(t, users[c.u]!)).data;
      const running = list.find((o) => o.status === 'running');
      if (running) await cancel(t, users[c.u]!, running.id);
      return;
    }
    case 'lockMature':
      await runMaturity(t, 5);
      return;
    case 'dualBuy':
      await buy(t, users[c.u]!, ids.dualId, c.num);
      return;
    case 'dualSettle':
      await storeWindow(
        t,
        ids.end,
        Array.from({ length: 30 }, () => (c.below ? '95000' : '105000')),
      );
      await settleAt(t, ids.end);
      return;
  }
}
