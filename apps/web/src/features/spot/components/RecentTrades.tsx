import type { PairDetail } from '@meridian/contract/market';
import type { SpotSide } from '@meridian/contract/spot';
import dayjs from 'dayjs';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { formatAmount, formatPrice } from '../../../lib/format';
import { useSpotTrades } from '../data/market';

/** A coin/trades row. */
interface SpotTrade {
  id: number;
  price: string;
  amount: string;
  side: SpotSide;
  time: string;
}

/** A trade never changes once listed: a reload redraws only the new rows (and a precision change). */
const TradeRow = memo(
  function TradeRow({ tr, pair }: { tr: SpotTrade; pair: PairDetail }) {
    return (
      <div className="trade-row" data-testid="trade-row">
        <span className="trade-time">{dayjs(tr.time).format('HH:mm:ss')}</span>
        <span className={`trade-price ${tr.side === 'buy' ? 'up' : 'down'}`}>
          {formatPrice(tr.price, pair.price_precision)}
        </span>
        <span className="trade-amount">{formatAmount(tr.amount, pair.amount_precision)}</span>
      </div>
    );
  },
  (a, b) =>
    a.tr.id === b.tr.id &&
    a.tr.price === b.tr.price &&
    a.tr.amount === b.tr.amount &&
    a.tr.side === b.tr.side &&
    a.tr.time === b.tr.time &&
    a.pair.price_precision === b.pair.price_precision &&
    a.pair.amount_precision === b.pair.amount_precision,
);

/** Recent trades of the pair, newest first, coloured by the taker's side. */
export const RecentTrades = memo(function RecentTrades(props: { pair: PairDetail }) {
  const { t } = useTranslation();
  const { pair } = props;
  const trades = useSpotTrades(pair.symbol);
  const body = (
    <QueryView
      query={trades}
      isEmpty={(trades) => trades.length === 0}
      empty={<EmptyView title={t('trade.noTrades')} />}
    >
      {(list) => list.map((tr) => <TradeRow key={tr.id} tr={tr} pair={pair} />)}
    </QueryView>
  );
  return (
    <section className="recent-trades" data-testid="recent-trades">
      <div className="trade-row head">
        <span>{t('trade.time')}</span>
        <span>{t('trade.bookPrice', { asset: pair.legal_name })}</span>
        <span>{t('trade.bookAmount', { asset: pair.currency_name })}</span>
      </div>
      {body}
    </section>
  );
});
