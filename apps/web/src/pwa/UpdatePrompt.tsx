import { useTranslation } from 'react-i18next';
import { useUpdateAvailable } from './register';
import './pwa.css';

/** "New version available — Reload" when a new build's service worker waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { available, reload } = useUpdateAvailable();
  if (!available) return null;
  return (
    <div className="pwa-update" role="alert" data-testid="pwa-update">
      <span>{t('entries.updateAvailable')}</span>
      <button type="button" onClick={reload} data-testid="pwa-update-reload">
        {t('entries.reload')}
      </button>
    </div>
  );
}
