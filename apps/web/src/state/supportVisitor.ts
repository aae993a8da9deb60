import { getStorage, readJson, writeJson } from './storage';

/**
 * The support-chat visitor token: someone not logged in chats under a token `kefu/visitor` issued,
 * kept here (localStorage `kefuVisitor`) until it expires or is claimed at login (`kefu/claim` merges the
 * visitor's chat into the account's).
 */

export const VISITOR_KEY = 'kefuVisitor';

export interface StoredVisitor {
  token: string;
  /** ISO time after which the server no longer takes the token. */
  expires_at: string;
}

function isVisitor(v: unknown): v is StoredVisitor {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return typeof r.token === 'string' && r.token !== '' && typeof r.expires_at === 'string';
}

/** The stored token, '' when there is none or it expired (or expires within a minute). */
export function visitorToken(now: number = Date.now()): string {
  const v = readJson(VISITOR_KEY, isVisitor);
  if (!v) return '';
  const expires = Date.parse(v.expires_at);
  return Number.isFinite(expires) && expires - 60_000 > now ? v.token : '';
}

/** The stored token even if expired ('' when none): what a claim at login tries. */
export function storedVisitorToken(): string {
  return readJson(VISITOR_KEY, isVisitor)?.token ?? '';
}

export function saveVisitor(v: StoredVisitor): void {
  writeJson(VISITOR_KEY, v);
}

export function clearVisitor(): void {
  getStorage().removeItem(VISITOR_KEY);
}
