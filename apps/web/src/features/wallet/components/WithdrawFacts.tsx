import { useTranslation } from 'react-i18next';
import type { WithdrawPreview, WithdrawRules } from '../forms/withdraw/state';
import { formatNumber } from '../../../lib/format';
import type { PayoutFigures } from './BankPayoutFacts';
import { formatAmount } from '../../../lib/money';

/**
 * A typed withdrawal figure exactly, at the currency's precision (the amount is typed at most at it), trailing
 * zeros trimmed to 2, in the user's locale: what is confirmed is what is sent.
 */
export function exactAmount(value: string, precision: number): string {
  return formatNumber(value, { decimals: precision, minDecimals: Math.min(2, precision), rounding: 'down' });
}

/** Available, minimum, fee and "you receive" under the amount (all from the server's numbers). */
export function WithdrawFacts({
  rules,
  currency,
  preview,
}: {
  rules: WithdrawRules;
  currency: string;
  preview: WithdrawPreview | null;
}) {
  const { t } = useTranslation();
  const amount = (v: string) => `${formatAmount(v, rules.precision, currency)} ${currency}`;
  const exact = (v: string) => `${exactAmount(v, rules.precision)} ${currency}`;
  return (
    <dl className="withdraw-facts card" data-testid="withdraw-facts">
      <div>
        <dt>{t('withdraw.available')}</dt>
        <dd data-testid="withdraw-available">{amount(rules.available)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.minimum')}</dt>
        <dd data-testid="withdraw-minimum">{amount(rules.min)}</dd>
      </div>
      <div>
        <dt>{t('withdraw.fee')}</dt>
        <dd data-testid="withdraw-fee">{amount(rules.fee)}</dd>
      </div>
      <div className="arrives">
        <dt>{t('withdraw.arrives')}</dt>
        <dd data-testid="withdraw-arrives">{preview ? exact(preview.arrives) : '--'}</dd>
      </div>
    </dl>
  );
}

/** The confirmation's lines: amount, fee, what arrives, the bank payout (to a card) and where, as key, label, value. */
export function withdrawConfirmRows(
  t: (key: string) => string,
  shown: {
    preview: WithdrawPreview;
    currency: string;
    precision: number;
    to: string;
    /** The figures the form shows for a bank-card payout, null for a crypto address. */
    payout: PayoutFigures | null;
  },
): [string, string, string][] {
  const exact = (v: string) => `${exactAmount(v, shown.precision)} ${shown.currency}`;
  const { preview, payout } = shown;
  return [
    ['amount', t('withdraw.amount'), exact(preview.amount)],
    ['fee', t('withdraw.fee'), exact(preview.fee)],
    ['arrives', t('withdraw.arrives'), exact(preview.arrives)],
    ...(payout
      ? ([
          ['fiat-amount', t('withdraw.bankReceives'), payout.amount],
          ['fiat-rate', t('withdraw.payoutRate'), payout.rate],
        ] as [string, string, string][])
      : []),
    ['to', t('withdraw.to'), shown.to],
  ];
}

/** The confirmation content (withdrawConfirmRows). */
export function WithdrawConfirm(props: Parameters<typeof withdrawConfirmRows>[1]) {
  const { t } = useTranslation();
  return (
    <dl className="confirm-lines" data-testid="withdraw-confirm-text">
      {withdrawConfirmRows(t, props).map(([key, label, value]) => (
        <div key={key} data-testid={`withdraw-confirm-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
