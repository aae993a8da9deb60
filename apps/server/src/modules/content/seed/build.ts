import { ARTICLE_META, type ArticleKey, type ArticleText } from './meta';
import type { SeedArticle } from './types';

/** One language's texts for every article: the compiler refuses a language that misses one. */
export type LanguageTexts = Record<ArticleKey, ArticleText>;

/** A language's seed articles: its texts joined to the shared keys, categories, sorts and links. */
export function buildArticles(texts: LanguageTexts): SeedArticle[] {
  return (Object.keys(ARTICLE_META) as ArticleKey[]).map((key) => {
    const meta = ARTICLE_META[key];
    const text = texts[key];
    return {
      key,
      category: meta.category,
      sorts: meta.sorts,
      title: text.title,
      summary: text.summary,
      html: text.html.trim(),
      ...(meta.link ? { link: meta.link } : {}),
    };
  });
}
