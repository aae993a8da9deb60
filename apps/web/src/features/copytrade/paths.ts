/**
 * Copy-trading page paths. The spec names two areas for the same screens — `copytrade/*` and the
 * original's `follow/*` — so links stay in the area the user came from.
 */

export const COPY_HOME = '/pages/copytrade/copy';
export const FOLLOW_HOME = '/pages/follow/index';
export const MY_COPY_PATH = '/pages/copytrade/my';
export const APPLY_PATH = '/pages/copytrade/apply';
export { FUTURES_ORDERS_PATH } from '../../lib/paths';

const inFollowArea = (pathname: string) => pathname.startsWith('/pages/follow/');

export function traderPath(id: number, pathname = ''): string {
  return `${inFollowArea(pathname) ? '/pages/follow/trader' : '/pages/copytrade/trader'}?id=${id}`;
}

export function followPath(id: number): string {
  return `/pages/follow/follow?id=${id}`;
}

/** The agreement in the reader's language (zh for Chinese, en otherwise), coming back to `next` once accepted. */
export function agreementPath(lang: string, next: string): string {
  const page = lang === 'zh' ? 'agreement_zh' : 'agreement_en';
  return `/pages/follow/${page}?next=${encodeURIComponent(next)}`;
}

/** `?id=` of a trader page: a positive whole number, else 0. */
export function idParam(value: string | null): number {
  return value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0;
}

/** A `next` that stays inside the app's copy-trading pages (never an outside address). */
export function safeNext(value: string | null): string {
  return value && /^\/pages\/(follow|copytrade)\//.test(value) ? value : MY_COPY_PATH;
}
