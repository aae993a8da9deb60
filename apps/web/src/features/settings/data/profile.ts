import { profileApi } from '@meridian/contract/account';
import type { RequestOf } from '@meridian/contract';
import type { UserInfo } from '@meridian/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { useSession } from '../../../state/session';
import { accountKeys } from '../../account';

/** Profile and security calls (Settings): each profile reply is the updated user/info. */

function useProfileMutation<I>(fn: (input: I) => Promise<UserInfo>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      useSession.getState().setUser(user);
      qc.setQueryData(accountKeys.info(), user);
    },
  });
}

export function useEditNickname() {
  return useProfileMutation((input: RequestOf<typeof profileApi.editNickname>) =>
    api.call(profileApi.editNickname, input),
  );
}

export function useHeadPortrait() {
  return useProfileMutation((head_portrait: string) => api.call(profileApi.headPortrait, { head_portrait }));
}

export function useBindMobile() {
  return useProfileMutation((input: RequestOf<typeof profileApi.bindMobile>) =>
    api.call(profileApi.bindMobile, input),
  );
}

export function useBindEmail() {
  return useProfileMutation((input: RequestOf<typeof profileApi.bindEmail>) =>
    api.call(profileApi.bindEmail, input),
  );
}

export function useUpdatePayPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof profileApi.updatePayPassword>) =>
      api.call(profileApi.updatePayPassword, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
