import type { PairDetail } from '@meridian/contract/market';
import type { SpotSide } from '@meridian/contract/spot';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QueryView, type LoadedQuery } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { formatAmount, formatPrice } from '../../../lib/format';

/** A coin/trades row. */
interface SpotTrade {
  id: number;
  price: string;
  amount: string;
  side: SpotSide;
  time: string;
}

/** Recent trades of the pair, newest first, coloured by the taker's side. */
export function RecentTrades(props: { pair: PairDetail; trades: LoadedQuery<SpotTrade[]> }) {
  const { t } = useTranslation();
  const { pair } = props;
  const body = (
    <QueryView
      query={props.trades}
      isEmpty={(trades) => trades.length === 0}
      empty={<EmptyView title={t('trade.noTrades')} />}
    >
      {(trades) =>
        trades.map((tr) => (
          <div className="trade-row" key={tr.id} data-testid="trade-row">
            <span className="trade-time">{dayjs(tr.time).format('HH:mm:ss')}</span>
            <span className={`trade-price ${tr.side === 'buy' ? 'up' : 'down'}`}>
              {formatPrice(tr.price, pair.price_precision)}
            </span>
            <span className="trade-amount">{formatAmount(tr.amount, pair.amount_precision)}</span>
          </div>
        ))
      }
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
}
