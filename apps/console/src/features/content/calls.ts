import { opsContentApi } from '@meridian/contract/content';
import type { RequestOf } from '@meridian/contract';
import type {
  OpsArticlesRequest,
  OpsArticleSaveRequest,
  OpsMenuSaveRequest,
  OpsSiteSettingsSaveRequest,
} from '@meridian/contract/content';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, type Http } from '../../api/http';
import { postMultipart } from '../../api/multipart';
import { useAuditedChange } from '../../lib/change';
import { keyForClick } from '../../lib/queue';

/**
 * The console's content calls (contract API.opsContent): articles per language, the home menu, the
 * public site settings, picture uploads. Every change carries its click's Idempotency-Key and refreshes the
 * content reads and the audit log (the server audits each one). `contentCalls` is the plain layer under the hooks.
 */

export const contentKeys = {
  all: () => ['ops', 'content'] as const,
  articles: (q: OpsArticlesRequest) => ['ops', 'content', 'articles', q] as const,
  article: (groupKey: string) => ['ops', 'content', 'article', groupKey] as const,
  menu: () => ['ops', 'content', 'menu'] as const,
  settings: () => ['ops', 'content', 'settings'] as const,
};

export function contentCalls(h: Http) {
  const opts = (input: object) => ({ idempotencyKey: keyForClick(input) });
  const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
  return {
    articles: (q: OpsArticlesRequest, signal?: AbortSignal) => h.call(opsContentApi.articles, q, sig(signal)),
    article: (groupKey: string, signal?: AbortSignal) =>
      h.call(opsContentApi.article, { group_key: groupKey }, sig(signal)),
    articleSave: (input: OpsArticleSaveRequest) => h.call(opsContentApi.articleSave, input, opts(input)),
    articleDelete: (input: RequestOf<typeof opsContentApi.articleDelete>) =>
      h.call(opsContentApi.articleDelete, input, opts(input)),
    menu: (signal?: AbortSignal) => h.call(opsContentApi.menu, {}, sig(signal)),
    menuSave: (input: OpsMenuSaveRequest) => h.call(opsContentApi.menuSave, input, opts(input)),
    settings: (signal?: AbortSignal) => h.call(opsContentApi.settings, {}, sig(signal)),
    settingsSave: (input: OpsSiteSettingsSaveRequest) =>
      h.call(opsContentApi.settingsSave, input, opts(input)),
  };
}

const calls = contentCalls(http);

const useChange = <I, O>(fn: (input: I) => Promise<O>) => useAuditedChange(contentKeys.all(), fn);

/** POST /ops/content/upload (multipart `file`): the picture's URL (cover, thumbnail, or an image in a body). */
export function uploadContentImage(file: Blob, name: string): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, name);
  return postMultipart<{ url: string }>(opsContentApi.upload, form);
}

export function useArticles(query: OpsArticlesRequest) {
  return useQuery({
    queryKey: contentKeys.articles(query),
    queryFn: ({ signal }) => calls.articles(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One article with every language's row ('' : a new article, nothing read). */
export function useArticleGroup(groupKey: string) {
  return useQuery({
    queryKey: contentKeys.article(groupKey),
    enabled: groupKey !== '',
    queryFn: ({ signal }) => calls.article(groupKey, signal),
  });
}

export function useContentMenu() {
  return useQuery({ queryKey: contentKeys.menu(), queryFn: ({ signal }) => calls.menu(signal) });
}

export function useSiteSettings() {
  return useQuery({ queryKey: contentKeys.settings(), queryFn: ({ signal }) => calls.settings(signal) });
}

export const useArticleSave = () => useChange(calls.articleSave);
export const useArticleDelete = () => useChange(calls.articleDelete);
export const useMenuSave = () => useChange(calls.menuSave);
export const useSiteSettingsSave = () => useChange(calls.settingsSave);
