import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/queryClient';
import { pairQuery } from '../features/market/data/hooks';
import { depthQuery, tradesQuery } from '../features/spot/data/market';
import { isTradeHash } from './routes';
import { prefetchTrade } from './prefetchTrade';

describe("the trade tab's first data, started before the tab renders", () => {
  it('knows the trade route', () => {
    for (const hash of ['#/pages/transaction/index', '#/pages/transaction/index?symbol=ETH_USDT'])
      expect(isTradeHash(hash), hash).toBe(true);
    for (const hash of ['', '#/', '#/pages/transaction/currency_order', '#/pages/market/market'])
      expect(isTradeHash(hash), hash).toBe(false);
  });

  const keysAskedFor = (hash: string) => {
    const spy = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    prefetchTrade(hash);
    const keys = spy.mock.calls.map(([o]) => o.queryKey);
    spy.mockRestore();
    return keys;
  };

  it("asks for the spot pair's detail, book and trades under the keys the screen's queries use", () => {
    expect(keysAskedFor('#/pages/transaction/index?symbol=eth_usdt')).toEqual([
      pairQuery('ETH_USDT').queryKey,
      depthQuery('ETH_USDT', false).queryKey,
      tradesQuery('ETH_USDT', false).queryKey,
    ]);
    expect(keysAskedFor('#/pages/transaction/index?product=spot')[0]).toEqual(pairQuery('ETH_USDT').queryKey);
  });

  it('leaves the futures and options tickets to load their own', () => {
    expect(keysAskedFor('#/pages/transaction/index?product=futures')).toEqual([]);
    expect(keysAskedFor('#/pages/transaction/index?product=options&symbol=AAPL_USDT')).toEqual([]);
  });
});
