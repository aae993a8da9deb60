import type { Paginated } from '../pagination';
import type { SiteConfig } from '../platform';
import type { NewsItem } from './content';

/** The home carousel's page of banners (newest first), and the language index.html's shell is drawn in. */
export const HOME_BANNERS = { lang: 'en', limit: 10 } as const;

/**
 * The first replies of a visitor's home, written by the server into index.html as the `first-screen` JSON (with the
 * first banner's text in the shell): GET /getSiteConfig and the banners' page in the shell's language. The app
 * shows them until its own requests answer.
 */
export interface FirstScreenData {
  site: SiteConfig;
  banners: { lang: string; limit: number; reply: Paginated<NewsItem> };
}
