/**
 * Content constants: the article categories (the original's c_id) and the home menu catalogue. The
 * server seeds its menu rows from the catalogue; the web draws icons and titles from it.
 */

/** Article categories, as the original numbered them. */
export const CONTENT_CATEGORY = {
  announcements: 4,
  banners: 5,
  faq: 18,
  about: 19,
  invite: 23,
  popup: 32,
  contact: 33,
  compliance: 34,
} as const;
export const CONTENT_CATEGORIES = [4, 5, 18, 19, 23, 32, 33, 34] as const;
export type ContentCategory = (typeof CONTENT_CATEGORIES)[number];

/** The language every article falls back to when the reader's has no row. */
export const CONTENT_FALLBACK_LANG = 'en';

/** Field limits of an article. */
export const CONTENT_LIMITS = {
  title: 200,
  summary: 500,
  /** Characters of rich text (HTML) per language. */
  content: 200_000,
  url: 500,
  groupKey: 64,
} as const;

/** A group key: lowercase letters, digits, dashes (e.g. `faq`, `rules-futures`, `a-3f9c1b2e`). */
export const CONTENT_GROUP_KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;

export const HOME_MENU_SECTIONS = ['trade', 'earn', 'services'] as const;
export type HomeMenuSection = (typeof HOME_MENU_SECTIONS)[number];

export type HomeMenuIcon =
  | 'deposit'
  | 'withdraw'
  | 'transfer'
  | 'conversion'
  | 'futures'
  | 'seconds'
  | 'spot'
  | 'stocks'
  | 'copy'
  | 'ieo'
  | 'mining'
  | 'invest'
  | 'dual'
  | 'nft'
  | 'otc'
  | 'loans'
  | 'invite'
  | 'service'
  | 'game'
  | 'coupon'
  | 'bill'
  | 'leverage'
  | 'defi'
  | 'cloud'
  | 'download'
  | 'notice'
  | 'faq';

/**
 * One home menu entry: `key` is also its title's i18n key (under `pages.` in the web), `path` the app route,
 * `is_financial` marks the earn products (the original's finance menu).
 */
export interface HomeMenuEntry {
  key: string;
  section: HomeMenuSection;
  icon: HomeMenuIcon;
  path: string;
  is_financial: boolean;
}

const entry = (
  section: HomeMenuSection,
  icon: HomeMenuIcon,
  key: string,
  path: string,
  is_financial = false,
): HomeMenuEntry => ({ key, section, icon, path, is_financial });

/** Every home menu entry in its default order (the menu rows' default `sort` is the position here, from 1). */
export const HOME_MENU_CATALOGUE: readonly HomeMenuEntry[] = [
  entry('trade', 'deposit', 'deposit', '/pages/fund/receive'),
  entry('trade', 'withdraw', 'withdraw', '/pages/fund/withdraw'),
  entry('trade', 'transfer', 'fundTransfer', '/pages/fund/fundTransfer'),
  entry('trade', 'conversion', 'conversion', '/pages/fund/transfer'),
  entry('trade', 'futures', 'futures', '/pages/transaction/contract'),
  entry('trade', 'seconds', 'secondsOptions', '/pages/transaction/index2'),
  entry('trade', 'spot', 'spot', '/pages/transaction/currency'),
  entry('trade', 'stocks', 'stocks', '/pages/transaction/stocks'),
  entry('trade', 'leverage', 'superLeverage', '/pages/transaction/super_leverage'),
  entry('trade', 'copy', 'copyTrading', '/pages/copytrade/copy'),
  entry('earn', 'ieo', 'ieo', '/pages/ieo/ieo', true),
  entry('earn', 'mining', 'lockming', '/pages/lockming/lockming', true),
  entry('earn', 'invest', 'invest', '/pages/invest/invest', true),
  entry('earn', 'dual', 'financial', '/pages/financial/index', true),
  entry('earn', 'defi', 'defi', '/pages/lockming/defi', true),
  entry('earn', 'cloud', 'cloudMining', '/pages/lockming/cloud', true),
  entry('earn', 'nft', 'nft', '/pages/nft/nft', true),
  entry('earn', 'otc', 'otc', '/pages/otc/otc', true),
  entry('earn', 'loans', 'borrowing', '/pages/common/borrowing', true),
  entry('services', 'invite', 'share', '/pages/setting/share'),
  entry('services', 'service', 'kefu', '/pages/kefu/index'),
  entry('services', 'game', 'game', '/pages/game/game'),
  entry('services', 'coupon', 'coupon', '/pages/setting/coupon'),
  entry('services', 'bill', 'bill', '/pages/setting/bill'),
  entry('services', 'download', 'download', '/pages/common/download'),
  entry('services', 'notice', 'notice', '/pages/common/notice'),
  entry('services', 'faq', 'faq', '/pages/common/faq'),
];

export const HOME_MENU_KEYS: readonly string[] = HOME_MENU_CATALOGUE.map((e) => e.key);

/** The public site settings the console's content screen edits (all readable through GET /getSetting). */
export const SITE_SETTING_KEYS = [
  'site_name',
  'support_url',
  'apk_download_url',
  'game_url',
  'webview_allowlist',
] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

/** An https origin (scheme, host, optional port; nothing after), as the webView allowlist holds them. */
export const HTTPS_ORIGIN =
  /^https:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i;

/** The webView allowlist's origins: one per line, blanks ignored. */
export function webviewOrigins(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Whether `url` may open in the webView page: an https URL whose origin the allowlist holds. */
export function webviewAllowed(url: string, allowlist: string): boolean {
  const origin = httpsOriginOf(url);
  if (origin === undefined) return false;
  return webviewOrigins(allowlist).some((o) => normaliseOrigin(o) === origin);
}

/** `https://host[:port]` of an https URL (lowercase, default port dropped); undefined for anything else. */
export function httpsOriginOf(url: string): string | undefined {
  const m = /^https:\/\/([^/?#\\@\s]+)(?:[/?#]|$)/i.exec(url);
  const origin = m?.[1] === undefined ? undefined : normaliseOrigin(`https://${m[1]}`);
  return origin !== undefined && HTTPS_ORIGIN.test(origin) ? origin : undefined;
}

function normaliseOrigin(origin: string): string {
  return origin.toLowerCase().replace(/:443$/, '');
}

/** An absolute http(s) URL without credentials or blanks (the wire's rule for links). */
export { isHttpUrl } from '../wire';
