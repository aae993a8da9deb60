import { opsVitalsApi } from '@meridian/contract/vitals';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../api/http';

/** The console's vitals call (contract API.opsVitals): the daily p75 per page over the last `days` days. */
export const vitalsKeys = {
  daily: (days: number) => ['ops', 'vitals', 'daily', days] as const,
};

export function useVitalsDaily(days: number) {
  return useQuery({
    queryKey: vitalsKeys.daily(days),
    queryFn: ({ signal }) => http.call(opsVitalsApi.daily, { days }, { signal }),
    placeholderData: keepPreviousData,
  });
}
