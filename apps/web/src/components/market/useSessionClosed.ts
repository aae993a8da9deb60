import type { TradingSession } from '@meridian/contract/market';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uniCodeOf } from '../../i18n';
import { usePrefs } from '../../state/prefs';
import { formatSessionTime, sessionState } from './session';

/** Longest timer the browser keeps (about 24.8 days); a later open is re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

export interface SessionClosed {
  closed: boolean;
  /** "Closed — opens at Mon 14:30" (the user's language and clock), or "Closed" without a known open. */
  notice: string;
  /** "Closed until Mon 14:30": the disabled submit's label. */
  until: string;
}

/**
 * The next open of a market closed at `nowMs`, or null while it trades. The server's "closed" holds until the
 * open it announced: from then on the ticket lets the user try (the server decides) without waiting for a refetch.
 */
export function closedUntil(session: TradingSession, nowMs: number): { opens: string | null } | null {
  const state = sessionState(session);
  if (state.kind !== 'closed') return null;
  const opensMs = state.opens ? Date.parse(state.opens) : Number.NaN;
  return opensMs <= nowMs ? null : { opens: state.opens };
}

/** Whether a pair's market is closed now (see closedUntil), with the words to say so. */
export function useSessionClosed(session: TradingSession | undefined): SessionClosed {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const [now, setNow] = useState(() => Date.now());
  const closed = session ? closedUntil(session, now) : null;
  const opens = closed?.opens ?? null;
  const opensMs = opens ? Date.parse(opens) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(opensMs)) return;
    const wait = opensMs - Date.now();
    if (wait <= 0) return;
    const id = setTimeout(() => setNow(Date.now()), Math.min(wait, MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [opensMs, now]);
  if (!closed) return { closed: false, notice: '', until: '' };
  const time = opens ? formatSessionTime(opens, uniCodeOf(lang), now) : '';
  return {
    closed: true,
    notice: time ? t('market.closedOpensAt', { time }) : t('market.sessionClosed'),
    until: time ? t('market.closedUntil', { time }) : t('market.sessionClosed'),
  };
}
