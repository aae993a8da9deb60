import { defineModule } from '../../platform/module';

/**
 * Content (issue 18): articles per language with fallback to en (announcements, banners, the home pop-up, FAQ, about us, contact us, operational compliance, the invite article), the home menu, sanitised rich text from the console, starting content in nine languages.
 */
export const contentModule = defineModule({
  name: 'content',
  setup: () => ({ services: {} }),
});
