import { Popup } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flagOf } from '../lib/areas';
import { useAreaChoice } from '../state/areaChoice';
import { AreaList, Flag } from './AreaList';
import { PageNav } from './PageNav';

/** "+1 ▾" in front of a phone input; opens the area-code picker in a sheet. */
export function AreaPrefix({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { iso, dial, choose } = useAreaChoice();
  return (
    <>
      <span
        role="button"
        tabIndex={0}
        data-testid={testId}
        aria-label={t('auth.areaCode')}
        onClick={() => setOpen(true)}
        className="area-prefix"
      >
        <Flag src={flagOf(iso)} className="area-prefix-flag" /> +{dial} <DownOutline fontSize={10} />
      </span>
      <Popup
        visible={open}
        onMaskClick={() => setOpen(false)}
        bodyStyle={{ height: '80vh', overflowY: 'auto' }}
        destroyOnClose
      >
        <PageNav title={t('pages.area')} onBack={() => setOpen(false)} />
        <AreaList
          selectedIso={iso}
          onPick={(a) => {
            choose(a.iso, a.dial);
            setOpen(false);
          }}
        />
      </Popup>
    </>
  );
}
