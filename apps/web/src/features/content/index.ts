/** What other features may use of content: light hooks, helpers and components — never its pages. */
export { ArticleBody } from './components/ArticleBody';
export { ArticleView } from './components/ArticleView';
export { usePublicSetting } from './data/entries';
export {
  useBanners,
  useFixedArticle,
  useHomeMenu,
  useIndexPop,
  useLatestAnnouncements,
  useMarkPopSeen,
} from './data/hooks';
export { ANNOUNCEMENTS_PATH, articlePath, itemTarget } from './data/links';
export { markSeenInStorage, popSeenKey, seenInStorage, shouldShowPop } from './data/popup';
export { useSiteConfig } from './data/siteConfig';
export { useOpenTarget } from './data/useOpenTarget';
