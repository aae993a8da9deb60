import type { LangCode } from '@meridian/contract';
import { ARTICLES as en } from './en';
import { ARTICLES as fra } from './fra';
import { ARTICLES as jp } from './jp';
import { ARTICLES as kor } from './kor';
import { ARTICLES as pt } from './pt';
import { ARTICLES as spa } from './spa';
import { ARTICLES as th } from './th';
import { ARTICLES as tr } from './tr';
import { ARTICLES as zh } from './zh';
import type { SeedArticle } from './types';

/**
 * The starting content per app language. A language missing here falls back to en when read; the
 * seed inserts every listed article that has no row yet (an operator's edit is never overwritten).
 */
export const SEED_ARTICLES: Partial<Record<LangCode, readonly SeedArticle[]>> = {
  en,
  zh,
  jp,
  kor,
  fra,
  spa,
  pt,
  tr,
  th,
};
