import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './th/pages';
import { rulesA } from './th/rules-a';
import { rulesB } from './th/rules-b';

const F = figures(NUMBER_STYLES.dot);

/** Thai starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
