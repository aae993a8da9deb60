import type { PairQuote } from '@meridian/contract/market';
import { Button } from 'antd-mobile';
import { LockOutline, StarOutline } from 'antd-mobile-icons';
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
import { usePrefs } from '../../../state/prefs';
import { MarketHeader } from '../components/MarketHeader';
import { QuoteTable } from '../components/QuoteTable';
import '../../../components/market/market.css';
import '../components/marketHeader.css';
import './market.css';

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
      <MarketHeader
        labels={{
          title: t('pages.market'),
          search: t('market.searchPlaceholder'),
          tabs: {
            favorites: t('market.tabs.favorites'),
            crypto: t('market.tabs.crypto'),
            stocks: t('market.tabs.stocks'),
          },
        }}
        tab={tab}
        live={<LiveStatus />}
        onSearch={() => void navigate(SEARCH_PATH)}
        onTab={setTab}
        meta={
          stockSession ? (
            <span className="market-meta-session">
              <span className="muted">{t('market.usStocks')}</span>
              <SessionTag session={stockSession} testId="market-session" />
            </span>
          ) : rows?.length || tab === 'crypto' ? (
            // the crypto line is known before the quotes (index.html's shell paints it too)
            <span className="muted">{t(`market.tabHint.${tab}`)}</span>
          ) : null
        }
      />
      <div className="market-body">{body}</div>
    </div>
  );
}
