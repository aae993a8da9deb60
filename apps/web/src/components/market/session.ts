import type { TradingSession } from '@meridian/contract/market';

/** Local time of a session change: "15:30" today, "Mon 15:30" within a week, else "Nov 30 15:30". */
export function formatSessionTime(iso: string, locale: string, nowMs: number, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const opts: Intl.DateTimeFormatOptions = {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  };
  const dayKey = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      ...(timeZone ? { timeZone } : {}),
    }).format(d);
  if (dayKey(at) === dayKey(new Date(nowMs))) return new Intl.DateTimeFormat(locale, opts).format(at);
  const withinWeek = at.getTime() - nowMs < 6 * 86_400_000;
  const dateOpts: Intl.DateTimeFormatOptions = withinWeek
    ? { weekday: 'short' }
    : { month: 'short', day: 'numeric' };
  return new Intl.DateTimeFormat(locale, { ...dateOpts, ...opts }).format(at);
}

export type SessionState =
  { kind: 'always' } | { kind: 'open'; closes: string | null } | { kind: 'closed'; opens: string | null };

/** What to say about a pair's trading session (24/7 markets say nothing). */
export function sessionState(session: TradingSession): SessionState {
  if (session.timezone === null && session.hours === null) return { kind: 'always' };
  return session.open
    ? { kind: 'open', closes: session.next_change }
    : { kind: 'closed', opens: session.next_change };
}
