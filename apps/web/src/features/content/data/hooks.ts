import { CONTENT_CATEGORY, HOME_BANNERS, contentApi } from '@meridian/contract/content';
import type { LangCode } from '@meridian/contract';
import type { IndexPop } from '@meridian/contract/content';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/http';
import { usePrefs } from '../../../state/prefs';
import { useSession } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import { servedBanners } from './firstScreen';
import { contentKeys } from './keys';
import type { FixedArticle } from './keys';

/**
 * Content reads (`news/*`, `faq`, `aboutus`, `contactus`, `operational_compliance`, `menu`). Quiet: the
 * screens show their own loading, empty and error states. Keyed by language (see keys.ts).
 */

const quiet = { silent: true, loading: false } as const;
const MINUTE = 60_000;

/** GET /news/list — one page of a category (announcements 4, banners 5), highest sort first. */
export function newsPageQuery(lang: LangCode, cId: number, limit: number) {
  return {
    queryKey: contentKeys.list(lang, cId, limit),
    staleTime: 5 * MINUTE,
    queryFn: () => api.call(contentApi.newsList, { c_id: cId, page: 1, limit }, quiet),
    placeholderData: servedBanners(lang, cId, limit),
  };
}

export function useNewsPage(cId: number, limit: number) {
  const lang = usePrefs((s) => s.lang);
  return useQuery(newsPageQuery(lang, cId, limit));
}

/** GET /news/list — every page of a category, loaded as the reader scrolls. */
export function useNewsList(cId: number, limit = 15) {
  const lang = usePrefs((s) => s.lang);
  return useInfiniteQuery({
    queryKey: [...contentKeys.list(lang, cId, limit), 'pages'],
    initialPageParam: 1,
    staleTime: MINUTE,
    queryFn: ({ pageParam }) => api.call(contentApi.newsList, { c_id: cId, page: pageParam, limit }, quiet),
    getNextPageParam: nextPageOf,
  });
}

export const BANNERS_LIMIT = HOME_BANNERS.limit;
export const useBanners = () => useNewsPage(CONTENT_CATEGORY.banners, BANNERS_LIMIT);
export const useLatestAnnouncements = () => useNewsPage(CONTENT_CATEGORY.announcements, 5);

/** Whether a read failed because the article does not exist (or is not published): not worth a retry. */
export function isContentMissing(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'content_not_found';
}

/** GET /news/detail — one article in the reader's language (0: none asked). */
export function useArticle(id: number) {
  const lang = usePrefs((s) => s.lang);
  return useQuery({
    queryKey: contentKeys.detail(lang, id),
    enabled: id > 0,
    staleTime: MINUTE,
    retry: (count, error) => !isContentMissing(error) && count < 2,
    queryFn: () => api.call(contentApi.newsDetail, { id }, quiet),
  });
}

/** GET /faq, /aboutus, /contactus, /operational_compliance — the fixed article, or null when none is written. */
export function useFixedArticle(which: FixedArticle) {
  const lang = usePrefs((s) => s.lang);
  return useQuery({
    queryKey: contentKeys.fixed(lang, which),
    staleTime: 5 * MINUTE,
    queryFn: () => api.call(contentApi[which], {}, quiet),
  });
}

/** GET /news/index_pop — the pop-up and, for a signed-in reader, whether this version was seen. */
export function useIndexPop() {
  const lang = usePrefs((s) => s.lang);
  const loggedIn = useSession((s) => s.token !== '');
  return useQuery({
    queryKey: contentKeys.pop(lang, loggedIn),
    staleTime: 5 * MINUTE,
    queryFn: () => api.call(contentApi.indexPop, {}, quiet),
  });
}

/** POST /news/index_pop/seen — records the signed-in reader saw this version (idempotent; silent). */
export function useMarkPopSeen() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (pop: Pick<IndexPop, 'id' | 'version'>) =>
      api.call(contentApi.indexPopSeen, { id: pop.id, version: pop.version }, quiet),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...contentKeys.all, 'pop'] }),
  });
}

/** GET /menu — the shown home menu entries in the operator's order (language-free: titles are the app's). */
export function useHomeMenu() {
  return useQuery({
    queryKey: contentKeys.menu(),
    staleTime: 5 * MINUTE,
    retry: 1,
    queryFn: () => api.call(contentApi.menu, {}, quiet),
  });
}
