import type { RequestOf } from '@meridian/contract';
import { alertsApi, type AlertList } from '@meridian/contract/alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { alertKeys } from './keys';

/** The user's price alerts and the changes to them, each refreshing the list. */

export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.list(),
    queryFn: (): Promise<AlertList> => api.call(alertsApi.list, {}, { silent: true, loading: false }),
  });
}

function useAlertChange<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: alertKeys.list() }),
  });
}

export function useCreateAlert() {
  return useAlertChange((body: RequestOf<typeof alertsApi.create>) =>
    api.call(alertsApi.create, body, { silent: true }),
  );
}

export function useUpdateAlert() {
  return useAlertChange((body: RequestOf<typeof alertsApi.update>) =>
    api.call(alertsApi.update, body, { silent: true }),
  );
}

export function useDeleteAlert() {
  return useAlertChange((id: number) => api.call(alertsApi.remove, { id }, { silent: true }));
}
