import { useTranslation } from 'react-i18next';
import type { WithdrawPreview, WithdrawRules } from '../../forms/withdraw/state';
import { formatAmount } from './money';

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
  const amount = (v: string) => `${formatAmount(v, rules.precision)} ${currency}`;
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
        <dd data-testid="withdraw-arrives">{preview ? amount(preview.arrives) : '--'}</dd>
      </div>
    </dl>
  );
}

/** The confirmation content (spec §4): amount, fee, what arrives, and where. */
export function WithdrawConfirm({
  preview,
  currency,
  to,
}: {
  preview: WithdrawPreview;
  currency: string;
  to: string;
}) {
  const { t } = useTranslation();
  const rows: [string, string, string][] = [
    ['amount', t('withdraw.amount'), `${preview.amount} ${currency}`],
    ['fee', t('withdraw.fee'), `${preview.fee} ${currency}`],
    ['arrives', t('withdraw.arrives'), `${preview.arrives} ${currency}`],
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
