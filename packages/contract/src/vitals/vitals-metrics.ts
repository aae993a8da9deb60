/**
 * Field Core Web Vitals: what the H5 app measures in real sessions (the `web-vitals` library) and reports, and
 * the thresholds the console colours them by. This file carries no zod, so the app's reporter (loaded after
 * the first screen) takes its constants without the schemas.
 */

/** The path of the report call (the beacon posts here; the endpoint in vitals.ts is defined on it). */
export const VITALS_REPORT_PATH = '/vitals/report';

export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

export const VITALS_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type VitalsRating = (typeof VITALS_RATINGS)[number];

/** How the page was reached, as web-vitals names it. */
export const VITALS_NAVIGATION_TYPES = [
  'navigate',
  'reload',
  'back-forward',
  'back-forward-cache',
  'prerender',
  'restore',
  'soft-navigation',
] as const;
export type VitalsNavigationType = (typeof VITALS_NAVIGATION_TYPES)[number];

/**
 * The pages a sample may be tagged with: the web app's page keys (app/routes.ts; a web test keeps the two
 * lists equal) and `other` for a hash no route matches. A closed list keeps the console's table bounded.
 */
export const VITALS_PAGES = [
  'home',
  'login',
  'register',
  'forget',
  'area',
  'setting',
  'sessions',
  'market',
  'marketSearch',
  'pair',
  'userInfo',
  'security',
  'authenticator',
  'passkeys',
  'priceAlerts',
  'pushSettings',
  'password',
  'payPassword',
  'addressBook',
  'addWallet',
  'bank',
  'bankInternational',
  'realMark',
  'real',
  'assets',
  'fundTransfer',
  'transferHistory',
  'assetsRecord',
  'fundSelect',
  'receive',
  'withdraw',
  'depositRecord',
  'conversion',
  'bill',
  'trade',
  'spot',
  'spotOrders',
  'futures',
  'futuresOrders',
  'secondsOptions',
  'secondsOrders',
  'notifications',
  'demo',
  'copyLeaderboard',
  'copyTrader',
  'copyMy',
  'copyApply',
  'follow',
  'followAgreement',
  'financial',
  'ieo',
  'ieoSubscribe',
  'ieoOrders',
  'lockming',
  'lockmingBuy',
  'lockmingOrders',
  'lockmingWelcome',
  'invest',
  'investMine',
  'investPurchase',
  'investHelp',
  'nft',
  'nftArtist',
  'nftArtwork',
  'nftMy',
  'nftMine',
  'nftPurchase',
  'nftPurchaseOne',
  'nftResell',
  'nftSearch',
  'nftArtists',
  'nftArtworks',
  'nftCollections',
  'nftVerify',
  'borrowing',
  'loan',
  'kefu',
  'contactus',
  'otc',
  'otcOrder',
  'otcOrders',
  'article',
  'aboutus',
  'faq',
  'compliance',
  'announcements',
  'webView',
  'download',
  'chooseLocation',
  'openLocation',
  'superLeverage',
  'stocks',
  'miningCategory',
  'myQr',
  'coupon',
  'share',
  'game',
  'wip',
  'other',
] as const;
export type VitalsPage = (typeof VITALS_PAGES)[number];
/** The longest page key (the column's bound). */
export const VITALS_PAGE_MAX_CHARS = 32;

/** Samples in one report (a page's metrics between two hides fit easily). */
export const VITALS_BATCH_MAX = 20;

/**
 * The largest value taken per metric: milliseconds for the timings (ten minutes: anything longer is a tab left
 * in the background, not a page load) and a unitless score for CLS.
 */
export const VITALS_VALUE_MAX: Record<VitalsMetric, number> = {
  LCP: 600_000,
  INP: 600_000,
  FCP: 600_000,
  TTFB: 600_000,
  CLS: 100,
};

/** Decimals a value is sent with: whole milliseconds, CLS to four places. */
export const VITALS_VALUE_DECIMALS: Record<VitalsMetric, number> = {
  LCP: 0,
  INP: 0,
  FCP: 0,
  TTFB: 0,
  CLS: 4,
};

/** Google's thresholds: at most `good` is good, above `poor` is poor, between needs improvement. */
export const VITALS_THRESHOLDS: Record<VitalsMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/** The rating of a value by the thresholds (the console colours a p75 with it). */
export function vitalsRating(metric: VitalsMetric, value: number): VitalsRating {
  const t = VITALS_THRESHOLDS[metric];
  if (value <= t.good) return 'good';
  return value <= t.poor ? 'needs-improvement' : 'poor';
}

/**
 * A measured value as the report's decimal string: rounded to the metric's decimals and clamped to 0 and its
 * maximum (no exponent spelling for a tiny CLS, no negative from a clock quirk).
 */
export function vitalsWireValue(metric: VitalsMetric, value: number): string {
  const bounded = Number.isFinite(value) ? Math.min(Math.max(value, 0), VITALS_VALUE_MAX[metric]) : 0;
  return bounded.toFixed(VITALS_VALUE_DECIMALS[metric]);
}

/** Days of samples kept; older ones are removed by a daily job. */
export const VITALS_RETENTION_DAYS = 30;
/** The console's report: the last N UTC days (today included), default and most. */
export const VITALS_DAYS_DEFAULT = 14;
export const VITALS_DAYS_MAX = VITALS_RETENTION_DAYS;
