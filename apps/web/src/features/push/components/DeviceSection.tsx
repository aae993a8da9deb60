import type { PushCategories } from '@meridian/contract/push';
import { List, Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/overlays';
import { ApiError } from '../../../api/http';
import { PushPermissionRefused, type DeviceState } from '../data/device';
import { useSubscribeDevice, useUnsubscribeDevice } from '../data/push';

/**
 * This device: whether the browser can receive pushes and was allowed to, whether it is subscribed (the browser
 * holds a subscription the server knows as the user's), and how many of the user's devices are.
 */
export function DeviceSection({ device, server }: { device: DeviceState; server: PushCategories }) {
  const { t } = useTranslation();
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();
  const on = device.endpoint !== null && server.subscribed;
  const blocked = device.permission === 'unsupported' || device.permission === 'denied';

  const toggle = async (wanted: boolean) => {
    try {
      if (wanted) await subscribe.mutateAsync();
      else if (device.endpoint) await unsubscribe.mutateAsync(device.endpoint);
      Toast.show({ content: t(wanted ? 'push.turnedOn' : 'push.turnedOff') });
    } catch (err) {
      // a refused call has shown its own message
      if (err instanceof ApiError) return;
      if (err instanceof PushPermissionRefused)
        Toast.show({ content: t(err.permission === 'denied' ? 'push.denied' : 'push.refused') });
      else Toast.show({ content: t('push.failed') });
    }
  };

  const hint = {
    unsupported: t('push.unsupported'),
    denied: t('push.denied'),
    default: t('push.ask'),
    granted: on ? t('push.onHint') : t('push.offHint'),
  }[device.permission];

  return (
    <List header={t('push.device')}>
      <List.Item
        data-testid="push-device"
        description={<span data-testid="push-device-hint">{hint}</span>}
        extra={
          <Switch
            data-testid="push-device-switch"
            checked={on}
            disabled={blocked}
            loading={subscribe.isPending || unsubscribe.isPending}
            onChange={(wanted) => void toggle(wanted)}
          />
        }
      >
        {t('push.deviceToggle')}
      </List.Item>
      <List.Item
        data-testid="push-permission"
        data-permission={device.permission}
        extra={t(`push.permission.${device.permission}`)}
      >
        {t('push.permission.label')}
      </List.Item>
      <List.Item data-testid="push-devices" extra={String(server.devices)}>
        {t('push.devices')}
      </List.Item>
    </List>
  );
}
