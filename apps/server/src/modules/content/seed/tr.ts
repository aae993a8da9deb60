import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './tr/pages';
import { rulesA } from './tr/rules-a';
import { rulesB } from './tr/rules-b';

const F = figures(NUMBER_STYLES.comma);

/** Turkish starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
