import { Decimal } from '@meridian/contract';
import {
  FUTURES_LEVERAGES,
  FUTURES_LIQUIDATION_RISK_PERCENT,
  futuresPnl,
  futuresPositionRisk,
} from '@meridian/contract/futures';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post } from '../../../test/api';
import type { TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import {
  closeCmd,
  moved,
  nth,
  openCmd,
  overnight,
  overnightCmd,
  permille,
  submit,
  submitOpen,
  tick,
  tickCmd,
  totalUsdt,
  trader,
  withFuturesApp,
  type FuturesCmd,
  type Trader,
} from './futures.testing';

let t: TestApp;
withFuturesApp((app) => (t = app));

type Cmd =
  | FuturesCmd
  | { k: 'limit'; u: number; type: 1 | 2; lots: number; lev: number; offsetPct: number }
  | { k: 'cancel'; u: number; pick: number }
  | { k: 'batch'; u: number; type: 0 | 1 | 2 }
  | { k: 'part'; u: number; pick: number; lots: number }
  | { k: 'margin'; u: number; pick: number; cents: number }
  | { k: 'closeLimit'; u: number; pick: number; lots: number; offsetPct: number };

const user = fc.integer({ min: 0, max: 2 });
const side = fc.constantFrom<1 | 2>(1, 2);
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 4, arbitrary: openCmd(user, { tp: 50, sl: 50 }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('limit' as const),
      u: user,
      type: side,
      lots: fc.integer({ min: 1, max: 3 }),
      lev: fc.constantFrom(...FUTURES_LEVERAGES),
      offsetPct: fc.integer({ min: 1, max: 50 }),
    }),
  },
  { weight: 6, arbitrary: tickCmd(150) },
  { weight: 2, arbitrary: closeCmd(user) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('cancel' as const), u: user, pick: fc.nat(5) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('batch' as const),
      u: user,
      type: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
    }),
  },
  { weight: 1, arbitrary: overnightCmd },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('part' as const),
      u: user,
      pick: fc.nat(5),
      lots: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 2,
    // a margin change of ±0.01 to ±500 USDT (refused when it asks too much)
    arbitrary: fc.record({
      k: fc.constant('margin' as const),
      u: user,
      pick: fc.nat(5),
      cents: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('closeLimit' as const),
      u: user,
      pick: fc.nat(5),
      lots: fc.integer({ min: 1, max: 3 }),
      offsetPct: fc.integer({ min: 1, max: 30 }),
    }),
  },
);

interface Row {
  id: number;
  user_id: string;
  side: number;
  status: number;
  price: string | null;
  quantity: string;
  margin: string;
  origin_margin: string;
  take_profit: string | null;
  stop_loss: string | null;
  target_price: string | null;
  liquidation_price: string | null;
  close_limit_price: string | null;
}

async function rowsOf(users: Trader[]): Promise<Row[]> {
  const ids = users.map((u) => u.uid);
  const r = await t.database.db.execute<Row & Record<string, unknown>>(sql`
    SELECT id, user_id::text, side, status, price::text, quantity::text, margin::text, origin_margin::text,
           take_profit::text, stop_loss::text, target_price::text, liquidation_price::text,
           close_limit_price::text
    FROM lever_positions WHERE user_id IN (${sql.join(ids, sql`, `)}) ORDER BY id`);
  return r.rows;
}

/** After a tick at `mark`: nothing live that the mark reached is left (trigger fired and processed). */
function assertTriggered(rows: Row[], mark: Decimal) {
  for (const r of rows) {
    const long = r.side === 1;
    if (r.status === 0 && r.target_price) {
      const reached = long ? mark.lte(r.target_price) : mark.gte(r.target_price);
      expect(reached, `pending ${r.id} limit ${r.target_price} at ${mark.toFixed()}`).toBe(false);
    }
    if (r.status !== 1 || !r.price) continue;
    const risk = futuresPositionRisk(
      r.margin,
      futuresPnl(long ? 'long' : 'short', r.price, mark, r.quantity),
      r.origin_margin,
    );
    expect(
      risk.gt(FUTURES_LIQUIDATION_RISK_PERCENT),
      `open ${r.id} risk ${risk.toFixed()} at ${mark.toFixed()}`,
    ).toBe(true);
    if (r.take_profit) expect(long ? mark.gte(r.take_profit) : mark.lte(r.take_profit)).toBe(false);
    if (r.stop_loss) expect(long ? mark.lte(r.stop_loss) : mark.gte(r.stop_loss)).toBe(false);
    if (r.close_limit_price)
      expect(long ? mark.gte(r.close_limit_price) : mark.lte(r.close_limit_price)).toBe(false);
  }
}

describe('futures property (PostgreSQL)', () => {
  it('no negative balance, each asset conserved, ledger clean, nothing reached is left open', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 14 }), async (cmds) => {
        let mark = new Decimal('50000');
        await tick(t, mark.toFixed(2));
        const users = [await trader(t, '2000'), await trader(t, '2000'), await trader(t, '2000')];
        // USDT of this run's users + the house accounts futures use: only moves between them from here on
        const before = await totalUsdt(t, users);
        for (const c of cmds) {
          const mine = async (u: number, status: number) =>
            (await rowsOf([users[u]!])).filter((r) => r.status === status);
          switch (c.k) {
            case 'open':
              await submitOpen(t, users[c.u]!, mark, c);
              break;
            case 'limit': {
              const dir = c.type === 1 ? -1 : 1;
              const price = mark.mul(permille(dir * c.offsetPct)).toFixed(2);
              await submit(t, users[c.u]!, {
                type: c.type,
                share: c.lots,
                multiple: c.lev,
                status: 0,
                target_price: price,
              });
              break;
            }
            case 'tick': {
              mark = moved(mark, c.movePct, 20000, 100000);
              await tick(t, mark.toFixed(2));
              assertTriggered(await rowsOf(users), mark);
              break;
            }
            case 'close': {
              const p = nth(await mine(c.u, 1), c.pick);
              if (p) await post(t.app, '/lever/close', { id: p.id }, { token: users[c.u]!.token });
              break;
            }
            case 'cancel': {
              const p = nth(await mine(c.u, 0), c.pick);
              if (p) await post(t.app, '/lever/cancel', { id: p.id }, { token: users[c.u]!.token });
              break;
            }
            case 'batch':
              await post(t.app, '/lever/batch_close', { type: c.type }, { token: users[c.u]!.token });
              break;
            case 'part': {
              const p = nth(await mine(c.u, 1), c.pick);
              if (p)
                await post(
                  t.app,
                  '/lever/close_part',
                  { id: p.id, share: c.lots },
                  { token: users[c.u]!.token },
                );
              break;
            }
            case 'margin': {
              const p = nth(await mine(c.u, 1), c.pick);
              const amount = new Decimal(Math.abs(c.cents)).div(100).toFixed();
              const action = c.cents > 0 ? 'add' : 'remove';
              if (p)
                await post(
                  t.app,
                  '/lever/margin',
                  { id: p.id, action, amount },
                  { token: users[c.u]!.token },
                );
              await t.services.futuresTriggers.idle();
              break;
            }
            case 'closeLimit': {
              const p = nth(await mine(c.u, 1), c.pick);
              const dir = p?.side === 1 ? 1 : -1;
              const price = mark.mul(permille(dir * c.offsetPct)).toFixed(2);
              if (p)
                await post(
                  t.app,
                  '/lever/close_limit',
                  { id: p.id, share: c.lots, price },
                  { token: users[c.u]!.token },
                );
              break;
            }
            case 'overnight':
              await overnight(t, c.day);
              await t.services.futuresTriggers.idle();
              assertTriggered(await rowsOf(users), mark);
              break;
          }
          expect((await totalUsdt(t, users)).minus(before).toFixed(), c.k).toBe('0');
        }
        expect(await checkLedger(t.database.db)).toEqual([]);
        // close and cancel what is left, so later runs' house totals move only with their own users
        for (const [i, u] of users.entries()) {
          await post(t.app, '/lever/batch_close', { type: 0 }, { token: u.token });
          for (const p of await rowsOf([users[i]!]))
            if (p.status === 0) await post(t.app, '/lever/cancel', { id: p.id }, { token: u.token });
        }
        expect((await totalUsdt(t, users)).minus(before).toFixed()).toBe('0');
      }),
      { numRuns: 8 },
    );
  });
});
