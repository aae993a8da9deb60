import { z } from 'zod';
import { defineEndpoint, type EndpointGroup } from '../endpoint';
import { LANG_CODES } from '../languages';
import { limitSchema, pageSchema, paginatedSchema } from '../pagination';
import { UPLOAD_REFERENCE, wireBoolean, wireInt, wireText, wireUrl } from '../wire';
import { contentCategory, newsArticle } from './content';
import {
  CONTENT_GROUP_KEY,
  CONTENT_LIMITS,
  HOME_MENU_SECTIONS,
  HTTPS_ORIGIN,
  webviewOrigins,
} from './content-rules';

/**
 * The console's content calls: articles per language (one language per save; a save bumps the
 * group's version), the home menu (order and visibility per entry), the public site settings, image uploads.
 * Every change is audited (OPS_ACTIONS content.*). The server sanitises every article body it stores and serves.
 */

const read = ['GET', 'POST'] as const;

export const contentLang = z.enum(LANG_CODES, { message: 'parameter_error' });
export const contentGroupKey = wireText({ max: CONTENT_LIMITS.groupKey }).pipe(
  z.string().regex(CONTENT_GROUP_KEY, { message: 'parameter_error' }),
);

/** '' or an image URL: http(s), or this server's `/uploads/…`. */
export const contentImageUrl = wireUrl({ max: CONTENT_LIMITS.url, relative: UPLOAD_REFERENCE });
/** '' or a link target: an app route (`/pages/…`, `#/…`) or an http(s) URL. */
export const contentLink = wireUrl({ max: CONTENT_LIMITS.url, relative: /^#?\/(?!\/)\S*$/ });

/** One language row of an article as the console sees it. */
export const opsArticle = newsArticle.extend({
  published: z.boolean(),
  demo: z.boolean(),
});
export type OpsArticle = z.infer<typeof opsArticle>;

/** A row in the console's list, with the languages its group has. */
export const opsArticleListItem = opsArticle.omit({ content: true }).extend({
  group_langs: z.array(z.string()),
});
export type OpsArticleListItem = z.infer<typeof opsArticleListItem>;

export const opsArticlesRequest = z.object({
  category: contentCategory.optional(),
  /** The row's language (`lang` itself is the request's language on every call, so not a field name). */
  language: contentLang.optional(),
  group_key: contentGroupKey.optional(),
  page: pageSchema,
  limit: limitSchema(20, 100),
});
export type OpsArticlesRequest = z.infer<typeof opsArticlesRequest>;

/** One article with every language's row (oldest language first: en, then the others as created). */
export const opsArticleGroup = z.object({
  group_key: z.string(),
  category: z.number().int(),
  version: z.number().int(),
  rows: z.array(opsArticle),
});
export type OpsArticleGroup = z.infer<typeof opsArticleGroup>;

export const opsArticleSaveRequest = z.object({
  /** The group to save into; omitted → a new group (`a-<random>`). */
  group_key: contentGroupKey.optional(),
  /** Must equal the group's category when the group exists (content_category_mismatch). */
  category: contentCategory,
  /** The language of the row saved (`lang` is the request's own language on every call). */
  language: contentLang,
  title: wireText({ max: CONTENT_LIMITS.title }).pipe(
    z.string().min(1, { message: 'content_title_required' }),
  ),
  summary: wireText({ max: CONTENT_LIMITS.summary, multiline: true }).default(''),
  /** Rich text (HTML from the editor); sanitised before it is stored. */
  content: wireText({ max: CONTENT_LIMITS.content, multiline: true }).default(''),
  cover: contentImageUrl.default(''),
  thumbnail: contentImageUrl.default(''),
  link: contentLink.default(''),
  sorts: wireInt({ min: -1_000_000, max: 1_000_000 }).default(0),
  published: wireBoolean().default(true),
});
export type OpsArticleSaveRequest = z.input<typeof opsArticleSaveRequest>;
export type OpsArticleSaveInput = z.output<typeof opsArticleSaveRequest>;

export const opsArticleDeleteRequest = z.object({
  group_key: contentGroupKey,
  /** One language's row; omitted → the whole group. */
  language: contentLang.optional(),
});
export const opsArticleDeleteResponse = z.object({ deleted: z.number().int() });

/** A home menu entry with its catalogue data and the operator's order and visibility. */
export const opsMenuItem = z.object({
  key: z.string(),
  section: z.enum(HOME_MENU_SECTIONS),
  icon: z.string(),
  path: z.string(),
  is_financial: z.boolean(),
  sort: z.number().int(),
  show: z.boolean(),
});
export type OpsMenuItem = z.infer<typeof opsMenuItem>;
export const opsMenu = z.object({ items: z.array(opsMenuItem) });
export type OpsMenu = z.infer<typeof opsMenu>;

export const opsMenuSaveRequest = z.object({
  /** Entries to change (keys of HOME_MENU_CATALOGUE; each at most once); the others keep theirs. */
  items: z
    .array(
      z.object({
        key: wireText({ max: 40, key: 'content_menu_invalid' }),
        sort: wireInt({ min: 0, max: 10_000, key: 'content_menu_invalid' }),
        show: wireBoolean('content_menu_invalid'),
      }),
    )
    .min(1, { message: 'content_menu_invalid' })
    .max(100, { message: 'content_menu_invalid' }),
});
export type OpsMenuSaveRequest = z.input<typeof opsMenuSaveRequest>;

const siteUrl = wireUrl({ max: CONTENT_LIMITS.url, key: 'content_settings_invalid' });

/** The public site settings (every key readable by anyone through GET /getSetting). */
export const opsSiteSettings = z.object({
  site_name: z.string(),
  support_url: z.string(),
  apk_download_url: z.string(),
  game_url: z.string(),
  /** https origins approved for the webView page, one per line. */
  webview_allowlist: z.string(),
});
export type OpsSiteSettings = z.infer<typeof opsSiteSettings>;

export const opsSiteSettingsSaveRequest = z.object({
  site_name: wireText({ max: 60, key: 'content_settings_invalid' }).pipe(
    z.string().min(1, { message: 'content_settings_invalid' }),
  ),
  support_url: siteUrl.default(''),
  apk_download_url: siteUrl.default(''),
  game_url: siteUrl.default(''),
  webview_allowlist: wireText({ max: 4000, key: 'content_settings_invalid', multiline: true })
    .refine((v) => webviewOrigins(v).every((o) => HTTPS_ORIGIN.test(o)), {
      message: 'content_settings_invalid',
    })
    .default(''),
});
export type OpsSiteSettingsSaveRequest = z.input<typeof opsSiteSettingsSaveRequest>;

/** The reply of an image upload: its URL (what cover, thumbnail and an <img> in the body take). */
export const opsContentUploadResponse = z.object({ url: z.string() });

export const opsContentApi = {
  articles: defineEndpoint({
    method: read,
    path: '/ops/content/articles',
    auth: 'operator',
    request: opsArticlesRequest,
    response: paginatedSchema(opsArticleListItem),
    summary: 'Article rows (every language), newest first; filter by category, language, group.',
  }),
  article: defineEndpoint({
    method: read,
    path: '/ops/content/article',
    auth: 'operator',
    request: z.object({ group_key: contentGroupKey }),
    response: opsArticleGroup,
    summary: "One article: every language's row.",
  }),
  articleSave: defineEndpoint({
    method: 'POST',
    path: '/ops/content/article/save',
    auth: 'operator',
    request: opsArticleSaveRequest,
    response: opsArticleGroup,
    summary:
      "Saves one language of an article (new group without group_key); bumps the group's version (audited).",
  }),
  articleDelete: defineEndpoint({
    method: 'POST',
    path: '/ops/content/article/delete',
    auth: 'operator',
    request: opsArticleDeleteRequest,
    response: opsArticleDeleteResponse,
    summary: "Deletes one language's row or the whole group (audited).",
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/ops/content/upload',
    auth: 'operator',
    request: z.object({}),
    response: opsContentUploadResponse,
    multipart: true,
    summary: 'Stores an image (PNG, JPEG, GIF, WebP; checked by content) for an article.',
  }),
  menu: defineEndpoint({
    method: read,
    path: '/ops/content/menu',
    auth: 'operator',
    request: z.object({}),
    response: opsMenu,
    summary: 'Every home menu entry with its order and visibility.',
  }),
  menuSave: defineEndpoint({
    method: 'POST',
    path: '/ops/content/menu/save',
    auth: 'operator',
    request: opsMenuSaveRequest,
    response: opsMenu,
    summary: 'Sets the order and visibility of home menu entries (audited).',
  }),
  settings: defineEndpoint({
    method: read,
    path: '/ops/content/settings',
    auth: 'operator',
    request: z.object({}),
    response: opsSiteSettings,
    summary: 'The public site settings: name, support, APK and game links, the webView allowlist.',
  }),
  settingsSave: defineEndpoint({
    method: 'POST',
    path: '/ops/content/settings/save',
    auth: 'operator',
    request: opsSiteSettingsSaveRequest,
    response: opsSiteSettings,
    summary: 'Saves the public site settings (http(s) links, https origins in the allowlist; audited).',
  }),
} as const satisfies EndpointGroup;
