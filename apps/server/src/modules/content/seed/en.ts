import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './en/pages';
import { rulesA } from './en/rules-a';
import { rulesB } from './en/rules-b';

const F = figures(NUMBER_STYLES.dot);

/** English starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
