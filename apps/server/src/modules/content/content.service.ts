import { type Paginated, refuse } from '@meridian/contract';
import {
  CONTENT_CATEGORY,
  type ContentCategory,
  type IndexPop,
  type NewsArticle,
  type NewsItem,
  type NewsListRequest,
} from '@meridian/contract/content';
import type { Db } from '../../platform/db';
import * as repo from './content.repo';
import type { ContentArticleRow } from './content.schema';
import { newsArticleOf, newsItemOf } from './content.view';

export interface ContentServiceDeps {
  db: Db;
  demoContent: boolean;
}

/**
 * The app's content reads (contract `API.content`): lists per category, an article, the home pop-up and whether
 * the user saw its version, the fixed articles (FAQ, about, contact, compliance, invitation rules). Every read
 * answers in the reader's language and falls back to the group's en row.
 */
export class ContentService {
  constructor(private readonly d: ContentServiceDeps) {}

  private visible(row: ContentArticleRow | undefined): row is ContentArticleRow {
    return row !== undefined && row.published && (this.d.demoContent || !row.demo);
  }

  /** POST /news/list */
  async list(q: NewsListRequest, lang: string): Promise<Paginated<NewsItem>> {
    const { rows, total } = await repo.pickedArticles(this.d.db, {
      category: q.c_id,
      lang,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
      demo: this.d.demoContent,
    });
    return { data: rows.map(newsItemOf), page: q.page, limit: q.limit, total };
  }

  /**
   * POST /news/detail — the row of the id's group in the reader's language when it is published, else the row
   * itself; content_not_found for an unknown or unpublished article.
   */
  async detail(id: number, lang: string): Promise<NewsArticle> {
    const row = await repo.articleById(this.d.db, id);
    if (!row) throw refuse('content_not_found', {}, 'id');
    if (row.lang !== lang) {
      const translated = await repo.articleOf(this.d.db, row.groupKey, lang);
      if (this.visible(translated)) return newsArticleOf(translated);
    }
    if (!this.visible(row)) throw refuse('content_not_found', {}, 'id');
    return newsArticleOf(row);
  }

  /** The top article of a fixed category (FAQ, about us…) in the reader's language; null when there is none. */
  async fixed(category: ContentCategory, lang: string): Promise<NewsArticle | null> {
    const top = await this.top(category, lang);
    return top ? newsArticleOf(top) : null;
  }

  /** GET /news/index_pop — `seen` for a user who recorded this version (visitors: false). */
  async indexPop(lang: string, userId: number | undefined): Promise<IndexPop | null> {
    const top = await this.top(CONTENT_CATEGORY.popup, lang);
    if (!top) return null;
    const seen = userId === undefined ? undefined : await repo.seenVersion(this.d.db, userId, top.groupKey);
    return { ...newsArticleOf(top), seen: seen !== undefined && seen >= top.version };
  }

  /** POST /news/index_pop/seen — idempotent; a version the pop-up never had is refused. */
  async markPopSeen(
    userId: number,
    input: { id: number; version: number },
  ): Promise<{ group_key: string; version: number; seen: true }> {
    const row = await repo.articleById(this.d.db, input.id);
    if (!this.visible(row) || row.category !== CONTENT_CATEGORY.popup)
      throw refuse('content_not_found', {}, 'id');
    if (input.version > row.version) throw refuse('parameter_error', {}, 'version');
    await repo.markSeen(this.d.db, userId, row.groupKey, input.version);
    return { group_key: row.groupKey, version: input.version, seen: true };
  }

  private async top(category: number, lang: string): Promise<ContentArticleRow | undefined> {
    const { rows } = await repo.pickedArticles(this.d.db, {
      category,
      lang,
      offset: 0,
      limit: 1,
      demo: this.d.demoContent,
    });
    return rows[0];
  }
}
