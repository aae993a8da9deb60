import type { PairQuote } from '@meridian/contract/market';
import { Button } from 'antd-mobile';
import { LockOutline, SearchOutline, StarOutline } from 'antd-mobile-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PATH, SEARCH_PATH } from '../../../lib/paths';
import { LiveStatus } from '../../../components/market/LiveStatus';
import { QuoteSkeleton } from '../../../components/market/QuoteRow';
import { SessionTag } from '../../../components/market/SessionTag';
import { useFavoriteAction } from '../data/useFavoriteAction';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useQuotations } from '../data/hooks';
import { nextSort, sortQuotes } from '../data/quotes';
import type { SortKey } from '../data/quotes';
import { useMarketUi } from '../data/marketUi';
import type { MarketTab } from '../data/marketUi';
import { usePrefs } from '../../../state/prefs';
import { QuoteTable } from '../components/QuoteTable';
import '../../../components/market/market.css';
import './market.css';

const TABS: MarketTab[] = ['favorites', 'crypto', 'stocks'];

/** Markets tab: favorites, crypto and stocks, sortable, live; search entry; demo and session state. */
export default function MarketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab, setTab, sorts, setSort } = useMarketUi();
  const fiat = usePrefs((s) => s.fiat);
  const quotes = useQuotations();
  const { openActions, favorites } = useFavoriteAction();

  const source: PairQuote[] | undefined = useMemo(() => {
    if (tab === 'favorites') {
      if (!favorites.data) return undefined;
      // Favorites carry a quote; the live quotation row is preferred when present (same pair, same ticks).
      const byId = new Map((quotes.pairs ?? []).map((q) => [q.id, q]));
      return favorites.data.map((f) => byId.get(f.match_id) ?? f.quote);
    }
    return quotes.pairs?.filter((q) => q.category === (tab === 'crypto' ? 'crypto' : 'stock'));
  }, [tab, favorites.data, quotes.pairs]);
  const sort = sorts[tab];
  const rows = useMemo(() => (source ? sortQuotes(source, sort) : undefined), [source, sort]);
  const onSort = (k: SortKey) => setSort(tab, nextSort(sort, k));
  const stockSession = tab === 'stocks' ? rows?.[0]?.session : undefined;

  const body = (() => {
    if (tab === 'favorites' && !favorites.loggedIn)
      return (
        <EmptyView
          testId="favorites-login"
          icon={<LockOutline />}
          title={t('common.pleaseLogin')}
          description={t('market.favoritesLoginHint')}
          action={
            <Button
              color="primary"
              size="small"
              shape="rounded"
              data-testid="favorites-login-button"
              onClick={() => void navigate(LOGIN_PATH)}
            >
              {t('pages.login')}
            </Button>
          }
        />
      );
    const q = tab === 'favorites' ? favorites : quotes;
    return (
      <QueryView
        query={{ ...q, data: rows }}
        // the first load draws skeleton rows in the list's place so the page does not move when they arrive
        loading={<QuoteSkeleton rows={10} />}
        isEmpty={(list) => list.length === 0}
        empty={
          tab === 'favorites' ? (
            <EmptyView
              testId="favorites-empty"
              icon={<StarOutline />}
              title={t('market.favoritesEmpty')}
              description={t('market.favoritesEmptyHint')}
              action={
                <Button
                  color="primary"
                  fill="outline"
                  size="small"
                  shape="rounded"
                  onClick={() => void navigate(SEARCH_PATH)}
                >
                  {t('market.findPairs')}
                </Button>
              }
            />
          ) : (
            <EmptyView />
          )
        }
      >
        {(list) => (
          <QuoteTable quotes={list} fiat={fiat} sort={sort} onSort={onSort} onLongPress={openActions} />
        )}
      </QueryView>
    );
  })();

  return (
    <div className="page market-page" data-testid="market-page">
      <header className="market-header">
        <div className="market-title-row">
          <h1>{t('pages.market')}</h1>
          <LiveStatus />
        </div>
        <button
          type="button"
          className="search-entry"
          data-testid="market-search-entry"
          onClick={() => void navigate(SEARCH_PATH)}
        >
          <SearchOutline />
          <span>{t('market.searchPlaceholder')}</span>
        </button>
        <div className="market-tabs" role="tablist">
          {TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              data-testid={`market-tab-${k}`}
              onClick={() => setTab(k)}
            >
              {t(`market.tabs.${k}`)}
            </button>
          ))}
        </div>
      </header>
      {/* the row keeps its height (min-height) while the quotes load: the list does not move down (issue 19, CLS) */}
      <div className="market-meta">
        {stockSession ? (
          <span className="market-meta-session">
            <span className="muted">{t('market.usStocks')}</span>
            <SessionTag session={stockSession} testId="market-session" />
          </span>
        ) : rows?.length ? (
          <span className="muted">{t(`market.tabHint.${tab}`)}</span>
        ) : null}
      </div>
      <div className="market-body">{body}</div>
    </div>
  );
}
