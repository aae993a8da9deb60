import type { FiatCode } from '@meridian/contract';

/**
 * Embedded snapshot of USD-based rates for the spec's eleven fiats, so the app works offline.
 * Adds the configurable daily refresh source. Decimal strings, never floats.
 */
export const FIAT_SNAPSHOT: { takenAt: string; rates: Record<FiatCode, string> } = {
  takenAt: '2026-11-01',
  rates: {
    USD: '1',
    CNY: '7.1180',
    GBP: '0.7905',
    HKD: '7.7760',
    JPY: '152.40',
    EUR: '0.9230',
    AED: '3.6725',
    THB: '34.95',
    PHP: '58.35',
    SGD: '1.3365',
    VND: '25380',
  },
};
