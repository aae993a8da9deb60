import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './jp/pages';
import { rulesA } from './jp/rules-a';
import { rulesB } from './jp/rules-b';

const F = figures(NUMBER_STYLES.dot, '、');

/** Japanese starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
