import 'antd-mobile/es/components/badge/badge.css';
import 'antd-mobile/es/components/tab-bar/tab-bar.css';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDrawnBehindShell } from '../lib/shellStages';
import { TAB_PATHS } from './routes';
import type { TabIndex } from './routes';
import { TABS } from './tabs';
import type { TabKey } from './tabs';

/**
 * The four tabs with the markup and classes antd-mobile's TabBar renders (its CSS lays them out), drawn without
 * it: the component's child traversal, badges and props merging were a fifth of the app's first render on a phone.
 * The build's HTML shell draws the same markup (app/AppShell.tsx), unmarked and inert.
 */
export function TabBarMarkup({
  title,
  active,
  onPick,
}: {
  title: (key: TabKey) => ReactNode;
  active?: TabIndex;
  onPick?: (index: TabIndex) => void;
}) {
  return (
    <div className="adm-tab-bar">
      <div className="adm-tab-bar-wrap">
        {TABS.map((item) => (
          <div
            key={item.key}
            className={
              item.index === active ? 'adm-tab-bar-item adm-tab-bar-item-active' : 'adm-tab-bar-item'
            }
            data-testid={onPick ? `tab-${item.key}` : undefined}
            onClick={onPick && (() => onPick(item.index))}
          >
            <div className="adm-badge-wrapper">
              <div className="adm-tab-bar-item-icon">{item.icon}</div>
            </div>
            <div className="adm-tab-bar-item-title adm-tab-bar-item-title-with-icon">{title(item.key)}</div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The four-tab bar of: home, market, trade, assets. */
export function TabLayout({ tab, children }: { tab: TabIndex; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // behind index.html's held shell, which shows the same bar, the live one comes a frame after the app's first render
  const drawn = useDrawnBehindShell();
  return (
    <>
      <div className="with-tabbar">{children}</div>
      {drawn ? (
        <div className="tabbar" data-testid="tabbar">
          <TabBarMarkup
            title={(key) => t(`tabs.${key}`)}
            active={tab}
            onPick={(index) => {
              if (index !== tab) void navigate(TAB_PATHS[index], { replace: true });
            }}
          />
        </div>
      ) : null}
    </>
  );
}
