/** Business constants and limits. */

export const APP_VERSION = '0.8.0';
export const STORAGE_VERSION = 1;

export const TIMEOUTS_MS = {
  network: 60_000,
  upload: 60_000,
  chunkLoad: 120_000,
  asyncComponentDelay: 200,
  socketConnect: 20_000,
  toast: 1_500,
  debounce: 500,
  loginRedirect: 1_200,
  loadingIndicator: 800,
} as const;

export const SOCKET_RECONNECT = { delayMs: 1_000, delayMaxMs: 5_000 } as const;

export const DEFAULT_LANG = 'en';
export const DEFAULT_FIAT = { currency_code: 'USD', rate: '1' } as const;
/** Fiats kept from the rate feed. */
export const FIAT_CODES = [
  'USD',
  'CNY',
  'GBP',
  'HKD',
  'JPY',
  'EUR',
  'AED',
  'THB',
  'PHP',
  'SGD',
  'VND',
] as const;
export type FiatCode = (typeof FIAT_CODES)[number];
export const FIAT_REFRESH_MS = 86_400_000;

export const LIST_PAGE_SIZE = 10;
export const OPTIONS_TRADE_PAGE_SIZE = 5;
export const LIST_PAGE_SIZE_MAX = 100;

export const COLORS = {
  up: '#28ba98',
  down: '#F04A5A',
  base: '#d4ba83',
  flat: '#8a8f99',
  coin: { BTC: '#f7931a', USDT: '#26a17b', LTC: '#345d9d', ETH: '#627eea' },
} as const;

/** Number formatting: >1e6 → M (1 decimal), >1e3 → K, else 4 decimals; default precision 2. */
export const NUMBER_FORMAT = {
  millionThreshold: 1e6,
  thousandThreshold: 1e3,
  plainDecimals: 4,
  defaultPrecision: 2,
  decimalPrecision: 20,
} as const;

/** Relative-time label boundaries in seconds: under 300 s, 1 hour, 1 day, 30 days. */
export const RELATIVE_TIME_BOUNDS_S = { justNow: 300, hour: 3_600, day: 86_400, month: 2_592_000 } as const;

export const KYC_REVIEW_HOURS = 24;
export const KYC_LIMITS = {
  lv1: { withdrawBtcPer24h: '200', fiatTradeMaxUsdt: '2000' },
  lv2: { withdrawBtcPer24h: '500', fiatTradeMaxUsdt: '1000000' },
} as const;

export const ADDRESS_REUSE_ADVICE_MAX = 5;

/** Verification codes: 6 digits, 10 minutes, 5 attempts, resend after 60 s. */
export const VERIFICATION_CODE = {
  length: 6,
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: 60_000,
  /** The client's send-code countdown (original client: 120 s; we align it with the server's cooldown). */
  clientCountdownS: 60,
} as const;

/** Login lockout: after this many wrong passwords within the window the account is locked for lockMs. */
export const LOGIN_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/** A "stay logged in" session expires after 30 days without use (every session before it). */
export const SESSION_IDLE_TTL_MS = 30 * 86_400_000;
/** A session signed in without "stay logged in" expires after 24 hours without use. */
export const SESSION_IDLE_TTL_SHORT_MS = 86_400_000;

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_IMAGE_MIME = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
