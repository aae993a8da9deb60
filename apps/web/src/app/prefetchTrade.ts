import { queryClient } from '../api/queryClient';
import { pairQuery } from '../features/market/data/hooks';
import { depthQuery, tradesQuery } from '../features/spot/data/market';
import { symbolFromParams } from '../features/trade/components/symbol';

/**
 * The trade tab's spot pair: its detail, book and recent trades, asked for by main.tsx on the trade route as soon
 * as the session is read, from a task of their own, beside the language's and the page's code. The screen's own
 * queries (same keys and functions) find them in flight or done: its first effects no longer start three requests
 * in the task that mounts the ticket (one long task at 4× CPU), and the pair arrives sooner. The futures and
 * options tickets load their own.
 */
export function prefetchTrade(hash: string): void {
  const params = new URLSearchParams(hash.split('?')[1] ?? '');
  const product = params.get('product');
  if (product !== null && product !== 'spot') return;
  const symbol = symbolFromParams(params);
  void queryClient.prefetchQuery(pairQuery(symbol));
  void queryClient.prefetchQuery(depthQuery(symbol, false));
  void queryClient.prefetchQuery(tradesQuery(symbol, false));
}
