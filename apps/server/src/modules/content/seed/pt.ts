import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './pt/pages';
import { rulesA } from './pt/rules-a';
import { rulesB } from './pt/rules-b';

const F = figures(NUMBER_STYLES.comma);

/** Portuguese (Brazil) starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
