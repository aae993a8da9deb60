import { LANGUAGES } from '@meridian/contract';
import type { TradingSession } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../../state/prefs';
import { formatSessionTime, sessionState } from './session';

/** "Closed · opens Mon 15:30" / "Trading · closes 22:00" in the user's zone; nothing for 24/7 markets. */
export function SessionTag({
  session,
  testId = 'session-tag',
}: {
  session: TradingSession;
  testId?: string;
}) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const locale = LANGUAGES.find((l) => l.code === lang)?.uniCode ?? 'en';
  const state = sessionState(session);
  if (state.kind === 'always') return null;
  const at = state.kind === 'open' ? state.closes : state.opens;
  const time = at ? formatSessionTime(at, locale, Date.now()) : '';
  const label =
    state.kind === 'open'
      ? time
        ? t('market.sessionOpenCloses', { time })
        : t('market.sessionOpen')
      : time
        ? t('market.sessionClosedOpens', { time })
        : t('market.sessionClosed');
  return (
    <span className={`session-tag ${state.kind}`} data-testid={testId} data-open={state.kind === 'open'}>
      <i aria-hidden="true" />
      {label}
    </span>
  );
}
