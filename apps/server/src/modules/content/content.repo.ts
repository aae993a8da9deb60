import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db';
import {
  contentArticles,
  contentMenu,
  contentPopSeen,
  type ContentArticleRow,
  type ContentMenuRow,
} from './content.schema';

/** Queries of the content module; every function takes the caller's transaction (or the pool for reads). */

const FALLBACK = 'en';

/**
 * Published articles of a category, one row per group — the reader's language, else en — by sorts then the
 * group's age, newest first. Groups with neither row are left out, and demo rows unless `demo` (DEMO_CONTENT).
 */
export async function pickedArticles(
  db: DbOrTx,
  q: { category: number; lang: string; offset: number; limit: number; demo: boolean },
): Promise<{ rows: ContentArticleRow[]; total: number }> {
  const picked = sql`
    SELECT DISTINCT ON (a.group_key) a.*,
      (SELECT min(g.id) FROM content_articles g WHERE g.group_key = a.group_key) AS group_id
    FROM content_articles a
    WHERE a.category = ${q.category} AND a.published AND a.lang IN (${q.lang}, ${FALLBACK})
      AND (${q.demo} OR NOT a.demo)
    ORDER BY a.group_key, (a.lang = ${q.lang}) DESC`;
  const res = await db.execute<RawArticle>(sql`
    SELECT p.*, count(*) OVER () AS total FROM (${picked}) p
    ORDER BY p.sorts DESC, p.group_id DESC
    LIMIT ${q.limit} OFFSET ${q.offset}`);
  let total = Number(res.rows[0]?.total ?? 0);
  if (res.rows.length === 0 && q.offset > 0) {
    const c = await db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM (${picked}) p`);
    total = Number(c.rows[0]?.n ?? 0);
  }
  return { rows: res.rows.map(fromRaw), total };
}

type RawArticle = Record<string, unknown> & { total?: string };

/** A raw row (snake_case columns of `SELECT *`) as the schema's row type. */
function fromRaw(r: Record<string, unknown>): ContentArticleRow {
  return {
    id: Number(r.id),
    groupKey: String(r.group_key),
    category: Number(r.category),
    lang: String(r.lang),
    title: String(r.title),
    summary: String(r.summary),
    content: String(r.content),
    cover: String(r.cover),
    thumbnail: String(r.thumbnail),
    link: String(r.link),
    sorts: Number(r.sorts),
    version: Number(r.version),
    published: Boolean(r.published),
    demo: Boolean(r.demo),
    createdAt: new Date(r.created_at as string | Date),
    updatedAt: new Date(r.updated_at as string | Date),
  };
}

export async function articleById(db: DbOrTx, id: number): Promise<ContentArticleRow | undefined> {
  const [row] = await db.select().from(contentArticles).where(eq(contentArticles.id, id));
  return row;
}

export async function articleOf(
  db: DbOrTx,
  groupKey: string,
  lang: string,
): Promise<ContentArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(contentArticles)
    .where(and(eq(contentArticles.groupKey, groupKey), eq(contentArticles.lang, lang)));
  return row;
}

/** Every language's row of a group, en first, then by creation. */
export async function groupRows(db: DbOrTx, groupKey: string): Promise<ContentArticleRow[]> {
  return db
    .select()
    .from(contentArticles)
    .where(eq(contentArticles.groupKey, groupKey))
    .orderBy(sql`(${contentArticles.lang} = ${FALLBACK}) DESC`, asc(contentArticles.id));
}

/** Serialises the saves and deletes of one group (its rows may not exist yet). */
export async function lockGroup(tx: Tx, groupKey: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('content:' || ${groupKey}))`);
}

export type ArticleValues = Omit<
  typeof contentArticles.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'version'
>;

/** Inserts or replaces the (group, lang) row. */
export async function upsertArticle(tx: Tx, v: ArticleValues, version: number): Promise<void> {
  const values = { ...v, version, updatedAt: new Date() };
  await tx
    .insert(contentArticles)
    .values(values)
    .onConflictDoUpdate({ target: [contentArticles.groupKey, contentArticles.lang], set: values });
}

/** The group-wide fields: every row of the group takes the new version and sort weight. */
export async function stampGroup(
  tx: Tx,
  groupKey: string,
  s: { version: number; sorts: number },
): Promise<void> {
  await tx
    .update(contentArticles)
    .set({ version: s.version, sorts: s.sorts })
    .where(eq(contentArticles.groupKey, groupKey));
}

export async function deleteArticles(tx: Tx, groupKey: string, lang?: string): Promise<number> {
  const where = lang
    ? and(eq(contentArticles.groupKey, groupKey), eq(contentArticles.lang, lang))
    : eq(contentArticles.groupKey, groupKey);
  const rows = await tx.delete(contentArticles).where(where).returning({ id: contentArticles.id });
  return rows.length;
}

export interface ArticleFilter {
  category?: number | undefined;
  lang?: string | undefined;
  groupKey?: string | undefined;
}

/** The console's list: rows with their group's languages, newest first. */
export async function listArticles(
  db: DbOrTx,
  f: ArticleFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: Array<ContentArticleRow & { groupLangs: string[] }>; total: number }> {
  const conds: SQL[] = [];
  if (f.category !== undefined) conds.push(eq(contentArticles.category, f.category));
  if (f.lang !== undefined) conds.push(eq(contentArticles.lang, f.lang));
  if (f.groupKey !== undefined) conds.push(eq(contentArticles.groupKey, f.groupKey));
  const where = conds.length > 0 ? and(...conds) : undefined;
  const groupLangs = sql<string[]>`(SELECT array_agg(g.lang ORDER BY g.id) FROM content_articles g
    WHERE g.group_key = "content_articles"."group_key")`;
  const rows = await db
    .select({ row: contentArticles, groupLangs })
    .from(contentArticles)
    .where(where)
    .orderBy(desc(contentArticles.id))
    .limit(page.limit)
    .offset(page.offset);
  const [c] = await db.select({ n: count() }).from(contentArticles).where(where);
  return { rows: rows.map((r) => ({ ...r.row, groupLangs: r.groupLangs })), total: c?.n ?? 0 };
}

/** The (group, lang) pairs that exist, as `group:lang` (the seed inserts only the missing ones). */
export async function existingPairs(db: DbOrTx): Promise<Set<string>> {
  const rows = await db
    .select({ g: contentArticles.groupKey, l: contentArticles.lang })
    .from(contentArticles);
  return new Set(rows.map((r) => `${r.g}:${r.l}`));
}

export async function seenVersion(db: DbOrTx, userId: number, groupKey: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: contentPopSeen.version })
    .from(contentPopSeen)
    .where(and(eq(contentPopSeen.userId, userId), eq(contentPopSeen.groupKey, groupKey)));
  return row?.version;
}

/** Records a seen version; a later call with an older version keeps the newer one. */
export async function markSeen(db: DbOrTx, userId: number, groupKey: string, version: number): Promise<void> {
  await db
    .insert(contentPopSeen)
    .values({ userId, groupKey, version })
    .onConflictDoUpdate({
      target: [contentPopSeen.userId, contentPopSeen.groupKey],
      set: {
        version: sql`GREATEST(${contentPopSeen.version}, excluded.version)`,
        seenAt: sql`CASE WHEN excluded.version > ${contentPopSeen.version} THEN now() ELSE ${contentPopSeen.seenAt} END`,
      },
    });
}

export async function menuRows(db: DbOrTx): Promise<ContentMenuRow[]> {
  return db.select().from(contentMenu).orderBy(asc(contentMenu.sort), asc(contentMenu.id));
}

/** Adds the rows of catalogue entries that have none (never changes an existing row). */
export async function ensureMenuRows(
  db: DbOrTx,
  rows: Array<{ key: string; sort: number; show: boolean }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(contentMenu).values(rows).onConflictDoNothing({ target: contentMenu.key });
}

export async function setMenuRow(tx: Tx, key: string, s: { sort: number; show: boolean }): Promise<void> {
  await tx
    .insert(contentMenu)
    .values({ key, ...s })
    .onConflictDoUpdate({ target: contentMenu.key, set: { ...s, updatedAt: new Date() } });
}
