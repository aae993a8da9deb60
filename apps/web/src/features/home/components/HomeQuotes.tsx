import { RightOutline } from 'antd-mobile-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_PATH } from '../../../lib/paths';
import { LiveStatus } from '../../../components/market/LiveStatus';
import { QuoteRow, QuoteSkeleton } from '../../../components/market/QuoteRow';
import { useFavoriteAction, useQuotations, topMovers } from '../../market';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import type { MoverKind } from '../../market';
import { usePrefs } from '../../../state/prefs';
import { useStagedCount } from '../../../lib/useStagedCount';
import '../../../components/market/market.css';
import { HashLink } from '../../../components/HashLink';

const KINDS: MoverKind[] = ['gainers', 'losers', 'volume'];
const ROWS = 6;
/** Rows drawn per frame when the card's quotes first arrive: six rows in one render made a long task on a phone. */
const ROWS_PER_FRAME = 2;

/** Home markets card: top gainers / losers / volume, live; each row opens the pair page. */
export function HomeQuotes() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<MoverKind>('gainers');
  const quotes = useQuotations();
  const fiat = usePrefs((s) => s.fiat);
  const { openActions } = useFavoriteAction();
  const rows = useMemo(() => (quotes.pairs ? topMovers(quotes.pairs, kind, ROWS) : []), [quotes.pairs, kind]);
  const drawn = useStagedCount(rows.length, ROWS_PER_FRAME);

  // the first load draws the card's rows as a skeleton so the home page does not move when they arrive
  const body = (
    <QueryView
      query={{ ...quotes, data: quotes.pairs }}
      loading={<QuoteSkeleton rows={ROWS} />}
      isEmpty={() => rows.length === 0}
      empty={<EmptyView />}
    >
      {() => (
        <div data-testid={`home-movers-${kind}`}>
          {rows.slice(0, drawn).map((q) => (
            <QuoteRow
              key={q.id}
              quote={q}
              fiat={fiat}
              onLongPress={openActions}
              testId={`home-quote-${q.currency_name}`}
            />
          ))}
        </div>
      )}
    </QueryView>
  );

  return (
    <section className="markets card" data-testid="home-markets">
      <div className="markets-head">
        <h2>{t('home.markets')}</h2>
        <LiveStatus />
      </div>
      <div className="mover-tabs" role="tablist">
        {KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={kind === k ? 'active' : ''}
            data-testid={`home-tab-${k}`}
            onClick={() => setKind(k)}
          >
            {t(`market.movers.${k}`)}
          </button>
        ))}
      </div>
      {body}
      <HashLink to={MARKET_PATH} className="markets-foot" data-testid="home-markets-more">
        {t('market.viewAll')} <RightOutline fontSize={11} />
      </HashLink>
    </section>
  );
}
