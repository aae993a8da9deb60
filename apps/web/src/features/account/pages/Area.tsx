import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteDef } from '../../../lib/routeContext';
import { AreaList } from '../../../components/AreaList';
import { PageNav } from '../../../components/PageNav';
import { useAreaChoice } from '../../../state/areaChoice';

/** /pages/common/area (and setting/areas) — choose a country; the choice is read by the phone forms. */
export default function AreaPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = useRouteDef();
  const iso = useAreaChoice((s) => s.iso);
  const choose = useAreaChoice((s) => s.choose);
  return (
    <div className="page">
      <PageNav title={t(`pages.${route?.title ?? 'area'}`)} />
      <AreaList
        selectedIso={iso}
        onPick={(a) => {
          choose(a.iso, a.dial);
          void navigate(-1);
        }}
      />
    </div>
  );
}
