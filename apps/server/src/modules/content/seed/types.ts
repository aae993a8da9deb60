/**
 * The format of the starting content: one file per app language, `seed/<lang>.ts`, exporting
 * `ARTICLES: SeedArticle[]`. The same `key` in every language ties the translations of one article (it becomes
 * the article's group_key). `html` is sanitised on save like anything the console writes.
 * Categories (the original's c_id): 4 announcements, 5 home banners, 18 FAQ, 19 about us, 23 invite-rebate
 * article, 32 home pop-up, 33 contact us, 34 operational compliance.
 */
export type SeedCategory = 4 | 5 | 18 | 19 | 23 | 32 | 33 | 34;

export interface SeedArticle {
  /** The group key, identical across languages (e.g. `faq`, `about`, `rules-futures`). */
  key: string;
  category: SeedCategory;
  /** Higher first in lists. */
  sorts: number;
  /** Plain text. */
  title: string;
  /** Plain text. */
  summary: string;
  /** Rich text (p, h2–h4, lists, links, tables…); sanitised on save. */
  html: string;
  /** Banner/announcement target: an app route like `/pages/copytrade/copy`, or omitted. */
  link?: string;
  /** Demo-ish item (skipped when DEMO_CONTENT=off); omitted = real platform text. */
  demo?: boolean;
}
