import type { LangCode } from '../../languages';
import type { StatementLabel } from './kinds';
import { en } from './texts/en';
import { pt } from './texts/pt';
import { th } from './texts/th';
import { jp } from './texts/jp';
import { kor } from './texts/kor';
import { fra } from './texts/fra';
import { spa } from './texts/spa';
import { tr } from './texts/tr';
import { zh } from './texts/zh';

/** Statement line labels in every app language (bills, account logs), one file per language under texts/. */
export const STATEMENT_TEXTS: Record<LangCode, Record<StatementLabel, string>> = {
  en,
  pt,
  th,
  jp,
  kor,
  fra,
  spa,
  tr,
  zh,
};
