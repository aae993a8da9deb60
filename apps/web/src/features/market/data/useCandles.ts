import { marketApi } from '@meridian/contract/market';
import type { Candle, Period } from '@meridian/contract/market';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { candleRange, klineToCandle, mergeKline } from './candles';
import { marketKeys } from './keys';
import { listenKline } from './klineFeed';

// apart from hooks.ts, whose quotes every tab shows: the bars and their socket feed come with the pair's chart

const quiet = { silent: true, loading: false } as const;

/** GET /currency/new_timeshar — the newest bars of symbol+period, then the live bar from its `kline` room. */
export function useCandles(symbol: string, period: Period) {
  const qc = useQueryClient();
  const queryKey = marketKeys.candles(symbol, period);
  const query = useQuery({
    queryKey,
    enabled: symbol !== '',
    staleTime: 0,
    queryFn: () => api.call(marketApi.candles, { symbol, period, ...candleRange(period, Date.now()) }, quiet),
  });
  useEffect(() => {
    if (!symbol) return;
    const key = marketKeys.candles(symbol, period);
    return listenKline(symbol, period, {
      onBar: (msg) =>
        qc.setQueryData<Candle[]>(key, (bars) => (bars ? mergeKline(bars, klineToCandle(msg)) : bars)),
      onResync: () => void qc.invalidateQueries({ queryKey: key }, { cancelRefetch: false }),
    });
  }, [qc, symbol, period]);
  return query;
}
