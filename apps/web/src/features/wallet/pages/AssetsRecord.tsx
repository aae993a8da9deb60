import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useRouteDef } from '../../../lib/routeContext';
import { flattenPages } from '../../../api/paging';
import { currencyChoices, fieldOfType } from '../data/accounts';
import { useAccountLog, useWalletBalances } from '../data/hooks';
import { AccountLogFilters, AccountLogRow } from '../components/AccountLog';
import type { AccountLogFilter } from '../components/AccountLog';
import './fund.css';

/** /pages/fund/assets_record and assets_all_record — the account log with before/after, filtered, paginated. */
export default function AssetsRecordPage() {
  const { t } = useTranslation();
  const route = useRouteDef();
  const [params] = useSearchParams();
  const [filter, setFilter] = useState<AccountLogFilter>(() => {
    const type = Number(params.get('type')) || undefined;
    return {
      type: fieldOfType(type ?? 0) ? type : undefined,
      currency: Number(params.get('currency')) || undefined,
    };
  });
  const balances = useWalletBalances();
  const log = useAccountLog(filter);
  const rows = flattenPages(log.data?.pages);

  const body = (
    <QueryView
      query={log}
      isEmpty={() => rows.length === 0}
      empty={<EmptyView title={t('fund.noRecords')} />}
    >
      {() => (
        <>
          {rows.map((r) => (
            <AccountLogRow key={r.id} r={r} />
          ))}
          <LoadMore hasMore={log.hasNextPage} loadMore={() => log.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page fund" data-testid="assets-record-page">
      <PageNav title={t(`pages.${route?.title ?? 'assetsRecord'}`)} />
      <div className="page-body">
        <AccountLogFilters value={filter} onChange={setFilter} currencies={currencyChoices(balances.data)} />
        {body}
      </div>
    </div>
  );
}
