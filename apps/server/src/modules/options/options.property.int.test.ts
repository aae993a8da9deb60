import { Decimal } from '@meridian/contract';
import { optionOutcome, type OptionsDirection } from '@meridian/contract/options';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger/invariants';
import {
  fakeClock,
  house,
  micro,
  optionTrader,
  orderOf,
  result,
  settleEntryCounts,
  settlerReady,
  submit,
  tick,
  BTC_USDT,
  type OptionTrader,
} from './options.testing';

/**
 * Property (fast-check, on PostgreSQL through the HTTP API and the real settler): random stakes, directions,
 * tiers and per-second prices, with some seconds where the feed is silent. Every order settles exactly once,
 * on the price of its own second (void where that second has no price); the USDT of the traders, the escrow
 * and house_pnl is conserved; no balance is negative; checkLedger is clean.
 */
let t: TestApp;
let traders: OptionTrader[];
const FUNDED = '100000';
const SECONDS_RANGE = 70;
let base = Math.floor(Date.now() / 1000) - 86_400;

beforeAll(async () => {
  t = await createTestApp();
  traders = [];
  for (let i = 0; i < 3; i++) traders.push(await optionTrader(t, FUNDED));
  await settlerReady(t);
});
afterAll(async () => {
  await t.close();
});

const priceOf = (cents: number) => new Decimal(cents).div(100).toFixed(2);

const orderArb = fc.record({
  type: fc.constantFrom<OptionsDirection>(1, 2),
  seconds: fc.constantFrom(30, 60),
  stakeCents: fc.integer({ min: 1_000, max: 50_000 }),
});
const runArb = fc.record({
  orders: fc.array(orderArb, { minLength: 1, maxLength: 8 }),
  /** Price of each second in cents around 100.00 (a narrow band, so draws happen too). */
  prices: fc.array(fc.integer({ min: 9_997, max: 10_003 }), {
    minLength: SECONDS_RANGE,
    maxLength: SECONDS_RANGE,
  }),
  silent: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: SECONDS_RANGE, maxLength: SECONDS_RANGE }),
});

async function conserved(): Promise<string> {
  let sum = (await house(t, 'pool:microtrade')).plus(await house(t, 'house_pnl'));
  for (const who of traders) sum = sum.plus(await micro(t, who.uid));
  return sum.toFixed();
}

describe('seconds options property', () => {
  it('every option settles exactly once on its own second; each asset is conserved', async () => {
    const total = new Decimal(FUNDED).times(traders.length).toFixed();
    await fc.assert(
      fc.asyncProperty(runArb, async ({ orders, prices, silent }) => {
        base += 1_000;
        const clock = fakeClock(t, base * 1000);
        const placed: {
          id: number;
          who: OptionTrader;
          type: OptionsDirection;
          entry: number;
          settle: number;
        }[] = [];
        for (let k = 0; k < SECONDS_RANGE; k++) {
          clock.set((base + k) * 1000 + 200);
          const isEntry = k < orders.length;
          if (isEntry || silent[k] !== 0) tick(t, BTC_USDT, base + k, priceOf(prices[k]!));
          await t.services.optionsSettler.idle();
          if (!isEntry) continue;
          const o = orders[k]!;
          const who = traders[k % traders.length]!;
          const r = await submit(t, who, { type: o.type, seconds: o.seconds, number: priceOf(o.stakeCents) });
          placed.push({ id: orderOf(r).id, who, type: o.type, entry: k, settle: k + o.seconds });
          expect(await conserved()).toBe(total);
        }
        clock.set((base + SECONDS_RANGE + 5) * 1000);
        await t.services.optionsSettler.settleUpTo(base + SECONDS_RANGE);
        await t.services.optionsSettler.idle();

        const counts = await settleEntryCounts(t);
        for (const p of placed) {
          expect(counts.get(p.id), `order ${p.id}`).toBe(1);
          const o = await result(t, p.who, p.id);
          expect(o.status).toBe(3);
          expect(o.open_price).toBe(priceOf(prices[p.entry]!));
          if (silent[p.settle] === 0) {
            expect(o).toMatchObject({ result_reason: 'no_price', profit_result: 0, fact_profits: '0' });
          } else {
            const end = priceOf(prices[p.settle]!);
            expect(o.end_price).toBe(end);
            expect(o.profit_result).toBe(optionOutcome(p.type, o.open_price, end));
            expect(new Decimal(o.payout).minus(o.number).toFixed()).toBe(
              new Decimal(o.fact_profits).toFixed(),
            );
          }
        }
        expect(await conserved()).toBe(total);
        expect((await house(t, 'pool:microtrade')).toFixed()).toBe('0');
        expect(await checkLedger(t.database.db)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  }, 180_000);
});
