import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../account/account.schema';

/**
 * Content tables (contract `content/content.ts`). An article is one row per language, tied by
 * `group_key`; `version` is the group's (every save of any language bumps it on all the group's rows), so the home
 * pop-up shows once per version. `content` holds sanitised HTML. The home menu keeps one row per catalogue entry.
 */

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const contentArticles = pgTable(
  'content_articles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    groupKey: text('group_key').notNull(),
    /** The original's c_id: 4, 5, 18, 19, 23, 32, 33, 34. */
    category: integer('category').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    thumbnail: text('thumbnail').notNull().default(''),
    link: text('link').notNull().default(''),
    sorts: integer('sorts').notNull().default(0),
    version: integer('version').notNull().default(1),
    published: boolean('published').notNull().default(true),
    demo: boolean('demo').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_articles_group_lang').on(t.groupKey, t.lang),
    index('content_articles_list').on(t.category, t.published, t.sorts, t.id),
    check('content_articles_category', sql`${t.category} IN (4, 5, 18, 19, 23, 32, 33, 34)`),
    check('content_articles_version', sql`${t.version} >= 1`),
  ],
);
export type ContentArticleRow = typeof contentArticles.$inferSelect;

export const contentPopSeen = pgTable(
  'content_pop_seen',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupKey: text('group_key').notNull(),
    version: integer('version').notNull(),
    seenAt: ts('seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupKey] })],
);

export const contentMenu = pgTable('content_menu', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** HOME_MENU_CATALOGUE key. */
  key: text('key').notNull().unique(),
  sort: integer('sort').notNull(),
  show: boolean('show').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type ContentMenuRow = typeof contentMenu.$inferSelect;
