import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it, inject } from 'vitest';
import { TEST_ENV, admin } from '../../../test/global-setup';
import { databaseUrl } from '../../../test/db-url';
import { cloneTemplate } from '../../../test/test-app';
import { loadConfig } from '../../platform/config';
import { connectDatabase, type Database } from '../../platform/db';
import * as candles from './candles/candles.repo';
import { PAIRS, pairSymbol } from './catalog';
import { createFeed } from './feed';
import type { FeedPair } from './feed/types';
import { ensureHistory } from './history';
import * as repo from './market.repo';
import { catchUpHistory, recentBars } from './warm-start';

/**
 * The batched start-up (warm-start.ts) writes and loads exactly what the per-pair way did: two clones of the
 * template catch up the same 40 minutes (the clock 40 minutes ahead of the template's last bar), one pair by
 * pair with ensureHistory + barsSince, the other with catchUpHistory + recentBars, each with its own feed built
 * the same way; the stored minute and daily bars and the loaded bars must be equal.
 */
const names = [0, 1].map(() => `meridian_ws_${randomBytes(5).toString('hex')}`);
let a: Database;
let b: Database;
const config = loadConfig({ ...TEST_ENV });
const log = pino({ level: 'silent' });

beforeAll(async () => {
  for (const n of names) await cloneTemplate(inject('dbAdminUrl'), inject('dbTemplate'), n);
  [a, b] = names.map((n) => connectDatabase(databaseUrl(inject('dbAdminUrl'), n), 4)) as [Database, Database];
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const n of names)
    await admin(inject('dbAdminUrl'), (c) => c.query(`DROP DATABASE IF EXISTS "${n}" WITH (FORCE)`));
});

const dump = async (db: Database, table: string) =>
  (
    await db.db.execute(
      sql`SELECT pair_id, t::text, open::text, high::text, low::text, close::text, volume::text, amount::text
          FROM ${sql.raw(table)} ORDER BY pair_id, t`,
    )
  ).rows;

it('catches up and loads every pair as the per-pair start did', async () => {
  const pairs = await repo.listPairs(a.db);
  expect(pairs.length).toBeGreaterThan(20);
  const feedPair = (p: (typeof pairs)[number]): FeedPair => {
    const spec = PAIRS.find((s) => s.id === p.id)!;
    return { ...spec, symbol: pairSymbol(spec) };
  };
  const last = await candles.lastBar(a.db, 'candles_1m', pairs[0]!.id);
  const nowMs = (last!.t + 40 * 60) * 1000 + 12_345;
  const opts = {
    nowMs,
    historyDays: config.market.historyDays,
    dailyHistoryDays: config.market.dailyHistoryDays,
  };
  const since = Math.floor(nowMs / 1000) - 86_400;

  const feedA = await createFeed(config.market.feed, config.market.seed, log);
  const feedB = await createFeed(config.market.feed, config.market.seed, log);
  let writtenA = 0;
  const loadedA = new Map<number, unknown>();
  for (const p of pairs) {
    writtenA += await ensureHistory(a.db, feedA, feedPair(p), opts);
    loadedA.set(p.id, {
      minutes: await candles.barsSince(a.db, 'candles_1m', p.id, since),
      days: await candles.barsSince(a.db, 'candles_1d', p.id, since - 40 * 86_400),
    });
  }
  const writtenB = await catchUpHistory(
    b.db,
    feedB,
    pairs.map((p) => ({ feed: feedPair(p), listed: false })),
    opts,
  );
  const loadedB = await recentBars(
    b.db,
    pairs.map((p) => p.id),
    since,
    since - 40 * 86_400,
  );

  expect(writtenA).toBeGreaterThanOrEqual(20 * 39); // 40 minutes of every crypto pair (stocks only in session)
  expect(writtenB).toBe(writtenA);
  expect(await dump(b, 'candles_1m')).toEqual(await dump(a, 'candles_1m'));
  expect(await dump(b, 'candles_1d')).toEqual(await dump(a, 'candles_1d'));
  expect(new Map(loadedB)).toEqual(loadedA);
  // a second start in the same minute writes nothing
  expect(
    await catchUpHistory(
      b.db,
      feedB,
      pairs.map((p) => ({ feed: feedPair(p), listed: false })),
      opts,
    ),
  ).toBe(0);
});
