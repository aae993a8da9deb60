import type { SecurityOverview } from '@meridian/contract/security';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { LOGIN_PASSWORD_PATH } from '../paths';

/** Says that withdrawals wait, until when and why; after "not me", that a new login password resumes them. */
export function WithdrawalsPaused({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const until = overview.withdrawals_paused_until;
  if (!until && overview.withdrawals_paused_reason !== 'not_me') return null;
  const notMe = overview.withdrawals_paused_reason === 'not_me';
  return (
    <div className="paused-banner" role="status" data-testid="security-paused">
      <b>{t('securityCenter.paused.title')}</b>
      <span>
        {notMe
          ? t('securityCenter.paused.notMe')
          : t('securityCenter.paused.until', { until: until ? formatDateTime(until) : '' })}
      </span>
      {notMe ? (
        <button
          type="button"
          className="paused-action"
          data-testid="security-paused-password"
          onClick={() => void navigate(LOGIN_PASSWORD_PATH)}
        >
          {t('securityCenter.paused.changePassword')}
        </button>
      ) : null}
    </div>
  );
}
