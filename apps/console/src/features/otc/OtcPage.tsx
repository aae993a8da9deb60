import { Alert, Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { withParams } from '../../lib/list-params';
import { O } from './strings';
import { OtcQueue } from './OtcQueue';
import { OtcSettings } from './OtcSettings';

const TABS = ['queue', 'settings'] as const;
type OtcTab = (typeof TABS)[number];

/**
 * The OTC desk: the order queue (confirm a checked buy or a paid-out sell, reject with a reason) and the
 * desk settings. One route, `#/otc`, with the tab in the URL (`?tab=settings`).
 */
export function OtcPage() {
  const [params, setParams] = useSearchParams();
  const tab: OtcTab = TABS.find((t) => t === params.get('tab')) ?? 'queue';
  return (
    <>
      <Typography.Title level={3}>{O.title}</Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 8, maxWidth: 960 }} title={O.hint} />
      <Tabs
        activeKey={tab}
        onChange={(next) =>
          setParams(() => withParams(new URLSearchParams(), { tab: next === 'queue' ? null : next }))
        }
        items={[
          { key: 'queue', label: <span data-testid="otc-tab-queue">{O.tabQueue}</span> },
          { key: 'settings', label: <span data-testid="otc-tab-settings">{O.tabSettings}</span> },
        ]}
      />
      {tab === 'queue' ? <OtcQueue key="queue" /> : <OtcSettings key="settings" />}
    </>
  );
}
