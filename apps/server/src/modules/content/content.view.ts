import type { NewsArticle, NewsItem, OpsArticle, OpsArticleGroup } from '@meridian/contract/content';
import { plainText, sanitizeArticleHtml } from './sanitize';
import type { ContentArticleRow } from './content.schema';

/**
 * Rows as the contract shows them. Everything read is cleaned again on the way out (title and summary as plain
 * text, the body through the sanitiser): a row written before a rule tightened is served by today's rules.
 */

export function newsItemOf(r: ContentArticleRow): NewsItem {
  return {
    id: r.id,
    c_id: r.category,
    group_key: r.groupKey,
    lang: r.lang,
    title: plainText(r.title),
    summary: plainText(r.summary),
    thumbnail: r.thumbnail,
    cover: r.cover,
    link: r.link,
    sorts: r.sorts,
    version: r.version,
    create_time: r.createdAt.toISOString(),
  };
}

/** The sanitised body, memoised per row version (a popular article is not re-parsed on every read). */
const cleaned = new Map<string, string>();
const CLEANED_MAX = 500;

function cleanBody(r: ContentArticleRow): string {
  const key = `${r.id}:${r.updatedAt.getTime()}:${r.content.length}`;
  const hit = cleaned.get(key);
  if (hit !== undefined) return hit;
  const body = sanitizeArticleHtml(r.content);
  if (cleaned.size >= CLEANED_MAX) cleaned.clear();
  cleaned.set(key, body);
  return body;
}

export function newsArticleOf(r: ContentArticleRow): NewsArticle {
  return { ...newsItemOf(r), content: cleanBody(r), update_time: r.updatedAt.toISOString() };
}

export function opsArticleOf(r: ContentArticleRow): OpsArticle {
  return { ...newsArticleOf(r), published: r.published, demo: r.demo };
}

/** A group as the console edits it; null when it has no row. */
export function opsGroupOf(rows: ContentArticleRow[]): OpsArticleGroup | null {
  const first = rows[0];
  if (!first) return null;
  return {
    group_key: first.groupKey,
    category: first.category,
    version: Math.max(...rows.map((r) => r.version)),
    rows: rows.map(opsArticleOf),
  };
}
