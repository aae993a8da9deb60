import type { OtcConfig, OtcQuote } from '@meridian/contract/otc';
import { Button } from 'antd-mobile';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNow } from '../../../components/earn';
import { secondsLeft } from '../data/desk';
import type { PayoutCardType } from '../data/desk';
import { usePlaceOtcOrder } from '../data/hooks';
import { orderPath } from '../paths';
import { Row, coin, fiat, price } from './parts';

/**
 * The locked quote: price, amount and total, with the seconds left (the published 60 s); once it lapses only a
 * refresh is offered. Ordering asks for confirmation with the numbers and what happens next (a buy: pay by
 * transfer within the window; a sell: the coins are held at once), then opens the order.
 */
export function QuoteCard({
  quote,
  config,
  decimals,
  card,
  refreshing,
  onRefresh,
  onPlaced,
  onFailed,
}: {
  quote: OtcQuote;
  config: OtcConfig;
  decimals: number;
  card: PayoutCardType | null;
  refreshing: boolean;
  onRefresh: () => void;
  onPlaced: () => void;
  /** Ordering was refused (expired or used quote, a limit, the balance): the quote is dropped. */
  onFailed: () => void;
}) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const place = usePlaceOtcOrder();
  const left = secondsLeft(quote.expires_at, useNow(250));
  const expired = left === 0;
  const buy = quote.side === 'buy';
  const amount = coin(quote.amount, quote.currency_name, decimals);
  const total = fiat(quote.total, quote.fiat);

  const submit = async () => {
    const ok = await overlays.confirm({
      title: t(buy ? 'otc.confirm.buyTitle' : 'otc.confirm.sellTitle'),
      content: (
        <div className="otc-confirm" data-testid="otc-confirm">
          <Row label={t(buy ? 'otc.youGet' : 'otc.youSell')} testId="otc-confirm-amount">
            {amount}
          </Row>
          <Row label={t('otc.price')}>
            {price(quote.price)} {quote.fiat}
          </Row>
          <Row label={t(buy ? 'otc.youPay' : 'otc.youReceive')} testId="otc-confirm-total" strong>
            {total}
          </Row>
          <p className="otc-note">
            {buy
              ? t('otc.confirm.buyNote', { total, minutes: config.pay_window_minutes })
              : t('otc.confirm.sellNote', { amount, total })}
          </p>
        </div>
      ),
      confirmText: <span data-testid="otc-confirm-ok">{t('otc.confirm.ok')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const order = await place.mutateAsync({
        body: { quote_id: quote.id, ...(buy || card === null ? {} : { card }) },
      });
      onPlaced();
      void navigate(orderPath(order.id));
    } catch {
      // the http helper toasted why (expired quote, limits, balance…); a new quote is needed
      onFailed();
    }
  };

  return (
    <section
      className={`otc-quote card${expired ? ' expired' : ''}`}
      data-testid="otc-quote"
      data-quote={quote.id}
      data-expired={expired}
    >
      <div className="otc-section-head">
        <h4>{t('otc.quote.title')}</h4>
        <span className="otc-quote-timer" role="timer" data-testid="otc-quote-left">
          {expired ? t('otc.quote.expired') : t('otc.quote.lockedFor', { count: left })}
        </span>
      </div>
      <div className="otc-quote-bar" aria-hidden>
        <i style={{ width: `${Math.min(100, (left / Math.max(1, config.quote_ttl_seconds)) * 100)}%` }} />
      </div>
      <Row label={t('otc.price')} testId="otc-quote-price">
        {price(quote.price)} {quote.fiat}
      </Row>
      <Row label={t(buy ? 'otc.youGet' : 'otc.youSell')} testId="otc-quote-amount">
        {amount}
      </Row>
      <Row label={t(buy ? 'otc.youPay' : 'otc.youReceive')} testId="otc-quote-total" strong>
        {total}
      </Row>
      {expired ? (
        <Button
          block
          color="primary"
          loading={refreshing}
          data-testid="otc-quote-refresh"
          onClick={onRefresh}
        >
          {t('otc.quote.refresh')}
        </Button>
      ) : (
        <div className="otc-quote-actions">
          <Button fill="outline" loading={refreshing} data-testid="otc-quote-again" onClick={onRefresh}>
            {t('otc.quote.refreshShort')}
          </Button>
          <Button
            color={buy ? 'success' : 'danger'}
            loading={place.isPending}
            data-testid="otc-order"
            onClick={() => void submit()}
          >
            {t(buy ? 'otc.buyNow' : 'otc.sellNow', { coin: quote.currency_name })}
          </Button>
        </div>
      )}
    </section>
  );
}
