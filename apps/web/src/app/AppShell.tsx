import { TABS } from './tabs';
import type { TabKey } from './tabs';

/**
 * What index.html shows before any script has run: the tab bar, drawn with the markup and classes antd-mobile's
 * TabBar renders (so the same CSS lays it out where the real one will be), inside #root, which React empties on
 * its first commit. The build renders it to static HTML (build/shellHtml.ts); route-preload's script marks the
 * route's tab, hides the labels in another language than theirs and hides the shell on routes without the bar.
 */
export function AppShell({ labels }: { labels: Record<TabKey, string> }) {
  return (
    <div className="app-shell" aria-hidden="true">
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
