import type { TabIndex } from './routes';

/**
 * The tab pages index.html paints before any script (app/AppShell.tsx), by tab, in the build's language, and for
 * whom the app will draw the same first: the markets header for anyone (a fresh visit opens its crypto list), the
 * trade tab's spot frame for a visitor on the tab's plain path (a user's ticket and a pair from a link differ).
 * Their rules are in the first stylesheet (main.tsx).
 */
export const SHELL_PAGES: Partial<Record<TabIndex, 'anyone' | 'visitor'>> = { 1: 'anyone', 2: 'visitor' };
