import type { SpotOrder } from '@meridian/contract/spot';
import { Button } from 'antd-mobile';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { isCurrentOrder } from '../data/orders';
import { formatAmount, formatAsset, formatPrice } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
// a stop's trigger and an OCO leg's pair load, with their strings, only for the orders that have them
import { OcoReason, StopCells } from './stops/lazy';

/** Decimals shown for order figures of a pair whose precisions are unknown (trailing zeros beyond two trimmed). */
const SHOWN_DECIMALS = 8;

/** The pair's display precisions: prices at its tick, sizes at its lot. */
export interface PairDigits {
  price: number;
  amount: number;
}

const CANCEL_REASONS = [
  'user',
  'ioc_remainder',
  'fok_unfillable',
  'post_only_would_take',
  'self_trade',
  'no_liquidity',
] as const;

/** "Cancelled by you", … — an unknown reason code falls back to the plain status. */
export function cancelReasonKey(reason: string): string | null {
  return (CANCEL_REASONS as readonly string[]).includes(reason) ? `trade.reason.${reason}` : null;
}

export function Cell({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="order-cell">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

/** One spot order: pair, side, type, time; price, amount, filled, average, fee, status; cancel when open. */
export function OrderRow(props: {
  order: SpotOrder;
  onCancel?: (order: SpotOrder) => void;
  cancelling?: boolean;
  /** The pair's precisions; without them figures show up to 8 decimals, trimmed. */
  digits?: PairDigits | undefined;
}) {
  const { t } = useTranslation();
  const o = props.order;
  const [base = '', quote = ''] = o.symbol.split('/');
  const { digits } = props;
  const price = (v: string) =>
    v === '' ? '--' : digits ? formatPrice(v, digits.price) : formatAsset(v, SHOWN_DECIMALS);
  const amount = (v: string) =>
    v === '' ? '--' : digits ? formatAmount(v, digits.amount) : formatAsset(v, SHOWN_DECIMALS);
  const fee = (v: string) => (v === '' ? '--' : formatAsset(v, SHOWN_DECIMALS, o.fee_currency));
  const reason = o.status === 'cancelled' ? cancelReasonKey(o.cancel_reason) : null;
  const open = isCurrentOrder(o);
  return (
    <div className="order-row card" data-testid={`order-row-${o.id}`} data-status={o.status}>
      <div className="order-top">
        <span className={`order-side ${o.side}`}>{t(`trade.${o.side}`)}</span>
        <b className="order-pair">{o.symbol}</b>
        <span className="order-type">{t(`trade.${o.type}`)}</span>
        <span className="order-time">{formatDateTime(o.created_at)}</span>
      </div>
      <div className="order-grid">
        <Cell
          label={`${t('trade.price')} (${quote})`}
          value={o.type === 'market' ? t('trade.market') : price(o.target_price)}
        />
        <Cell label={`${t('trade.amount')} (${base})`} value={amount(o.amount)} />
        <Cell
          label={`${t('trade.filled')} (${base})`}
          value={amount(o.filled)}
          testId={`order-filled-${o.id}`}
        />
        <Cell label={`${t('trade.avgPrice')} (${quote})`} value={price(o.avg_price)} />
        <Cell label={`${t('trade.feeShort')} (${o.fee_currency})`} value={fee(o.fee)} />
        <Cell
          label={t('trade.statusLabel')}
          value={t(`trade.status.${o.status}`)}
          testId={`order-status-${o.id}`}
        />
        {o.trigger || o.oco_id !== null ? (
          <Suspense fallback={null}>
            <StopCells order={o} price={price} />
          </Suspense>
        ) : null}
      </div>
      {reason ? (
        <div className="order-reason" data-testid={`order-reason-${o.id}`}>
          {t(reason)}
        </div>
      ) : o.status === 'cancelled' && o.cancel_reason === 'oco' ? (
        <Suspense fallback={null}>
          <OcoReason id={o.id} />
        </Suspense>
      ) : null}
      {open && props.onCancel ? (
        <div className="order-actions">
          <Button
            size="mini"
            fill="outline"
            className="order-cancel"
            loading={props.cancelling}
            data-testid={`order-cancel-${o.id}`}
            onClick={() => props.onCancel?.(o)}
          >
            {t('trade.cancelOrder')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
