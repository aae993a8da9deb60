import type { IeoDetailResponse } from '@meridian/contract/ieo';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useIeoDetail } from '../data/hooks';
import { ratioPercent } from '../data/ticket';
import { formatPercentFigure } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { IeoTicket } from '../components/IeoTicket';
import {
  AllocationCalc,
  money,
  OrderStatus,
  PhaseCountdown,
  ProjectHead,
  SubscribedBar,
  tokens,
} from '../components/parts';
import { IEO_ORDERS, idParam } from '../paths';
import { Fact } from '../../../components/Fact';

/** The project's terms and texts, my subscription and the ticket; `onPhaseEnd` reloads it when a phase ends. */
function Project({ d, onPhaseEnd }: { d: IeoDetailResponse; onPhaseEnd: () => void }) {
  const { t } = useTranslation();
  const { info: p, order_info: order } = d;
  return (
    <>
      <section className="ieo-hero card" data-testid="ieo-detail" data-phase={p.phase}>
        <ProjectHead p={p} logoSize={48} titleTestId="ieo-title" />
        <div className="ieo-countdown-box">
          <PhaseCountdown p={p} onDone={onPhaseEnd} />
        </div>
        <SubscribedBar p={p} />
        <div className="ieo-facts">
          <Fact look="ieo" label={t('ieo.price')} testId="ieo-price">
            {money(p.price)} {p.pay_currency_name}
          </Fact>
          <Fact look="ieo" label={t('ieo.supply')}>
            {tokens(p.amount)} {p.currency_name}
          </Fact>
          <Fact look="ieo" label={t('ieo.min')}>
            {tokens(p.min)} {p.currency_name}
          </Fact>
          <Fact look="ieo" label={t('ieo.userLimit')}>
            {tokens(p.user_limit)} {p.currency_name}
          </Fact>
          <Fact look="ieo" label={t('ieo.applications')} testId="ieo-applications">
            {p.total_apply}
          </Fact>
          <Fact look="ieo" label={t('ieo.passes')} testId="ieo-passes">
            {p.total_pass}
          </Fact>
          <Fact look="ieo" label={t('ieo.start')}>
            {formatDateTime(p.start_at)}
          </Fact>
          <Fact look="ieo" label={t('ieo.end')}>
            {formatDateTime(p.end_at)}
          </Fact>
          <Fact look="ieo" label={t('ieo.lockDays')}>
            {t('earn.days', { count: p.lock_days })}
          </Fact>
          <Fact look="ieo" label={t('ieo.marketAt')}>
            {formatDateTime(p.sell_begin)}
          </Fact>
          {p.allocation !== 'pending' ? (
            <>
              <Fact look="ieo" label={t('ieo.ratio')} testId="ieo-ratio">
                {p.ratio ? formatPercentFigure(ratioPercent(p.ratio), { decimals: 4, minDecimals: 0 }) : '--'}
              </Fact>
              <Fact look="ieo" label={t('ieo.allocatedTotal')}>
                {tokens(p.allocated)} {p.currency_name}
              </Fact>
            </>
          ) : null}
        </div>
      </section>
      {order ? (
        <section className="ieo-block card" data-testid="ieo-my-order">
          <div className="ieo-card-head">
            <h4 className="ieo-card-title">{t('ieo.mine')}</h4>
            <OrderStatus status={order.status} />
          </div>
          <AllocationCalc o={order} />
        </section>
      ) : null}
      <IeoTicket info={p} subscribed={order !== null} />
      {p.content || p.white_book || p.link ? (
        <section className="ieo-block card" data-testid="ieo-about">
          <h4>{t('ieo.about')}</h4>
          {p.white_book || p.link ? (
            <div className="ieo-links">
              {p.white_book ? (
                <a href={p.white_book} target="_blank" rel="noopener noreferrer" data-testid="ieo-whitepaper">
                  {t('ieo.whitePaper')}
                </a>
              ) : null}
              {p.link ? (
                <a href={p.link} target="_blank" rel="noopener noreferrer" data-testid="ieo-website">
                  {t('ieo.website')}
                </a>
              ) : null}
            </div>
          ) : null}
          {p.content ? <p className="ieo-content">{p.content}</p> : null}
        </section>
      ) : null}
    </>
  );
}

/**
 * /pages/ieo/subscribe `?id=` — a project: phase and countdown (start, end, time to market), its terms and
 * texts in the user's language, white paper and website; the ticket while it is in progress; my subscription
 * with its allocation arithmetic.
 */
export default function IeoSubscribe() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const detail = useIeoDetail(id);
  const refetch = () => void detail.refetch();

  return (
    <div className="page ieo-page" data-testid="ieo-subscribe-page">
      <PageNav
        title={detail.data?.info.title ?? t('pages.ieoSubscribe')}
        right={
          <NavLink to={IEO_ORDERS} testId="ieo-my-orders">
            {t('ieo.myOrders')}
          </NavLink>
        }
      />
      <div className="page-body">
        {id === 0 ? (
          <EmptyView testId="ieo-missing" title={t('ieo.missing')} />
        ) : (
          <QueryView query={detail}>{(d) => <Project d={d} onPhaseEnd={refetch} />}</QueryView>
        )}
      </div>
    </div>
  );
}
