import { GAME_DAILY_POINTS, type GamePrediction } from '@meridian/contract/game';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get } from '../../../test/api';
import { useTestApp, type TestApp } from '../../../test/test-app';
import { checkLedger } from '../ledger';
import {
  board,
  ledgerSnapshot,
  player,
  predict,
  predicted,
  prediction,
  setClock,
  state,
  tick,
  type Player,
} from './game.testing';

let t: TestApp;
useTestApp((app) => (t = app));

/** A whole second of a fixed UTC day per test, so tests never share end seconds or days. */
const at = (day: number, hour = 10) => Date.UTC(2026, 0, day, hour, 0, 0);
const sec = (ms: number) => Math.floor(ms / 1000);

/** Places a prediction at `startMs` with the start tick `start`, records `end` (or none) at its end second. */
async function round(
  p: Player,
  startMs: number,
  body: { symbol: string; direction: 'up' | 'down'; seconds: 30 | 60; points: number },
  start: string,
  end: string | null,
): Promise<GamePrediction> {
  setClock(t, startMs);
  await tick(t, body.symbol, sec(startMs), start);
  const made = await predicted(t, p, body);
  if (end !== null) await tick(t, body.symbol, sec(startMs) + body.seconds, end);
  return made;
}

/** Moves the clock past every settle time of the day and runs the due settlement jobs. */
async function settleJobs(ms: number): Promise<void> {
  setClock(t, ms);
  await t.services.jobs.drain();
}

describe('game: a round settles on the recorded prices, in points only', () => {
  it('win, lose, draw and void: 1,000 → 1,100 → 1,050 → 1,050 → 1,050 points, won +50', async () => {
    const p = await player(t);
    const t0 = at(3);
    const win = await round(
      p,
      t0,
      { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 },
      '50000',
      '50100',
    );
    expect(win).toMatchObject({ start_price: '50000', result: null, payout: null, seconds: 30 });
    expect(Date.parse(win.end_at) - Date.parse(win.start_at)).toBe(30_000);
    expect((await state(t, p)).points).toBe(900);
    const lose = await round(
      p,
      t0 + 1000,
      { symbol: 'ETH/USDT', direction: 'up', seconds: 60, points: 50 },
      '3400',
      '3300',
    );
    const draw = await round(
      p,
      t0 + 2000,
      { symbol: 'BTC/USDT', direction: 'down', seconds: 30, points: 10 },
      '50000',
      '50000',
    );
    const none = await round(
      p,
      t0 + 3000,
      { symbol: 'ETH/USDT', direction: 'down', seconds: 30, points: 10 },
      '3400',
      null,
    );
    expect((await state(t, p)).open.map((o) => o.id)).toEqual([win.id, draw.id, none.id, lose.id]);
    await settleJobs(t0 + 120_000);
    expect(await prediction(t, p, win.id)).toMatchObject({ result: 'win', payout: 200, end_price: '50100' });
    expect(await prediction(t, p, lose.id)).toMatchObject({ result: 'lose', payout: 0, end_price: '3300' });
    expect(await prediction(t, p, draw.id)).toMatchObject({ result: 'draw', payout: 10, end_price: '50000' });
    expect(await prediction(t, p, none.id)).toMatchObject({ result: 'void', payout: 10, end_price: null });
    // 1,000 − 100 − 50 − 10 − 10 + 200 + 0 + 10 + 10 = 1,050; won = +100 − 50 + 0 + 0
    expect(await state(t, p)).toMatchObject({ points: 1050, won: 50, played: 4, rank: 1, open: [] });
  });

  it('the end price is the price in effect during the end second (a later tick does not change it)', async () => {
    const p = await player(t);
    const t0 = at(4);
    const made = await round(
      p,
      t0,
      { symbol: 'BTC/USDT', direction: 'down', seconds: 30, points: 50 },
      '60000',
      '59990',
    );
    await tick(t, 'BTC/USDT', sec(t0) + 31, '70000');
    await settleJobs(t0 + 60_000);
    expect(await prediction(t, p, made.id)).toMatchObject({ result: 'win', payout: 100, end_price: '59990' });
  });

  it('settles exactly once under two concurrent settles (and the job and the sweep after them)', async () => {
    const p = await player(t);
    const t0 = at(5);
    const made = await round(
      p,
      t0,
      { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 },
      '50000',
      '50001',
    );
    const later = t0 + 40_000;
    setClock(t, later);
    const results = await Promise.all([
      t.services.gameSettler.settle(made.id, later),
      t.services.gameSettler.settle(made.id, later),
    ]);
    expect(results.sort()).toEqual(['already', 'settled']);
    await settleJobs(later);
    expect(await t.services.gameSettler.sweep(later + 3_600_000)).toBe(0);
    expect(await state(t, p)).toMatchObject({ points: 1100, won: 100, played: 1 });
  });

  it('not before its settle time: the end second + 3 s', async () => {
    const p = await player(t);
    const t0 = at(6);
    const made = await round(
      p,
      t0,
      { symbol: 'ETH/USDT', direction: 'up', seconds: 30, points: 10 },
      '3400',
      '3401',
    );
    expect(await t.services.gameSettler.settle(made.id, t0 + 32_999)).toBe('not_due');
    expect(await t.services.gameSettler.settle(made.id, t0 + 33_000)).toBe('settled');
  });

  it('the sweeper settles an overdue prediction whose job was lost (void without a price)', async () => {
    const p = await player(t);
    const t0 = at(7);
    const made = await round(
      p,
      t0,
      { symbol: 'ETH/USDT', direction: 'up', seconds: 60, points: 50 },
      '3400',
      null,
    );
    await t.database.db.execute(
      sql`DELETE FROM graphile_worker._private_jobs WHERE key = ${`game.settle:${made.id}`}`,
    );
    expect(await t.services.gameSettler.sweep(t0 + 70_000)).toBe(0);
    expect(await t.services.gameSettler.sweep(t0 + 100_000)).toBe(1);
    expect(await prediction(t, p, made.id)).toMatchObject({ result: 'void', payout: 50 });
  });
});

describe('game: points', () => {
  it('1,000 free points per UTC day: a new day starts again at 1,000, the old day keeps its own', async () => {
    const p = await player(t);
    const day1 = at(8, 23);
    await round(p, day1, { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 }, '50000', '49000');
    await settleJobs(day1 + 60_000);
    setClock(t, day1);
    expect(await state(t, p)).toMatchObject({ day: '2026-01-08', points: 900, won: -100, played: 1 });
    setClock(t, at(9, 0));
    expect(await state(t, p)).toMatchObject({
      day: '2026-01-09',
      points: GAME_DAILY_POINTS,
      won: 0,
      played: 0,
      rank: null,
    });
    expect((await board(t, '2026-01-08', p)).mine).toEqual({ rank: 1, won: -100, played: 1 });
  });

  it('a stake above the points left is refused; points never go below 0', async () => {
    const p = await player(t);
    const t0 = at(10);
    setClock(t, t0);
    await tick(t, 'BTC/USDT', sec(t0), '50000');
    for (let i = 0; i < 10; i++)
      await predicted(t, p, { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 });
    expect((await state(t, p)).points).toBe(0);
    const refused = await predict(t, p, { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 10 });
    expect(refused.body).toMatchObject({ code: 'game_points_insufficient', field: 'points' });
    await expect(
      t.database.db.execute(sql`UPDATE game_days SET points = -1 WHERE user_id = ${p.uid}`),
    ).rejects.toThrow();
  });

  it('only the offered pairs, stakes and lengths', async () => {
    const p = await player(t);
    setClock(t, at(11));
    await tick(t, 'BTC/USDT', sec(at(11)), '50000');
    const base = { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 10 };
    const codes = [
      { ...base, symbol: 'DOGE/USDT' },
      { ...base, direction: 'sideways' },
      { ...base, seconds: 45 },
      { ...base, points: 20 },
    ];
    const replies = await Promise.all(codes.map((b) => predict(t, p, b)));
    expect(replies.map((r) => r.body.code)).toEqual([
      'game_symbol_invalid',
      'game_direction_invalid',
      'game_seconds_invalid',
      'game_stake_invalid',
    ]);
  });
});

describe('game: the leaderboard', () => {
  it('by net points won, then fewer predictions; masked names; the caller’s place', async () => {
    const t0 = at(12);
    const [a, b, c] = [await player(t), await player(t), await player(t)];
    await round(a, t0, { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 }, '50000', '50010');
    await round(
      b,
      t0 + 1000,
      { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 100 },
      '50000',
      '50010',
    );
    await round(
      b,
      t0 + 2000,
      { symbol: 'BTC/USDT', direction: 'up', seconds: 30, points: 10 },
      '50000',
      '50000',
    );
    await round(
      c,
      t0 + 3000,
      { symbol: 'BTC/USDT', direction: 'down', seconds: 30, points: 50 },
      '50000',
      '50010',
    );
    await settleJobs(t0 + 120_000);
    const day = await board(t, '2026-01-12', b);
    expect(day.top.map((r) => [r.rank, r.won, r.played])).toEqual([
      [1, 100, 1],
      [2, 100, 2],
      [3, -50, 1],
    ]);
    for (const r of day.top) expect(r.name).toMatch(/\*\*\*/);
    expect(day.mine).toEqual({ rank: 2, won: 100, played: 2 });
    expect((await board(t, '2026-01-12')).mine).toBeNull();
    expect((await board(t, '2026-01-13', a)).top).toEqual([]);
    const bad = await get(t.app, '/game/leaderboard', { day: '2026-02-30' });
    expect(bad.body).toMatchObject({ code: 'game_day_invalid', field: 'day' });
  });
});

describe('game: never money', () => {
  it('a full day of play leaves every ledger row and balance unchanged', async () => {
    const p = await player(t, { 3: '500', 1: '0.5' });
    const before = await ledgerSnapshot(t);
    const t0 = at(14);
    const prices = ['50010', '49990', '50000', null] as const;
    for (let i = 0; i < 12; i++) {
      const dir = i % 2 === 0 ? 'up' : 'down';
      await round(
        p,
        t0 + i * 60_000,
        { symbol: 'BTC/USDT', direction: dir, seconds: 30, points: 50 },
        '50000',
        prices[i % 4]!,
      );
    }
    await settleJobs(t0 + 13 * 60_000);
    const day = await state(t, p);
    expect(day).toMatchObject({ played: 12, open: [] });
    expect(await ledgerSnapshot(t)).toEqual(before);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
