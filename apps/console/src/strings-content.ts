/**
 * The console's strings of the content screens (issue 18): articles per language, the home menu, site settings.
 * English, like the rest of the console (strings.ts). Texts marked "selector" are used by tests.
 */
export const CT = {
  // Menu (selector).
  menuContent: 'Content',
  title: 'Content',
};
