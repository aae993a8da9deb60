import type { DepositRecord, RequestState, WithdrawalRecord } from '@meridian/contract/wallet';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { CoinBadge } from './CoinBadge';
import { formatAmount } from '../../../lib/money';

/** Rows of the deposit and withdrawal records: amount, where, status chip, the reason of a refusal, time. */

export function StatusChip({ status, testId }: { status: RequestState; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className={`status-chip ${status}`} data-testid={testId}>
      {t(`records.status.${status}`)}
    </span>
  );
}

function Line({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="request-line">
      <span>{label}</span>
      <b className={mono ? 'mono' : undefined}>{value}</b>
    </div>
  );
}

function Reason({ text, testId }: { text: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="request-reason" data-testid={testId}>
      {t('records.reason', { reason: text || t('records.noReason') })}
    </div>
  );
}

export function DepositRow({ r }: { r: DepositRecord }) {
  const { t } = useTranslation();
  const id = `deposit-row-${r.id}`;
  return (
    <div className="record-card card request-card" data-testid={id}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.currency_name} size={22} />
          {t('records.depositOf', { currency: r.currency_name })}
        </span>
        <StatusChip status={r.status} testId={`${id}-status`} />
      </div>
      <div className={`request-amount ${r.status}`}>+{formatAmount(r.amount, 8, r.currency_name)}</div>
      {r.network ? <Line label={t('records.network')} value={r.network} /> : null}
      {r.account ? <Line label={t('records.payer')} value={r.account} mono /> : null}
      {r.status === 'rejected' ? <Reason text={r.reason} testId={`${id}-reason`} /> : null}
      <div className="record-lines">
        <span>{formatDateTime(r.created_at)}</span>
        {r.reviewed_at ? (
          <span>{t('records.reviewedAt', { time: formatDateTime(r.reviewed_at) })}</span>
        ) : null}
      </div>
    </div>
  );
}

export function WithdrawRow({ r }: { r: WithdrawalRecord }) {
  const { t } = useTranslation();
  const id = `withdraw-row-${r.id}`;
  const unit = ` ${r.currency_name}`;
  return (
    <div className="record-card card request-card" data-testid={id}>
      <div className="record-head">
        <span className="record-title">
          <CoinBadge name={r.currency_name} size={22} />
          {t('records.withdrawalOf', { currency: r.currency_name })}
        </span>
        <StatusChip status={r.status} testId={`${id}-status`} />
      </div>
      <div className={`request-amount withdraw ${r.status}`}>
        -{formatAmount(r.number, 8, r.currency_name)}
      </div>
      <Line label={t('bill.requested')} value={formatAmount(r.number, 8, r.currency_name) + unit} />
      <Line label={t('withdraw.fee')} value={formatAmount(r.fee, 8, r.currency_name) + unit} />
      <Line label={t('withdraw.arrives')} value={formatAmount(r.real_number, 8, r.currency_name) + unit} />
      {r.fiat_amount && r.fiat_rate && r.fiat_currency ? (
        <>
          <Line
            label={t('withdraw.bankReceives')}
            value={`${formatNumber(r.fiat_amount, { decimals: 2, rounding: 'down' })} ${r.fiat_currency}`}
          />
          <Line
            label={t('withdraw.payoutRate')}
            value={`1 ${r.currency_name} = ${formatNumber(r.fiat_rate, { decimals: 8, minDecimals: 2 })} ${r.fiat_currency}`}
          />
        </>
      ) : null}
      <Line label={t('withdraw.to')} value={r.destination} mono />
      {r.status === 'rejected' ? <Reason text={r.reason} testId={`${id}-reason`} /> : null}
      <div className="record-lines">
        <span>{formatDateTime(r.create_time)}</span>
        {r.reviewed_at ? (
          <span>{t('records.reviewedAt', { time: formatDateTime(r.reviewed_at) })}</span>
        ) : null}
      </div>
    </div>
  );
}
