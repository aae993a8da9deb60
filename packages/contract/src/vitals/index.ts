/** Vitals: field Core Web Vitals from the app's sessions, and the console's daily percentiles. */
export * from './vitals-metrics';
export * from './vitals';
