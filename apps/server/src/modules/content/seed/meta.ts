import type { SeedCategory } from './types';

/**
 * What every language shares for each starting article: its key, category (the original's c_id), sort weight
 * (lists show the highest first) and link (banners only: where a tap goes; the other articles link to screens inside their html). The language files supply only title, summary and html, so the keys,
 * categories, sorts and links cannot drift between languages.
 */
export interface ArticleMeta {
  category: SeedCategory;
  sorts: number;
  link?: string;
}

/** Announcements and published rules (c_id 4): fees and the risk warning first. */
export const RULE_KEYS_A = ['fees', 'risk', 'rules-spot', 'rules-futures', 'rules-options'] as const;
export const RULE_KEYS_B = [
  'rules-copy',
  'rules-earn',
  'rules-nft',
  'rules-otc-loans',
  'coupons',
  'game',
] as const;
/** The pages of the settings menu, the invitation rules, the pop-up and the home banners. */
export const PAGE_KEYS = [
  'about',
  'faq',
  'contact',
  'compliance',
  'invite-rules',
  'welcome',
  'banner-copy',
  'banner-earn',
  'banner-invite',
] as const;

export type RuleKeyA = (typeof RULE_KEYS_A)[number];
export type RuleKeyB = (typeof RULE_KEYS_B)[number];
export type PageKey = (typeof PAGE_KEYS)[number];
export type ArticleKey = RuleKeyA | RuleKeyB | PageKey;

export const ARTICLE_META: Record<ArticleKey, ArticleMeta> = {
  fees: { category: 4, sorts: 100 },
  risk: { category: 4, sorts: 95 },
  'rules-spot': { category: 4, sorts: 90 },
  'rules-futures': { category: 4, sorts: 85 },
  'rules-options': { category: 4, sorts: 80 },
  'rules-copy': { category: 4, sorts: 75 },
  'rules-earn': { category: 4, sorts: 70 },
  'rules-nft': { category: 4, sorts: 65 },
  'rules-otc-loans': { category: 4, sorts: 60 },
  coupons: { category: 4, sorts: 55 },
  game: { category: 4, sorts: 50 },
  about: { category: 19, sorts: 10 },
  faq: { category: 18, sorts: 10 },
  contact: { category: 33, sorts: 10 },
  compliance: { category: 34, sorts: 10 },
  'invite-rules': { category: 23, sorts: 10 },
  welcome: { category: 32, sorts: 10 },
  'banner-copy': { category: 5, sorts: 30, link: '/pages/copytrade/copy' },
  'banner-earn': { category: 5, sorts: 20, link: '/pages/financial/index' },
  'banner-invite': { category: 5, sorts: 10, link: '/pages/setting/share' },
};

/** What one language writes for one article. */
export interface ArticleText {
  title: string;
  summary: string;
  html: string;
}
