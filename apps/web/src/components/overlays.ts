import type { ToastShowProps } from 'antd-mobile';

/**
 * antd-mobile's imperative overlays, fetched on first use (a fast first screen). Toast (through its SpinLoading),
 * Dialog and ActionSheet (through Mask and Popup) bring antd-mobile's animation libraries (@react-spring/web,
 * @use-gesture, ≈ 26 KB gzip): imported here instead of from 'antd-mobile', they stay off the first route. A call
 * made while the code loads is played in order once it is there (a handler closed before that never shows).
 * `prefetchOverlays()` warms them after the first screen.
 *
 * Only Toast is exported as such: a dialog or an action sheet belongs to a page and is opened through
 * `usePageOverlays()` (pageOverlays.ts), which closes it when the page goes away.
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
/** Dialog with antd-mobile's default strings, which its own `confirm` and `alert` use. */
export const loadDialog = once(() =>
  Promise.all([
    import('antd-mobile/es/components/dialog'),
    import('antd-mobile/es/components/config-provider'),
  ]).then(([d, c]) => ({ Dialog: d.default, locale: () => c.getDefaultConfig().locale })),
);
export const loadActionSheet = once(() =>
  import('antd-mobile/es/components/action-sheet').then((m) => m.default),
);

/** Shows through `show` once `load` is done; a failed load logs and shows nothing (`onFail` tells the caller). */
export function deferredShow<M>(
  load: () => Promise<M>,
  show: (m: M) => OverlayHandler,
  what: string,
  onFail?: () => void,
): OverlayHandler {
  let handler: OverlayHandler | undefined;
  let closed = false;
  load().then(
    (m) => {
      if (!closed) handler = show(m);
    },
    (e: unknown) => {
      console.warn(`[overlays] ${what}`, e);
      onFail?.();
    },
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

/**
 * Fetches the overlays' code ahead of their first use (after the first screen; failures are retried on use): one
 * step an overlay, so a caller can run them in separate tasks (each appends its files' preloads).
 */
export const prefetchOverlaySteps: readonly (() => void)[] = [loadToast, loadDialog, loadActionSheet].map(
  (load) => () => void load().catch(() => undefined),
);
