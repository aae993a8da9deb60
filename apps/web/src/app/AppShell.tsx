import type { ReactNode } from 'react';
import { HomeShell } from '../features/home/pages/homeShell';
import { MarketHeader } from '../features/market/components/MarketHeader';
import type { MarketHeaderLabels } from '../features/market/components/MarketHeader';
import { SpotFrame } from '../features/spot';
import { DEFAULT_SPOT_SYMBOL, TradeTop } from '../features/trade';
import { TabBarMarkup } from './AppTabBar';
import type { TabKey } from './tabs';

const idle = () => undefined;

/**
 * What index.html shows before any script has run: the tab bar, drawn with the markup and classes antd-mobile's
 * TabBar renders, as the live one is (so the same CSS lays it out where the real one will be), a visitor's home (its texts from the
 * server: features/home/pages/homeShell.tsx), the markets tab's header and the trade tab's spot frame, inside #root until the app's first page takes its place (app/heldShell.ts). The build renders it to static HTML
 * (build/shellHtml.ts) in English; route-preload's script marks the route's tab, shows a tab's page only where the
 * app will draw the same (the build's language; the trade frame for a visitor on the default pair) and hides the
 * shell on routes without the bar. The markets header is the largest thing that page paints before its quotes (a
 * fresh visit always opens its crypto list), the ticket's login button the largest of the trade tab. It is inert: a
 * tap on its copy of a link or button before the app runs does nothing.
 */
export function AppShell({
  labels,
  market,
  homeHeader,
}: {
  labels: Record<TabKey, string>;
  market: MarketHeaderLabels & { hint: string };
  /** Home's header with the default logo and with the site's (each drawn with its own site config). */
  homeHeader: { default: ReactNode; custom: ReactNode };
}) {
  return (
    <div className="app-shell" aria-hidden="true" inert>
      <div className="app-root shell-page" data-shell-page="0">
        <HomeShell header={homeHeader} />
      </div>
      <div className="app-root shell-page" data-shell-page="1">
        <div className="page market-page">
          <MarketHeader labels={market} tab="crypto" meta={<span className="muted">{market.hint}</span>} />
        </div>
      </div>
      <div className="app-root shell-page" data-shell-page="2">
        <div className="page trade-page">
          <TradeTop product="spot" onChoose={idle} onIntent={idle} onHistory={idle} />
          <div className="trade-body">
            <SpotFrame symbol={DEFAULT_SPOT_SYMBOL} loggedIn={false} onPick={idle} onLogin={idle} />
          </div>
        </div>
      </div>
      <div className="tabbar">
        <TabBarMarkup title={(key) => labels[key]} />
      </div>
    </div>
  );
}
