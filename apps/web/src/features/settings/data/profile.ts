import { API } from '@meridian/contract';
import type { RequestOf, UserInfo } from '@meridian/contract';
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
  return useProfileMutation((input: RequestOf<typeof API.profile.editNickname>) =>
    api.call(API.profile.editNickname, input),
  );
}

export function useHeadPortrait() {
  return useProfileMutation((head_portrait: string) => api.call(API.profile.headPortrait, { head_portrait }));
}

export function useBindMobile() {
  return useProfileMutation((input: RequestOf<typeof API.profile.bindMobile>) =>
    api.call(API.profile.bindMobile, input),
  );
}

export function useBindEmail() {
  return useProfileMutation((input: RequestOf<typeof API.profile.bindEmail>) =>
    api.call(API.profile.bindEmail, input),
  );
}

export function useUpdatePayPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestOf<typeof API.profile.updatePayPassword>) =>
      api.call(API.profile.updatePayPassword, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
