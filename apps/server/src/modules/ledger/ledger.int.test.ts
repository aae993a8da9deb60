import { Decimal, DomainError } from '@meridian/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../platform/db';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { databaseUrl } from '../../../test/db-url';
import { inject } from 'vitest';
import { checkLedger } from './invariants';
import { Ledger } from './ledger.service';
import { journalCounts } from './statements.repo';
import type { AccountRef, UserAccountType } from './types';

let t: TestApp;
const ledger = new Ledger();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const USDT = 3;
const user = (userId: number, type: UserAccountType = 2): AccountRef => ({ userId, currencyId: USDT, type });
const deposits: AccountRef = { house: 'deposits_clearing', currencyId: USDT };
const balance = async (userId: number, type: UserAccountType = 2) => {
  const rows = await ledger.balances(t.database.db, userId);
  const row = rows.find((r) => r.currencyId === USDT && r.accountType === type);
  return {
    available: new Decimal(row?.available ?? 0).toFixed(),
    frozen: new Decimal(row?.frozen ?? 0).toFixed(),
  };
};
const deposit = (userId: number, amount: string) =>
  t.database.db.transaction((tx) =>
    ledger.post(tx, [
      {
        kind: 'deposit',
        lines: [
          { account: deposits, amount: `-${amount}` },
          { account: user(userId), amount },
        ],
      },
    ]),
  );

describe('ledger', () => {
  it('posts balanced entries and keeps the invariants', async () => {
    await deposit(1001, '100.5');
    await t.database.db.transaction((tx) =>
      ledger.post(tx, [
        {
          kind: 'transfer',
          lines: [
            { account: user(1001, 2), amount: '-40.25' },
            { account: user(1001, 3), amount: '40.25' },
          ],
        },
      ]),
    );
    expect(await balance(1001, 2)).toEqual({ available: '60.25', frozen: '0' });
    expect(await balance(1001, 3)).toEqual({ available: '40.25', frozen: '0' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses an entry that does not sum to zero, writing nothing', async () => {
    await expect(
      t.database.db.transaction((tx) =>
        ledger.post(tx, [
          {
            kind: 'genesis', // (unbalanced on purpose)
            lines: [
              { account: deposits, amount: '-1' },
              { account: user(1002), amount: '2' },
            ],
          },
        ]),
      ),
    ).rejects.toThrow(/does not balance/);
    expect(await balance(1002)).toEqual({ available: '0', frozen: '0' });
  });

  it('refuses to take a user balance below zero, and the whole batch rolls back', async () => {
    await deposit(1003, '10');
    const attempt = t.database.db.transaction((tx) =>
      ledger.post(tx, [
        {
          kind: 'genesis',
          lines: [
            { account: user(1003), amount: '-5' },
            { account: user(1003, 3), amount: '5' },
          ],
        },
        {
          kind: 'genesis',
          lines: [
            { account: user(1003), amount: '-6' },
            { account: user(1003, 4), amount: '6' },
          ],
        },
      ]),
    );
    await expect(attempt).rejects.toSatisfy(
      (e) => e instanceof DomainError && e.key === 'insufficient_balance',
    );
    expect(await balance(1003)).toEqual({ available: '10', frozen: '0' });
    expect(await balance(1003, 3)).toEqual({ available: '0', frozen: '0' });
  });

  it('holds, then posts or releases exactly the held amount', async () => {
    await deposit(1004, '50');
    const withdrawals: AccountRef = { house: 'withdrawals_clearing', currencyId: USDT };
    const h1 = await t.database.db.transaction((tx) =>
      ledger.hold(tx, { userId: 1004, currencyId: USDT, type: 2 }, '20', { type: 'withdrawal', id: '1' }),
    );
    const h2 = await t.database.db.transaction((tx) =>
      ledger.hold(tx, { userId: 1004, currencyId: USDT, type: 2 }, '15.5', { type: 'withdrawal', id: '2' }),
    );
    expect(await balance(1004)).toEqual({ available: '14.5', frozen: '35.5' });
    expect(await checkLedger(t.database.db)).toEqual([]);
    await t.database.db.transaction((tx) => ledger.postHold(tx, h1, withdrawals, 'withdrawal'));
    await t.database.db.transaction((tx) => ledger.releaseHold(tx, h2));
    expect(await balance(1004)).toEqual({ available: '30', frozen: '0' });
    await expect(t.database.db.transaction((tx) => ledger.releaseHold(tx, h1))).rejects.toThrow(/not open/);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('tells which refs of a type already have an entry (postedRefs) and counts the journal', async () => {
    const before = await journalCounts(t.database.db);
    const issue = (refId: string) =>
      t.database.db.transaction((tx) =>
        ledger.post(tx, [
          {
            kind: 'deposit',
            refType: 'ledger_test_issue',
            refId,
            lines: [
              { account: deposits, amount: '-1' },
              { account: user(1006), amount: '1' },
            ],
          },
        ]),
      );
    await issue('a');
    await issue('c');
    const posted = await ledger.postedRefs(t.database.db, 'ledger_test_issue', ['a', 'b', 'c']);
    expect([...posted].sort()).toEqual(['a', 'c']);
    expect(await ledger.postedRefs(t.database.db, 'other_type', ['a'])).toEqual(new Set());
    expect(await ledger.postedRefs(t.database.db, 'ledger_test_issue', [])).toEqual(new Set());
    const after = await journalCounts(t.database.db);
    expect(Number(after.entries) - Number(before.entries)).toBe(2);
    expect(Number(after.postings) - Number(before.postings)).toBe(4);
  });

  it('the database itself refuses a negative user balance (CHECK), whatever the code does', async () => {
    await deposit(1005, '1');
    await expect(
      t.database.pool.query(`UPDATE ledger_accounts SET available = -1 WHERE user_id = 1005`),
    ).rejects.toThrow(/ledger_accounts_no_negative/);
  });
});

describe('ledger properties (fast-check against a model)', () => {
  type Op =
    | { op: 'deposit'; user: number; amount: string }
    | { op: 'transfer'; user: number; from: UserAccountType; to: UserAccountType; amount: string }
    | { op: 'hold'; user: number; amount: string }
    | { op: 'settle'; index: number; post: boolean };
  const amount = fc.integer({ min: 1, max: 100_000 }).map((n) => new Decimal(n).div(100).toFixed());
  const userId = fc.integer({ min: 2001, max: 2004 });
  const type = fc.constantFrom<UserAccountType>(1, 2, 3, 4);
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ op: fc.constant('deposit' as const), user: userId, amount }),
    fc.record({ op: fc.constant('transfer' as const), user: userId, from: type, to: type, amount }),
    fc.record({ op: fc.constant('hold' as const), user: userId, amount }),
    fc.record({ op: fc.constant('settle' as const), index: fc.nat(20), post: fc.boolean() }),
  );

  it('matches the model and keeps every invariant after any sequence of operations', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        run++;
        const base = run * 1000; // fresh users per run: 2001..2004 + run × 10,000
        const model = new Map<string, { available: Decimal; frozen: Decimal }>();
        const get = (u: number, ty: number) => {
          const k = `${u}:${ty}`;
          if (!model.has(k)) model.set(k, { available: new Decimal(0), frozen: new Decimal(0) });
          return model.get(k)!;
        };
        const holds: { id: number; user: number; amount: Decimal; open: boolean }[] = [];
        for (const o of ops) {
          const u = o.op === 'settle' ? 0 : o.user + base * 10;
          if (o.op === 'deposit') {
            await deposit(u, o.amount);
            get(u, 2).available = get(u, 2).available.plus(o.amount);
          } else if (o.op === 'transfer') {
            const ok = o.from !== o.to && get(u, o.from).available.gte(o.amount);
            const attempt = t.database.db.transaction((tx) =>
              ledger.post(tx, [
                {
                  kind: 'transfer',
                  lines: [
                    { account: user(u, o.from), amount: `-${o.amount}` },
                    { account: user(u, o.to), amount: o.amount },
                  ],
                },
              ]),
            );
            if (o.from === o.to) {
              // Same account on both sides: nets to zero, always allowed when funded.
              if (get(u, o.from).available.gte(o.amount)) await attempt;
              else await expect(attempt).rejects.toBeInstanceOf(DomainError);
            } else if (ok) {
              await attempt;
              get(u, o.from).available = get(u, o.from).available.minus(o.amount);
              get(u, o.to).available = get(u, o.to).available.plus(o.amount);
            } else await expect(attempt).rejects.toBeInstanceOf(DomainError);
          } else if (o.op === 'hold') {
            const acc = get(u, 2);
            const attempt: Promise<number> = t.database.db.transaction((tx) =>
              ledger.hold(tx, { userId: u, currencyId: USDT, type: 2 }, o.amount, { type: 'test', id: '' }),
            );
            if (acc.available.gte(o.amount)) {
              holds.push({ id: await attempt, user: u, amount: new Decimal(o.amount), open: true });
              acc.available = acc.available.minus(o.amount);
              acc.frozen = acc.frozen.plus(o.amount);
            } else await expect(attempt).rejects.toBeInstanceOf(DomainError);
          } else {
            const h = holds.filter((x) => x.open)[o.index % Math.max(1, holds.filter((x) => x.open).length)];
            if (!h) continue;
            const acc = get(h.user, 2);
            if (o.post) {
              await t.database.db.transaction((tx) =>
                ledger.postHold(tx, h.id, { house: 'withdrawals_clearing', currencyId: USDT }, 'withdrawal'),
              );
              acc.frozen = acc.frozen.minus(h.amount);
            } else {
              await t.database.db.transaction((tx) => ledger.releaseHold(tx, h.id));
              acc.frozen = acc.frozen.minus(h.amount);
              acc.available = acc.available.plus(h.amount);
            }
            h.open = false;
          }
        }
        for (const [k, v] of model) {
          const [u, ty] = k.split(':').map(Number) as [number, UserAccountType];
          expect(await balance(u, ty)).toEqual({
            available: v.available.toFixed(),
            frozen: v.frozen.toFixed(),
          });
        }
        expect(await checkLedger(t.database.db)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});

describe('ledger under concurrency', () => {
  let pool: Database;
  beforeAll(() => {
    pool = connectDatabase(databaseUrl(inject('dbAdminUrl'), t.databaseName), 20);
  });
  afterAll(() => pool.close());

  it('1,000 concurrent conflicting debits of one account: exactly the funded ones pass, nothing goes negative', async () => {
    await deposit(900001, '100');
    const results = await Promise.allSettled(
      Array.from({ length: 1000 }, (_, i) =>
        pool.db.transaction<unknown>((tx) =>
          i % 2 === 0
            ? ledger.post(tx, [
                {
                  kind: 'transfer',
                  lines: [
                    { account: user(900001, 2), amount: '-1' },
                    { account: user(900001, 3), amount: '1' },
                  ],
                },
              ])
            : ledger.hold(tx, { userId: 900001, currencyId: USDT, type: 2 }, '1', {
                type: 'withdrawal',
                id: String(i),
              }),
        ),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter(
      (r) =>
        r.status === 'rejected' && r.reason instanceof DomainError && r.reason.key === 'insufficient_balance',
    ).length;
    expect(ok).toBe(100);
    expect(refused).toBe(900);
    const spot = await balance(900001, 2);
    const futures = await balance(900001, 3);
    expect(spot.available).toBe('0');
    expect(new Decimal(spot.frozen).plus(futures.available).toFixed()).toBe('100');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
