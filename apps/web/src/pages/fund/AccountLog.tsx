import { ACCOUNT_FIELDS } from '@meridian/contract';
import type { AccountLogRecord } from '@meridian/contract';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypeOf, fieldOfType } from '../../data/wallet/accounts';
import type { CurrencyChoice } from '../../data/wallet/accounts';
import { toDec } from '../../lib/decimal';
import { formatDateTime } from '../../lib/format';
import { PickerSheet } from '../setting/PickerSheet';
import { CoinBadge } from './CoinBadge';
import { formatAmount, formatSigned } from './money';

/** One account-log row and the account/currency filters, shared by assets_record and the bill. */

const KNOWN_INFO = new Set(['deposit', 'withdrawal', 'transfer', 'hold', 'release', 'conversion', 'fee']);

/** A ledger change: what moved it, the currency, the signed amount, balance before → after, account and time. */
export function AccountLogRow({ r }: { r: AccountLogRecord }) {
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

export interface AccountLogFilter {
  /** legal_log account type (1..4), undefined for all. */
  type: number | undefined;
  currency: number | undefined;
}

/** Account chips (all + the four accounts) and a currency chip opening a picker. */
export function AccountLogFilters({
  value,
  onChange,
  currencies,
}: {
  value: AccountLogFilter;
  onChange: (next: AccountLogFilter) => void;
  currencies: readonly CurrencyChoice[];
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const currencyName = currencies.find((c) => c.id === value.currency)?.name;
  return (
    <>
      <div className="filters" role="tablist" aria-label={t('fund.accounts')}>
        <button
          type="button"
          className={`chip${value.type === undefined ? ' on' : ''}`}
          data-testid="log-filter-all"
          onClick={() => onChange({ ...value, type: undefined })}
        >
          {t('fund.allAccounts')}
        </button>
        {ACCOUNT_FIELDS.map((f) => (
          <button
            key={f}
            type="button"
            className={`chip${value.type === accountTypeOf(f) ? ' on' : ''}`}
            data-testid={`log-filter-${f}`}
            onClick={() => onChange({ ...value, type: accountTypeOf(f) })}
          >
            {t(`fund.account.${f}`)}
          </button>
        ))}
      </div>
      <div className="filters">
        <button
          type="button"
          className={`chip${value.currency !== undefined ? ' on' : ''}`}
          data-testid="log-filter-currency"
          onClick={() => setPicking(true)}
        >
          {currencyName ?? t('fund.allCurrencies')} <DownOutline fontSize={10} />
        </button>
      </div>
      <PickerSheet
        visible={picking}
        title={t('fund.chooseCurrency')}
        testId="log-currency-sheet"
        value={value.currency === undefined ? 'all' : String(value.currency)}
        options={[
          { value: 'all', label: t('fund.allCurrencies') },
          ...currencies.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onClose={() => setPicking(false)}
        onPick={(v) => {
          setPicking(false);
          onChange({ ...value, currency: v === 'all' ? undefined : Number(v) });
        }}
      />
    </>
  );
}
