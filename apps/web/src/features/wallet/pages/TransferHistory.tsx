import type { TransferRecord } from '@meridian/contract/wallet';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { flattenPages } from '../../../api/paging';
import { useTransferHistory } from '../data/hooks';
import { formatDateTime } from '../../../lib/dates';
import { CoinBadge } from '../components/CoinBadge';
import { formatAmount } from '../../../lib/money';
import './fund.css';

function TransferCard({ r }: { r: TransferRecord }) {
  const { t } = useTranslation();
  return (
    <div className="record-card card" data-testid={`transfer-record-${r.id}`}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.currency_name} size={22} />
          {r.currency_name}
        </span>
        <span className="record-amount">{formatAmount(r.value, 8, r.currency_name)}</span>
      </div>
      <div className="record-lines">
        <span>
          {t(`fund.account.${r.from_field}`)} → {t(`fund.account.${r.to_field}`)}
        </span>
        <span>{formatDateTime(r.created_time)}</span>
      </div>
    </div>
  );
}

/** /pages/fund/transfer_history — transfers between accounts, newest first, loaded page by page. */
export default function TransferHistoryPage() {
  const { t } = useTranslation();
  const list = useTransferHistory();
  const rows = flattenPages(list.data?.pages);
  const body = (
    <QueryView
      query={list}
      isEmpty={() => rows.length === 0}
      empty={<EmptyView title={t('fund.noTransfers')} />}
    >
      {() => (
        <>
          {rows.map((r) => (
            <TransferCard key={r.id} r={r} />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );
  return (
    <div className="page fund" data-testid="transfer-history-page">
      <PageNav title={t('pages.transferHistory')} />
      <div className="page-body">{body}</div>
    </div>
  );
}
