import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clockOf, countdownParts } from './countdown';
import './earn.css';

/** Now, re-read every `ms` while `active` (one timer per mounted countdown). */
export function useNow(ms = 1000, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(id);
  }, [ms, active]);
  return now;
}

/**
 * A live countdown to an ISO time: "2 days 03:04:05" (days only when there are some), in the user's language.
 * `label` goes before it ("Ends in"); once the time is reached it shows `doneText` (default nothing) and calls
 * `onDone` once — e.g. to refetch the product whose phase just changed. An empty `to` renders `doneText`.
 *
 *   <Countdown to={project.countdown_to} label={t('ieo.endsIn')} onDone={() => void detail.refetch()} />
 */
export function Countdown({
  to,
  label,
  doneText,
  onDone,
  testId = 'earn-countdown',
  className,
}: {
  to: string;
  label?: ReactNode;
  doneText?: ReactNode;
  onDone?: () => void;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const now = useNow(1000, to !== '');
  const parts = countdownParts(to, now);
  const fired = useRef('');
  useEffect(() => {
    if (parts.done && to && fired.current !== to) {
      fired.current = to;
      onDone?.();
    }
  }, [parts.done, to, onDone]);
  const cls = `earn-countdown${className ? ` ${className}` : ''}`;
  if (parts.done)
    return doneText ? (
      <span className={cls} data-testid={testId} data-done="true">
        {doneText}
      </span>
    ) : null;
  return (
    <span className={cls} data-testid={testId} role="timer" data-to={to}>
      {label ? <span className="earn-countdown-label">{label}</span> : null}
      <b className="earn-countdown-time">
        {parts.days > 0 ? `${t('earn.days', { count: parts.days })} ` : ''}
        {clockOf(parts)}
      </b>
    </span>
  );
}
