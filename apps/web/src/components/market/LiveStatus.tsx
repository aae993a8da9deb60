import { useTranslation } from 'react-i18next';
import { useSocketState } from '../../state/socketState';
import './market.css';

/** Realtime connection state (closed, opening, open) as a dot and a word, wherever prices show. */
export function LiveStatus({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const status = useSocketState((s) => s.status);
  return (
    <span
      className={`live live-${status} ${className}`}
      data-testid="live-status"
      data-status={status}
      role="status"
    >
      <i aria-hidden="true" />
      {t(`socket.${status}`)}
    </span>
  );
}
