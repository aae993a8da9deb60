import { Decimal } from '@meridian/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { post } from '../../../../test/api';
import type { TestApp } from '../../../../test/test-app';
import {
  closeCmd,
  moved,
  nth,
  openCmd,
  overnight,
  overnightCmd,
  permille,
  setStop,
  submitOpen,
  tick,
  tickCmd,
  totalUsdt,
  withFuturesApp,
  type FuturesCmd,
} from '../../futures/futures.testing';
import { checkLedger } from '../../ledger/invariants';
import { makeFollow, makeTrader, settle, type User } from './copy.testing';

/**
 * Property: over random trader opens (TP/SL), TP/SL edits, closes, batch closes, ticks,
 * overnight fees, copier stop-loss checks and followers detaching and closing copies — with every copy job
 * run after each step — no balance is negative, the USDT of the users, the fees, the house P&L and the
 * insurance is conserved (profit shares move between users), every copy still attached to a closed trader
 * position is closed, each follow's realised P&L and shares paid are the sums of its copies', and the ledger
 * is clean.
 */

let t: TestApp;
withFuturesApp((app) => (t = app));

type Cmd =
  | FuturesCmd
  | { k: 'stops'; u: number; pick: number; tp: number; sl: number }
  | { k: 'batch'; u: number }
  | { k: 'detach'; f: number; pick: number }
  | { k: 'own_close'; f: number; pick: number }
  | { k: 'stop_check' };

const trader = fc.integer({ min: 0, max: 1 });
const follower = fc.integer({ min: 0, max: 2 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  // SL within 0.9 %: a stop beyond a ×100 position's liquidation level is refused
  { weight: 6, arbitrary: openCmd(trader, { tp: 40, sl: 8 }) },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('stops' as const),
      u: trader,
      pick: fc.nat(5),
      tp: fc.integer({ min: 1, max: 40 }),
      sl: fc.integer({ min: 1, max: 40 }),
    }),
  },
  { weight: 6, arbitrary: tickCmd(60) },
  { weight: 2, arbitrary: closeCmd(trader) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('batch' as const), u: trader }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('detach' as const), f: follower, pick: fc.nat(5) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('own_close' as const), f: follower, pick: fc.nat(5) }) },
  { weight: 1, arbitrary: overnightCmd },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('stop_check' as const) }) },
);

// a follow as follow/follow stores it: a multiple (2 decimals) or whole lots
const terms = fc.record({
  type: fc.constantFrom<1 | 2>(1, 2),
  number: fc.constantFrom('0.5', '1', '2'),
  budget: fc.constantFrom('300', '1000', '5000'),
  stopLoss: fc.constantFrom(null, 5, 20),
  share: fc.constantFrom('0', '10', '30'),
});

interface Pos {
  id: number;
  status: number;
  side: number;
  copy_attached: boolean;
  follow_order_id: number | null;
}

async function positionsOf(u: User): Promise<Pos[]> {
  const r = await t.database.db.execute<Pos & Record<string, unknown>>(sql`
    SELECT id::int, status, side, copy_attached, follow_order_id::int FROM lever_positions
     WHERE user_id = ${u.uid} ORDER BY id`);
  return r.rows;
}

async function one(q: ReturnType<typeof sql>): Promise<number> {
  return (await t.database.db.execute<{ n: number } & Record<string, unknown>>(q)).rows[0]!.n;
}

describe('copy trading property (PostgreSQL)', () => {
  it('no negative balance, value conserved, attached copies of closed positions closed, follows add up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(terms, { minLength: 6, maxLength: 6 }),
        fc.array(cmd, { minLength: 4, maxLength: 12 }),
        async (follows, cmds) => {
          let mark = new Decimal('50000');
          await tick(t, mark.toFixed(2));
          const traders = [await makeTrader(t, '5000', '10'), await makeTrader(t, '5000', '20')];
          const fans = [
            await makeTrader(t, '2000'),
            await makeTrader(t, '2000'),
            await makeTrader(t, '2000'),
          ];
          const followIds: number[] = [];
          for (const [i, f] of follows.entries())
            followIds.push(await makeFollow(t, fans[i % 3]!, traders[Math.floor(i / 3)]!, f));
          const users = [...traders, ...fans];
          const before = await totalUsdt(t, users);
          for (const c of cmds) {
            switch (c.k) {
              case 'open':
                await submitOpen(t, traders[c.u]!, mark, c);
                break;
              case 'stops': {
                const p = nth(
                  (await positionsOf(traders[c.u]!)).filter((p) => p.status === 1),
                  c.pick,
                );
                if (!p) break;
                const dir = p.side === 1 ? 1 : -1;
                await setStop(t, traders[c.u]!, {
                  id: p.id,
                  target_profit_price: mark.mul(permille(dir * (c.tp + 1))).toFixed(2),
                  stop_loss_price: mark.mul(permille(-dir * (c.sl + 1))).toFixed(2),
                });
                break;
              }
              case 'tick':
                mark = moved(mark, c.movePct, 30000, 80000);
                await tick(t, mark.toFixed(2));
                break;
              case 'close': {
                const p = nth(
                  (await positionsOf(traders[c.u]!)).filter((p) => p.status === 1),
                  c.pick,
                );
                if (p) await post(t.app, '/lever/close', { id: p.id }, { token: traders[c.u]!.token });
                break;
              }
              case 'batch':
                await post(t.app, '/lever/batch_close', { type: 0 }, { token: traders[c.u]!.token });
                break;
              case 'detach': {
                const mine = (await positionsOf(fans[c.f]!)).filter((p) => p.status === 1 && p.copy_attached);
                const p = nth(mine, c.pick);
                if (p) await t.services.copyEngine.selfHold(fans[c.f]!.uid, p.id);
                break;
              }
              case 'own_close': {
                const mine = (await positionsOf(fans[c.f]!)).filter(
                  (p) => p.status === 1 && !p.copy_attached,
                );
                const p = nth(mine, c.pick);
                if (p) await post(t.app, '/lever/close', { id: p.id }, { token: fans[c.f]!.token });
                break;
              }
              case 'overnight':
                await overnight(t, c.day);
                break;
              case 'stop_check':
                await t.services.copyEngine.checkStopLosses();
                break;
            }
            await settle(t);
            expect((await totalUsdt(t, users)).minus(before).toFixed(), c.k).toBe('0');
            // every copy still attached to a closed trader position is closed
            expect(
              await one(sql`SELECT count(*)::int AS n FROM lever_positions c
                  JOIN lever_positions p ON p.id = c.follow_order_id
                 WHERE c.copy_attached AND c.status = 1 AND p.status <> 1`),
              c.k,
            ).toBe(0);
          }
          // each follow adds up: realised = Σ its copies' results, shares paid = Σ its shares (and ≥ 0)
          const ids = sql.join(followIds, sql`, `);
          expect(
            await one(sql`SELECT count(*)::int AS n FROM copy_follows f WHERE f.id IN (${ids}) AND (
                f.realised <> (SELECT coalesce(sum(profit), 0) FROM copy_trades WHERE follow_id = f.id)
             OR f.shares_paid <> (SELECT coalesce(sum(amount), 0) FROM copy_profit_shares WHERE follow_id = f.id)
             OR f.shares_paid <> (SELECT coalesce(sum(share), 0) FROM copy_trades WHERE follow_id = f.id))`),
          ).toBe(0);
          // a copy's record matches its position: open ⇔ attached and open
          expect(
            await one(sql`SELECT count(*)::int AS n FROM copy_trades c JOIN lever_positions p ON p.id = c.position_id
               WHERE c.follow_id IN (${ids})
                 AND ((c.status = 'open') <> (p.status = 1 AND p.copy_attached)
                   OR (p.status = 3) <> (c.profit IS NOT NULL))`),
          ).toBe(0);
          expect(await checkLedger(t.database.db)).toEqual([]);
          // close what is left, so later runs' house totals move only with their own users
          for (const u of traders) await post(t.app, '/lever/batch_close', { type: 0 }, { token: u.token });
          await settle(t);
          for (const u of fans) await post(t.app, '/lever/batch_close', { type: 0 }, { token: u.token });
          await settle(t);
          expect((await totalUsdt(t, users)).minus(before).toFixed()).toBe('0');
        },
      ),
      { numRuns: 12 },
    );
    // the runs did mirror: copies were made, and closed by their traders' closes
    const made = await one(sql`SELECT count(*)::int AS n FROM copy_trades WHERE position_id IS NOT NULL`);
    const byTrader = await one(sql`SELECT count(*)::int AS n FROM copy_trades WHERE close_cause = 'trader'`);
    console.info(JSON.stringify({ copyProperty: { made, byTrader } }));
    expect(made).toBeGreaterThan(0);
    expect(byTrader).toBeGreaterThan(0);
  }, 300_000);
});
