import { useEffect, useMemo } from 'react';
import { useQuotations } from '../../market';
import { flattenPages } from '../../../api/paging';
import { useCopies } from './hooks';
import { copyUnrealised, type CopyUnrealised } from './unrealised';

/** The live prices by symbol, for the copy cards and their totals. */
export function useLivePrices(): Map<string, string> {
  const { pairs } = useQuotations();
  return useMemo(() => new Map((pairs ?? []).map((q) => [q.symbol, q.now_price])), [pairs]);
}

/**
 * Every open copy of the follower on the live prices (copyUnrealised), so the "Unrealised" header and each
 * follow show the sums of the very rows the current-copies cards show. Loads every page of current copies
 * (a user holds at most LEVER_MAX_LIVE_POSITIONS positions, so a few pages); undefined until they are all in.
 */
export function useCopyUnrealised(): CopyUnrealised | undefined {
  const list = useCopies('current');
  const prices = useLivePrices();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    // several parts of a screen use this at once: a call while a page is loading joins it instead of restarting it
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage({ cancelRefetch: false });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = list.data?.pages;
  return useMemo(
    () => (pages && !hasNextPage ? copyUnrealised(flattenPages(pages), prices) : undefined),
    [pages, hasNextPage, prices],
  );
}
