import { LIST_PAGE_SIZE } from '@meridian/contract';
import { loansApi } from '@meridian/contract/loans';
import type { RequestOf } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { useLoggedIn } from '../../../state/session';
import { usePair } from '../../market';
import { nextPageOf } from '../../../api/paging';
import { accountOf, rowOf, useWalletBalances, walletKeys } from '../../wallet';
import { loanKeys } from './keys';
import { tabFilter, usablePrice } from './loan';
import type { LoanTab } from './loan';

/**
 * Loan reads and actions (common/borrowing): the products (one per collateral coin), my loans
 * by tab, one loan with its history; borrow, repay, add collateral. The collateral's price follows the market
 * ticker of the product's pair (the live LTV). Every action reloads the loan reads and the wallet balances.
 */

const quiet = { silent: true, loading: false } as const;
/** Interest accrues hourly and a loan may be liquidated at any time: an open loan is re-read every minute. */
const LOAN_REFRESH_MS = 60_000;

/** GET borrowing/products — the published products (visitors may read them). */
export function useLoanProducts() {
  return useQuery({
    queryKey: loanKeys.products(),
    staleTime: 30_000,
    queryFn: () => api.call(loansApi.products, {}, quiet),
  });
}

/**
 * The collateral's price now: the ticker of the pair (`symbol`, kept live by the market socket), else the
 * `fallback` the server sent with the product or loan. Null while neither is known.
 */
export function useCollateralPrice(symbol: string | undefined, fallback: string | null | undefined) {
  const pair = usePair(symbol ?? '');
  return usablePrice(pair.data?.now_price) ?? usablePrice(fallback);
}

/**
 * The spot balance of a currency, by id or by code (a loan names its borrowed currency), from POST /wallet/list:
 * available (undefined until read; "0" when the wallet has no row) and precision.
 */
export function useSpotBalance(currency: number | string) {
  const balances = useWalletBalances();
  const row =
    typeof currency === 'number'
      ? rowOf(balances.data, 'change', currency)
      : balances.data && accountOf(balances.data, 'change').balance.find((r) => r.currency_name === currency);
  return {
    available: balances.data ? (row?.available ?? '0') : undefined,
    precision: row?.precision,
    query: balances,
  };
}

/** GET borrowing/loans — my loans of a tab, newest first. */
export function useMyLoans(tab: LoanTab) {
  const loggedIn = useLoggedIn();
  return useInfiniteQuery({
    queryKey: loanKeys.list(tab),
    enabled: loggedIn,
    initialPageParam: 1,
    staleTime: 0,
    refetchInterval: tab === 'active' ? LOAN_REFRESH_MS : false,
    queryFn: ({ pageParam }) =>
      api.call(loansApi.loans, { page: pageParam, limit: LIST_PAGE_SIZE, status: tabFilter(tab) }, quiet),
    getNextPageParam: nextPageOf,
  });
}

/** GET borrowing/detail?id= — one of my loans with its history; re-read every minute while it is open. */
export function useLoanDetail(id: number) {
  return useQuery({
    queryKey: loanKeys.detail(id),
    enabled: id > 0,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === 'active' ? LOAN_REFRESH_MS : false),
    queryFn: () => api.call(loansApi.detail, { id }, quiet),
  });
}

export function reloadLoans(qc: QueryClient) {
  return Promise.all([
    qc.invalidateQueries({ queryKey: loanKeys.all }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }, { cancelRefetch: false }),
    qc.invalidateQueries({ queryKey: [...walletKeys.all, 'log'] }, { cancelRefetch: false }),
  ]);
}

type WithBody<T> = { body: T };

/** POST borrowing/borrow — holds the collateral and credits the USDT. */
export function useBorrow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: WithBody<RequestOf<typeof loansApi.borrow>>) => sendIntent(loansApi.borrow, body),
    onSettled: () => reloadLoans(qc),
  });
}

/** POST borrowing/repay — part (`amount`) or all (`full`) of the debt, interest first. */
export function useRepay() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: WithBody<RequestOf<typeof loansApi.repay>>) => sendIntent(loansApi.repay, body),
    onSettled: () => reloadLoans(qc),
  });
}

/** POST borrowing/add_collateral — holds more collateral on the loan. */
export function useAddCollateral() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: WithBody<RequestOf<typeof loansApi.addCollateral>>) =>
      sendIntent(loansApi.addCollateral, body),
    onSettled: () => reloadLoans(qc),
  });
}
