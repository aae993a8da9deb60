import type { TabIndex } from './routes';

/**
 * Who sees a tab page's shell: anyone, a visitor on the tab's plain path, or such a visitor when the server wrote
 * the page's texts into index.html (it marks `<html data-first-banner>`; a copy from elsewhere has empty slots).
 */
export type ShellFor = 'anyone' | 'visitor' | 'served-visitor';

/**
 * The tab pages index.html paints before any script (app/AppShell.tsx), by tab, in the build's language, and for
 * whom the app will draw the same first: the markets header for anyone (a fresh visit opens its crypto list), the
 * trade tab's spot frame for a visitor on the tab's plain path (a user's ticket and a pair from a link differ), a
 * visitor's home with the server's texts (its site name and first banner). Their rules are in the first
 * stylesheet (main.tsx).
 */
export const SHELL_PAGES: Partial<Record<TabIndex, ShellFor>> = {
  0: 'served-visitor',
  1: 'anyone',
  2: 'visitor',
};
