import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { flattenPages } from '../../../api/paging';
import { currencyChoices } from '../data/accounts';
import { useAccountLog, useWalletBalances } from '../data/hooks';
import { groupByDay } from '../data/statements';
import { AccountLogFilters, AccountLogRow } from '../components/AccountLog';
import type { AccountLogFilter } from '../components/AccountLog';
import './fund.css';
import './bill.css';

/** /pages/setting/bill — the statement of every currency in every account (wallet/legal_log), filtered, paged. */
export default function BillPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AccountLogFilter>({ type: undefined, currency: undefined });
  const balances = useWalletBalances();
  const log = useAccountLog(filter);
  const rows = flattenPages(log.data?.pages);
  const total = log.data?.pages[0]?.total;

  const body = (
    <QueryView
      query={log}
      isEmpty={() => rows.length === 0}
      empty={<EmptyView title={t('bill.empty')} description={t('bill.emptyDesc')} testId="bill-empty" />}
    >
      {() => (
        <>
          {groupByDay(rows).map((g) => (
            <Fragment key={g.day}>
              <div className="bill-day">{g.day}</div>
              {g.rows.map((r) => (
                <AccountLogRow key={r.id} r={r} />
              ))}
            </Fragment>
          ))}
          <LoadMore hasMore={log.hasNextPage} loadMore={() => log.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page fund bill-page" data-testid="bill-page">
      <PageNav title={t('pages.bill')} />
      <div className="page-body">
        <p className="bill-intro">{t('bill.intro')}</p>
        <AccountLogFilters value={filter} onChange={setFilter} currencies={currencyChoices(balances.data)} />
        {total !== undefined && rows.length > 0 ? (
          <div className="bill-count" data-testid="bill-count">
            {t('bill.count', { total })}
          </div>
        ) : null}
        {body}
      </div>
    </div>
  );
}
