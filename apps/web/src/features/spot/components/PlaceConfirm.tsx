import type { PairDetail } from '@meridian/contract/market';
import type { CoinTradeRequest, SpotOrder } from '@meridian/contract/spot';
import type { PageOverlays } from '../../../components/pageOverlays';
import type { TFunction } from 'i18next';
import type { SpotSummary } from '../forms/summary';
import type { SpotContext } from '../forms/types';
import { formatAsset, formatPrice } from '../../../lib/format';
import { feeLabel } from './TicketForm';

/** The order confirmation: side, pair, type, price, amount, total and fee, before anything is sent. */

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="confirm-line">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

/** Answers the very order it showed once confirmed; `undefined` when cancelled or when the page left. */
export function confirmPlace(
  overlays: PageOverlays,
  t: TFunction,
  order: CoinTradeRequest,
  pair: PairDetail,
  summary: SpotSummary,
  ctx: SpotContext,
): Promise<CoinTradeRequest | undefined> {
  const base = pair.currency_name;
  const quote = pair.legal_name;
  const approx = summary.approximate ? '≈ ' : '';
  const feeBase = summary.feeAsset === 'base';
  const feePrecision = feeBase ? (ctx.pair.base_precision ?? 8) : (ctx.pair.quote_precision ?? 8);
  const feeAsset = feeBase ? base : quote;
  const quotePrecision = ctx.pair.quote_precision ?? 8;
  return overlays.confirmValues(order, (body) => ({
    title: t('trade.confirmTitle'),
    content: (
      <div className="place-confirm" data-testid="spot-confirm-text">
        <Line label={t('trade.side')} value={t(`trade.${body.side}`)} testId="confirm-side" />
        <Line label={t('trade.pair')} value={pair.symbol} testId="confirm-pair" />
        <Line label={t('trade.type')} value={t(`trade.${body.type}`)} testId="confirm-type" />
        <Line
          label={t('trade.price')}
          value={
            body.target_price
              ? `${formatPrice(body.target_price, pair.price_precision)} ${quote}`
              : t('trade.marketPrice')
          }
          testId="confirm-price"
        />
        <Line
          label={t('trade.amount')}
          value={`${formatAsset(body.amount, pair.amount_precision, base)} ${base}`}
          testId="confirm-amount"
        />
        <Line
          label={t('trade.total')}
          value={
            summary.total ? `${approx}${formatAsset(summary.total, quotePrecision, quote)} ${quote}` : '--'
          }
          testId="confirm-total"
        />
        <Line
          label={feeLabel(t, summary.feeRole, summary.feeRatePercent)}
          value={
            summary.fee ? `${approx}${formatAsset(summary.fee, feePrecision, feeAsset)} ${feeAsset}` : '--'
          }
          testId="confirm-fee"
        />
        {summary.approximate ? <div className="confirm-note">{t('trade.marketNote')}</div> : null}
      </div>
    ),
    confirmText: <span data-testid="spot-confirm">{t('common.confirm')}</span>,
    cancelText: t('common.cancel'),
  }));
}

/** The toast after placing: placed, filled, partly filled, or not filled with the localised reason. */
export function placedMessage(t: TFunction, order: SpotOrder): string {
  switch (order.status) {
    case 'untriggered':
    case 'open':
      return t('trade.placed.open');
    case 'partial':
      return t('trade.placed.partial');
    case 'filled':
      return t('trade.placed.filled');
    case 'cancelled':
      return order.filled !== '' && order.filled !== '0' && !/^0(\.0*)?$/.test(order.filled)
        ? t('trade.placed.partial')
        : t('trade.placed.cancelled');
  }
}
