import { LIST_PAGE_SIZE, LIST_PAGE_SIZE_MAX } from '@meridian/contract';
import { OPS_ACTIONS } from '@meridian/contract/ops';
import { REQUEST_STATES } from '@meridian/contract/wallet';
import type { OpsAction } from '@meridian/contract/ops';
import type { RequestState } from '@meridian/contract/wallet';

/**
 * List state lives in the URL (`#/kyc?status=approved&page=2&limit=20`) so a reload or a shared link shows
 * the same page. These read it back defensively: anything odd falls back to the default.
 */

export const PAGE_SIZES = [10, 20, 50] as const;

function positiveInt(raw: string | null): number | null {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 ? n : null;
}

export function readPage(params: URLSearchParams): number {
  return positiveInt(params.get('page')) ?? 1;
}

export function readLimit(params: URLSearchParams): number {
  const n = positiveInt(params.get('limit'));
  return n === null ? LIST_PAGE_SIZE : Math.min(n, LIST_PAGE_SIZE_MAX);
}

export function readStatus(params: URLSearchParams): RequestState {
  const raw = params.get('status');
  return REQUEST_STATES.find((s) => s === raw) ?? 'pending';
}

export function readAction(params: URLSearchParams): OpsAction | undefined {
  const raw = params.get('action');
  return OPS_ACTIONS.find((a) => a === raw);
}

/** Copies `params` with the given keys set (null or default-valued → removed). */
export function withParams(
  params: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The page to show once a list shrank (a review took the last row of the last page away): the last page that
 * still has rows, never below 1.
 */
export function clampPage(page: number, limit: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / Math.max(1, limit)));
  return Math.min(Math.max(1, page), last);
}
