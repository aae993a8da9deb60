import { marketApi } from '@meridian/contract/market';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useSpotOrderFeed, useSpotOrders } from '../data/account';
import { flattenPages } from '../../../api/paging';
import { marketKeys, flattenGroups } from '../../market';
import { api } from '../../../api/http';
import { OrderRow } from '../components/OrderRow';
import type { PairDigits } from '../components/OrderRow';
import { useCancelOrder } from '../components/useCancelOrder';
import '../../../styles/trade.css';
import '../../../styles/book.css';
import '../../../styles/orders.css';

type Status = 'current' | 'history';

/** Each pair's price and amount precisions by symbol (the market list, cached; no live subscription). */
function usePairDigits(): Map<string, PairDigits> {
  const q = useQuery({
    queryKey: marketKeys.quotations(),
    staleTime: 60_000,
    queryFn: () => api.call(marketApi.quotations, {}, { silent: true, loading: false }),
  });
  return useMemo(
    () =>
      new Map(
        (q.data ? flattenGroups(q.data) : []).map((p) => [
          p.symbol,
          { price: p.price_precision, amount: p.amount_precision },
        ]),
      ),
    [q.data],
  );
}

function OrderList({ status }: { status: Status }) {
  const list = useSpotOrders({ status });
  const { ask, pendingId } = useCancelOrder();
  const digits = usePairDigits();
  return (
    <QueryView
      query={list}
      isEmpty={(data) => flattenPages(data.pages).length === 0}
      empty={<EmptyView testId={`orders-empty-${status}`} />}
    >
      {(data) => (
        <div className="order-list" data-testid={`orders-${status}`}>
          {flattenPages(data.pages).map((o) => (
            <OrderRow
              key={o.id}
              order={o}
              digits={digits.get(o.symbol)}
              {...(status === 'current'
                ? { onCancel: (x) => void ask(x), cancelling: pendingId === o.id }
                : {})}
            />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </div>
      )}
    </QueryView>
  );
}

/** /pages/transaction/currency_order — the user's spot orders: current (with cancel) and history, paginated. */
export default function CurrencyOrderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: Status = params.get('tab') === 'history' ? 'history' : 'current';
  useSpotOrderFeed();
  return (
    <div className="page trade-page" data-testid="currency-order-page">
      <PageNav title={t('pages.spotOrders')} />
      <Tabs
        activeKey={status}
        onChange={(k) => setParams(k === 'history' ? { tab: 'history' } : {}, { replace: true })}
        className="orders-tabs"
      >
        <Tabs.Tab
          key="current"
          title={<span data-testid="orders-tab-current">{t('trade.tabCurrent')}</span>}
        />
        <Tabs.Tab
          key="history"
          title={<span data-testid="orders-tab-history">{t('trade.tabHistory')}</span>}
        />
      </Tabs>
      <div className="page-body">
        <OrderList key={status} status={status} />
      </div>
    </div>
  );
}
