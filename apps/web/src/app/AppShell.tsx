import { MarketHeader } from '../features/market/components/MarketHeader';
import type { MarketHeaderLabels } from '../features/market/components/MarketHeader';
import { TABS } from './tabs';
import type { TabKey } from './tabs';

/**
 * What index.html shows before any script has run: the tab bar, drawn with the markup and classes antd-mobile's
 * TabBar renders (so the same CSS lays it out where the real one will be), and the markets tab's header, inside
 * #root, which React empties on its first commit. The build renders it to static HTML (build/shellHtml.ts) in
 * English; route-preload's script marks the route's tab, hides the labels and the header in another language and
 * hides the shell on routes without the bar. The markets header is the largest thing that page paints before its
 * quotes, and a fresh visit always opens its crypto list.
 */
export function AppShell({
  labels,
  market,
}: {
  labels: Record<TabKey, string>;
  market: MarketHeaderLabels & { hint: string };
}) {
  return (
    <div className="app-shell" aria-hidden="true">
      <div className="app-root shell-page" data-shell-page="1">
        <div className="page market-page">
          <MarketHeader labels={market} tab="crypto" meta={<span className="muted">{market.hint}</span>} />
        </div>
      </div>
      <div className="tabbar">
        <div className="adm-tab-bar">
          <div className="adm-tab-bar-wrap">
            {TABS.map((tab) => (
              <div key={tab.key} className="adm-tab-bar-item">
                <div className="adm-badge-wrapper">
                  <div className="adm-tab-bar-item-icon">{tab.icon}</div>
                </div>
                <div className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">
                  {labels[tab.key]}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
