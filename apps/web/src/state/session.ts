import type { UserInfo } from '@meridian/contract/account';
import { create } from 'zustand';
import { STORAGE_KEYS, getStorage, readJson, writeJson } from './storage';

/** Login token (raw string under `token`) and the cached profile (JSON under `user`). */
export interface SessionState {
  token: string;
  user: UserInfo | null;
  setToken: (token: string) => void;
  setUser: (user: UserInfo | null) => void;
  clear: () => void;
  hydrate: () => void;
}

function isUser(v: unknown): v is UserInfo {
  return typeof v === 'object' && v !== null && 'id' in v;
}

export const useSession = create<SessionState>()((set) => ({
  token: '',
  user: null,
  setToken(token) {
    if (token) getStorage().setItem(STORAGE_KEYS.token, token);
    else getStorage().removeItem(STORAGE_KEYS.token);
    set({ token });
  },
  setUser(user) {
    writeJson(STORAGE_KEYS.user, user);
    set({ user });
  },
  clear() {
    getStorage().removeItem(STORAGE_KEYS.token);
    getStorage().removeItem(STORAGE_KEYS.user);
    set({ token: '', user: null });
  },
  hydrate() {
    set({
      token: getStorage().getItem(STORAGE_KEYS.token) ?? '',
      user: readJson(STORAGE_KEYS.user, isUser),
    });
  },
}));

export const getToken = (): string => useSession.getState().token;
export const isLoggedIn = (): boolean => useSession.getState().token !== '';

/** Whether a user is signed in, as a hook (re-renders on login and logout). */
export function useLoggedIn(): boolean {
  return useSession((s) => s.token !== '');
}
