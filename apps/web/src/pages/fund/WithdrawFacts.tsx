import { useTranslation } from 'react-i18next';
import type { WithdrawPreview, WithdrawRules } from '../../forms/withdraw/state';
import { formatNumber } from '../../lib/format';
import { formatAmount } from './money';

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

/** The confirmation content (spec §4): amount, fee, what arrives, and where. */
export function WithdrawConfirm({
  preview,
  currency,
  precision,
  to,
}: {
  preview: WithdrawPreview;
  currency: string;
  precision: number;
  to: string;
}) {
  const { t } = useTranslation();
  const exact = (v: string) => `${exactAmount(v, precision)} ${currency}`;
  const rows: [string, string, string][] = [
    ['amount', t('withdraw.amount'), exact(preview.amount)],
    ['fee', t('withdraw.fee'), exact(preview.fee)],
    ['arrives', t('withdraw.arrives'), exact(preview.arrives)],
    ['to', t('withdraw.to'), to],
  ];
  return (
    <dl className="confirm-lines" data-testid="withdraw-confirm-text">
      {rows.map(([key, label, value]) => (
        <div key={key} data-testid={`withdraw-confirm-${key}`}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
