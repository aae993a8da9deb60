import { Button, Tabs } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView, LoadingView } from '../../../components/StateViews';
import { useLockOrders } from '../data/hooks';
import { FALLBACK_DECIMALS, LOCK_TABS, onTab } from '../data/lockming';
import type { LockTab } from '../data/lockming';
import { flattenPages } from '../../../api/paging';
import { rowOf, useWalletBalances } from '../../wallet';
import { OrderCard } from '../components/OrderCard';
import { LOCK_GUIDE, LOCK_HOME } from '../paths';
import './lockming.css';

function Orders({ tab }: { tab: LockTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useLockOrders(tab);
  const balances = useWalletBalances();
  const rows = flattenPages(list.data?.pages).filter((o) => onTab(o, tab));
  // the ended tab reads every lock: a page of running ones only loads the next by itself
  const more = rows.length === 0 && list.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = list;
  useEffect(() => {
    if (more && !isFetchingNextPage) void fetchNextPage();
  }, [more, isFetchingNextPage, fetchNextPage]);
  const decimalsOf = (currency: number) =>
    rowOf(balances.data, 'change', currency)?.precision ?? FALLBACK_DECIMALS;
  return (
    <QueryView
      query={list}
      isEmpty={() => rows.length === 0 && !more}
      empty={
        <EmptyView
          testId={`lock-orders-empty-${tab}`}
          title={tab === 'running' ? t('lockming.noRunning') : t('lockming.noEnded')}
          action={
            tab === 'running' ? (
              <Button size="small" color="primary" onClick={() => void navigate(LOCK_HOME)}>
                {t('lockming.seeProducts')}
              </Button>
            ) : undefined
          }
        />
      }
    >
      {() =>
        more ? (
          <LoadingView onRetry={() => void fetchNextPage()} />
        ) : (
          <div className="lock-list" data-testid={`lock-orders-${tab}`}>
            {rows.map((o) => (
              <OrderCard key={o.id} o={o} decimals={decimalsOf(o.currency_id)} />
            ))}
            <LoadMore hasMore={list.hasNextPage} loadMore={list.fetchNextPage} />
          </div>
        )
      }
    </QueryView>
  );
}

/** /pages/lockming/order — my locks, running and ended, with dividends by day and early redemption. */
export default function LockmingOrders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: LockTab = LOCK_TABS.find((x) => x === params.get('tab')) ?? 'running';
  return (
    <div className="page lock-page" data-testid="lock-orders-page">
      <PageNav
        title={t('pages.lockmingOrders')}
        right={
          <NavLink to={LOCK_GUIDE} testId="lock-orders-guide">
            {t('lockming.guideShort')}
          </NavLink>
        }
      />
      <div className="page-body lock-body">
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          className="lock-tabs"
        >
          {LOCK_TABS.map((k) => (
            <Tabs.Tab key={k} title={<span data-testid={`lock-tab-${k}`}>{t(`lockming.tab.${k}`)}</span>} />
          ))}
        </Tabs>
        <Orders key={tab} tab={tab} />
      </div>
    </div>
  );
}
