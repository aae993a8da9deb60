import { MARKET_DEPTH_LEVELS } from '@meridian/contract';
import type { MarketDepthMessage } from '@meridian/contract';
import { spotApi } from '@meridian/contract/spot';
import type { CoinDepth } from '@meridian/contract/spot';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../../api/http';
import { createResyncGate } from '../../../api/sequence';
import type { SeqVerdict } from '../../../api/sequence';
import { frameBatch } from '../../../state/frameBatch';
import type { SpotBookTops } from '../forms/types';
import { ackNeedsReload, bookTops, foldDepthMessages } from './depth';
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
const FRESH_MS = 2_000;
export const RECENT_TRADES_LIMIT = 30;
const quiet = { silent: true, loading: false } as const;

export function depthQuery(symbol: string, live: boolean) {
  return {
    queryKey: spotKeys.depth(symbol),
    enabled: symbol !== '',
    // a book loaded moments before (the trade route's prefetch, app/prefetchTrade.ts) is not asked for again on
    // mount; the room's join ack reloads it if it moved since
    staleTime: FRESH_MS,
    refetchInterval: live ? LIVE_SAFETY_MS : POLL_MS,
    queryFn: () => api.call(spotApi.depth, { symbol, levels: MARKET_DEPTH_LEVELS }, quiet),
  };
}

export function tradesQuery(symbol: string, live: boolean) {
  return {
    queryKey: spotKeys.trades(symbol),
    enabled: symbol !== '',
    staleTime: FRESH_MS,
    refetchInterval: live ? LIVE_SAFETY_MS : POLL_MS,
    queryFn: () => api.call(spotApi.trades, { symbol, limit: RECENT_TRADES_LIMIT }, quiet),
  };
}

/**
 * Keeps the pair's book and trades loaded and live while the screen is mounted, and returns what the screen
 * itself needs of them: whether the room is live and the book's best bid and ask. The screen re-renders when
 * those change, not on every book message; the book and the trades list read the cache themselves
 * (useSpotDepth, useSpotTrades). Messages are applied once per animation frame, all of a frame in one update.
 */
export function useSpotMarket(symbol: string) {
  const qc = useQueryClient();
  const [live, setLive] = useState(false);
  const tops = useQuery({ ...depthQuery(symbol, live), select: bookTops });
  // keeps the trades loaded and polled while the list is on the other tab, without re-rendering the screen
  useQuery({ ...tradesQuery(symbol, live), notifyOnChangeProps: [] });

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
    const messages = frameBatch<readonly [MarketDepthMessage, SeqVerdict]>((batch) => {
      const cached = qc.getQueryData<CoinDepth>(depthKey);
      const fold = foldDepthMessages(cached, batch);
      if (fold.data && fold.data !== cached) qc.setQueryData<CoinDepth>(depthKey, fold.data);
      if (fold.resync) reload();
      else if (fold.trades) reloadTrades();
    });
    setLive(false);
    let stop: (() => void) | undefined;
    // the room is joined in a task of its own: with the screen's other effects (its first requests) it made one
    // long task at 4× CPU; the book loads over REST meanwhile, and a join's ack reloads it if it moved since
    const join = setTimeout(() => {
      stop = listenDepth(symbol, {
        onDepth: (msg, verdict) => messages.push([msg, verdict]),
        onJoined: (seq, missed) => {
          messages.flush(); // the cache compared with the ack holds every message seen before it
          if (missed || ackNeedsReload(qc.getQueryData<CoinDepth>(depthKey), seq)) reload();
        },
        onResync: () => {
          messages.flush();
          reload();
        },
        onLive: setLive,
      });
    }, 0);
    return () => {
      clearTimeout(join);
      messages.cancel();
      stop?.();
    };
  }, [qc, symbol]);

  return { tops: tops.data ?? NO_TOPS, live };
}

const NO_TOPS: SpotBookTops = {};

/** The pair's cached book as the order book draws it (kept loaded and live by useSpotMarket). */
export function useSpotDepth(symbol: string) {
  return useQuery({ ...depthQuery(symbol, true), enabled: false, refetchInterval: false });
}

/** The pair's cached recent trades as the list draws them (kept loaded and live by useSpotMarket). */
export function useSpotTrades(symbol: string) {
  return useQuery({ ...tradesQuery(symbol, true), enabled: false, refetchInterval: false });
}
