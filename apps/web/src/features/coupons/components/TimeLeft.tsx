import { useTranslation } from 'react-i18next';
import { useNow } from '../../../components/earn';
import { expiresSoon, timeLeft } from '../data/countdown';

/**
 * A coupon's live time left: "2d 3h 4m 5s" on the card, "2d 3h" in the ticket's row (`short`);
 * "Expired" once reached. Under a day left it is marked `soon` (shown as a warning).
 */
export function TimeLeft({
  expiresAt,
  short = false,
  testId,
}: {
  expiresAt: string;
  short?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const now = useNow(short ? 30_000 : 1000);
  const left = timeLeft(expiresAt, now);
  const soon = expiresSoon(expiresAt, now);
  return (
    <span className={`coupon-left${soon ? ' soon' : ''}`} data-testid={testId} data-left={left.key}>
      {t(`coupons.${short ? 'leftShort' : 'left'}.${left.key}`, left.values)}
    </span>
  );
}
