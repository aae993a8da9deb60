import { LIST_PAGE_SIZE } from '@meridian/contract';
import { userSettingsApi } from '@meridian/contract/settings';
import type { RequestOf } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { nextPageOf } from '../../../api/paging';
import { settingsKeys } from './keys';

/** Withdrawal address book: GET /user/wallet/list (paged), POST /user/wallet/save, POST /user/wallet/del. */

export function useAddressBook() {
  return useInfiniteQuery({
    queryKey: settingsKeys.addresses(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(
        userSettingsApi.walletList,
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof userSettingsApi.walletSave>) =>
      api.call(userSettingsApi.walletSave, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(userSettingsApi.walletDel, { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.addresses() }),
  });
}
