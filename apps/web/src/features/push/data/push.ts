import { pushApi, type PushCategories, type PushCategory } from '@meridian/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { readDevice, subscribeDevice, unsubscribeDevice, type DeviceState } from './device';
import { pushKeys } from './keys';

/** The push settings' calls: this browser's state, the user's categories and devices, and the changes. */

const quiet = { silent: true, loading: false } as const;

/** This browser's state, and the server's categories and devices with whether this browser is one of them. */
export interface PushSettings {
  device: DeviceState;
  server: PushCategories;
}

async function readSettings(): Promise<PushSettings> {
  const device = await readDevice();
  const request = device.endpoint ? { endpoint: device.endpoint } : {};
  return { device, server: await api.call(pushApi.categories, request, quiet) };
}

export function usePushSettings() {
  return useQuery({ queryKey: pushKeys.settings(), queryFn: readSettings, staleTime: 0 });
}

/** Turns pushes on for this browser: permission, subscription, then the server. */
export function useSubscribeDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { public_key } = await api.call(pushApi.vapidKey, {}, { loading: false });
      const sub = await subscribeDevice(public_key);
      return api.call(pushApi.subscribe, sub, { loading: false });
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

/** Turns pushes off for this browser: the server forgets it first, so no push follows a failed removal. */
export function useUnsubscribeDevice() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (endpoint: string) => {
      await api.call(pushApi.unsubscribe, { endpoint }, { loading: false });
      await unsubscribeDevice();
    },
    onSettled: () => qc.invalidateQueries({ queryKey: pushKeys.all }),
  });
}

export function useSetCategory() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { category: PushCategory; enabled: boolean }) =>
      api.call(pushApi.setCategory, input, { loading: false }),
    onSuccess: (reply) =>
      qc.setQueryData(pushKeys.settings(), (old: PushSettings | undefined) =>
        old ? { ...old, server: { ...old.server, categories: reply.categories } } : old,
      ),
  });
}
