import type { PairQuote } from '@meridian/contract/market';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChangeBadge } from '../../../components/market/ChangeBadge';
import { CoinIcon } from '../../../components/market/CoinIcon';
import { FlashPrice } from '../../../components/market/FlashPrice';
import { QuoteSkeleton } from '../../../components/market/QuoteRow';
import { SessionTag } from '../../../components/market/SessionTag';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useQuotations } from '../../market';
import '../../../components/market/market.css';
import '../../../styles/places.css';

/** The spot ticket of a pair (`/pages/transaction/currency?symbol=`, read by `symbolFromParams`). */
export const spotTicketPath = (symbol: string): string =>
  `/pages/transaction/currency?symbol=${encodeURIComponent(symbol)}`;

/**
 * /pages/transaction/stocks (public): the market's stock pairs with live quotes and their trading
 * session; a tap opens the spot ticket of that pair.
 */
export default function StocksPage() {
  const { t } = useTranslation();
  const quotes = useQuotations();
  const stocks = useMemo(() => quotes.pairs?.filter((q) => q.category === 'stock'), [quotes.pairs]);
  // the first load draws skeleton rows in the list's place so the page does not move when they arrive
  const body = (
    <QueryView
      query={{ ...quotes, data: stocks }}
      loading={<QuoteSkeleton rows={8} />}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyView testId="stocks-empty" title={t('places.stocks.empty')} />}
    >
      {(list) => (
        <div className="quote-list" data-testid="stocks-list">
          {list.map((q) => (
            <StockRow key={q.id} quote={q} />
          ))}
        </div>
      )}
    </QueryView>
  );
  return (
    <div className="page stocks-page" data-testid="stocks-page">
      <PageNav
        title={t('pages.stocks')}
        right={stocks?.[0] ? <SessionTag session={stocks[0].session} testId="stocks-session" /> : undefined}
      />
      <p className="places-hint" data-testid="stocks-intro">
        {t('places.stocks.intro')}
      </p>
      {body}
    </div>
  );
}

function StockRow({ quote }: { quote: PairQuote }) {
  const { t } = useTranslation();
  return (
    <Link
      to={spotTicketPath(quote.symbol)}
      className="quote-row"
      data-testid={`stock-row-${quote.currency_name}`}
      data-symbol={quote.symbol}
    >
      <CoinIcon name={quote.currency_name} logo={quote.logo} stock />
      <span className="q-name">
        <span className="q-symbol">
          <b>{quote.currency_name}</b>
          <small>/{quote.legal_name}</small>
        </span>
        <span className="q-sub">
          {quote.name}
          {quote.session.open ? null : <span className="q-closed"> · {t('market.closedShort')}</span>}
        </span>
      </span>
      <span className="q-price">
        <FlashPrice value={quote.now_price} decimals={quote.price_precision} className="q-last" />
      </span>
      <ChangeBadge change={quote.change} />
    </Link>
  );
}
