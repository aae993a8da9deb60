import { ieoApi } from '@meridian/contract/ieo';
import { investApi } from '@meridian/contract/invest';
import { lockmingApi } from '@meridian/contract/lockming';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/http';
import { useLoggedIn } from '../../../state/session';
import { earnKeys } from './keys';
import { holdingsOf } from './hub';

/**
 * The financial hub's reads: each product kind's list (the first page is enough for highlights)
 * and the user's open holdings (first pages of the three "my orders" calls). The IEO projects come from
 * data/ieo (useIeoProjects).
 */

const quiet = { silent: true, loading: false } as const;
/** Rows read for a highlight: the first page of a list, large enough for every product on sale. */
const HUB_ROWS = 50;

/** GET /lh/deposit/config — lock-mining products on sale. */
export function useHubLocks() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: earnKeys.locks(i18n.language),
    staleTime: 30_000,
    queryFn: () => api.call(lockmingApi.products, { page: 1, limit: HUB_ROWS }, quiet),
  });
}

/** GET /dual/index — BTC invest products of one type (call: sell high, put: buy low). */
export function useHubInvest(type: 'call' | 'put') {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: earnKeys.invest(type, i18n.language),
    staleTime: 30_000,
    queryFn: () => api.call(investApi.index, { page: 1, limit: HUB_ROWS, currency_id: 1, type }, quiet),
  });
}

/** My open IEO subscriptions, running locks and unsettled invest orders (one request each, in parallel). */
export function useHubHoldings() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: earnKeys.holdings(),
    enabled: loggedIn,
    staleTime: 0,
    queryFn: async () => {
      const [ieo, locks, invest] = await Promise.all([
        api.call(ieoApi.myOrders, { page: 1, limit: HUB_ROWS }, quiet),
        api.call(lockmingApi.orders, { page: 1, limit: HUB_ROWS, status: 'running' }, quiet),
        api.call(investApi.list, { page: 1, limit: HUB_ROWS }, quiet),
      ]);
      return holdingsOf(ieo.data, locks.data, invest.data);
    },
  });
}
