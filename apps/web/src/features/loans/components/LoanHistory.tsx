import type { LoanDetail, LoanEvent } from '@meridian/contract/loans';
import { Decimal } from '@meridian/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/dates';
import { Card, coin, priceOf, usdt } from './parts';

/** One history row's figures: the USDT amount, the collateral moved, the price that decided it. */
function EventFigures({ e, loan }: { e: LoanEvent; loan: LoanDetail }) {
  const { t } = useTranslation();
  const parts: string[] = [];
  if (new Decimal(e.amount).gt(0)) parts.push(usdt(e.amount, loan.borrow_currency));
  if (new Decimal(e.collateral).gt(0)) parts.push(coin(e.collateral, loan.currency));
  if (e.price) parts.push(t('loans.atPrice', { price: priceOf(e.price, loan.price_precision) }));
  return <b>{parts.join(' · ') || '--'}</b>;
}

/** The loan's history, newest first (the server sends it oldest first; interest summed per day, with its hours). */
export function LoanHistory({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  return (
    <Card title={t('loans.history')} testId="loan-history">
      {loan.history.length === 0 ? (
        <p className="loan-note muted">{t('loans.noHistory')}</p>
      ) : (
        <ol className="loan-events">
          {[...loan.history].reverse().map((e, i) => (
            <li
              key={`${e.kind}-${e.created_at}-${i}`}
              className={`loan-event ${e.kind}`}
              data-testid={`loan-event-${e.kind}`}
            >
              <span>
                {t(`loans.event.${e.kind}`)}
                {e.kind === 'interest' && e.hours > 0 ? (
                  <span className="muted"> · {t('loans.hoursN', { count: e.hours })}</span>
                ) : null}
                <small className="muted">{formatDateTime(e.created_at)}</small>
              </span>
              <EventFigures e={e} loan={loan} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
