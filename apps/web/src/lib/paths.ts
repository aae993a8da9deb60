/**
 * The route paths and path builders pages link to, as a leaf module: app/routes.ts builds its table on them,
 * so a page can link to another screen without importing the route table (or the app that renders it).
 */

export const HOME_PATH = '/';
export const MARKET_PATH = '/pages/market/market';
export const SEARCH_PATH = '/pages/market/search';
export const TRADE_PATH = '/pages/transaction/index';
export const FUTURES_ORDERS_PATH = '/pages/transaction/contract_order';
export const OPTIONS_ORDERS_PATH = '/pages/transaction/seconds_order';
export const ASSETS_PATH = '/pages/fund/assets';
export const LOGIN_PATH = '/pages/common/login';
export const PAIR_PATH = '/pages/market/pair';
export const NOTIFICATIONS_PATH = '/pages/notifications/index';
/** The support chat; `?topic=otc:42` opens the thread about one of the user's records. */
export const KEFU_PATH = '/pages/kefu/index';

/** The pair page of a symbol ("BTC/USDT"), as a hash route with a query parameter. */
export function pairPath(symbol: string): string {
  return `${PAIR_PATH}?symbol=${encodeURIComponent(symbol)}`;
}
