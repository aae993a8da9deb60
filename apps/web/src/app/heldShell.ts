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
    startShellHold(releaseShell);
  } else shell.remove();
}

/** Shows the app in the shell's place, in the task that drew its first page (before the frame paints). */
export function releaseShell(): void {
  endShellHold();
  document.querySelector('body > .app-shell')?.remove();
  document.documentElement.removeAttribute(HELD);
}
