import { List, Switch } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { useTranslation } from 'react-i18next';
import { useStayLoggedIn } from '../../account';

/**
 * Settings' "Stay logged in" switch for this device's session: on, it lasts 30 days without use;
 * off, 24 hours.
 */
export function StayLoggedInItem() {
  const { t } = useTranslation();
  const stay = useStayLoggedIn();
  const toggle = async (enabled: boolean) => {
    try {
      await stay.set.mutateAsync(enabled);
      Toast.show({ content: t('settings.saved') });
    } catch {
      // the request's own error toast has said why
    }
  };
  return (
    <List.Item
      data-testid="settings-stay"
      description={stay.value === false ? t('entries.staySessionShort') : t('entries.staySessionLong')}
      extra={
        <Switch
          data-testid="settings-stay-switch"
          checked={stay.value ?? false}
          disabled={stay.value === undefined}
          loading={stay.set.isPending}
          onChange={(on) => void toggle(on)}
        />
      }
    >
      {t('entries.stayLoggedIn')}
    </List.Item>
  );
}
