import { useTranslation } from 'react-i18next';
import '../security.css';

/** The user's anti-phishing phrase beside a message: mail or notices without it are not from Meridian. */
export function AntiPhishingChip({ phrase }: { phrase: string }) {
  const { t } = useTranslation();
  return (
    <span className="anti-phishing-chip" data-testid="anti-phishing-chip">
      <span className="anti-phishing-label">{t('securityCenter.antiPhishing.chip')}</span>
      <span className="anti-phishing-phrase">{phrase}</span>
    </span>
  );
}
