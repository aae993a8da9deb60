import type { LangCode } from '../languages';
import type { MessageKey, MessageParams } from '../errors';
import { formatParams, type PrecisionOf } from '../format-params';
import { en } from './en';
import { fra } from './fra';
import { jp } from './jp';
import { kor } from './kor';
import { MESSAGE_NUMBERS } from './numbers';
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

export { MESSAGE_NUMBERS } from './numbers';

/** A message's parameters with every number printed in `lang` (separators, the asset's precision). */
export function formatMessageParams(
  key: MessageKey,
  params: MessageParams,
  lang: LangCode,
  precisionOf?: PrecisionOf,
): MessageParams {
  return formatParams(params, MESSAGE_NUMBERS[key], lang, precisionOf);
}
