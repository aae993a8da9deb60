import type { FiatCode } from '@meridian/contract';
import { getStorage } from '../../../state/storage';

/** The user's country/region (/choose-location), remembered on this device, and its currency. */

const STORAGE_KEY = 'chosen_location';

const EURO_AREA = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];

const REGION_FIAT: Readonly<Record<string, FiatCode>> = {
  US: 'USD',
  CN: 'CNY',
  GB: 'GBP',
  HK: 'HKD',
  JP: 'JPY',
  AE: 'AED',
  TH: 'THB',
  PH: 'PHP',
  SG: 'SGD',
  VN: 'VND',
  ...Object.fromEntries(EURO_AREA.map((iso) => [iso, 'EUR' as const])),
};

/** The display currency of a region when it is one of fiats (`DE` → EUR, `BR` → null). */
export function fiatOfRegion(iso: string): FiatCode | null {
  return REGION_FIAT[iso.toUpperCase()] ?? null;
}

/** The remembered region (ISO 3166 alpha-2), '' when none was chosen. */
export function readLocation(): string {
  const v = getStorage().getItem(STORAGE_KEY) ?? '';
  return /^[A-Z]{2}$/.test(v) ? v : '';
}

export function saveLocation(iso: string): void {
  getStorage().setItem(STORAGE_KEY, iso.toUpperCase());
}
