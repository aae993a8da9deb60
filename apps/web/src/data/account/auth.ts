import { API } from '@meridian/contract';
import type { CodeScene, RequestOf, UserInfo } from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../state/session';
import { accountKeys } from './keys';

/** Login, logout, register, forgot password and verification codes (spec §7 Account). */

export type LoginInput = RequestOf<typeof API.account.login>;
export type RegisterInput = RequestOf<typeof API.account.register>;
export type ForgetInput = RequestOf<typeof API.account.forget>;

export async function fetchUserInfo(): Promise<UserInfo> {
  return api.call(API.account.info, {});
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const token = await api.call(API.account.login, input);
      useSession.getState().setToken(token);
      const user = await fetchUserInfo();
      useSession.getState().setUser(user);
      qc.setQueryData(accountKeys.info(), user);
      return user;
    },
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // The server revokes the token; the local session is cleared even if the call fails.
      await api.call(API.account.logout, {}, { silent: true }).catch(() => undefined);
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.call(API.account.register, input),
  });
}

export function useForget() {
  return useMutation({ mutationFn: (input: ForgetInput) => api.call(API.account.forget, input) });
}

/** POST /sms_mail {user_string, scene}. */
export function sendEmailCode(user_string: string, scene: CodeScene): Promise<string> {
  return api.call(API.account.smsMail, { user_string, scene });
}

/** POST /sms_send {mobile, area_code, scene}. */
export function sendSmsCode(mobile: string, area_code: string, scene: CodeScene): Promise<string> {
  return api.call(API.account.smsSend, { mobile, area_code, scene });
}
