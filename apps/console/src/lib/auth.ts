import { opsApi } from '@meridian/contract/ops';
import type { RequestOf } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, session } from '../api/http';
import { opsKeys } from './keys';

/** The signed-in operator (API.ops.me); only asked while a token is held. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.me(),
    queryFn: ({ signal }) => http.call(opsApi.me, {}, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** API.ops.login: keeps the token in localStorage `ops_token` and seeds the `me` query. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof opsApi.login>) => http.call(opsApi.login, input),
    onSuccess: ({ token, operator }) => {
      client.clear();
      session.setToken(token);
      client.setQueryData(opsKeys.me(), operator);
    },
  });
}

/** API.ops.logout: the token is dropped locally whatever the server answers. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.call(opsApi.logout, {}),
    onSettled: () => {
      session.clearToken();
      client.clear();
    },
  });
}
