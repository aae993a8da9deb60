import {
  OPTIONS_CURRENCY_ID,
  OPTIONS_PAGE_SIZE,
  OPTIONS_STATUS_OPEN,
  optionsApi,
} from '@meridian/contract/options';
import type { ClosedOptionsOrderMessage } from '@meridian/contract';
import type { OptionsOrder } from '@meridian/contract/options';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import type { OptionSubmitBody } from '../forms/request';
import { withEachSocket } from '../../../api/socket';
import { useSession } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { walletKeys } from '../../wallet';
import { optionsKeys } from './keys';
import { isUnavailable } from './orders';

/** Seconds-options reads and the submit (`microtrade/*`); `closed_microorder` pushes settle the screen. */

const quiet = { silent: true, loading: false } as const;

function useLoggedIn(): boolean {
  return useSession((s) => s.token !== '');
}

const noRetryWhenOff = (count: number, error: unknown) => !isUnavailable(error) && count < 2;

/** GET /microtrade/seconds — enabled tiers; the error `microtrade_unavailable` when the product is off. */
export function useOptionTiers() {
  return useQuery({
    queryKey: optionsKeys.tiers(),
    staleTime: 60_000,
    retry: noRetryWhenOff,
    queryFn: () => api.call(optionsApi.seconds, {}, quiet),
  });
}

/** GET /microtrade/payable_currencies — USDT with quick picks and (signed in) the options wallet. */
export function usePayableCurrency() {
  const loggedIn = useLoggedIn();
  const query = useQuery({
    queryKey: optionsKeys.currencies(loggedIn),
    staleTime: 0,
    retry: noRetryWhenOff,
    queryFn: () => api.call(optionsApi.payableCurrencies, {}, quiet),
  });
  const currency = query.data?.find((c) => c.id === OPTIONS_CURRENCY_ID) ?? query.data?.[0];
  return { ...query, currency };
}

/** GET /microtrade/lists — open (1) or closed (3) orders, 5 per page, newest first. */
export function useOptionOrders(status: 1 | 3, matchId?: number) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: [...optionsKeys.list(status), matchId ?? 0],
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    retry: noRetryWhenOff,
    refetchInterval: status === OPTIONS_STATUS_OPEN ? 5_000 : false,
    queryFn: ({ pageParam }) =>
      api.call(
        optionsApi.lists,
        {
          status,
          page: pageParam,
          limit: OPTIONS_PAGE_SIZE,
          ...(matchId ? { match_id: matchId } : {}),
        },
        quiet,
      ),
    getNextPageParam: nextPageOf,
  });
}

/** GET /microtrade/get_result {id}. */
export function fetchOptionResult(id: number): Promise<OptionsOrder> {
  return api.call(optionsApi.getResult, { id }, quiet);
}

/** POST /microtrade/submit, as an intent (its key follows the exact body: Up and Down are two intents). */
export function useSubmitOption() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: OptionSubmitBody }) => sendIntent(optionsApi.submit, body),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: optionsKeys.orders() }),
        qc.invalidateQueries({ queryKey: optionsKeys.all }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
      ]),
  });
}

/** Calls `onClosed` for every `closed_microorder` push and reloads the lists and the options balance. */
export function useClosedMicroorderFeed(onClosed?: (order: OptionsOrder) => void) {
  const qc = useQueryClient();
  const loggedIn = useLoggedIn();
  const cb = useRef(onClosed);
  cb.current = onClosed;
  useEffect(() => {
    if (!loggedIn) return;
    return withEachSocket((s) => {
      const onMsg = (msg: ClosedOptionsOrderMessage) => {
        cb.current?.(msg.data);
        void qc.invalidateQueries({ queryKey: optionsKeys.all }, { cancelRefetch: false });
        void qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false });
      };
      s.on('closed_microorder', onMsg);
      return () => {
        s.off('closed_microorder', onMsg);
      };
    });
  }, [qc, loggedIn]);
}
