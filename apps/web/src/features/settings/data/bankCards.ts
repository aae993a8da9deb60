import { userSettingsApi } from '@meridian/contract/settings';
import type { RequestOf } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { settingsKeys } from './keys';

/** Domestic and international bank cards: one of each per user; saving replaces it. */

const quiet = { silent: true, loading: false } as const;

export function useCashInfo() {
  return useQuery({
    queryKey: settingsKeys.cash(),
    queryFn: () => api.call(userSettingsApi.cashInfo, {}, quiet),
  });
}

export function useCashInfoInternational() {
  return useQuery({
    queryKey: settingsKeys.cashInternational(),
    queryFn: () => api.call(userSettingsApi.cashInfoInternational, {}, quiet),
  });
}

export function useCashSave() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof userSettingsApi.cashSave>) =>
      api.call(userSettingsApi.cashSave, input),
    onSuccess: (card) => qc.setQueryData(settingsKeys.cash(), card),
  });
}

export function useCashSaveInternational() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof userSettingsApi.cashSaveInternational>) =>
      api.call(userSettingsApi.cashSaveInternational, input),
    onSuccess: (card) => qc.setQueryData(settingsKeys.cashInternational(), card),
  });
}
