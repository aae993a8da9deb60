import { MARKET_DEPTH_LEVELS } from '@meridian/contract';
import { spotApi } from '@meridian/contract/spot';
import type { CoinDepth } from '@meridian/contract/spot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/http';
import { createResyncGate } from '../../../api/sequence';
import { ackNeedsReload, applyDepthMessage } from './depth';
import { listenDepth } from './depthFeed';
import { spotKeys } from './keys';

/**
 * The public side of a spot pair: its book (coin/depth, then `market_depth` messages) and recent trades
 * (coin/trades, reloaded when a message says trades changed). While the pair's depth room is not live — the
 * socket is down, or the server refused or did not answer the join — both poll every POLL_MS instead (and
 * every LIVE_SAFETY_MS while live).
 */

export const POLL_MS = 3_000;
/** While live, a slow reload anyway: a quiet room and a missed message look alike. */
const LIVE_SAFETY_MS = 30_000;
const RESYNC_MIN_INTERVAL_MS = 1_000;
export const RECENT_TRADES_LIMIT = 30;
const quiet = { silent: true, loading: false } as const;

export function useSpotMarket(symbol: string) {
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  const depth = useQuery({
    queryKey: spotKeys.depth(symbol),
    enabled: symbol !== '',
    staleTime: 0,
    refetchInterval: live ? LIVE_SAFETY_MS : POLL_MS,
    queryFn: () => api.call(spotApi.depth, { symbol, levels: MARKET_DEPTH_LEVELS }, quiet),
  });
  const trades = useQuery({
    queryKey: spotKeys.trades(symbol),
    enabled: symbol !== '',
    staleTime: 0,
    refetchInterval: live ? LIVE_SAFETY_MS : POLL_MS,
    queryFn: () => api.call(spotApi.trades, { symbol, limit: RECENT_TRADES_LIMIT }, quiet),
  });

  useEffect(() => {
    if (!symbol) return;
    const depthKey = spotKeys.depth(symbol);
    const tradesKey = spotKeys.trades(symbol);
    const gate = createResyncGate(RESYNC_MIN_INTERVAL_MS);
    const reloadTrades = () => void qc.invalidateQueries({ queryKey: tradesKey }, { cancelRefetch: false });
    const reload = () => {
      if (!gate()) return;
      void qc.invalidateQueries({ queryKey: depthKey }, { cancelRefetch: false });
      reloadTrades();
    };
    setLive(false);
    return listenDepth(symbol, {
      onDepth: (msg, verdict) => {
        const step = applyDepthMessage(qc.getQueryData<CoinDepth>(depthKey), msg, verdict);
        if (step.data) qc.setQueryData<CoinDepth>(depthKey, step.data);
        if (step.resync) reload();
        else if (msg.trades) reloadTrades();
      },
      onJoined: (seq, missed) => {
        if (missed || ackNeedsReload(qc.getQueryData<CoinDepth>(depthKey), seq)) reload();
      },
      onResync: reload,
      onLive: setLive,
    });
  }, [qc, symbol]);

  return { depth, trades, live };
}
