import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from 'antd-mobile';
import { PagedView } from '../../../components/PagedView';
import { NavLink, PageNav } from '../../../components/PageNav';
import { useInvestOrders, useInvestPushRefresh } from '../data/hooks';
import { ORDER_TABS } from '../data/orders';
import type { OrderTab } from '../data/orders';
import { flattenPages } from '../../../api/paging';
import { OrderCard } from '../components/OrderCard';
import { Segments } from '../components/parts';
import { INVEST_HELP_PATH, INVEST_PATH } from '../paths';

/**
 * /pages/invest/mine — my invest orders by status (purchased, settling, success, failed), newest first; a settled
 * order shows its settlement price, the 30 recorded prices it is the mean of, and the payout. Reloads on a
 * settlement push and polls while an order waits.
 */
export default function InvestMine() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: OrderTab = ORDER_TABS.find((s) => s === params.get('status')) ?? 'all';
  const orders = useInvestOrders(tab);
  useInvestPushRefresh();
  const rows = flattenPages(orders.data?.pages);
  return (
    <div className="page invest-page" data-testid="invest-mine">
      <PageNav
        title={t('pages.investMine')}
        right={
          <NavLink to={INVEST_HELP_PATH} testId="invest-help-link">
            {t('invest.help')}
          </NavLink>
        }
      />
      <div className="page-body">
        <Segments<OrderTab>
          testId="invest-status"
          value={tab}
          options={ORDER_TABS.map((s) => ({ value: s, label: t(`invest.status.${s}`) }))}
          onChange={(s) => setParams({ status: s }, { replace: true })}
        />
        <PagedView
          query={orders}
          rows={rows}
          empty={t('invest.noOrders')}
          emptyAction={
            <Button size="small" color="primary" onClick={() => void navigate(INVEST_PATH)}>
              {t('invest.browse')}
            </Button>
          }
          testId="invest-orders"
          render={(o) => <OrderCard key={o.id} o={o} />}
        />
      </div>
    </div>
  );
}
