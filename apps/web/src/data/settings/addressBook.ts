import { LIST_PAGE_SIZE, walletListResponse, walletSaveResponse } from '@meridian/contract';
import type { WalletSaveRequest } from '@meridian/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { nextPageOf } from '../paging';
import { settingsKeys } from './keys';

/** Withdrawal address book: GET /user/wallet/list (paged), POST /user/wallet/save, POST /user/wallet/del. */

export function useAddressBook() {
  return useInfiniteQuery({
    queryKey: settingsKeys.addresses(),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get(
        '/user/wallet/list',
        { page: pageParam, limit: LIST_PAGE_SIZE },
        { schema: walletListResponse, silent: true, loading: false },
      ),
    getNextPageParam: nextPageOf,
  });
}

export function useSaveAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletSaveRequest) =>
      api.post('/user/wallet/save', { ...input }, { schema: walletSaveResponse }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKeys.addresses() }),
  });
}

export function useDeleteAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<string>('/user/wallet/del', { id }),
    onSettled: () => qc.invalidateQueries({ queryKey: settingsKeys.addresses() }),
  });
}
