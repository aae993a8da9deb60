import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './spa/pages';
import { rulesA } from './spa/rules-a';
import { rulesB } from './spa/rules-b';

const F = figures(NUMBER_STYLES.comma);

/** Spanish starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
