import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './fra/pages';
import { rulesA } from './fra/rules-a';
import { rulesB } from './fra/rules-b';

const F = figures(NUMBER_STYLES.french);

/** French starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
