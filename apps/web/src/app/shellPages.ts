import type { TabIndex } from './routes';

/** A tab page index.html paints before any script (app/AppShell.tsx). */
export interface ShellPage {
  /** Whom the app will show the same first: anyone, or a visitor on the tab's plain path (no pair in the link). */
  for: 'anyone' | 'visitor';
  /** Its look comes with the page's own stylesheets, which must be in before it shows (not in the first one). */
  pageStyles: boolean;
}

/**
 * The shell's tab pages, by tab, in the build's language: the markets header (a fresh visit opens its crypto list;
 * its styles are in the first stylesheet) and the trade tab's spot frame for a visitor on the default pair (a
 * user's ticket and a linked pair differ).
 */
export const SHELL_PAGES: Partial<Record<TabIndex, ShellPage>> = {
  1: { for: 'anyone', pageStyles: false },
  2: { for: 'visitor', pageStyles: true },
};
