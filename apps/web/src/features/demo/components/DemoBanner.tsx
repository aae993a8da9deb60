import { CloseOutline, ExclamationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDemoStatus } from '../data/demo';
import { useDemoBanner } from '../../../state/demoBanner';
import { DEMO_PATH } from './demoFormat';
import './demo.css';

/**
 * The one demo notice of the app: on a demo deployment, says once that prices are simulated and funds
 * are not real, links to the page explaining it, and stays dismissed once closed.
 */
export function DemoBanner() {
  const { t } = useTranslation();
  const status = useDemoStatus();
  const dismissed = useDemoBanner((s) => s.dismissed);
  const dismiss = useDemoBanner((s) => s.dismiss);
  if (!status.data?.enabled || dismissed) return null;
  return (
    <div className="demo-banner" role="note" data-testid="demo-banner">
      <ExclamationCircleOutline className="demo-banner-icon" aria-hidden="true" />
      <div className="demo-banner-text">
        <b>{t('demo.bannerTitle')}</b> {t('demo.bannerText')}{' '}
        <Link to={DEMO_PATH} data-testid="demo-banner-more">
          {t('demo.learnMore')}
        </Link>
      </div>
      <button
        type="button"
        className="demo-banner-close"
        aria-label={t('demo.dismiss')}
        data-testid="demo-banner-close"
        onClick={dismiss}
      >
        <CloseOutline />
      </button>
    </div>
  );
}

/** A short demo notice at the top of the deposit and withdrawal screens (demo deployments only). */
export function DemoNotice({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const { t } = useTranslation();
  const status = useDemoStatus();
  if (!status.data?.enabled) return null;
  return (
    <div className="demo-notice" role="note" data-testid={`demo-notice-${kind}`}>
      <ExclamationCircleOutline aria-hidden="true" />
      <span>
        {t(kind === 'deposit' ? 'demo.noticeDeposit' : 'demo.noticeWithdraw')}{' '}
        <Link to={DEMO_PATH}>{t('demo.learnMore')}</Link>
      </span>
    </div>
  );
}
