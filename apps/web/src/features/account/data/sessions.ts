import { accountApi } from '@meridian/contract/account';
import type { RequestOf } from '@meridian/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../state/session';
import { accountKeys } from './keys';

/** GET /user/info, kept in the `user` store as well. */
export function useUserInfo() {
  const loggedIn = useSession((s) => s.token !== '');
  return useQuery({
    queryKey: accountKeys.info(),
    enabled: loggedIn,
    queryFn: async () => {
      const user = await api.call(accountApi.info, {}, { silent: true, loading: false });
      useSession.getState().setUser(user);
      return user;
    },
  });
}

/** GET /user/sessions — signed-in devices. */
export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: () => api.call(accountApi.sessions, {}, { silent: true }),
  });
}

/** POST /user/sessions/revoke {id} or {all_others:true}. */
export function useRevokeSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (target: RequestOf<typeof accountApi.revokeSessions>) =>
      api.call(accountApi.revokeSessions, target),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
