import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AreaList } from '../../../components/AreaList';
import { PageNav } from '../../../components/PageNav';
import { fiatOfRegion, readLocation, saveLocation } from '../data/location';
import type { Area } from '../../../lib/areas';
import { usePrefs } from '../../../state/prefs';
import '../../../styles/places.css';

/**
 * /choose-location: pick your country or region from the app's area list; it is remembered on this
 * device, and when the region's currency is one of the app's display currencies the app offers to
 * show prices in it. Then back.
 */
export default function ChooseLocationPage() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [iso, setIso] = useState(readLocation);
  const current = usePrefs((s) => s.fiat.currency_code);
  const setFiat = usePrefs((s) => s.setFiat);

  const pick = async (area: Area) => {
    saveLocation(area.iso);
    setIso(area.iso);
    const fiat = fiatOfRegion(area.iso);
    if (fiat && fiat !== current) {
      const ok = await overlays.confirm({
        title: t('places.choose.fiatTitle'),
        content: (
          <p data-testid="location-fiat-offer">{t('places.choose.fiatText', { region: area.name, fiat })}</p>
        ),
        confirmText: <span data-testid="location-fiat-ok">{t('places.choose.fiatOk', { fiat })}</span>,
        cancelText: t('places.choose.fiatKeep', { fiat: current }),
      });
      if (ok) setFiat(fiat);
    }
    void navigate(-1);
  };

  return (
    <div className="page" data-testid="choose-location-page">
      <PageNav title={t('pages.chooseLocation')} />
      <p className="places-hint" data-testid="choose-location-hint">
        {t('places.choose.hint')}
      </p>
      <AreaList selectedIso={iso} onPick={(a) => void pick(a)} />
    </div>
  );
}
