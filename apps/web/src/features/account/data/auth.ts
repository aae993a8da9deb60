import { accountApi } from '@meridian/contract/account';
import type { CodeScene, RequestOf } from '@meridian/contract';
import type { UserInfo } from '@meridian/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { resetReturnTo } from '../../../lib/returnTo';
import { useSession } from '../../../state/session';
import { claimVisitorChat } from '../../support';
import { accountKeys } from './keys';

/** Login, logout, register, forgot password and verification codes (Account). */

export type LoginInput = RequestOf<typeof accountApi.login>;
export type RegisterInput = RequestOf<typeof accountApi.register>;
export type ForgetInput = RequestOf<typeof accountApi.forget>;

export async function fetchUserInfo(): Promise<UserInfo> {
  return api.call(accountApi.info, {});
}

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => signIn(qc, input),
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: async () => {
      // leaving on purpose: the next login starts at home, not on the page the user logged out from
      resetReturnTo();
      // The server revokes the token; the local session is cleared even if the call fails.
      await api.call(accountApi.logout, {}, { silent: true }).catch(() => undefined);
    },
  });
}

/** Signs in with the login name and password: the session token, then the user (also after registering). */
async function signIn(qc: ReturnType<typeof useQueryClient>, input: LoginInput): Promise<UserInfo> {
  return startSession(qc, await api.call(accountApi.login, input));
}

/** Starts the session of a token however it was won (password, passkey): the user, cached, then the chat. */
export async function startSession(qc: ReturnType<typeof useQueryClient>, token: string): Promise<UserInfo> {
  useSession.getState().setToken(token);
  const user = await fetchUserInfo();
  useSession.getState().setUser(user);
  qc.setQueryData(accountKeys.info(), user);
  // a chat written as a visitor on this device moves into the account; never fails the login
  await claimVisitorChat();
  return user;
}

/**
 * Registers, then signs in with the same name and password (no retyping). The register reply stays
 * the original's message; a failed sign-in after a successful register resolves with `signedIn: false`, so the
 * screen can send the user to the login page instead of showing the registration as failed.
 */
export function useRegister() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: RegisterInput): Promise<{ signedIn: boolean }> => {
      await api.call(accountApi.register, input);
      try {
        await signIn(qc, { user_string: input.user_string, password: input.password });
        return { signedIn: true };
      } catch {
        return { signedIn: false };
      }
    },
  });
}

export function useForget() {
  return useMutation({ mutationFn: (input: ForgetInput) => api.call(accountApi.forget, input) });
}

/** POST /sms_mail {user_string, scene}. */
export function sendEmailCode(user_string: string, scene: CodeScene): Promise<string> {
  return api.call(accountApi.smsMail, { user_string, scene });
}

/** POST /sms_send {mobile, area_code, scene}. */
export function sendSmsCode(mobile: string, area_code: string, scene: CodeScene): Promise<string> {
  return api.call(accountApi.smsSend, { mobile, area_code, scene });
}
