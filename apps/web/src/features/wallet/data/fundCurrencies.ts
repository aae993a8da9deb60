import { fundsApi } from '@meridian/contract/wallet';
import type { CurrencyItem } from '@meridian/contract/wallet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { fundKeys } from './fundKeys';

/** GET /currency/list — which currencies can be deposited or withdrawn, with precision and networks. */
export function useFundCurrencies() {
  return useQuery({
    queryKey: fundKeys.currencies(),
    staleTime: 5 * 60_000,
    queryFn: () => api.call(fundsApi.currencyList, {}, { silent: true, loading: false }),
  });
}

/** The currencies open for `purpose`, USDT first (the spec's default coin). */
export function fundCurrenciesFor(
  list: readonly CurrencyItem[] | undefined,
  purpose: 'deposit' | 'withdraw',
): CurrencyItem[] {
  const open = (list ?? []).filter((c) => (purpose === 'deposit' ? c.is_charge : c.is_withdraw));
  const usdt = open.findIndex((c) => c.name === 'USDT');
  if (usdt > 0) open.unshift(...open.splice(usdt, 1));
  return open;
}

/** The currency asked for by `?currency=<id>`, else the first open one. */
export function pickFundCurrency(list: readonly CurrencyItem[], wanted: number): CurrencyItem | undefined {
  return list.find((c) => c.id === wanted) ?? list[0];
}
