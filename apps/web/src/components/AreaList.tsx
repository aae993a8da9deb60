import { CheckOutline } from 'antd-mobile-icons';
import { SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uniCodeOf } from '../i18n';
import { filterAreas, listAreas } from '../lib/areas';
import type { Area } from '../lib/areas';
import { usePrefs } from '../state/prefs';
import { EmptyView } from './StateViews';
import './areaList.css';

/** A country's SVG flag (4:3), or a neutral tile when there is none. */
export function Flag({ src, className = 'flag' }: { src: string; className?: string }) {
  return src ? (
    <img className={className} src={src} alt="" width={22} height={16} loading="lazy" />
  ) : (
    <span className={`${className} none`} aria-hidden="true" />
  );
}

/** Searchable list of countries: flag, localised name, dial code. */
export function AreaList({ selectedIso, onPick }: { selectedIso: string; onPick: (area: Area) => void }) {
  const { t } = useTranslation();
  const lang = usePrefs((s) => s.lang);
  const [query, setQuery] = useState('');
  const areas = useMemo(() => listAreas(uniCodeOf(lang)), [lang]);
  const shown = filterAreas(areas, query);
  return (
    <div className="area-list" data-testid="area-list">
      <div className="area-search">
        <SearchBar placeholder={t('area.searchPlaceholder')} value={query} onChange={setQuery} />
      </div>
      {shown.length === 0 ? (
        <EmptyView title={t('area.noMatch')} />
      ) : (
        <ul>
          {shown.map((a) => (
            <li key={a.iso}>
              <button
                type="button"
                data-testid={`area-${a.iso}`}
                onClick={() => onPick(a)}
                className={a.iso === selectedIso ? 'selected' : ''}
              >
                <Flag src={a.flag} />
                <span className="name">{a.name}</span>
                <span className="dial">+{a.dial}</span>
                {a.iso === selectedIso ? <CheckOutline className="check" /> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
