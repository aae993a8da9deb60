import type { PairDetail } from '@meridian/contract/market';
import { useTranslation } from 'react-i18next';
import { PairStatus } from '../../../components/market/ClosedNotice';
import { FlashPrice } from '../../../components/market/FlashPrice';
import { SessionTag } from '../../../components/market/SessionTag';
import {
  formatCompact,
  formatFiatEquivalent,
  formatPercent,
  formatPrice,
  trendOf,
} from '../../../lib/format';
import { usePrefs } from '../../../state/prefs';

/** Last price (large, coloured by the 24 h change), fiat value, change, 24 h high/low/volume/turnover, badges. */
export function PairHeader({ quote }: { quote: PairDetail }) {
  const { t } = useTranslation();
  const fiat = usePrefs((s) => s.fiat);
  const trend = trendOf(quote.change);
  const stat = (label: string, value: string, testId: string) => (
    <div className="pair-stat">
      <span>{label}</span>
      <b className="num" data-testid={testId}>
        {value}
      </b>
    </div>
  );
  return (
    <section className="pair-header" data-testid="pair-header">
      <div className="pair-badges">
        {/* a closed market says so first, and not "Live" */}
        <PairStatus session={quote.session} testId="pair-closed" />
        {quote.category === 'stock' && quote.session.open ? (
          <SessionTag session={quote.session} testId="pair-session" />
        ) : null}
      </div>
      <div className="pair-quote">
        <div className="pair-main">
          <FlashPrice
            value={quote.now_price}
            decimals={quote.price_precision}
            className={`pair-last ${trend}`}
            testId="pair-last-price"
          />
          <div className="pair-sub">
            <span className="num">
              {quote.legal_name === 'USDT'
                ? formatFiatEquivalent(quote.now_price, fiat, quote.price_precision)
                : ''}
            </span>
            <span className={`num ${trend}`} data-testid="pair-change">
              {formatPercent(quote.change)}
            </span>
          </div>
        </div>
        <div className="pair-stats">
          {stat(t('market.high24h'), formatPrice(quote.high, quote.price_precision), 'pair-high')}
          {stat(t('market.low24h'), formatPrice(quote.low, quote.price_precision), 'pair-low')}
          {stat(
            t('market.vol24h', { unit: quote.currency_name }),
            formatCompact(quote.volume),
            'pair-volume',
          )}
          {stat(
            t('market.turnover24h', { unit: quote.legal_name }),
            formatCompact(quote.amount),
            'pair-turnover',
          )}
        </div>
      </div>
    </section>
  );
}

export function PairHeaderSkeleton() {
  return (
    <section className="pair-header" data-testid="state-loading" aria-busy="true">
      <div className="pair-quote">
        <div className="pair-main">
          <span className="sk-line" style={{ width: 150, height: 28 }} />
          <span className="sk-line" style={{ width: 110, marginTop: 10 }} />
        </div>
        <div className="pair-stats">
          {[0, 1, 2, 3].map((i) => (
            <div className="pair-stat" key={i}>
              <span className="sk-line" style={{ width: 48 }} />
              <span className="sk-line" style={{ width: 64, marginTop: 4 }} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
