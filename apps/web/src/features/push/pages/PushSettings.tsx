import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { CategoriesSection } from '../components/CategoriesSection';
import { DeviceSection } from '../components/DeviceSection';
import { usePushSettings } from '../data/push';

/** /pages/setting/push — push notifications: this device's permission and subscription, the categories. */
export default function PushSettingsPage() {
  const { t } = useTranslation();
  const settings = usePushSettings();
  return (
    <div className="page push-settings" data-testid="push-page">
      <PageNav title={t('push.title')} />
      <div className="page-body">
        <QueryView query={settings}>
          {({ device, server }) => (
            <>
              <DeviceSection device={device} server={server} />
              <CategoriesSection server={server} />
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}
