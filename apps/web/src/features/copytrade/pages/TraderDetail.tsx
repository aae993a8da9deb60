import type { CopyWindow, FollowTraderDetail } from '@meridian/contract/copytrade';
import { Button, Tabs } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useCancelFollow, useTraderDetail } from '../data/hooks';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useRouteDef } from '../../../lib/routeContext';
import { pnlClass } from '../../../components/TicketParts';
import { DemoBadge, Signed, TraderAvatar, WindowChips, pct, plainPct, usdt } from '../components/parts';
import { APPLY_PATH, MY_COPY_PATH, followPath, idParam } from '../paths';
import { TraderCurve } from '../components/TraderCurve';
import { Followers, HistoryPositions, OpenPositions } from '../components/TraderPositions';
import './copytrade.css';
import { Fact } from '../../../components/Fact';

const WINDOWS: readonly CopyWindow[] = [7, 30, 90];
type Tab = 'positions' | 'history' | 'followers';

/** Asks, then stops following: open copies stay open and become the follower's own to manage. */
export function useConfirmCancel() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const cancel = useCancelFollow();
  const ask = async (traderId: number, nickname: string, openCopies: number): Promise<boolean> => {
    const ok = await overlays.confirm({
      title: t('copy.cancelTitle', { name: nickname }),
      content: (
        <div data-testid="follow-cancel-text">
          <p>{t('copy.cancelText')}</p>
          <p className="muted">{t('copy.cancelOpenCopies', { count: openCopies })}</p>
        </div>
      ),
      confirmText: <span data-testid="follow-cancel-confirm">{t('copy.stopFollowing')}</span>,
      cancelText: t('copy.keepFollowing'),
    });
    if (!ok) return false;
    try {
      await cancel.mutateAsync({ traderId });
      Toast.show({ icon: 'success', content: t('copy.cancelledToast') });
      return true;
    } catch {
      return false; // toasted by the http helper
    }
  };
  return { ask, pending: cancel.isPending };
}

function Profile({ d }: { d: FollowTraderDetail }) {
  const { t } = useTranslation();
  const info = d.trader_info;
  return (
    <section className="copy-profile card" data-testid="trader-profile">
      <header>
        <TraderAvatar src={info.head_portrait} size={56} />
        <div className="copy-card-who">
          <b data-testid="trader-nickname">{info.nickname}</b>
          {info.is_demo ? <DemoBadge testId="trader-demo" /> : null}
          <span className="muted">{t('copy.traderSince', { date: formatDateTime(info.since) })}</span>
        </div>
      </header>
      <p className="copy-bio-full">{info.bio || t('copy.noBio')}</p>
      {info.is_demo ? (
        <div className="copy-strategy" data-testid="trader-strategy">
          <p className="copy-demo-note">{t('copy.demoHint')}</p>
          {info.strategy ? (
            <p>
              <b>{t('copy.strategyLabel')}</b> {info.strategy}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="copy-terms">
        <Fact look="copy" label={t('copy.profitShare')} testId="trader-share">
          {plainPct(info.profit_share)}
        </Fact>
        <Fact look="copy" label={t('copy.minBudget')} testId="trader-min">
          {usdt(info.min_amount)} USDT
        </Fact>
        <Fact look="copy" label={t('copy.followers')} testId="trader-follow-num">
          {formatNumber(d.data.follow_num, { decimals: 0 })}/
          {formatNumber(info.max_followers, { decimals: 0 })}
        </Fact>
      </div>
    </section>
  );
}

function Stats({ d }: { d: FollowTraderDetail }) {
  const { t } = useTranslation();
  const s = d.data;
  return (
    <section className="copy-stats card" data-testid="trader-stats">
      <div className="copy-stats-main">
        <Fact look="copy" label={t('copy.roi')} testId="trader-stat-roi" tone={pnlClass(s.total_income_rate)}>
          {pct(s.total_income_rate)}
        </Fact>
        <Fact look="copy" label={t('copy.pnl')} testId="trader-stat-pnl">
          <Signed value={s.total_profits} />
        </Fact>
      </div>
      <div className="copy-stats-grid">
        <Fact look="copy" label={t('copy.winRate')} testId="trader-stat-win">
          {plainPct(s.correct_rate)}
        </Fact>
        <Fact look="copy" label={t('copy.profitableOrders')} testId="trader-stat-orders">
          {s.profitCount}/{s.closed_count}
        </Fact>
        <Fact look="copy" label={t('copy.maxDrawdown')} testId="trader-stat-dd">
          {plainPct(s.max_drawdown_rate)} · {usdt(s.max_drawdown)}
        </Fact>
        <Fact look="copy" label={t('copy.followersPnl')} testId="trader-stat-followers-pnl">
          <Signed value={s.followers_profits} />
        </Fact>
        <Fact look="copy" label={t('copy.positionValuation')} testId="trader-stat-valuation">
          {usdt(s.position_valuation)} ({s.position_count})
        </Fact>
        <Fact look="copy" label={t('copy.todayPnl')} testId="trader-stat-today">
          <Signed value={s.today_profits} />
        </Fact>
      </div>
      <div className="copy-computed muted">
        {t('copy.computedAt', { time: formatDateTime(s.computed_at) })}
      </div>
    </section>
  );
}

function Actions({ d }: { d: FollowTraderDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useConfirmCancel();
  const id = d.trader_info.id;
  if (d.is_self)
    return (
      <div className="copy-actions">
        <Button
          block
          color="primary"
          fill="outline"
          data-testid="trader-settings"
          onClick={() => void navigate(APPLY_PATH)}
        >
          {t('copy.traderSettings')}
        </Button>
      </div>
    );
  if (d.my_follow)
    return (
      <div className="copy-actions">
        <Button
          color="danger"
          fill="outline"
          loading={cancel.pending}
          data-testid="trader-cancel-follow"
          onClick={() =>
            void cancel
              .ask(id, d.trader_info.nickname, d.my_follow?.open_copies ?? 0)
              .then((done) => (done ? navigate(MY_COPY_PATH) : undefined))
          }
        >
          {t('copy.stopFollowing')}
        </Button>
        <Button
          color="primary"
          data-testid="trader-edit-follow"
          onClick={() => void navigate(followPath(id))}
        >
          {t('copy.editFollow')}
        </Button>
      </div>
    );
  return (
    <div className="copy-actions">
      <Button
        block
        color="primary"
        disabled={d.is_full || d.trader_info.is_trader !== 1}
        data-testid="trader-follow"
        onClick={() => void navigate(followPath(id))}
      >
        {d.is_full ? t('copy.full') : t('copy.follow')}
      </Button>
    </div>
  );
}

/** /pages/copytrade/trader and /pages/follow/trader `?id=` — profile, statistics, curve, positions, followers. */
export default function TraderDetailPage() {
  const { t } = useTranslation();
  const route = useRouteDef();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const [window, setWindow] = useState<CopyWindow>(
    WINDOWS.find((w) => String(w) === params.get('window')) ?? 30,
  );
  const [tab, setTab] = useState<Tab>('positions');
  const detail = useTraderDetail(id, window);

  return (
    <div className="page copy-page" data-testid="trader-detail">
      <PageNav title={t(`pages.${route?.title ?? 'trader'}`)} />
      <div className="page-body copy-detail">
        {id === 0 ? (
          <EmptyView testId="trader-missing" title={t('copy.traderMissing')} />
        ) : (
          <QueryView query={detail}>
            {(d) => (
              <>
                <Profile d={d} />
                <WindowChips value={window} onChange={setWindow} />
                <Stats d={d} />
                <TraderCurve curve={d.curve} />
                <Tabs activeKey={tab} onChange={(k) => setTab(k as Tab)} className="copy-tabs">
                  <Tabs.Tab title={`${t('copy.openPositions')} (${d.positions.length})`} key="positions" />
                  <Tabs.Tab title={t('copy.history')} key="history" />
                  <Tabs.Tab title={t('copy.followersPnlTab')} key="followers" />
                </Tabs>
                {tab === 'positions' ? <OpenPositions positions={d.positions} /> : null}
                {tab === 'history' ? <HistoryPositions traderId={id} /> : null}
                {tab === 'followers' ? <Followers traderId={id} /> : null}
                <Actions d={d} />
              </>
            )}
          </QueryView>
        )}
      </div>
    </div>
  );
}
