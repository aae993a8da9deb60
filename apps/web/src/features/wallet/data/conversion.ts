import { LIST_PAGE_SIZE } from '@meridian/contract';
import { conversionApi } from '@meridian/contract/wallet';
import type { RequestOf } from '@meridian/contract';
import {
  keepPreviousData,
  skipToken,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from './keys';

/** Coin conversion (user/getTransferList, getTransferFee, Transfer) and the user's conversions. */

/** How often the screen refreshes the two prices while it is open. */
export const QUOTE_REFRESH_MS = 5_000;

export const conversionKeys = {
  all: [...walletKeys.all, 'conversion'] as const,
  list: () => [...conversionKeys.all, 'list'] as const,
  quote: (from: number, to: number) => [...conversionKeys.all, 'quote', from, to] as const,
  log: () => [...conversionKeys.all, 'log'] as const,
};

export function useConversionList() {
  return useQuery({
    queryKey: conversionKeys.list(),
    queryFn: () => api.call(conversionApi.list, {}, { silent: true, loading: false }),
  });
}

/** The live quote of a pair of currencies; off while either side is missing or both are the same. */
export function useConversionQuote(from: number | null, to: number | null) {
  return useQuery({
    queryKey: conversionKeys.quote(from ?? 0, to ?? 0),
    refetchInterval: QUOTE_REFRESH_MS,
    placeholderData: keepPreviousData,
    queryFn:
      from === null || to === null || from === to
        ? skipToken
        : () =>
            api.call(
              conversionApi.quote,
              { from_currency_id: from, to_currency_id: to },
              { silent: true, loading: false },
            ),
  });
}

export function useConvert() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: RequestOf<typeof conversionApi.convert> }) =>
      sendIntent(conversionApi.convert, body),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: conversionKeys.list() }),
        qc.invalidateQueries({ queryKey: conversionKeys.log() }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }),
      ]),
  });
}

export function useConversionLog() {
  return useInfiniteQuery({
    queryKey: conversionKeys.log(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        conversionApi.log,
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}
