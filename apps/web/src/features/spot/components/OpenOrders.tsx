import type { PairDetail } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useLoggedIn, useSpotOrders } from '../data/account';
import { flattenPages } from '../../../api/paging';
import { LOGIN_PATH } from '../../../lib/paths';
import { OrderRow } from './OrderRow';
import { useCancelOrder } from './useCancelOrder';

export const SPOT_ORDERS_PATH = '/pages/transaction/currency_order';

const currentOf = (pair: PairDetail) => ({
  status: 'current' as const,
  currency_id: pair.currency_id,
  legal_id: pair.legal_id,
});

/** How many of the pair's orders are open (for the tab title); 0 for visitors and while loading. */
export function useOpenOrderCount(pair: PairDetail): number {
  const q = useSpotOrders(currentOf(pair));
  return q.data?.pages[0]?.total ?? 0;
}

/** The pair's current entrusts with cancel, and a link to every order. */
export function OpenOrders({ pair }: { pair: PairDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const list = useSpotOrders(currentOf(pair));
  const { ask, pendingId } = useCancelOrder();
  const digits = { price: pair.price_precision, amount: pair.amount_precision };
  const link = (
    <button
      type="button"
      className="spot-all-orders"
      data-testid="spot-all-orders"
      onClick={() => void navigate(SPOT_ORDERS_PATH)}
    >
      {t('trade.allOrders')}
    </button>
  );
  if (!loggedIn)
    return (
      <EmptyView
        title={t('common.pleaseLogin')}
        action={
          <button type="button" className="spot-all-orders" onClick={() => void navigate(LOGIN_PATH)}>
            {t('trade.loginToTrade')}
          </button>
        }
      />
    );
  const body = (
    <QueryView
      query={list}
      isEmpty={(data) => flattenPages(data.pages).length === 0}
      empty={<EmptyView title={t('trade.noOpenOrders')} testId="spot-orders-empty" />}
    >
      {(data) => (
        <>
          {flattenPages(data.pages).map((o) => (
            <OrderRow
              key={o.id}
              order={o}
              digits={digits}
              onCancel={(x) => void ask(x, digits)}
              cancelling={pendingId === o.id}
            />
          ))}
          {list.hasNextPage ? <LoadMore hasMore loadMore={() => list.fetchNextPage()} /> : null}
        </>
      )}
    </QueryView>
  );
  return (
    <section className="open-orders" data-testid="spot-open-orders">
      <div className="open-orders-head">{link}</div>
      {body}
    </section>
  );
}
