import { FUTURES_LIQUIDATION_RISK_PERCENT } from '@meridian/contract/futures';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import './riskHelp.css';

/**
 * What a risk figure means and where liquidation comes, opened in place under the figure (a native disclosure:
 * nothing to outlive the page). `position`: one position's risk; `account`: the account risk rate.
 */
export function RiskHelp({
  kind,
  testId,
  level = FUTURES_LIQUIDATION_RISK_PERCENT,
}: {
  kind: 'position' | 'account';
  testId: string;
  /** The risk at which a position is liquidated, in percent (the published level). */
  level?: string;
}) {
  const { t } = useTranslation();
  return (
    <details className={`risk-help ${kind}`} data-testid={testId}>
      <summary aria-label={t('futures.riskHelpToggle')} data-testid={`${testId}-toggle`}>
        <QuestionCircleOutline />
        {kind === 'account' ? <span>{t('futures.riskHelpToggle')}</span> : null}
      </summary>
      <p data-testid={`${testId}-text`}>
        {t(kind === 'position' ? 'futures.riskHelp' : 'futures.riskRateHelp', { level })}
      </p>
    </details>
  );
}
