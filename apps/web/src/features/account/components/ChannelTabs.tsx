import { useTranslation } from 'react-i18next';
import type { Channel } from './accountSchemas';

/** Email | Phone segmented switch of the register and forgot-password forms. */
export function ChannelTabs({
  value,
  onChange,
  testIdPrefix,
}: {
  value: Channel;
  onChange: (v: Channel) => void;
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const tabs: { key: Channel; label: string; id: string }[] = [
    { key: 'email', label: t('auth.email'), id: `${testIdPrefix}-tab-email` },
    { key: 'mobile', label: t('auth.phone'), id: `${testIdPrefix}-tab-phone` },
  ];
  return (
    <div className="seg-tabs" role="tablist">
      {tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={value === tab.key}
          className={value === tab.key ? 'active' : ''}
          data-testid={tab.id}
          onClick={() => onChange(tab.key)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
