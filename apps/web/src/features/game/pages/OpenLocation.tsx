import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../../components/copy';
import { PageNav } from '../../../components/PageNav';
import '../../../styles/places.css';

/** Our office (the address the contact page gives), and where it is on the map. */
export const OFFICE = {
  name: 'Meridian',
  lines: ['1 Raffles Place, #20-61', 'One Raffles Place Tower 2', 'Singapore 048616'],
  lat: 1.28431,
  lon: 103.85139,
} as const;

/** An OpenStreetMap link with a marker at the point, zoomed to the street. */
export function mapLink(lat: number, lon: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** /open-location (public): our office address with "Open in maps" and "Copy address". */
export default function OpenLocationPage() {
  const { t } = useTranslation();
  const address = [OFFICE.name, ...OFFICE.lines].join(', ');
  return (
    <div className="page" data-testid="open-location-page">
      <PageNav title={t('pages.openLocation')} />
      <div className="page-body places-body">
        <section className="card places-card" data-testid="office-address">
          <span className="places-label">{t('places.open.office')}</span>
          <b>{OFFICE.name}</b>
          {OFFICE.lines.map((l) => (
            <span key={l}>{l}</span>
          ))}
          <small className="places-coords">
            {OFFICE.lat.toFixed(5)}, {OFFICE.lon.toFixed(5)}
          </small>
        </section>
        <a
          className="places-map"
          href={mapLink(OFFICE.lat, OFFICE.lon)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="open-in-maps"
        >
          {t('places.open.maps')}
        </a>
        <Button
          block
          shape="rounded"
          data-testid="copy-address"
          onClick={() => void copyText(address, t('places.open.copied'), t('places.open.copyFailed'))}
        >
          {t('places.open.copy')}
        </Button>
        <p className="places-hint">{t('places.open.note')}</p>
      </div>
    </div>
  );
}
