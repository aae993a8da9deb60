import {
  cashInfoInternationalResponse,
  cashInfoResponse,
  cashSaveInternationalResponse,
  cashSaveResponse,
} from '@meridian/contract';
import type { CashSaveInternationalRequest, CashSaveRequest } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { settingsKeys } from './keys';

/** Domestic and international bank cards: one of each per user; saving replaces it. */

export function useCashInfo() {
  return useQuery({
    queryKey: settingsKeys.cash(),
    queryFn: () =>
      api.post('/user/cash_info', {}, { schema: cashInfoResponse, silent: true, loading: false }),
  });
}

export function useCashInfoInternational() {
  return useQuery({
    queryKey: settingsKeys.cashInternational(),
    queryFn: () =>
      api.post(
        '/user/cash_info_international',
        {},
        { schema: cashInfoInternationalResponse, silent: true, loading: false },
      ),
  });
}

export function useCashSave() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CashSaveRequest) =>
      api.post('/user/cash_save', { ...input }, { schema: cashSaveResponse }),
    onSuccess: (card) => qc.setQueryData(settingsKeys.cash(), card),
  });
}

export function useCashSaveInternational() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CashSaveInternationalRequest) =>
      api.post('/user/cash_save_international', { ...input }, { schema: cashSaveInternationalResponse }),
    onSuccess: (card) => qc.setQueryData(settingsKeys.cashInternational(), card),
  });
}
