import { ACCOUNT_FIELDS } from '@meridian/contract';
import type { AccountLogRecord } from '@meridian/contract';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../components/LoadMore';
import { PageNav } from '../../components/PageNav';
import { EmptyView, ErrorView, LoadingView } from '../../components/StateViews';
import { useRouteDef } from '../../app/routeContext';
import { flattenPages } from '../../data/paging';
import { accountTypeOf, currencyChoices, fieldOfType } from '../../data/wallet/accounts';
import { useAccountLog, useWalletBalances } from '../../data/wallet/hooks';
import { toDec } from '../../lib/decimal';
import { formatDateTime } from '../../lib/format';
import { PickerSheet } from '../setting/PickerSheet';
import { CoinBadge } from './CoinBadge';
import { formatAmount, formatSigned } from './money';
import './fund.css';

const KNOWN_INFO = new Set(['deposit', 'withdrawal', 'transfer', 'hold', 'release', 'conversion', 'fee']);

function LogCard({ r }: { r: AccountLogRecord }) {
  const { t } = useTranslation();
  const field = fieldOfType(r.type);
  const positive = toDec(r.value)?.gte(0) ?? true;
  const info = KNOWN_INFO.has(r.info) ? t(`fund.info.${r.info}`) : r.info;
  return (
    <div className="record-card card" data-testid={`log-${r.id}`}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.currency_name} size={22} />
          {r.currency_name} · {info}
        </span>
        <span className={`record-amount ${positive ? 'up' : 'down'}`}>{formatSigned(r.value, 8)}</span>
      </div>
      <div className="record-lines">
        <span data-testid={`log-${r.id}-balance`}>
          {t('fund.beforeAfter', { before: formatAmount(r.before, 8), after: formatAmount(r.after, 8) })}
        </span>
        <span>
          {field ? `${t(`fund.account.${field}`)} · ` : ''}
          {formatDateTime(r.created_time)}
        </span>
      </div>
    </div>
  );
}

/** /pages/fund/assets_record and assets_all_record — the account log with before/after, filtered, paginated. */
export default function AssetsRecordPage() {
  const { t } = useTranslation();
  const route = useRouteDef();
  const [params] = useSearchParams();
  const initialType = Number(params.get('type')) || undefined;
  const initialCurrency = Number(params.get('currency')) || undefined;
  const [type, setType] = useState<number | undefined>(
    fieldOfType(initialType ?? 0) ? initialType : undefined,
  );
  const [currency, setCurrency] = useState<number | undefined>(initialCurrency);
  const [picking, setPicking] = useState(false);
  const balances = useWalletBalances();
  const choices = currencyChoices(balances.data);
  const log = useAccountLog({ type, currency });
  const rows = flattenPages(log.data?.pages);
  const currencyName = choices.find((c) => c.id === currency)?.name;

  let body;
  if (log.isPending) body = <LoadingView />;
  else if (log.isError) body = <ErrorView onRetry={() => void log.refetch()} />;
  else if (rows.length === 0) body = <EmptyView title={t('fund.noRecords')} />;
  else
    body = (
      <>
        {rows.map((r) => (
          <LogCard key={r.id} r={r} />
        ))}
        <LoadMore hasMore={log.hasNextPage} loadMore={() => log.fetchNextPage()} />
      </>
    );

  return (
    <div className="page fund" data-testid="assets-record-page">
      <PageNav title={t(`pages.${route?.title ?? 'assetsRecord'}`)} />
      <div className="page-body">
        <div className="filters" role="tablist" aria-label={t('fund.accounts')}>
          <button
            type="button"
            className={`chip${type === undefined ? ' on' : ''}`}
            data-testid="log-filter-all"
            onClick={() => setType(undefined)}
          >
            {t('fund.allAccounts')}
          </button>
          {ACCOUNT_FIELDS.map((f) => (
            <button
              key={f}
              type="button"
              className={`chip${type === accountTypeOf(f) ? ' on' : ''}`}
              data-testid={`log-filter-${f}`}
              onClick={() => setType(accountTypeOf(f))}
            >
              {t(`fund.account.${f}`)}
            </button>
          ))}
        </div>
        <div className="filters">
          <button
            type="button"
            className={`chip${currency !== undefined ? ' on' : ''}`}
            data-testid="log-filter-currency"
            onClick={() => setPicking(true)}
          >
            {currencyName ?? t('fund.allCurrencies')} <DownOutline fontSize={10} />
          </button>
        </div>
        {body}
      </div>
      <PickerSheet
        visible={picking}
        title={t('fund.chooseCurrency')}
        testId="log-currency-sheet"
        value={currency === undefined ? 'all' : String(currency)}
        options={[
          { value: 'all', label: t('fund.allCurrencies') },
          ...choices.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onClose={() => setPicking(false)}
        onPick={(v) => {
          setPicking(false);
          setCurrency(v === 'all' ? undefined : Number(v));
        }}
      />
    </div>
  );
}
