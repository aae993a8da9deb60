import type { SpotOrder } from '@meridian/contract/spot';
import { useTranslation } from 'react-i18next';
import { Cell } from '../OrderRow';

/**
 * A stop's trigger ("≥ 61,000.00": a buy triggers at or above it, a sell at or below) and an OCO leg's other leg,
 * in an order's grid; loaded, with its strings, only for orders that have them.
 */
export function StopCells({ order: o, price }: { order: SpotOrder; price: (v: string) => string }) {
  const { t } = useTranslation();
  const quote = o.symbol.split('/')[1] ?? '';
  return (
    <>
      {o.trigger ? (
        <Cell
          label={`${t('spotStops.triggerShort')} (${quote})`}
          value={`${o.side === 'buy' ? '≥' : '≤'} ${price(o.trigger.price)}`}
          testId={`order-trigger-${o.id}`}
        />
      ) : null}
      {o.oco_id !== null ? (
        <Cell label={t('trade.oco')} value={`#${o.oco_id}`} testId={`order-oco-${o.id}`} />
      ) : null}
    </>
  );
}

/** The line of a cancel confirmation for an OCO leg: both legs go. */
export function PairCancelNote() {
  const { t } = useTranslation();
  return <p data-testid="cancel-confirm-pair">{t('spotStops.cancelPair')}</p>;
}

/** Why an OCO leg was cancelled: the other leg of its pair filled or triggered. */
export function OcoReason({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <div className="order-reason" data-testid={`order-reason-${id}`}>
      {t('spotStops.reasonOco')}
    </div>
  );
}
