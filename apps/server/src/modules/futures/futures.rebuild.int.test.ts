import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTriggerIndex } from '../../engines/triggers/trigger-index';
import type { Trigger } from '../../engines/triggers/types';
import type { TestApp } from '../../../test/test-app';
import * as repo from './futures.repo';
import { BTC_PAIR, trader, withFuturesApp } from './futures.testing';
import { levelsOf, type TriggerPayload } from './trigger-levels';
import { readLiveLevels } from './trigger-rebuild';

let t: TestApp;
withFuturesApp((app) => (t = app));

/**
 * The rebuild's read (`liveLevelRows`: the level columns as PostgreSQL prints them, aggregated per
 * page) gives the same triggers, in the same order, as the whole rows through `livePositions` and `levelsOf`,
 * on prices PostgreSQL really stores: more digits than the pair's precision (half up), the extremes of
 * NUMERIC(36,18), equal prices, every state.
 */
describe('futures trigger rebuild read', () => {
  it('liveLevelRows + parse equals livePositions + levelsOf, page boundaries included', async () => {
    const u = await trader(t);
    const prices = [
      '50000', '50000.00', '49999.995', '49999.994999999999999999', '0.000000000000000001', '0.005',
      '999999999999999999.999999999999999999', '123456789012345.675', '50000.5', '50000.5',
    ]; // prettier-ignore
    const price = (i: number) => prices[i % prices.length]!;
    // 5 states × 2 sides × optional levels, cycling through the prices (equal prices repeat)
    for (let i = 0; i < 60; i += 1) {
      const status = i % 5;
      const pending = status === 0;
      const closed = status === 3;
      await t.database.db.execute(sql`
        INSERT INTO lever_positions (user_id, pair_id, legal_id, side, order_kind, lots, units_per_lot, quantity,
          leverage, target_price, origin_price, price, take_profit, stop_loss, liquidation_price, origin_margin,
          margin, trade_fee, overnight_rate, status, hold_id, opened_at, close_reason, close_price,
          close_origin_price, close_time, fact_profits)
        VALUES (${u.uid}, ${BTC_PAIR}, 3, ${1 + (i % 2)}, ${pending ? 'limit' : 'market'}, 1, 0.01, 0.01, 10,
          ${pending ? price(i) : null}, ${pending ? null : '50000'}, ${pending ? null : '50000'},
          ${i % 3 === 0 ? null : price(i + 1)}, ${i % 4 === 0 ? null : price(i + 2)}, ${price(i + 3)},
          50, 50, 0.5, 0.05, ${status}, ${status === 4 ? null : i + 1}, ${pending ? null : new Date()},
          ${closed ? 'manual' : ''}, ${closed ? '1' : null}, ${closed ? '1' : null},
          ${closed ? new Date() : null}, ${closed ? '0' : null})`);
    }
    const pair = (id: number) => t.services.futures.pairById(id);
    const expected: Trigger<TriggerPayload>[] = [];
    let after = 0;
    for (;;) {
      const rows = await repo.livePositions(t.database.db, after, 7);
      for (const r of rows) expected.push(...levelsOf(r, pair(r.pairId)));
      if (rows.length < 7) break;
      after = rows.at(-1)!.id;
    }
    expect(expected.length).toBeGreaterThan(40);
    for (const size of [1, 7, repo.LIVE_LEVEL_PAGE]) {
      const read = (afterId: number) => repo.liveLevelRows(t.database.db, afterId, size);
      const levels = await readLiveLevels(read, pair, size, new AbortController().signal, 10_000);
      expect(levels).toEqual(expected);
    }
    // and the index a restart builds holds exactly these
    await t.services.futuresTriggers.stop();
    const { FuturesTriggers } = await import('./triggers');
    const again = new FuturesTriggers({
      db: t.database.db,
      pool: t.database.pool,
      service: t.services.futures,
      market: t.services.market,
      log: t.app.log,
    });
    expect(await again.ready()).toBe(true);
    const oneByOne = createTriggerIndex<TriggerPayload>();
    for (const x of expected) oneByOne.add(x);
    expect(again.index.count()).toBe(oneByOne.count());
    for (const x of expected) expect(again.index.get(x.id)).toEqual(oneByOne.get(x.id));
    await again.stop();
  });
});
