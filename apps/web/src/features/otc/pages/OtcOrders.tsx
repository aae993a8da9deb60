import type { OtcOrder } from '@meridian/contract/otc';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ChipTabs } from '../../../components/ChipTabs';
import { PagesView } from '../../../components/PagedView';
import { useOtcOrders } from '../data/hooks';
import { STATUS_FILTERS, readStatusFilter } from '../data/order';
import type { StatusFilter } from '../data/order';
import { OTC_DESK, orderPath } from '../paths';
import { OtcScreen, SideTag, StatusTag, coin, fiat, when } from '../components/parts';

function OrderRow({ o }: { o: OtcOrder }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="otc-order-row card"
      data-testid={`otc-row-${o.id}`}
      data-status={o.status}
      onClick={() => void navigate(orderPath(o.id))}
    >
      <div className="otc-section-head">
        <b>
          <SideTag side={o.side} /> {coin(o.amount, o.currency_name)}
        </b>
        <StatusTag order={o} />
      </div>
      <div className="otc-row">
        <span>{t(o.side === 'buy' ? 'otc.youPay' : 'otc.youReceive')}</span>
        <b>{fiat(o.total, o.fiat)}</b>
      </div>
      <div className="otc-order-meta">
        <span>{o.order_no}</span>
        <span>{when(o.created_at)}</span>
      </div>
    </button>
  );
}

/** /pages/otc/orders?status= — my OTC orders, newest first, filtered by status, loaded page by page. */
export default function OtcOrders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filter = readStatusFilter(params.get('status'));
  const orders = useOtcOrders(filter);
  return (
    <OtcScreen title={t('pages.otcOrders')} testId="otc-orders-page" ordersLink={false}>
      <ChipTabs<StatusFilter>
        className="otc-filter"
        value={filter}
        testId="otc-filter"
        options={STATUS_FILTERS.map((f) => ({ value: f, label: t(`otc.filter.${f}`) }))}
        onChange={(f) => setParams(f === 'all' ? {} : { status: f }, { replace: true })}
      />
      <PagesView
        query={orders}
        empty={t('otc.orders.empty')}
        emptyAction={
          <Button size="small" color="primary" onClick={() => void navigate(OTC_DESK)}>
            {t('otc.orders.start')}
          </Button>
        }
        testId="otc-orders"
        className="otc-list"
        render={(o) => <OrderRow key={o.id} o={o} />}
      />
    </OtcScreen>
  );
}
