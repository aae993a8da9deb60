import type { Db } from '../../platform/db';
import * as candles from './candles/candles.repo';
import type { FeedPair, MarketFeed } from './feed/types';

const DAY_S = 86_400;

/**
 * Makes sure a pair has history up to the current minute: on first start `historyDays` of minute bars and
 * `dailyHistoryDays` of daily bars before them; after downtime, the missing minutes (at most historyDays).
 * Returns the number of minute bars written.
 */
export async function ensureHistory(
  db: Db,
  feed: MarketFeed,
  pair: FeedPair,
  opts: { nowMs: number; historyDays: number; dailyHistoryDays: number },
): Promise<number> {
  const nowMinute = Math.floor(opts.nowMs / 60_000) * 60;
  const earliest = nowMinute - opts.historyDays * DAY_S;
  const last = await candles.lastBar(db, 'candles_1m', pair.id);
  if (last && last.t >= nowMinute - 60) return 0;

  let from = earliest;
  let lastClose = last?.close;
  if (!last) {
    const dailyFrom = (earliest - (earliest % DAY_S) - opts.dailyHistoryDays * DAY_S) * 1000;
    const daily = await feed.dailyBars(pair, dailyFrom, (earliest - (earliest % DAY_S)) * 1000);
    await candles.upsertBars(db, 'candles_1d', pair.id, daily);
    lastClose = daily.at(-1)?.close;
  } else {
    from = Math.max(last.t + 60, earliest);
  }
  const minutes = await feed.minuteBars(pair, from * 1000, nowMinute * 1000, lastClose);
  await candles.upsertBars(db, 'candles_1m', pair.id, minutes);
  if (minutes.length > 0) await candles.rollUpDays(db, pair.id, from);
  return minutes.length;
}
