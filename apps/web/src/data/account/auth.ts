import { loginResponse, userInfo } from '@meridian/contract';
import type { CodeScene, UserInfo } from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/http';
import { useSession } from '../../state/session';
import { accountKeys } from './keys';

/** Login, logout, register, forgot password and verification codes (spec §7 Account). */

export interface LoginInput {
  user_string: string;
  password: string;
}

export async function fetchUserInfo(): Promise<UserInfo> {
  return api.get('/user/info', {}, { schema: userInfo });
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const token = await api.post('/user/login', { ...input }, { schema: loginResponse });
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
      await api.get('/user/logout', {}, { silent: true }).catch(() => undefined);
    },
  });
}

export interface RegisterInput {
  user_string: string;
  code: string;
  password: string;
  re_password: string;
  extension_code: string;
  type: 'email' | 'mobile';
  area_code?: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api.post<string>('/user/register', { ...input }),
  });
}

export interface ForgetInput {
  account: string;
  password: string;
  repassword: string;
  code: string;
  area_code?: string;
}

export function useForget() {
  return useMutation({ mutationFn: (input: ForgetInput) => api.post<string>('/user/forget', { ...input }) });
}

/** POST /sms_mail {user_string, scene}. */
export function sendEmailCode(user_string: string, scene: CodeScene): Promise<string> {
  return api.post<string>('/sms_mail', { user_string, scene });
}

/** POST /sms_send {mobile, area_code, scene}. */
export function sendSmsCode(mobile: string, area_code: string, scene: CodeScene): Promise<string> {
  return api.post<string>('/sms_send', { mobile, area_code, scene });
}
