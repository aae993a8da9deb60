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
    onSuccess: ({ token, operator, enrolment_required }) => {
      client.clear();
      session.setToken(token);
      client.setQueryData(opsKeys.me(), { ...operator, totp_enabled: !enrolment_required });
    },
  });
}

/** API.ops.totpSetup: a new pending authenticator secret (asked once per enrolment screen). */
export function useTotpSetup() {
  return useMutation({ mutationFn: () => http.call(opsApi.totpSetup, {}) });
}

/** API.ops.totpEnable: the authenticator goes on; the session becomes a full one (`me` refreshed). */
export function useTotpEnable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => http.call(opsApi.totpEnable, { code }),
    onSuccess: () => {
      client.setQueryData(opsKeys.me(), (me: { id: number; email: string } | undefined) =>
        me ? { ...me, totp_enabled: true } : me,
      );
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
