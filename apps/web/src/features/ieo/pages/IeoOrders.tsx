import type { IeoOrder } from '@meridian/contract/ieo';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedView } from '../../../components/PagedView';
import { PageNav } from '../../../components/PageNav';
import { useIeoOrders } from '../data/hooks';
import { flattenPages } from '../../../api/paging';
import { formatDateTime } from '../../../lib/dates';
import { AllocationCalc, OrderStatus } from '../components/parts';
import { IEO_LIST, ieoProjectPath } from '../paths';

function OrderCard({ o }: { o: IeoOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <article
      className="ieo-order-card card"
      data-testid={`ieo-order-${o.id}`}
      data-status={o.status}
      onClick={() => void navigate(ieoProjectPath(o.project_id))}
    >
      <div className="ieo-card-head">
        <div className="ieo-card-title">
          <h3>
            {o.name} <small>{o.currency_name}</small>
          </h3>
        </div>
        <OrderStatus status={o.status} />
      </div>
      <AllocationCalc o={o} />
      <div className="ieo-order-meta">
        <span>{t('ieo.orderNo', { no: o.order_no })}</span>
        <span>{formatDateTime(o.created_at)}</span>
      </div>
    </article>
  );
}

/** /pages/ieo/order — my subscriptions, newest first, each with its status and allocation arithmetic. */
export default function IeoOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // a subscription changes by itself at the end of the window and at the time to market
  const orders = useIeoOrders({ refetchInterval: 20_000 });
  return (
    <div className="page ieo-page" data-testid="ieo-orders">
      <PageNav title={t('pages.ieoOrders')} />
      <div className="page-body">
        <PagedView
          query={orders}
          rows={flattenPages(orders.data?.pages)}
          empty={t('ieo.noOrders')}
          emptyAction={
            <Button size="small" color="primary" onClick={() => void navigate(IEO_LIST)}>
              {t('ieo.browse')}
            </Button>
          }
          testId="ieo-order-list"
          render={(o) => <OrderCard key={o.id} o={o} />}
        />
      </div>
    </div>
  );
}
