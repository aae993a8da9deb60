import { afterAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { checkLedger } from '../../ledger/invariants';
import { depth, expectedPrices, genesisEntries, makerApp, tick } from './market-maker.testing';

const apps: TestApp[] = [];
afterAll(async () => {
  // The second app shares the first one's database: close it first; the first drops the database.
  for (const a of apps.reverse()) await a.close();
});

describe('house market maker across a restart', () => {
  it('never issues genesis twice and rebuilds its quotes from the books the new node restored', async () => {
    const first = await makerApp();
    apps.push(first);
    tick(first, 'BTC/USDT', '96000.00');
    await first.services.marketMaker.refreshOnce();
    const makerId = first.services.marketMaker.runner.userId!;
    const issued = await genesisEntries(first, makerId);
    expect(issued.length).toBeGreaterThan(0);
    expect((await depth(first, 'BTC/USDT')).asks).toHaveLength(15);
    // The first node stops (its maker lock frees); a second node starts on the same database.
    await first.services.marketMaker.stop();

    const second = await makerApp({ sharedDatabase: { name: first.databaseName } });
    apps.push(second);
    // Its first run found the first node's quotes in the restored book, on a price it cannot vouch for (the
    // last stored minute is older than the freshness limit): they came off.
    expect(await depth(second, 'BTC/USDT')).toMatchObject({ bids: [], asks: [] });
    expect(second.services.marketMaker.runner.userId).toBe(makerId);
    tick(second, 'BTC/USDT', '97000.00');
    const report = await second.services.marketMaker.refreshOnce();
    expect(report.pairs['BTC/USDT']).toBe('quoted');

    expect(await genesisEntries(second, makerId)).toEqual(issued);
    const d = await depth(second, 'BTC/USDT');
    const want = expectedPrices('97000');
    expect(d.bids.map((l) => l[0])).toEqual(want.bids);
    expect(d.asks.map((l) => l[0])).toEqual(want.asks);
    const btc = second.services.market.findPair({ symbol: 'BTC/USDT' });
    const open = await second.services.spot.list(makerId, {
      currency_id: btc.baseId,
      legal_id: btc.quoteId,
      status: 'current',
      page: 1,
      limit: 50,
    });
    expect(open.total).toBe(30);
    expect(await checkLedger(second.database.db)).toEqual([]);
  });
});
