import type { Paginated } from '@meridian/contract';
import type { NewsArticle, NewsItem, OpsArticleGroup } from '@meridian/contract/content';
import { ok, post, uniqueIp, type Reply } from '../../../test/api';
import { operatorPost, spotUser, type SpotUser } from '../../../test/spot-users';
import type { TestApp } from '../../../test/test-app';

/** Test helpers of the content integration tests: app reads in a language, console saves. */

export { ok };
export type User = SpotUser;

/** POST /api/<path> in `lang` (as `u` when given). */
export const app = (t: TestApp, path: string, body: Record<string, unknown> = {}, lang = 'en', u?: User) =>
  post(t.app, `/${path}`, { ...body, lang }, { ip: uniqueIp(), ...(u ? { token: u.token } : {}) });

/** POST /api/ops/content/<path> as the app's operator. */
export const ops = (t: TestApp, path: string, body: Record<string, unknown> = {}): Promise<Reply> =>
  operatorPost(t, `/ops/content/${path}`, body, uniqueIp());

/** Saves one language (`lang`, sent as `language`) of an article through the console (published, sorts 0 unless given). */
export async function saved(
  t: TestApp,
  a: { group_key?: string; category: number; lang: string; title: string } & Record<string, unknown>,
): Promise<OpsArticleGroup> {
  const { lang, ...rest } = a;
  return ok<OpsArticleGroup>(
    await ops(t, 'article/save', { summary: '', content: '<p>body</p>', ...rest, language: lang }),
  );
}

/** The row of `lang` in a saved group. */
export function rowOf(g: OpsArticleGroup, lang: string) {
  const row = g.rows.find((r) => r.lang === lang);
  if (!row) throw new Error(`no ${lang} row in ${g.group_key}`);
  return row;
}

export async function listed(t: TestApp, cId: number, lang: string, page = 1, limit = 10) {
  return ok<Paginated<NewsItem>>(await app(t, 'news/list', { c_id: cId, page, limit }, lang));
}

export async function detail(t: TestApp, id: number, lang: string): Promise<NewsArticle> {
  return ok<NewsArticle>(await app(t, 'news/detail', { id }, lang));
}

export const user = (t: TestApp) => spotUser(t);

/** A unique group key per call (tests share one database per file). */
let n = 0;
export const key = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++n}`;
