import type { FuturesPosition } from '@meridian/contract/futures';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NavLink, PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useApplyInfo, useCopies, useCopyLive, useMyFollows, useShares } from '../data/hooks';
import { useCopyUnrealised, useLivePrices } from '../data/useCopyUnrealised';
import { flattenPages } from '../../../api/paging';
import { PositionCard } from '../../futures';
import { CopyNetLine, CopyRow, FollowCard, ShareRow } from '../components/CopyRows';
import { Chips, PagedList, Signed, usdt } from '../components/parts';
import { APPLY_PATH, COPY_HOME } from '../paths';
import '../../../styles/futures.css';
import './copytrade.css';
import './mycopy.css';
import { Fact } from '../../../components/Fact';

type Tab = 'traders' | 'current' | 'history' | 'shares';
const TABS: Tab[] = ['traders', 'current', 'history', 'shares'];

function Traders() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [history, setHistory] = useState(false);
  const my = useMyFollows(history);
  const live = useCopyUnrealised();
  return (
    <>
      <Chips
        value={history ? 'ended' : 'active'}
        testId="my-follows-scope"
        options={[
          { value: 'active', label: t('copy.following') },
          { value: 'ended', label: t('copy.ended') },
        ]}
        onChange={(v) => setHistory(v === 'ended')}
      />
      <QueryView
        query={my}
        isEmpty={(d) => d.follows.length === 0}
        empty={
          <EmptyView
            testId="my-follows-empty"
            title={history ? t('copy.noEndedFollows') : t('copy.noFollows')}
            action={
              history ? undefined : (
                <Button size="small" color="primary" onClick={() => void navigate(COPY_HOME)}>
                  {t('copy.findTraders')}
                </Button>
              )
            }
          />
        }
      >
        {(d) => (
          <div className="copy-list" data-testid="my-follows">
            {d.follows.map((f) => (
              <FollowCard
                key={f.id}
                f={f}
                unrealised={
                  f.status === 'active' && live ? (live.byFollow.get(f.id)?.toFixed(2) ?? '0') : undefined
                }
              />
            ))}
          </div>
        )}
      </QueryView>
    </>
  );
}

function CurrentCopies() {
  const { t } = useTranslation();
  const list = useCopies('current');
  const prices = useLivePrices();
  const rows = flattenPages(list.data?.pages).filter((c) => c.position !== null);
  return (
    <PagedList
      query={list}
      rows={rows}
      empty={t('copy.noCurrentCopies')}
      testId="my-copies-current"
      render={(c) => {
        const p = c.position as FuturesPosition;
        const livePrice = prices.get(p.symbol);
        return (
          <div key={c.id} className="copy-current" data-testid={`copy-${c.id}`} data-status={c.status}>
            <div className="copy-current-head muted">
              {t('copy.copyOf', { name: c.trader_nickname, id: c.follow_order_id })}
            </div>
            <CopyNetLine p={p} livePrice={livePrice} testId={`copy-net-${c.id}`} />
            <PositionCard p={p} livePrice={livePrice} busy={false} />
          </div>
        );
      }}
    />
  );
}

function HistoryCopies() {
  const { t } = useTranslation();
  const list = useCopies('history');
  return (
    <PagedList
      query={list}
      rows={flattenPages(list.data?.pages)}
      empty={t('copy.noHistoryCopies')}
      testId="my-copies-history"
      render={(c) => <CopyRow key={c.id} c={c} />}
    />
  );
}

function Shares() {
  const { t } = useTranslation();
  const info = useApplyInfo();
  const isTrader = Boolean(info.data?.trader);
  const [role, setRole] = useState<'paid' | 'received'>('paid');
  const list = useShares(role);
  return (
    <>
      {isTrader ? (
        <Chips
          value={role}
          testId="my-shares-role"
          options={[
            { value: 'paid', label: t('copy.sharesPaid') },
            { value: 'received', label: t('copy.sharesReceived') },
          ]}
          onChange={setRole}
        />
      ) : null}
      <PagedList
        query={list}
        rows={flattenPages(list.data?.pages)}
        empty={role === 'paid' ? t('copy.noSharesPaid') : t('copy.noSharesReceived')}
        testId={`my-shares-${role}`}
        render={(s) => <ShareRow key={s.id} s={s} />}
      />
    </>
  );
}

function Totals() {
  const { t } = useTranslation();
  const my = useMyFollows(false);
  // the sum of the current-copy cards on the same live prices; the server's total until every copy is loaded
  const live = useCopyUnrealised();
  if (!my.data) return null;
  return (
    <section className="copy-totals card" data-testid="my-copy-totals">
      <Fact look="copy" label={t('copy.earnings')} testId="my-total-earnings">
        <Signed value={my.data.total_earnings} />
      </Fact>
      <Fact look="copy" label={t('copy.unrealisedNet')} testId="my-total-unrealised">
        <Signed value={live ? live.total.toFixed(2) : my.data.total_unrealised} />
      </Fact>
      <Fact look="copy" label={t('copy.sharesPaid')} testId="my-total-shares">
        {usdt(my.data.total_shares)}
      </Fact>
    </section>
  );
}

/** /pages/copytrade/my — my traders (active, ended), current and past copies, profit shares paid / received. */
export default function MyCopyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'traders';
  useCopyLive();
  return (
    <div className="page copy-page" data-testid="my-copy">
      <PageNav
        title={t('pages.myCopy')}
        right={
          <NavLink to={APPLY_PATH} testId="my-copy-trader-link">
            {t('copy.traderCenter')}
          </NavLink>
        }
      />
      <div className="page-body">
        <Totals />
        <Tabs
          activeKey={tab}
          onChange={(k) => setParams({ tab: k }, { replace: true })}
          className="copy-tabs"
        >
          <Tabs.Tab title={<span data-testid="my-tab-traders">{t('copy.myTraders')}</span>} key="traders" />
          <Tabs.Tab
            title={<span data-testid="my-tab-current">{t('copy.currentCopies')}</span>}
            key="current"
          />
          <Tabs.Tab
            title={<span data-testid="my-tab-history">{t('copy.historyCopies')}</span>}
            key="history"
          />
          <Tabs.Tab title={<span data-testid="my-tab-shares">{t('copy.shares')}</span>} key="shares" />
        </Tabs>
        <div className="copy-tab-body">
          {tab === 'traders' ? <Traders /> : null}
          {tab === 'current' ? <CurrentCopies /> : null}
          {tab === 'history' ? <HistoryCopies /> : null}
          {tab === 'shares' ? <Shares /> : null}
        </div>
      </div>
    </div>
  );
}
