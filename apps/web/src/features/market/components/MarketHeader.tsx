import { SearchOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import type { MarketTab } from '../data/marketUi';

export const MARKET_TABS: MarketTab[] = ['favorites', 'crypto', 'stocks'];

export interface MarketHeaderLabels {
  title: string;
  search: string;
  tabs: Record<MarketTab, string>;
}

/**
 * The markets tab's header (title, search entry, list tabs) and the line under it. The page draws it live; the
 * build also renders it without handlers into index.html's shell (app/AppShell.tsx), where it paints before any
 * script, so both must stay one markup. Its rules (marketHeader.css) are in the first stylesheet (main.tsx): this
 * file imports no CSS, as the build's config renders it.
 */
export function MarketHeader({
  labels,
  tab,
  live,
  meta,
  onSearch,
  onTab,
}: {
  labels: MarketHeaderLabels;
  tab: MarketTab;
  live?: ReactNode;
  meta?: ReactNode;
  onSearch?: () => void;
  onTab?: (tab: MarketTab) => void;
}) {
  return (
    <>
      <header className="market-header">
        <div className="market-title-row">
          <h1>{labels.title}</h1>
          {live}
        </div>
        <button type="button" className="search-entry" data-testid="market-search-entry" onClick={onSearch}>
          <SearchOutline />
          <span>{labels.search}</span>
        </button>
        <div className="market-tabs" role="tablist">
          {MARKET_TABS.map((k) => (
            <button
              key={k}
              type="button"
              role="tab"
              aria-selected={tab === k}
              className={tab === k ? 'active' : ''}
              data-testid={`market-tab-${k}`}
              onClick={() => onTab?.(k)}
            >
              {labels.tabs[k]}
            </button>
          ))}
        </div>
      </header>
      {/* the row keeps its height (min-height) while the quotes load: the list does not move down */}
      <div className="market-meta">{meta}</div>
    </>
  );
}
