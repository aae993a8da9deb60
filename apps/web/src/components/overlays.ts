import type { ActionSheetProps, DialogAlertProps, DialogConfirmProps, ToastShowProps } from 'antd-mobile';

/**
 * Issue 19 (a fast first screen): antd-mobile's imperative overlays, fetched on first use. Toast (through its
 * SpinLoading), Dialog and ActionSheet (through Mask and Popup) bring antd-mobile's animation libraries
 * (@react-spring/web, @use-gesture, ≈ 26 KB gzip): imported here instead of from 'antd-mobile', they stay off the
 * first route. Same calls as antd-mobile's; a call made while the code loads is played in order once it is there
 * (a handler closed before that never shows). `prefetchOverlays()` warms them after the first screen.
 */

/** What `show` returns: `close()` works before the overlay's code has arrived too. */
export interface OverlayHandler {
  close: () => void;
}

/** `importer` once; a failed fetch is tried again on the next call. */
function once<T>(importer: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => {
    if (!p) {
      p = importer();
      p.catch(() => (p = undefined));
    }
    return p;
  };
}

const loadToast = once(() => import('antd-mobile/es/components/toast').then((m) => m.default));
const loadDialog = once(() => import('antd-mobile/es/components/dialog').then((m) => m.default));
const loadActionSheet = once(() => import('antd-mobile/es/components/action-sheet').then((m) => m.default));

function deferredShow<M>(load: () => Promise<M>, show: (m: M) => OverlayHandler, what: string) {
  let handler: OverlayHandler | undefined;
  let closed = false;
  load().then(
    (m) => {
      if (!closed) handler = show(m);
    },
    (e: unknown) => console.warn(`[overlays] ${what}`, e),
  );
  return {
    close: () => {
      closed = true;
      handler?.close();
    },
  };
}

export const Toast = {
  show: (props: ToastShowProps | string): OverlayHandler =>
    deferredShow(loadToast, (T) => T.show(props), 'toast'),
  clear: (): void =>
    void loadToast().then(
      (T) => T.clear(),
      () => undefined,
    ),
};

export const Dialog = {
  confirm: (props: DialogConfirmProps): Promise<boolean> => loadDialog().then((D) => D.confirm(props)),
  alert: (props: DialogAlertProps): Promise<void> => loadDialog().then((D) => D.alert(props)),
};

export const ActionSheet = {
  show: (props: Omit<ActionSheetProps, 'visible' | 'destroyOnClose' | 'forceRender'>): OverlayHandler =>
    deferredShow(loadActionSheet, (A) => A.show(props), 'action sheet'),
};

/** Fetches the overlays' code ahead of their first use (after the first screen; failures are retried on use). */
export function prefetchOverlays(): void {
  for (const load of [loadToast, loadDialog, loadActionSheet]) load().catch(() => undefined);
}
