import type { PageOverlays } from '../../../components/pageOverlays';
import type { TFunction } from 'i18next';
import type { CouponSplit } from '../../coupons';
import type { FuturesSummary } from '../forms/summary';
import type { FuturesContext, FuturesTicket } from '../forms/types';
import { formatAsset, formatPrice } from '../../../lib/format';
import { usdt } from '../../../lib/usdt';

/** The futures confirmation: everything the order will do, before anything is sent. */

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="confirm-line">
      <span>{label}</span>
      <b data-testid={testId}>{value}</b>
    </div>
  );
}

/** Answers `body` (frozen when the dialog opened) once confirmed; `undefined` when cancelled or the page left. */
export function confirmFutures<B>(
  overlays: PageOverlays,
  t: TFunction,
  body: B,
  ticket: FuturesTicket,
  ctx: FuturesContext,
  s: FuturesSummary,
  asset: string,
  coupon: CouponSplit | null = null,
): Promise<B | undefined> {
  const approx = s.approximate ? '≈ ' : '';
  const price = (v: string | null) => (v ? formatPrice(v, ctx.priceDecimals) : '--');
  const money = (v: string | null) => (v ? `${approx}${usdt(v)} USDT` : '--');
  return overlays.confirmValues(body, () => ({
    title: t('futures.confirmTitle'),
    content: (
      <div className="place-confirm" data-testid="futures-confirm-text">
        <Row label={t('futures.pair')} value={ctx.symbol} testId="futures-confirm-pair" />
        <Row
          label={t('futures.direction')}
          value={t(`futures.${ticket.side}`)}
          testId="futures-confirm-side"
        />
        <Row
          label={t('futures.orderType')}
          value={
            ticket.kind === 'limit'
              ? `${t('futures.limit')} ${price(ticket.limitPrice)}`
              : t('futures.market')
          }
          testId="futures-confirm-type"
        />
        <Row label={t('futures.leverage')} value={`${ticket.leverage}×`} testId="futures-confirm-leverage" />
        <Row
          label={t('futures.lots')}
          value={`${ticket.lots} (${s.quantity ? formatAsset(s.quantity, 8) : '--'} ${asset})`}
          testId="futures-confirm-lots"
        />
        <Row label={t('futures.entry')} value={`${approx}${price(s.entry)}`} testId="futures-confirm-entry" />
        <Row label={t('futures.notional')} value={money(s.notional)} testId="futures-confirm-notional" />
        <Row label={t('futures.margin')} value={money(s.margin)} testId="futures-confirm-margin" />
        <Row
          label={t('futures.fee', { percent: ctx.feePercent })}
          value={money(s.fee)}
          testId="futures-confirm-fee"
        />
        {coupon ? (
          <>
            <Row
              label={t('coupons.paidByCoupon')}
              value={money(coupon.byCoupon)}
              testId="futures-confirm-coupon"
            />
            <Row
              label={t('coupons.fromBalance')}
              value={money(coupon.fromBalance)}
              testId="futures-confirm-from-balance"
            />
          </>
        ) : null}
        <Row
          label={t('futures.liquidation')}
          value={`${approx}${price(s.liquidation)}`}
          testId="futures-confirm-liquidation"
        />
        <Row
          label={t('futures.tp')}
          value={ticket.tp ? price(ticket.tp) : t('futures.none')}
          testId="futures-confirm-tp"
        />
        <Row
          label={t('futures.sl')}
          value={ticket.sl ? price(ticket.sl) : t('futures.none')}
          testId="futures-confirm-sl"
        />
        <div className="confirm-note">
          {ticket.kind === 'limit' ? t('futures.limitNote') : t('futures.estimate')}
        </div>
      </div>
    ),
    confirmText: <span data-testid="futures-confirm">{t('common.confirm')}</span>,
    cancelText: t('common.cancel'),
  }));
}
