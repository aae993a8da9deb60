import { kycApi } from '@meridian/contract/kyc';
import type { RequestOf } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { settingsKeys } from './keys';

/** Identity verification: GET /real/state and POST /user/real (Lv1 text, Lv2 images). */

export function useRealState() {
  return useQuery({
    queryKey: settingsKeys.realState(),
    queryFn: () => api.call(kycApi.state, {}, { silent: true, loading: false }),
    // Reviews happen elsewhere (the operator console): every visit asks again.
    staleTime: 0,
  });
}

export function useSubmitReal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof kycApi.submit>) => api.call(kycApi.submit, input),
    onSuccess: (state) => qc.setQueryData(settingsKeys.realState(), state),
  });
}
