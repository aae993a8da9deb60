import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './zh/pages';
import { rulesA } from './zh/rules-a';
import { rulesB } from './zh/rules-b';

const F = figures(NUMBER_STYLES.dot, '、');

/** Simplified Chinese starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
