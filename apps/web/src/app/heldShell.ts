import { endShellHold, startShellHold } from '../lib/shellStages';

/** Set on <html> while the shell is held: global.css then keeps #root laid out under it, out of sight. */
const HELD = 'data-shell-held';

/**
 * Takes index.html's shell (app/AppShell.tsx) out of #root before the app's first render: left inside, Preact
 * recycles its hundreds of nodes into the app's and empties the screen a few frames before the page draws itself.
 * Where the shell shows a page (route-preload's `data-shell-page`), it stays on screen beside #root until
 * `releaseShell`; otherwise it goes now, as the first render would have removed it.
 */
export function holdShell(root: Element): void {
  const shell = root.querySelector(':scope > .app-shell');
  if (!shell) return;
  root.before(shell);
  const html = document.documentElement;
  if (html.hasAttribute('data-shell-page')) {
    html.setAttribute(HELD, '');
    // the page's first render and the parts it draws a frame later (lib/shellStages.ts) take it away
    startShellHold(() => releaseShell('page'));
  } else shell.remove();
}

/** Why the shell left: the page drew, a slow page showed its loading frame, or the wait ran out. */
export type ShellLeft = 'page' | 'loading' | 'timeout';

/**
 * Shows the app in the shell's place, in the task that drew its first page (before the frame paints). The first
 * call leaves a `shell-left` performance mark with the reason: the loading-frame and timeout paths are a slow
 * phone's, and a journey can tell them from the page's own.
 */
export function releaseShell(reason: ShellLeft): void {
  endShellHold();
  const shell = document.querySelector('body > .app-shell');
  if (shell) {
    shell.remove();
    performance.mark('shell-left', { detail: reason });
  }
  document.documentElement.removeAttribute(HELD);
}
