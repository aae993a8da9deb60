import type { InviteRebateRow, InvitedUser } from '@meridian/contract/invite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { PagesView } from '../../../components/PagedView';
import { useInviteRebates, useInvitedUsers, useTopInviters } from '../data/hooks';
import { formatDateTime } from '../../../lib/dates';
import { coinAmount, usdtAmount } from './format';

const TABS = ['invited', 'rebates', 'top'] as const;
type Tab = (typeof TABS)[number];

/** The three lists of the invite screen: my invited users, my rebate history, the top inviters. */
export function InviteLists() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('invited');
  return (
    <section className="invite-lists card" data-testid="invite-lists">
      <ChipTabs<Tab>
        className="invite-tabs"
        value={tab}
        testId="invite-tab"
        options={TABS.map((v) => ({ value: v, label: t(`invite.tabs.${v}`) }))}
        onChange={setTab}
      />
      {tab === 'invited' && <InvitedList />}
      {tab === 'rebates' && <RebateList />}
      {tab === 'top' && <TopBoard />}
    </section>
  );
}

function InvitedList() {
  const { t } = useTranslation();
  const q = useInvitedUsers();
  return (
    <PagesView
      query={q}
      empty={t('invite.empty.invited')}
      testId="invite-invited"
      className="invite-list"
      render={(u: InvitedUser) => (
        <div className="invite-row" key={`${u.account}-${u.registered_at}`} data-testid="invite-invited-row">
          <div className="invite-row-main">
            <b>{u.account}</b>
            <span className="muted">{formatDateTime(u.registered_at)}</span>
          </div>
          <div className="invite-row-side">
            <span className={u.kyc ? 'invite-tag ok' : 'invite-tag'}>
              {t(u.kyc ? 'invite.kycDone' : 'invite.kycNone')}
            </span>
            <span className="muted">≈ {usdtAmount(u.rebate_usdt)} USDT</span>
          </div>
        </div>
      )}
    />
  );
}

function RebateList() {
  const { t } = useTranslation();
  const q = useInviteRebates('all');
  return (
    <PagesView
      query={q}
      empty={t('invite.empty.rebates')}
      testId="invite-rebates"
      className="invite-list"
      render={(r: InviteRebateRow) => (
        <div className="invite-row" key={r.id} data-testid="invite-rebate-row" data-source={r.source}>
          <div className="invite-row-main">
            <b>
              {r.referee} · {t(`invite.source.${r.source}`)}
            </b>
            <span className="muted">
              {t('invite.feeOf', { fee: coinAmount(r.fee), currency: r.currency })} ·{' '}
              {formatDateTime(r.created_at)}
            </span>
          </div>
          <div className="invite-row-side">
            <b className="invite-plus" data-testid="invite-rebate-amount">
              +{coinAmount(r.rebate)} {r.currency}
            </b>
          </div>
        </div>
      )}
    />
  );
}

function TopBoard() {
  const { t } = useTranslation();
  const q = useTopInviters();
  return (
    <QueryView
      query={q}
      isEmpty={(d) => d.data.length === 0}
      empty={<EmptyView testId="invite-top-empty" title={t('invite.empty.top')} />}
    >
      {(d) => (
        <ol className="invite-list invite-top" data-testid="invite-top">
          {d.data.map((r) => (
            <li className="invite-row" key={r.rank} data-testid="invite-top-row">
              <span className={`invite-rank r${r.rank}`}>{r.rank}</span>
              <div className="invite-row-main">
                <b>{r.account}</b>
                <span className="muted">{t('invite.invitedCount', { count: r.invite_num })}</span>
              </div>
              <div className="invite-row-side">
                <b>≈ {usdtAmount(r.rebate_usdt)} USDT</b>
              </div>
            </li>
          ))}
        </ol>
      )}
    </QueryView>
  );
}
