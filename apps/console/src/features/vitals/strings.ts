import type { VitalsRating } from '@meridian/contract/vitals';

/** The console's strings of the field Core Web Vitals report. English, like the rest of the console. */
export const VITALS = {
  title: 'Field Core Web Vitals',
  hint: (days: number) =>
    `75th percentile of real sessions per page and UTC day over the last ${days} days; ` +
    'coloured by Google’s thresholds (LCP 2.5 s / 4 s, INP 200 ms / 500 ms, CLS 0.1 / 0.25).',
  days: 'Days',

  // Columns (selectors: the metric names).
  colDay: 'Day',
  colPage: 'Page',
  colSamples: 'Samples',
  colLcp: 'LCP p75',
  colInp: 'INP p75',
  colCls: 'CLS p75',
  colFcp: 'FCP p75',
  colTtfb: 'TTFB p75',

  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalsRating, string>,
  /** A p75 with its sample count, e.g. "2,310 ms (n = 42)". */
  count: (n: number) => `n = ${n}`,
};
