import type { LangCode } from '../languages';
import type { MessageKey } from '../errors';
import { en } from './en';
import { fra } from './fra';
import { jp } from './jp';
import { kor } from './kor';
import { pt } from './pt';
import { spa } from './spa';
import { th } from './th';
import { tr } from './tr';
import { zh } from './zh';

/** Server message catalogue: every MessageKey in every app language. */
export const MESSAGES: Record<LangCode, Record<MessageKey, string>> = {
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
