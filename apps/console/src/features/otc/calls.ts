import { opsOtcApi } from '@meridian/contract/otc';
import type { OpsOtcOrdersRequest, OpsOtcSettingsSaveRequest } from '@meridian/contract/otc';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { useAuditedChange } from '../../lib/change';
import { keyForClick } from '../../lib/queue';
import { withStepUp } from '../../lib/step-up';

/**
 * The console's OTC desk calls (contract API.opsOtc): the desk settings and the order queue with its
 * confirm and reject. Every change carries its click's Idempotency-Key and refreshes the OTC reads and the audit
 * log (the server audits each one). `otcCalls` is the plain layer under the hooks.
 */

export const otcKeys = {
  all: () => ['ops', 'otc'] as const,
  settings: () => ['ops', 'otc', 'settings'] as const,
  orders: (query: OpsOtcOrdersRequest) => ['ops', 'otc', 'orders', query] as const,
};

export function otcCalls(h: Http) {
  const opts = (input: object) => ({ idempotencyKey: keyForClick(input) });
  const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    settings: (signal?: AbortSignal) => h.call(opsOtcApi.settings, {}, sig(signal)),
    settingsSave: (input: OpsOtcSettingsSaveRequest) => h.call(opsOtcApi.settingsSave, input, opts(input)),
    orders: (q: OpsOtcOrdersRequest, signal?: AbortSignal) => h.call(opsOtcApi.orders, q, sig(signal)),
    confirm: (input: { id: number; step_up?: string }) => h.call(opsOtcApi.confirm, input, opts(input)),
    reject: (input: { id: number; reason: string; step_up?: string }) =>
      h.call(opsOtcApi.reject, input, opts(input)),
  };
}

const calls = otcCalls(http);

const useChange = <I, O>(fn: (input: I) => Promise<O>) => useAuditedChange(otcKeys.all(), fn);

export function useOtcSettings() {
  return useQuery({ queryKey: otcKeys.settings(), queryFn: ({ signal }) => calls.settings(signal) });
}

/** The queue: re-read every 10 s, so vouchers arriving show up without a reload. */
export function useOtcOrders(query: OpsOtcOrdersRequest) {
  return useQuery({
    queryKey: otcKeys.orders(query),
    queryFn: ({ signal }) => calls.orders(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}

export const useOtcSettingsSave = () => useChange(calls.settingsSave);
/** Confirm and reject move money: each asks the operator's step-up first. */
export const useOtcConfirm = () =>
  useChange(async (input: { id: number }) => calls.confirm(await withStepUp('otc.confirm', input)));
export const useOtcReject = () =>
  useChange(async (input: { id: number; reason: string }) =>
    calls.reject(await withStepUp('otc.reject', input)),
  );
