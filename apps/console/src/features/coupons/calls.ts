import { Decimal } from '@meridian/contract';
import { COUPON_VALUE_DECIMALS, COUPON_VALUE_MAX, opsCouponsApi } from '@meridian/contract/coupons';
import type {
  OpsCouponCampaign,
  OpsCouponCampaignSaveRequest,
  OpsCouponGrantRequest,
  OpsCouponListRequest,
} from '@meridian/contract/coupons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { useAuditedChange } from '../../lib/change';
import { keyForClick } from '../../lib/queue';

/**
 * The console's coupon calls (contract API.opsCoupons): campaigns (save, pause/resume), manual grants
 * and the issued coupons. Every change carries its click's Idempotency-Key and refreshes the coupon reads and
 * the audit log (the server audits each one). `couponCalls` is the plain layer under the hooks.
 */

export const couponKeys = {
  all: () => ['ops', 'coupons'] as const,
  campaigns: () => ['ops', 'coupons', 'campaigns'] as const,
  list: (query: OpsCouponListRequest) => ['ops', 'coupons', 'list', query] as const,
};

export function couponCalls(h: Http) {
  const opts = (input: object) => ({ idempotencyKey: keyForClick(input) });
  const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    campaigns: (signal?: AbortSignal) => h.call(opsCouponsApi.campaigns, {}, sig(signal)),
    save: (input: OpsCouponCampaignSaveRequest) => h.call(opsCouponsApi.campaignSave, input, opts(input)),
    pause: (input: { id: number; active: boolean }) =>
      h.call(opsCouponsApi.campaignPause, input, opts(input)),
    grant: (input: OpsCouponGrantRequest) => h.call(opsCouponsApi.grant, input, opts(input)),
    list: (q: OpsCouponListRequest, signal?: AbortSignal) => h.call(opsCouponsApi.list, q, sig(signal)),
  };
}

const calls = couponCalls(http);
const useChange = <I, O>(fn: (input: I) => Promise<O>) => useAuditedChange(couponKeys.all(), fn);

export function useCouponCampaigns() {
  return useQuery({ queryKey: couponKeys.campaigns(), queryFn: ({ signal }) => calls.campaigns(signal) });
}

export function useIssuedCoupons(query: OpsCouponListRequest) {
  return useQuery({
    queryKey: couponKeys.list(query),
    queryFn: ({ signal }) => calls.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useCampaignSave = () => useChange(calls.save);
export const useCampaignPause = () => useChange(calls.pause);
export const useCouponGrant = () => useChange(calls.grant);

/**
 * The campaigns that grant on a trigger now: every active one of that trigger (a new user gets a coupon of each
 * registration campaign; an inviter one of each invitation campaign), newest first.
 */
export function grantingCampaigns(
  campaigns: readonly OpsCouponCampaign[],
  trigger: 'registration' | 'invitation',
): OpsCouponCampaign[] {
  return campaigns
    .filter((c) => c.active && c.trigger === trigger)
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
}

/** The users of a grant as typed: one per line, comma or semicolon; blanks and repeats dropped. */
export function parseGrantUsers(text: string): string[] {
  const seen = new Set<string>();
  for (const raw of text.split(/[\n,;]+/)) {
    const u = raw.trim();
    if (u) seen.add(u);
  }
  return [...seen];
}

const VALUE_RE = new RegExp(`^\\d+(\\.\\d{1,${COUPON_VALUE_DECIMALS}})?$`);
/** A coupon value: decimal, above 0, at most the maximum and its decimals. */
export function validValue(v: string): boolean {
  const s = v.trim();
  return VALUE_RE.test(s) && new Decimal(s).gt(0) && new Decimal(s).lte(COUPON_VALUE_MAX);
}
/** A whole number in [min, max]. */
export function validWhole(v: string, min: number, max: number): boolean {
  if (!/^\d{1,9}$/.test(v.trim())) return false;
  const n = Number.parseInt(v.trim(), 10);
  return n >= min && n <= max;
}
