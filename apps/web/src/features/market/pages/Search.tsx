import { SearchBar } from 'antd-mobile';
import type { SearchBarRef } from 'antd-mobile';
import { DeleteOutline, SearchOutline } from 'antd-mobile-icons';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FavoriteStar } from '../../../components/market/FavoriteStar';
import { LiveStatus } from '../../../components/market/LiveStatus';
import { QuoteRow, QuoteSkeleton } from '../../../components/market/QuoteRow';
import { useFavoriteAction } from '../data/useFavoriteAction';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useQuotations, useSearch } from '../data/hooks';
import { topMovers } from '../data/quotes';
import { usePrefs } from '../../../state/prefs';
import { useRecentSearches } from '../../../state/recentSearches';
import '../../../components/market/market.css';
import './market.css';

/** Market search: autofocus, debounced server search, recent searches, a star per row. */
export default function SearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const input = useRef<SearchBarRef>(null);
  const search = useSearch(keyword);
  const quotes = useQuotations();
  const fiat = usePrefs((s) => s.fiat);
  const recent = useRecentSearches();
  const { isFavorite, toggle, openActions } = useFavoriteAction();
  const popular = useMemo(() => (quotes.pairs ? topMovers(quotes.pairs, 'volume', 6) : []), [quotes.pairs]);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const typing = keyword.trim() !== '';
  const remember = () => recent.add(keyword);

  // a search's first answer draws skeleton rows; later ones keep the previous rows, dimmed, until they arrive
  const resultBody = (
    <QueryView
      query={search}
      loading={<QuoteSkeleton rows={4} />}
      isEmpty={(results) => search.settled && results.length === 0}
      empty={
        <EmptyView
          testId="search-no-result"
          icon={<SearchOutline />}
          title={t('market.noResult')}
          description={t('market.noResultHint')}
        />
      }
    >
      {(results) => (
        <div data-testid="search-results" className={search.settled ? '' : 'is-stale'}>
          {results.map((q) => (
            <div key={q.id} onClickCapture={remember}>
              <QuoteRow
                quote={q}
                fiat={fiat}
                onLongPress={openActions}
                testId={`search-row-${q.currency_name}`}
                trailing={
                  <FavoriteStar
                    active={isFavorite(q.id)}
                    onToggle={() => toggle(q)}
                    testId={`search-star-${q.currency_name}`}
                  />
                }
              />
            </div>
          ))}
        </div>
      )}
    </QueryView>
  );

  return (
    <div className="page search-page" data-testid="search-page">
      <header className="search-header">
        <SearchBar
          ref={input}
          className="search-input"
          data-testid="search-input"
          placeholder={t('market.searchPlaceholder')}
          value={keyword}
          onChange={setKeyword}
          onSearch={(v) => recent.add(v)}
          onClear={() => setKeyword('')}
          showCancelButton={() => true}
          cancelText={t('common.cancel')}
          onCancel={() => {
            const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
            void (idx > 0 ? navigate(-1) : navigate('/pages/market/market', { replace: true }));
          }}
        />
      </header>
      <div className="search-body">
        {typing ? (
          <>
            <div className="search-meta">
              <span className="muted">{t('market.results')}</span>
              <span className="search-meta-right">
                <LiveStatus />
              </span>
            </div>
            {resultBody}
          </>
        ) : (
          <>
            {recent.items.length > 0 ? (
              <section className="recent" data-testid="search-recent">
                <div className="search-section-head">
                  <h3>{t('market.recentSearches')}</h3>
                  <button
                    type="button"
                    className="icon-btn"
                    aria-label={t('market.clearRecent')}
                    data-testid="search-recent-clear"
                    onClick={recent.clear}
                  >
                    <DeleteOutline />
                  </button>
                </div>
                <div className="chips">
                  {recent.items.map((k) => (
                    <button key={k} type="button" className="chip" onClick={() => setKeyword(k)}>
                      {k}
                    </button>
                  ))}
                </div>
              </section>
            ) : null}
            <section className="popular">
              <div className="search-section-head">
                <h3>{t('market.popular')}</h3>
                <LiveStatus />
              </div>
              <QueryView
                query={{ ...quotes, data: quotes.pairs }}
                loading={<QuoteSkeleton rows={6} />}
                isEmpty={() => popular.length === 0}
                empty={<EmptyView />}
              >
                {() =>
                  popular.map((q) => (
                    <QuoteRow
                      key={q.id}
                      quote={q}
                      fiat={fiat}
                      onLongPress={openActions}
                      testId={`popular-row-${q.currency_name}`}
                      trailing={<FavoriteStar active={isFavorite(q.id)} onToggle={() => toggle(q)} />}
                    />
                  ))
                }
              </QueryView>
              <p className="search-hint">{t('market.longPressHint')}</p>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
