import { TabBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TAB_PATHS } from './routes';
import type { TabIndex } from './routes';
import { TABS } from './tabs';

/** The four-tab bar of: home, market, trade, assets. */
export function TabLayout({ tab, children }: { tab: TabIndex; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <div className="with-tabbar">{children}</div>
      <div className="tabbar" data-testid="tabbar">
        <TabBar
          safeArea={false}
          activeKey={String(tab)}
          onChange={(key) => void navigate(TAB_PATHS[Number(key) as TabIndex], { replace: true })}
        >
          {TABS.map((item) => (
            <TabBar.Item
              key={String(item.index)}
              icon={item.icon}
              title={t(`tabs.${item.key}`)}
              data-testid={`tab-${item.key}`}
            />
          ))}
        </TabBar>
      </div>
    </>
  );
}
