import { accountApi } from '@meridian/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSessions } from './sessions';
import { accountKeys } from './keys';

/**
 * "stay logged in" of the current session — read from the sessions list (its `current` row), set with
 * POST /user/stay_logged_in. undefined while the list loads.
 */
export function useStayLoggedIn() {
  const sessions = useSessions();
  const current = sessions.data?.find((s) => s.current);
  const qc = useQueryClient();
  const set = useMutation({
    mutationFn: (enabled: boolean) => api.call(accountApi.stayLoggedIn, { enabled }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
  return { value: current?.stay_logged_in, loading: sessions.isPending, set };
}
