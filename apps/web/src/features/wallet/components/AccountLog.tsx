import { ACCOUNT_FIELDS } from '@meridian/contract/wallet';
import type { AccountLogRecord } from '@meridian/contract/wallet';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypeOf, fieldOfType } from '../data/accounts';
import { statementFacts, statementTitle } from '../data/statements';
import type { CurrencyChoice } from '../data/accounts';
import { toDec } from '../../../lib/decimal';
import { formatDateTime } from '../../../lib/dates';
import { usePrefs } from '../../../state/prefs';
import { PickerSheet } from '../../../components/PickerSheet';
import { CoinBadge } from './CoinBadge';
import { formatAmount, formatSigned } from '../../../lib/money';
import { StatusChip } from './RequestRows';
import './records.css';

/** One account-log row and the account/currency filters, shared by assets_record and the bill. */

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="request-line" data-testid={testId}>
      <span>{label}</span>
      <b>{value}</b>
    </div>
  );
}

/**
 * A ledger change: what moved it (its label in the reader's language, never the code), the signed amount,
 * the balance before → after (the frozen one for a withdrawal paid out), account and time; a withdrawal's
 * lines also show what was requested, the fee, what is paid out and the withdrawal's state.
 */
export function AccountLogRow({ r }: { r: AccountLogRecord }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const field = fieldOfType(r.type);
  const positive = toDec(r.value)?.gte(0) ?? true;
  const facts = statementFacts(r);
  const unit = ` ${r.currency_name}`;
  const id = `log-${r.id}`;
  // the currency's own display precision (USDT and fiat 2 decimals, crypto ≤ 8, trimmed)
  const cur = r.currency_name;
  const balance = { before: formatAmount(r.before, 8, cur), after: formatAmount(r.after, 8, cur) };
  return (
    <div className="record-card card" data-testid={id} data-label={r.label} data-bucket={r.bucket}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.currency_name} size={22} />
          <span data-testid={`${id}-title`}>{statementTitle(r, lang)}</span>
        </span>
        <span className={`record-amount ${positive ? 'up' : 'down'}`}>
          {formatSigned(r.value, 8, cur)}
          <small className="record-unit">{unit}</small>
        </span>
      </div>
      {facts.withdrawal ? (
        <div className="statement-withdrawal" data-testid={`${id}-withdrawal`}>
          <div className="statement-withdrawal-head">
            <StatusChip status={facts.withdrawal.status} testId={`${id}-status`} />
          </div>
          <Figure
            label={t('bill.requested')}
            value={formatAmount(facts.withdrawal.requested, 8, cur) + unit}
            testId={`${id}-requested`}
          />
          <Figure
            label={t('withdraw.fee')}
            value={formatAmount(facts.withdrawal.fee, 8, cur) + unit}
            testId={`${id}-fee`}
          />
          <Figure
            label={t('withdraw.arrives')}
            value={formatAmount(facts.withdrawal.payout, 8, cur) + unit}
            testId={`${id}-payout`}
          />
        </div>
      ) : null}
      <div className="record-lines">
        <span data-testid={`${id}-balance`}>
          {facts.bucket === 'frozen' ? t('bill.frozenBeforeAfter', balance) : t('fund.beforeAfter', balance)}
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
