import { FireFill, HistogramOutline, LockOutline, RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DemoTag } from '../../../components/earn';
import { Fact } from '../../../components/Fact';
import { PageNav } from '../../../components/PageNav';
import { allLoaded, type LoadedQuery } from '../../../components/QueryView';
import { CardQueryView } from '../components/CardQueryView';
import { investHighlight, ieoHighlight, lockHighlight } from '../data/hub';
import { useHubHoldings, useHubInvest, useHubLocks } from '../data/hooks';
import {
  useIeoProjects,
  PhaseCountdown,
  SubscribedBar,
  IEO_LIST,
  IEO_ORDERS,
  ieoProjectPath,
} from '../../ieo';
import { flattenPages } from '../../../api/paging';
import { formatNumber, formatPercentFigure } from '../../../lib/format';
import './earnHub.css';

/** Routes of the earn products (app/routes.ts). */
const LOCK_HOME = '/pages/lockming/lockming';
const LOCK_ORDERS = '/pages/lockming/order';
const INVEST_HOME = '/pages/invest/invest';
const INVEST_MINE = '/pages/invest/mine';

/** A percentage already in percent, up to 4 decimals, trailing zeros trimmed ("0.3", "36.5"). */
const pct = (v: string): string => formatPercentFigure(v, { decimals: 4, minDecimals: 0 });
const amount = (v: string): string => formatNumber(v, { decimals: 8, minDecimals: 2, rounding: 'down' });

/** A product kind's card: title, what it is, its live highlight (or loading / error with retry), a link. */
function KindCard(props: {
  kind: 'ieo' | 'lock' | 'invest';
  to: string;
  ordersTo: string;
  query: LoadedQuery<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className={`fin-card card ${props.kind}`} data-testid={`fin-${props.kind}`}>
      <button type="button" className="fin-card-head" onClick={() => void navigate(props.to)}>
        <span className="fin-card-icon" aria-hidden="true">
          {props.kind === 'ieo' ? (
            <FireFill />
          ) : props.kind === 'lock' ? (
            <LockOutline />
          ) : (
            <HistogramOutline />
          )}
        </span>
        <span className="fin-card-title">
          <b>{t(`earn.${props.kind}.title`)}</b>
          <small>{t(`earn.${props.kind}.desc`)}</small>
        </span>
        <RightOutline />
      </button>
      <div className="fin-card-body">
        <CardQueryView query={props.query} testId={`fin-${props.kind}`}>
          {() => props.children}
        </CardQueryView>
      </div>
      <div className="fin-card-links">
        <Link to={props.to} data-testid={`fin-${props.kind}-open`}>
          {t('earn.explore')}
        </Link>
        <Link to={props.ordersTo} data-testid={`fin-${props.kind}-orders`}>
          {t('earn.myOrders')}
        </Link>
      </div>
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Fact look="fin" label={label} testId={testId}>
      {value}
    </Fact>
  );
}

function IeoCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const projects = useIeoProjects({ refetchInterval: 30_000 });
  const h = ieoHighlight(flattenPages(projects.data?.pages));
  const f = h.featured;
  return (
    <KindCard kind="ieo" to={IEO_LIST} ordersTo={IEO_ORDERS} query={projects}>
      <div className="fin-stats">
        <Stat label={t('ieo.phase.live')} value={h.count.live} testId="fin-ieo-live" />
        <Stat label={t('ieo.phase.warmup')} value={h.count.warmup} testId="fin-ieo-warmup" />
        <Stat label={t('ieo.phase.ended')} value={h.count.ended} />
      </div>
      {f ? (
        <button
          type="button"
          className="fin-featured"
          data-testid="fin-ieo-featured"
          onClick={() => void navigate(ieoProjectPath(f.id))}
        >
          <span className="fin-featured-title">
            <b>{f.title}</b> {f.is_demo ? <DemoTag /> : null}
            <small>
              {amount(f.price)} {f.pay_currency_name} / {f.currency_name}
            </small>
          </span>
          <PhaseCountdown p={f} onDone={() => void projects.refetch()} />
          <SubscribedBar p={f} />
        </button>
      ) : (
        <p className="fin-none">{t('earn.ieo.none')}</p>
      )}
    </KindCard>
  );
}

function LockCard() {
  const { t } = useTranslation();
  const locks = useHubLocks();
  const h = lockHighlight(locks.data?.data ?? []);
  const demo = (locks.data?.data ?? []).some((p) => p.is_demo);
  return (
    <KindCard kind="lock" to={LOCK_HOME} ordersTo={LOCK_ORDERS} query={locks}>
      {h.count === 0 ? (
        <p className="fin-none">{t('earn.lock.none')}</p>
      ) : (
        <div className="fin-stats">
          <Stat
            label={t('earn.lock.rate')}
            testId="fin-lock-rate"
            value={h.rate.min === h.rate.max ? pct(h.rate.min) : `${pct(h.rate.min)} – ${pct(h.rate.max)}`}
          />
          <Stat
            label={t('earn.lock.days')}
            value={
              h.days && h.days.min !== h.days.max
                ? t('earn.daysRange', { min: h.days.min, max: h.days.max })
                : t('earn.days', { count: h.days?.min ?? 0 })
            }
          />
          <Stat
            label={t('earn.products')}
            value={
              <>
                {h.count} {demo ? <DemoTag testId="fin-lock-demo" /> : null}
              </>
            }
          />
        </div>
      )}
      {h.currencies.length > 0 ? <p className="fin-sub">{h.currencies.join(' · ')}</p> : null}
    </KindCard>
  );
}

function InvestCard() {
  const { t } = useTranslation();
  const call = useHubInvest('call');
  const put = useHubInvest('put');
  const rows = [...(call.data?.data ?? []), ...(put.data?.data ?? [])];
  const h = investHighlight(rows);
  return (
    <KindCard kind="invest" to={INVEST_HOME} ordersTo={INVEST_MINE} query={allLoaded([call, put])}>
      {h.count === 0 ? (
        <p className="fin-none">{t('earn.invest.none')}</p>
      ) : (
        <div className="fin-stats">
          <Stat label={t('earn.invest.apr')} value={pct(h.apr.max)} testId="fin-invest-apr" />
          <Stat label={t('earn.products')} value={h.count} />
          {h.best ? (
            <Stat
              label={t('earn.invest.linked')}
              value={`${formatNumber(h.best.linked_price, { decimals: 2 })} USDT`}
            />
          ) : null}
        </div>
      )}
    </KindCard>
  );
}

/** "250.00 USDT · 0.1 BTC", or a dash when there is nothing. */
function sums(list: [string, string][]): string {
  return list.length ? list.map(([c, v]) => `${amount(v)} ${c}`).join(' · ') : '—';
}

/** The user's open earn positions (first pages of the three order lists). */
function MyEarn() {
  const { t } = useTranslation();
  const holdings = useHubHoldings();
  return (
    <section className="fin-mine card" data-testid="fin-mine">
      <h3>{t('earn.mine')}</h3>
      <CardQueryView query={holdings}>
        {(h) =>
          h.ieo.count + h.locks.count + h.invest.count === 0 ? (
            <p className="fin-none" data-testid="fin-mine-empty">
              {t('earn.mineEmpty')}
            </p>
          ) : (
            <div className="fin-mine-rows">
              <Link to={IEO_ORDERS} className="fin-mine-row" data-testid="fin-mine-ieo">
                <span>{t('earn.mineIeo', { count: h.ieo.count })}</span>
                <b>{sums(h.ieo.amounts)}</b>
              </Link>
              <Link to={LOCK_ORDERS} className="fin-mine-row" data-testid="fin-mine-lock">
                <span>{t('earn.mineLocks', { count: h.locks.count })}</span>
                <b>
                  {sums(h.locks.amounts)}
                  {h.locks.earned.length ? (
                    <small>
                      {' '}
                      {t('earn.earned')} {sums(h.locks.earned)}
                    </small>
                  ) : null}
                </b>
              </Link>
              <Link to={INVEST_MINE} className="fin-mine-row" data-testid="fin-mine-invest">
                <span>{t('earn.mineInvest', { count: h.invest.count })}</span>
                <b>{sums(h.invest.amounts)}</b>
              </Link>
            </div>
          )
        }
      </CardQueryView>
    </section>
  );
}

/** /pages/financial/index — the hub of every earn product: IEO, locked mining, invest; my open positions. */
export default function EarnHub() {
  const { t } = useTranslation();
  return (
    <div className="page fin-page" data-testid="financial-hub">
      <PageNav title={t('pages.financial')} />
      <div className="page-body">
        <p className="fin-intro">{t('earn.intro')}</p>
        <MyEarn />
        <IeoCard />
        <LockCard />
        <InvestCard />
      </div>
    </div>
  );
}
