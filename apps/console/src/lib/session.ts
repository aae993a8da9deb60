import { useSyncExternalStore } from 'react';
import { session } from '../api/http';

/** The operator token (localStorage `ops_token`), re-rendering when it is set or cleared. */
export function useToken(): string | null {
  return useSyncExternalStore(session.subscribeToken, session.getToken, () => null);
}
