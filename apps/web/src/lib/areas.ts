import { FLAG_URLS } from './flags';

/** Countries and dial codes for the area-code picker: [ISO 3166-1 alpha-2, dial code]. */
export const AREAS: readonly (readonly [string, string])[] = [
  ['US', '1'],
  ['CA', '1'],
  ['GB', '44'],
  ['FR', '33'],
  ['DE', '49'],
  ['ES', '34'],
  ['PT', '351'],
  ['IT', '39'],
  ['NL', '31'],
  ['BE', '32'],
  ['CH', '41'],
  ['AT', '43'],
  ['IE', '353'],
  ['SE', '46'],
  ['NO', '47'],
  ['DK', '45'],
  ['FI', '358'],
  ['PL', '48'],
  ['CZ', '420'],
  ['GR', '30'],
  ['RO', '40'],
  ['HU', '36'],
  ['UA', '380'],
  ['RU', '7'],
  ['TR', '90'],
  ['IL', '972'],
  ['AE', '971'],
  ['SA', '966'],
  ['QA', '974'],
  ['KW', '965'],
  ['EG', '20'],
  ['MA', '212'],
  ['NG', '234'],
  ['KE', '254'],
  ['ZA', '27'],
  ['GH', '233'],
  ['CN', '86'],
  ['HK', '852'],
  ['MO', '853'],
  ['TW', '886'],
  ['JP', '81'],
  ['KR', '82'],
  ['SG', '65'],
  ['MY', '60'],
  ['TH', '66'],
  ['VN', '84'],
  ['PH', '63'],
  ['ID', '62'],
  ['KH', '855'],
  ['MM', '95'],
  ['LA', '856'],
  ['IN', '91'],
  ['PK', '92'],
  ['BD', '880'],
  ['LK', '94'],
  ['NP', '977'],
  ['AU', '61'],
  ['NZ', '64'],
  ['BR', '55'],
  ['MX', '52'],
  ['AR', '54'],
  ['CL', '56'],
  ['CO', '57'],
  ['PE', '51'],
  ['VE', '58'],
  ['KZ', '7'],
  ['UZ', '998'],
  ['MN', '976'],
];

export interface Area {
  iso: string;
  dial: string;
  name: string;
  /** URL of the flag's SVG ('' when there is none). */
  flag: string;
}

/**
 * The flag of an ISO code as the URL of its bundled SVG ('' for a country without one): emoji flags render
 * as two boxes where no emoji font exists.
 */
export function flagOf(iso: string): string {
  return FLAG_URLS[iso.toUpperCase()] ?? '';
}

/** Country names in the UI language through Intl.DisplayNames (falls back to the ISO code). */
export function listAreas(uniCode: string): Area[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([uniCode, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return AREAS.map(([iso, dial]) => ({ iso, dial, name: names?.of(iso) ?? iso, flag: flagOf(iso) }));
}

export function filterAreas(areas: Area[], query: string): Area[] {
  const q = query.trim().toLowerCase().replace(/^\+/, '');
  if (!q) return areas;
  return areas.filter(
    (a) => a.name.toLowerCase().includes(q) || a.iso.toLowerCase() === q || a.dial.startsWith(q),
  );
}
