import { siteApi } from './siteApi';
import type { PublicSettingKey } from '@meridian/contract';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../api/http';

/**
 * A public site setting (GET /getSetting): '' when it is unset or not readable — a key not (yet) public answers
 * an error, taken as "not set" (the webView allowlist then approves nothing).
 */
export function usePublicSetting(key: PublicSettingKey) {
  return useQuery({
    queryKey: ['entries', 'setting', key],
    staleTime: 60_000,
    queryFn: async () => {
      try {
        const r = await api.call(siteApi.getSetting, { keyword: key }, { silent: true, loading: false });
        return r.value;
      } catch (err) {
        if (isRefusal(err)) return '';
        throw err;
      }
    },
  });
}

/** A business refusal (the server answered with an error code), as opposed to a network failure. */
function isRefusal(err: unknown): boolean {
  return err instanceof ApiError && err.type === 'error';
}
