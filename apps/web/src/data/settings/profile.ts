import { userInfo } from '@meridian/contract';
import type {
  BindEmailRequest,
  BindMobileRequest,
  EditNicknameRequest,
  UpdatePayPasswordRequest,
  UserInfo,
} from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/keys';

/** Profile and security calls (spec §7 Settings): each profile reply is the updated user/info. */

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

/** Uploads an image (POST /upload) and resolves with its absolute URL. */
export function uploadImage(file: File): Promise<string> {
  return api.upload(file, file.name || 'image.jpg');
}

export function useEditNickname() {
  return useProfileMutation((input: EditNicknameRequest) =>
    api.post('/user/editNickname', { ...input }, { schema: userInfo }),
  );
}

export function useHeadPortrait() {
  return useProfileMutation((head_portrait: string) =>
    api.post('/user/uploadHeadPortrait', { head_portrait }, { schema: userInfo }),
  );
}

export function useBindMobile() {
  return useProfileMutation((input: BindMobileRequest) =>
    api.post('/safe/mobile', { ...input }, { schema: userInfo }),
  );
}

export function useBindEmail() {
  return useProfileMutation((input: BindEmailRequest) =>
    api.post('/safe/email', { ...input }, { schema: userInfo }),
  );
}

export function useUpdatePayPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePayPasswordRequest) => api.post<string>('/safe/update_password', { ...input }),
    onSuccess: () => qc.invalidateQueries({ queryKey: accountKeys.info() }),
  });
}
