import { Alert, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { CT } from './strings';
import { ContentArticles } from './ContentArticles';
import { ContentMenu } from './ContentMenu';
import { ContentSettings } from './ContentSettings';
import './content.css';

const TABS = ['articles', 'menu', 'settings'] as const;
type ContentTab = (typeof TABS)[number];

/**
 * Content: the articles per language with the rich-text editor, the home menu (order and visibility)
 * and the public site settings. One route, `#/content`, with the tab in the URL (`?tab=menu`).
 */
export function ContentPage() {
  const [params, setParams] = useSearchParams();
  const tab: ContentTab = TABS.find((t) => t === params.get('tab')) ?? 'articles';
  return (
    <>
      <Typography.Title level={3}>{CT.title}</Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 8, maxWidth: 960 }} title={CT.hint} />
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setParams(() => withParams(new URLSearchParams(), { tab: next === 'articles' ? null : next }))
        }
        items={[
          { key: 'articles', label: <span data-testid="content-tab-articles">{CT.tabArticles}</span> },
          { key: 'menu', label: <span data-testid="content-tab-menu">{CT.tabMenu}</span> },
          { key: 'settings', label: <span data-testid="content-tab-settings">{CT.tabSettings}</span> },
        ]}
      />
      {tab === 'articles' ? (
        <ContentArticles key="articles" />
      ) : tab === 'menu' ? (
        <ContentMenu key="menu" />
      ) : (
        <ContentSettings key="settings" />
      )}
    </>
  );
}
