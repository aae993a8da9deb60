import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView, type LoadedQuery } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { flattenPages } from '../../../api/paging';
import type { Paged } from '../../../api/paging';
import { useDepositLog } from '../data/deposits';
import { useWithdrawLog } from '../data/withdrawals';
import { DepositRow, WithdrawRow } from '../components/RequestRows';
import './fund.css';
import '../components/records.css';

type Tab = 'deposit' | 'withdraw';
const TABS: readonly Tab[] = ['deposit', 'withdraw'];

interface PagedQuery<T> extends LoadedQuery<{ pages: Paged<T>[] }> {
  hasNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** One paginated list with its loading, error (retry), empty and "no more" states. */
function PagedList<T>({
  query,
  empty,
  row,
}: {
  query: PagedQuery<T>;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <QueryView
      query={query}
      isEmpty={(data) => flattenPages(data.pages).length === 0}
      empty={<EmptyView title={empty} />}
    >
      {(data) => (
        <>
          {flattenPages(data.pages).map(row)}
          <LoadMore hasMore={query.hasNextPage} loadMore={() => query.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );
}

function DepositList() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useDepositLog()}
      empty={t('records.noDeposits')}
      row={(r) => <DepositRow key={r.id} r={r} />}
    />
  );
}

function WithdrawList() {
  const { t } = useTranslation();
  return (
    <PagedList
      query={useWithdrawLog()}
      empty={t('records.noWithdrawals')}
      row={(r) => <WithdrawRow key={r.id} r={r} />}
    />
  );
}

/** /pages/fund/receive_withdraw_record — deposits and withdrawals with their review status (`?tab=withdraw`). */
export default function ReceiveWithdrawRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div className="page fund" data-testid="records-page">
      <PageNav title={t('pages.depositRecord')} />
      <div className="page-body">
        <div className="seg-tabs" role="tablist" aria-label={t('pages.depositRecord')}>
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              data-testid={`records-tab-${k}`}
              onClick={() => setParams({ tab: k }, { replace: true })}
            >
              {t(`records.tab.${k}`)}
            </button>
          ))}
        </div>
        <div className="records-all">
          <button
            type="button"
            className="link-btn"
            data-testid="records-all-link"
            onClick={() => void navigate('/pages/fund/assets_all_record')}
          >
            {t('records.allLink')} ›
          </button>
        </div>
        {tab === 'deposit' ? <DepositList /> : <WithdrawList />}
      </div>
    </div>
  );
}
