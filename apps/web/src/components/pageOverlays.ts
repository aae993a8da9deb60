import type { ActionSheetProps, DialogAlertProps, DialogConfirmProps } from 'antd-mobile';
import { deferredShow, loadActionSheet, loadDialog } from './overlays';
import type { OverlayHandler } from './overlays';

/**
 * Dialogs and action sheets that belong to a page. antd-mobile renders its imperative overlays outside React's
 * tree, so a page that goes away would leave them on screen, and a confirmation answered there would still act.
 * Every overlay opened through a page's scope is closed when the page unmounts (`leave`), and every open one on
 * any change of page or session (`closeAllOverlays`); a closed confirmation answers `false`, and a confirmation
 * answered after its page left answers `false` too, so its action never runs.
 */

export type ActionSheetShowProps = Omit<ActionSheetProps, 'visible' | 'destroyOnClose' | 'forceRender'>;

export interface PageOverlays {
  /** True only when confirmed while the page is mounted; false on cancel, on close and once the page left. */
  confirm: (props: DialogConfirmProps) => Promise<boolean>;
  /**
   * Shows `values` (copied and frozen now) through `render` and, when confirmed while the page is mounted,
   * answers those very values, so the request sends what the dialog showed; `undefined` otherwise.
   */
  confirmValues: <T>(values: T, render: (shown: T) => DialogConfirmProps) => Promise<T | undefined>;
  /** Resolves when the alert closes: by its button, or because the page left. */
  alert: (props: DialogAlertProps) => Promise<void>;
  /** An action sheet whose actions do nothing once the page left. */
  actionSheet: (props: ActionSheetShowProps) => OverlayHandler;
}

export interface OverlayScope extends PageOverlays {
  /** The page is (again) mounted. */
  enter: () => void;
  /** The page went away: closes what it opened; answers given later are ignored. */
  leave: () => void;
  readonly alive: boolean;
}

/** Every open page-bound overlay, for the close-all backstop. */
const openOverlays = new Set<OverlayHandler>();

/** Closes every open dialog and action sheet (route change, logout, end of session). Toasts stay. */
export function closeAllOverlays(): void {
  for (const overlay of [...openOverlays]) overlay.close();
}

/** How many page-bound overlays are open (tests). */
export function openOverlayCount(): number {
  return openOverlays.size;
}

/** A copy of `value` in which plain objects and arrays are copied and frozen; anything else is kept as is. */
export function frozenCopy<T>(value: T): T {
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) copy[k] = frozenCopy(v);
    return Object.freeze(copy) as T;
  }
  return value;
}

export function createOverlayScope(): OverlayScope {
  let alive = true;
  const mine = new Set<OverlayHandler>();

  /** Registers an overlay; `settle` runs once, when it closes for any reason. */
  function track(open: (settle: () => void) => OverlayHandler, onClosed: () => void): OverlayHandler {
    let settled = false;
    const shown: { inner?: OverlayHandler } = {};
    const entry: OverlayHandler = {
      close: () => {
        settle();
        shown.inner?.close();
      },
    };
    function settle() {
      if (settled) return;
      settled = true;
      mine.delete(entry);
      openOverlays.delete(entry);
      onClosed();
    }
    if (!alive) {
      settle();
      return entry;
    }
    mine.add(entry);
    openOverlays.add(entry);
    shown.inner = open(settle);
    return entry;
  }

  function confirm(props: DialogConfirmProps): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      let answer = false;
      track(
        (settle) =>
          deferredShow(
            loadDialog,
            ({ Dialog, locale }) =>
              Dialog.show({
                ...props,
                closeOnAction: true,
                onClose: () => {
                  props.onClose?.();
                  settle();
                },
                actions: [
                  [
                    {
                      key: 'cancel',
                      text: props.cancelText ?? locale().common.cancel,
                      onClick: async () => {
                        await props.onCancel?.();
                      },
                    },
                    {
                      key: 'confirm',
                      text: props.confirmText ?? locale().common.confirm,
                      bold: true,
                      onClick: async () => {
                        if (!alive) return;
                        await props.onConfirm?.();
                        answer = alive;
                      },
                    },
                  ],
                ],
              }),
            'dialog',
            settle,
          ),
        () => resolve(answer && alive),
      );
    });
  }

  function alert(props: DialogAlertProps): Promise<void> {
    return new Promise<void>((resolve) => {
      track(
        (settle) =>
          deferredShow(
            loadDialog,
            ({ Dialog, locale }) =>
              Dialog.show({
                ...props,
                closeOnAction: true,
                actions: [{ key: 'confirm', text: props.confirmText ?? locale().Dialog.ok }],
                onAction: async () => {
                  if (alive) await props.onConfirm?.();
                },
                onClose: () => {
                  props.onClose?.();
                  settle();
                },
              }),
            'dialog',
            settle,
          ),
        resolve,
      );
    });
  }

  function actionSheet(props: ActionSheetShowProps): OverlayHandler {
    return track(
      (settle) =>
        deferredShow(
          loadActionSheet,
          (ActionSheet) =>
            ActionSheet.show({
              ...props,
              actions: props.actions.map((a) => ({ ...a, onClick: () => alive && a.onClick?.() })),
              onAction: (action, index) => alive && props.onAction?.(action, index),
              onClose: () => {
                props.onClose?.();
                settle();
              },
            }),
          'action sheet',
          settle,
        ),
      () => undefined,
    );
  }

  return {
    confirm,
    async confirmValues<T>(values: T, render: (shown: T) => DialogConfirmProps): Promise<T | undefined> {
      const shown = frozenCopy(values);
      return (await confirm(render(shown))) ? shown : undefined;
    },
    alert,
    actionSheet,
    enter: () => {
      alive = true;
    },
    leave: () => {
      alive = false;
      for (const overlay of [...mine]) overlay.close();
    },
    get alive() {
      return alive;
    },
  };
}
