import { opsLoginResponse, opsMeResponse } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, session } from '../api/http';
import { opsKeys } from './keys';

/** The signed-in operator (GET /ops/me); only asked while a token is held. */
export function useMe(enabled: boolean) {
  return useQuery({
    queryKey: opsKeys.me(),
    queryFn: ({ signal }) => http.get('/ops/me', {}, { schema: opsMeResponse, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST /ops/login: keeps the token in localStorage `ops_token` and seeds the `me` query. */
export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; password: string }) =>
      http.post('/ops/login', input, { schema: opsLoginResponse }),
    onSuccess: ({ token, operator }) => {
      client.clear();
      session.setToken(token);
      client.setQueryData(opsKeys.me(), operator);
    },
  });
}

/** POST /ops/logout: the token is dropped locally whatever the server answers. */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.post('/ops/logout', {}),
    onSettled: () => {
      session.clearToken();
      client.clear();
    },
  });
}
