import type { TradingSession } from '@meridian/contract/market';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { LiveStatus } from './LiveStatus';
import { useSessionClosed } from './useSessionClosed';
import './market.css';

/** "Closed — opens at Mon 14:30" above a ticket whose market is shut; nothing while it trades. */
export function ClosedNotice({ session, testId }: { session: TradingSession; testId: string }) {
  const { closed, notice } = useSessionClosed(session);
  if (!closed) return null;
  return (
    <div className="closed-notice" role="status" data-testid={testId}>
      <ClockCircleOutline aria-hidden="true" />
      <span>{notice}</span>
    </div>
  );
}

/**
 * A pair's status badge: "Closed — opens at …" while its market is shut (a live connection to a closed market
 * is not a live market), else the connection's state.
 */
export function PairStatus({ session, testId }: { session: TradingSession; testId: string }) {
  const { closed, notice } = useSessionClosed(session);
  if (!closed) return <LiveStatus />;
  return (
    <span className="session-tag closed" data-testid={testId} data-open="false">
      <i aria-hidden="true" />
      {notice}
    </span>
  );
}
