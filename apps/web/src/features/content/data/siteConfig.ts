import { siteApi } from './siteApi';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { servedSiteConfig } from './firstScreen';

export const commonKeys = {
  siteConfig: ['common', 'siteConfig'] as const,
};

/** GET /getSiteConfig — site name, logo and whether prices are simulated. */
export function useSiteConfig() {
  return useQuery({
    queryKey: commonKeys.siteConfig,
    staleTime: 10 * 60_000,
    queryFn: () => api.call(siteApi.getSiteConfig, {}, { silent: true, loading: false }),
    placeholderData: servedSiteConfig(),
  });
}
