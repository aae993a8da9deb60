import { TIMEOUTS_MS } from '@meridian/contract';
import { marketApi } from '@meridian/contract/market';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/http';
import { useSession } from '../../../state/session';
import { marketKeys } from './keys';
import { useAllMarketQuotes, useLiveQuotes } from './live';
import { flattenGroups } from './quotes';

/**
 * Market reads (Content/Market): REST first, then kept live by the socket — lists by the all-market
 * stream (one message per second for every pair), a pair's screen by its symbol's ticker room.
 */

const quiet = { silent: true, loading: false } as const;

/** GET /currency/quotation_new — pairs grouped by quote currency, live. `pairs` is the flat list. */
export function useQuotations() {
  const query = useQuery({
    queryKey: marketKeys.quotations(),
    staleTime: 60_000,
    queryFn: () => api.call(marketApi.quotations, {}, quiet),
  });
  const pairs = useMemo(() => (query.data ? flattenGroups(query.data) : undefined), [query.data]);
  useAllMarketQuotes(query.data !== undefined);
  return { ...query, pairs };
}

/** GET /currency/pair?symbol= — one pair with tick/lot size, live. */
export function pairQuery(symbol: string) {
  return {
    queryKey: marketKeys.pair(symbol),
    enabled: symbol !== '',
    staleTime: 60_000,
    queryFn: () => api.call(marketApi.pair, { symbol }, quiet),
  };
}

export function usePair(symbol: string) {
  const query = useQuery(pairQuery(symbol));
  useLiveQuotes(query.data ? [query.data.symbol] : undefined);
  return query;
}

/** `value` once it has not changed for `delayMs` (debounce 500 ms). */
export function useDebounced<T>(value: T, delayMs: number = TIMEOUTS_MS.debounce): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(id);
  }, [value, delayMs]);
  return debounced;
}

/** GET /currency/search?keyword= — debounced; idle for an empty keyword. `settled` is false while typing. */
export function useSearch(keyword: string) {
  const trimmed = keyword.trim();
  const debounced = useDebounced(trimmed);
  const query = useQuery({
    queryKey: marketKeys.search(debounced.toLowerCase()),
    enabled: debounced !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: () => api.call(marketApi.search, { keyword: debounced }, quiet),
  });
  useAllMarketQuotes((query.data?.length ?? 0) > 0);
  return { ...query, keyword: debounced, settled: debounced === trimmed && !query.isPlaceholderData };
}

/** GET /optional/list — the user's favorites (login required; idle for visitors), live. */
export function useFavorites() {
  const loggedIn = useSession((s) => s.token !== '');
  const query = useQuery({
    queryKey: marketKeys.favorites(),
    enabled: loggedIn,
    staleTime: 60_000,
    queryFn: () => api.call(marketApi.favorites, {}, quiet),
  });
  const ids = useMemo(() => new Set((query.data ?? []).map((f) => f.match_id)), [query.data]);
  useAllMarketQuotes((query.data?.length ?? 0) > 0);
  return { ...query, loggedIn, ids };
}
