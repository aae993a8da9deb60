import { refuse } from '@meridian/contract';
import { randomBytes } from 'node:crypto';
import type { Paginated } from '@meridian/contract';
import type {
  OpsArticleGroup,
  OpsArticleListItem,
  OpsArticleSaveInput,
  OpsArticlesRequest,
} from '@meridian/contract/content';
import type { AuditHook } from '../../platform/audit-hook';
import type { Db } from '../../platform/db';
import * as repo from './content.repo';
import { plainText, sanitizeArticleHtml } from './sanitize';
import { opsArticleOf, opsGroupOf } from './content.view';

/** The key of a group the console creates: `a-` and 10 hex digits. */
export function newGroupKey(): string {
  return `a-${randomBytes(5).toString('hex')}`;
}

export interface SaveOptions {
  /** Demo content (hidden when DEMO_CONTENT=off; the starting texts are not). */
  demo?: boolean;
  /**
   * The starting content's insert: nothing happens when the (group, lang) row exists, and a row added to an
   * existing group keeps the group's sort weight (an operator's order is never overwritten).
   */
  onlyIfMissing?: boolean;
}

/**
 * The console's article work (contract `API.opsContent`): the list, one group with every language, saves (one
 * language at a time; the body sanitised, title and summary made plain text; the group's version bumped) and
 * deletes. Each change runs in one transaction under the group's lock and writes its audit row in it. The
 * starting content is saved through here too.
 */
export class ContentEditor {
  constructor(private readonly db: Db) {}

  /** GET /ops/content/articles */
  async list(q: OpsArticlesRequest): Promise<Paginated<OpsArticleListItem>> {
    const { rows, total } = await repo.listArticles(
      this.db,
      { category: q.category, lang: q.language, groupKey: q.group_key },
      { offset: (q.page - 1) * q.limit, limit: q.limit },
    );
    const data = rows.map((r) => {
      const { content: _content, ...rest } = opsArticleOf({ ...r, content: '' });
      return { ...rest, group_langs: r.groupLangs };
    });
    return { data, page: q.page, limit: q.limit, total };
  }

  /** GET /ops/content/article */
  async group(groupKey: string): Promise<OpsArticleGroup> {
    const group = opsGroupOf(await repo.groupRows(this.db, groupKey));
    if (!group) throw refuse('content_not_found', {}, 'group_key');
    return group;
  }

  /**
   * POST /ops/content/article/save — one language of a group (a new group `a-<random>` without group_key). The
   * group's category is fixed by its first row (content_category_mismatch otherwise); its version goes up by
   * one and its sort weight becomes this save's, on every language's row.
   */
  async save(
    input: OpsArticleSaveInput,
    audit?: AuditHook<OpsArticleGroup | null>,
    opts: SaveOptions = {},
  ): Promise<OpsArticleGroup> {
    const title = plainText(input.title);
    if (title === '') throw refuse('content_title_required', {}, 'title');
    const groupKey = input.group_key ?? newGroupKey();
    return this.db.transaction(async (tx) => {
      await repo.lockGroup(tx, groupKey);
      const beforeRows = await repo.groupRows(tx, groupKey);
      const before = opsGroupOf(beforeRows);
      if (before && before.category !== input.category)
        throw refuse('content_category_mismatch', {}, 'category');
      if (opts.onlyIfMissing && beforeRows.some((r) => r.lang === input.language)) return before!;
      const sorts = opts.onlyIfMissing && beforeRows[0] ? beforeRows[0].sorts : input.sorts;
      const version = (before?.version ?? 0) + 1;
      await repo.upsertArticle(
        tx,
        {
          groupKey,
          category: input.category,
          lang: input.language,
          title,
          summary: plainText(input.summary),
          content: sanitizeArticleHtml(input.content),
          cover: input.cover,
          thumbnail: input.thumbnail,
          link: input.link,
          sorts,
          published: input.published,
          demo: opts.demo ?? false,
        },
        version,
      );
      await repo.stampGroup(tx, groupKey, { version, sorts });
      const after = opsGroupOf(await repo.groupRows(tx, groupKey))!;
      await audit?.(tx, before, after);
      return after;
    });
  }

  /** POST /ops/content/article/delete — one language's row, or the whole group without `lang`. */
  async delete(
    input: { group_key: string; language?: string | undefined },
    audit?: AuditHook<OpsArticleGroup | null>,
  ): Promise<{ deleted: number }> {
    return this.db.transaction(async (tx) => {
      await repo.lockGroup(tx, input.group_key);
      const before = opsGroupOf(await repo.groupRows(tx, input.group_key));
      const deleted = await repo.deleteArticles(tx, input.group_key, input.language);
      if (deleted === 0) throw refuse('content_not_found', {}, input.language ? 'language' : 'group_key');
      const after = opsGroupOf(await repo.groupRows(tx, input.group_key));
      await audit?.(tx, before, after);
      return { deleted };
    });
  }
}
