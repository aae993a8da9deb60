import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACK_ONLINE_MS, browserOnlineSource, nextBanner, watchOnline, type BannerState } from './online';
import './pwa.css';

/**
 * A thin bar at the top while the browser is offline ("You are offline — showing the app saved on
 * this device"), "Back online" for a moment after. Screens' own loads show their network-error state.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const [state, setState] = useState<BannerState>('hidden');
  useEffect(() => {
    const source = browserOnlineSource();
    if (!source) return;
    return watchOnline(source, (online) => setState((prev) => nextBanner(prev, online)));
  }, []);
  useEffect(() => {
    if (state !== 'back') return;
    const id = setTimeout(() => setState('hidden'), BACK_ONLINE_MS);
    return () => clearTimeout(id);
  }, [state]);
  if (state === 'hidden') return null;
  return (
    <div
      className={`pwa-banner ${state === 'offline' ? 'offline' : 'back'}`}
      role="status"
      aria-live="polite"
      data-testid={state === 'offline' ? 'offline-banner' : 'online-again-banner'}
    >
      {state === 'offline' ? t('entries.offlineBanner') : t('entries.backOnline')}
    </div>
  );
}
