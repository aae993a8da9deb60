import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { wireId, wireInt, wireIntIn } from '../wire';
import { CONTENT_CATEGORIES, HOME_MENU_SECTIONS } from './content-rules';

/**
 * Content (Content). Articles exist per language, tied by `group_key`; every
 * read answers in the request's `lang` and falls back to the `en` row of the same group. `content` is sanitised
 * HTML (on save and again on read); title and summary are plain text. Categories (`c_id`): 4 announcements,
 * 5 home banners, 18 FAQ, 19 about us, 23 invite-rebate article, 32 home pop-up, 33 contact us, 34 operational
 * compliance. Times ISO 8601.
 */

const both = ['GET', 'POST'] as const;

export const contentCategory = wireIntIn(CONTENT_CATEGORIES);

/** An article in a list: everything but its body. */
export const newsItem = z.object({
  id: z.number().int(),
  c_id: z.number().int(),
  /** Ties the translations of one article (the same in every language). */
  group_key: z.string(),
  /** The language of this row: the reader's, or `en` when the group has no row in it. */
  lang: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Image URLs ('' when none). */
  thumbnail: z.string(),
  cover: z.string(),
  /** Banner/announcement target: an app route (`/pages/copytrade/copy`), an https URL, or ''. */
  link: z.string(),
  sorts: z.number().int(),
  /** Bumped on every save of any language of the group (the pop-up shows once per version). */
  version: z.number().int(),
  create_time: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;

/** A whole article: the list fields and its sanitised HTML body. */
export const newsArticle = newsItem.extend({
  content: z.string(),
  update_time: z.string(),
});
export type NewsArticle = z.infer<typeof newsArticle>;

export const newsListRequest = z.object({
  c_id: contentCategory,
  page: pageSchema,
  limit: limitSchema(10, 50),
});
export type NewsListRequest = z.infer<typeof newsListRequest>;

/** The home pop-up with whether the signed-in reader already saw this version (visitors: false). */
export const indexPop = newsArticle.extend({ seen: z.boolean() });
export type IndexPop = z.infer<typeof indexPop>;

export const indexPopSeenRequest = z.object({
  id: wireId('content_not_found'),
  version: wireInt({ min: 1, max: 2_147_483_647 }),
});
export const indexPopSeenResponse = z.object({
  group_key: z.string(),
  version: z.number().int(),
  seen: z.literal(true),
});

/** A home menu row as the original served it (only rows shown, by `sort` ascending). */
export const menuRow = z.object({
  id: z.number().int(),
  /** The entry's key (HOME_MENU_CATALOGUE), also its title's i18n key under `pages.`. */
  name: z.string(),
  title: z.string(),
  icon: z.string(),
  /** The app route. */
  url: z.string(),
  section: z.enum(HOME_MENU_SECTIONS),
  sort: z.number().int(),
  show: z.boolean(),
  open_type: z.literal('navigateTo'),
  is_financial: z.boolean(),
});
export type MenuRow = z.infer<typeof menuRow>;

const fixed = (path: `/${string}`, what: string) =>
  defineEndpoint({
    method: both,
    path,
    auth: 'none',
    request: z.object({}),
    response: newsArticle.nullable(),
    summary: `The ${what} article in the reader's language (falling back to en); null when there is none.`,
  });

export const contentApi = {
  newsList: defineEndpoint({
    method: both,
    path: '/news/list',
    auth: 'none',
    request: newsListRequest,
    response: paginatedSchema(newsItem),
    summary:
      "Published articles of a category, one per group in the reader's language (else en), by sorts then id, newest first.",
  }),
  newsDetail: defineEndpoint({
    method: both,
    path: '/news/detail',
    auth: 'none',
    request: z.object({ id: wireId('content_not_found') }),
    response: newsArticle,
    summary:
      "A published article; the row of its group in the reader's language when there is one (content_not_found otherwise).",
  }),
  indexPop: defineEndpoint({
    method: both,
    path: '/news/index_pop',
    auth: 'optional',
    request: z.object({}),
    response: indexPop.nullable(),
    summary: 'The latest published home pop-up (category 32) with its version and whether the user saw it.',
  }),
  indexPopSeen: defineEndpoint({
    method: 'POST',
    path: '/news/index_pop/seen',
    auth: 'required',
    request: indexPopSeenRequest,
    response: indexPopSeenResponse,
    summary: 'Records that the user saw this version of the pop-up (idempotent).',
  }),
  faq: fixed('/faq', 'FAQ (category 18)'),
  aboutus: fixed('/aboutus', 'about-us (category 19)'),
  contactus: fixed('/contactus', 'contact-us (category 33)'),
  operationalCompliance: fixed('/operational_compliance', 'operational compliance (category 34)'),
  inviteArticle: fixed('/invite_article', 'invitation and rebate rules (category 23)'),
  menu: defineEndpoint({
    method: both,
    path: '/menu',
    auth: 'none',
    request: z.object({}),
    response: z.array(menuRow),
    summary: 'The home menu entries shown, by sort ascending (order and visibility set in the console).',
  }),
} as const satisfies EndpointGroup;
