import { useSyncExternalStore } from 'react';

/**
 * The browser's install offer (`beforeinstallprompt`, Chromium browsers), captured at start-up —
 * it fires once, early, before the Download page is opened — and kept until used. `appinstalled` clears it.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** Called once from main.tsx, before the app renders. */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault(); // the app offers it on the Download page instead of the browser's own mini-bar
    deferred = e as InstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    notify();
  });
}

export interface InstallState {
  canPrompt: boolean;
  installedNow: boolean;
}

let snapshot: InstallState = { canPrompt: false, installedNow: false };
function read(): InstallState {
  if (snapshot.canPrompt !== (deferred !== null) || snapshot.installedNow !== installed)
    snapshot = { canPrompt: deferred !== null, installedNow: installed };
  return snapshot;
}

export function useInstallPrompt(): InstallState {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, read);
}

/** Shows the browser's install dialog; 'unavailable' when there is no offer (any more). */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const e = deferred;
  if (!e) return 'unavailable';
  deferred = null; // an offer can be prompted once
  notify();
  await e.prompt();
  const { outcome } = await e.userChoice;
  if (outcome === 'accepted') {
    installed = true;
    notify();
  }
  return outcome;
}
