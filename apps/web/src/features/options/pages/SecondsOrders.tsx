import {
  type OptionsOrder,
  OPTIONS_STATUS_OPEN,
  OPTIONS_STATUS_CLOSED,
  type OptionsStatus,
} from '@meridian/contract/options';
import { Button, Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LOGIN_PATH } from '../../../lib/paths';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useLoggedIn } from '../../../state/session';
import { useClosedMicroorderFeed, useOptionOrders } from '../data/hooks';
import { isUnavailable, outcomeOf } from '../data/orders';
import { flattenPages } from '../../../api/paging';
import { formatPrice } from '../../../lib/format';
import { timeOf } from '../components/OptionsRun';
import { pnlClass } from '../../../components/TicketParts';
import { signedUsdt, usdt } from '../../../lib/usdt';
import '../../../styles/trade.css';
import '../../../styles/orders.css';
import '../../../styles/futures.css';
import '../../../styles/options.css';

/** /pages/transaction/seconds_order — the user's seconds options: open and settled, 5 per page. */

function OrderCard({ o }: { o: OptionsOrder }) {
  const { t } = useTranslation();
  const closed = o.status === OPTIONS_STATUS_CLOSED;
  const outcome = closed ? outcomeOf(o) : null;
  const dir = o.type === 1 ? 'up' : 'down';
  // prices at the pair's tick: the entry is recorded at it
  const dp = Math.max(2, o.open_price.split('.')[1]?.length ?? 0);
  const cell = (label: string, value: string, testId?: string, className?: string) => (
    <div className="pos-cell">
      <span>{label}</span>
      <b data-testid={testId} className={className}>
        {value}
      </b>
    </div>
  );
  return (
    <article
      className="opt-order"
      data-testid={`option-row-${o.id}`}
      data-status={closed ? 'closed' : 'open'}
      data-outcome={outcome ?? ''}
    >
      <header className="opt-order-head">
        <span className={`pos-side ${dir === 'up' ? 'up' : 'down'}`}>{t(`options.${dir}`)}</span>
        <b>{o.symbol}</b>
        <span>{t('options.seconds', { count: o.seconds })}</span>
        <span
          className={`opt-order-result ${closed ? pnlClass(o.fact_profits) : ''}`}
          data-testid={`option-result-${o.id}`}
        >
          {outcome ? t(`options.outcome.${outcome}`) : t('options.running')}
        </span>
      </header>
      <div className="pos-grid">
        {cell(t('options.stakeShort'), `${usdt(o.number)} USDT`)}
        {cell(t('options.entryPrice'), formatPrice(o.open_price, dp), `option-entry-${o.id}`)}
        {cell(
          t('options.settlePrice'),
          o.end_price ? formatPrice(o.end_price, dp) : '--',
          `option-settle-${o.id}`,
        )}
        {cell(
          t('options.profit'),
          closed ? `${signedUsdt(o.fact_profits)} USDT` : '--',
          `option-profit-${o.id}`,
          closed ? pnlClass(o.fact_profits) : undefined,
        )}
        {cell(t('options.entryTime'), timeOf(o.opened_at))}
        {cell(t('options.settleTime'), timeOf(o.settle_at))}
      </div>
    </article>
  );
}

function OrderList({ status }: { status: 1 | 3 }) {
  const { t } = useTranslation();
  const list = useOptionOrders(status);
  if (isUnavailable(list.error))
    return (
      <EmptyView
        testId="options-unavailable"
        title={t('options.unavailableTitle')}
        description={t('options.unavailableText')}
      />
    );
  const tab = status === OPTIONS_STATUS_OPEN ? 'open' : 'closed';
  return (
    <QueryView
      query={list}
      isEmpty={(d) => flattenPages(d.pages).length === 0}
      empty={
        <EmptyView
          testId={`options-empty-${tab}`}
          title={status === OPTIONS_STATUS_OPEN ? t('options.noOpen') : t('options.noClosed')}
        />
      }
    >
      {(d) => (
        <div className="pos-list" data-testid={`options-list-${tab}`}>
          {flattenPages(d.pages).map((o) => (
            <OrderCard key={o.id} o={o} />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </div>
      )}
    </QueryView>
  );
}

export default function SecondsOrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const status: OptionsStatus = params.get('tab') === 'closed' ? OPTIONS_STATUS_CLOSED : OPTIONS_STATUS_OPEN;
  useClosedMicroorderFeed();
  return (
    <div className="page trade-page" data-testid="seconds-orders-page">
      <PageNav title={t('pages.secondsOrders')} />
      {loggedIn ? (
        <>
          <Tabs
            activeKey={status === OPTIONS_STATUS_CLOSED ? 'closed' : 'open'}
            onChange={(k) => setParams(k === 'closed' ? { tab: 'closed' } : {}, { replace: true })}
            className="orders-tabs"
          >
            <Tabs.Tab key="open" title={<span data-testid="options-tab-open">{t('options.open')}</span>} />
            <Tabs.Tab
              key="closed"
              title={<span data-testid="options-tab-closed">{t('options.closed')}</span>}
            />
          </Tabs>
          <div className="page-body">
            <OrderList key={status} status={status} />
          </div>
        </>
      ) : (
        <EmptyView
          testId="options-login-needed"
          title={t('options.loginHint')}
          action={
            <Button
              color="primary"
              size="small"
              data-testid="options-login"
              onClick={() => void navigate(LOGIN_PATH)}
            >
              {t('options.login')}
            </Button>
          }
        />
      )}
    </div>
  );
}
