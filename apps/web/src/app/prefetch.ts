import { CONTENT_CATEGORY } from '@meridian/contract/content';
import { queryClient } from '../api/queryClient';
import { BANNERS_LIMIT, newsPageQuery } from '../features/content/data/hooks';
import { demoStatusQuery } from '../features/demo/data/demo';
import { usePrefs } from '../state/prefs';
import { useSession } from '../state/session';

/**
 * (LCP): home's largest paint is a banner, shown once the demo status (which unveils the body) and the
 * banners are known. Started by main.tsx on the home route as soon as the session is read, these two queries
 * go out beside the language's and the page's code instead of after home's first render; the page's own queries
 * (same keys, same options) find them in flight or done. A visitor's status needs no request where the server
 * wrote the demo flag into index.html.
 */
export function prefetchHome(): void {
  const token = useSession.getState().token;
  const lang = usePrefs.getState().lang;
  void queryClient.prefetchQuery(demoStatusQuery(token));
  void queryClient.prefetchQuery(newsPageQuery(lang, CONTENT_CATEGORY.banners, BANNERS_LIMIT));
}
