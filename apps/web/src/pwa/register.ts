import { useSyncExternalStore } from 'react';

/**
 * The service worker (vite-plugin-pwa, `registerType: 'prompt'`). Registered in a production build
 * only; a new build waiting to take over is announced (UpdatePrompt: "New version available — Reload"), never
 * forced on a reader in the middle of something.
 */

let applyUpdate: ((reload?: boolean) => Promise<void>) | null = null;
const listeners = new Set<() => void>();

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const update = registerSW({
        immediate: true,
        onNeedRefresh() {
          applyUpdate = update;
          listeners.forEach((l) => l());
        },
      });
    })
    .catch((err: unknown) => console.error('[pwa] service worker not registered', err));
}

/** True once a new version waits; `reload` activates it and reloads the page. */
export function useUpdateAvailable(): { available: boolean; reload: () => void } {
  const available = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => applyUpdate !== null,
  );
  return { available, reload: () => void applyUpdate?.(true) };
}
