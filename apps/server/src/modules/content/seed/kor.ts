import { buildArticles } from './build';
import { figures, NUMBER_STYLES } from './figures';
import type { SeedArticle } from './types';
import { pages } from './kor/pages';
import { rulesA } from './kor/rules-a';
import { rulesB } from './kor/rules-b';

const F = figures(NUMBER_STYLES.dot);

/** Korean starting content. */
export const ARTICLES: SeedArticle[] = buildArticles({ ...rulesA(F), ...rulesB(F), ...pages(F) });
