import type { LangCode } from '../languages';
import type { CoreMessageKey, MessageKey, MessageParams, SecurityMessageKey } from '../errors';
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
import { en as enSecurity } from './security/en';
import { pt as ptSecurity } from './security/pt';
import { th as thSecurity } from './security/th';
import { jp as jpSecurity } from './security/jp';
import { kor as korSecurity } from './security/kor';
import { fra as fraSecurity } from './security/fra';
import { spa as spaSecurity } from './security/spa';
import { tr as trSecurity } from './security/tr';
import { zh as zhSecurity } from './security/zh';

/**
 * One language's messages: its core file and its security center file. A call marked pure, not a spread in
 * place: a bundle that never reads MESSAGES (the web app's first screens) must be able to drop every language.
 */
function joined(
  core: Record<CoreMessageKey, string>,
  security: Record<SecurityMessageKey, string>,
): Record<MessageKey, string> {
  return { ...core, ...security };
}

/** Server message catalogue: every MessageKey in every app language. */
export const MESSAGES: Record<LangCode, Record<MessageKey, string>> = {
  en: /* @__PURE__ */ joined(en, enSecurity),
  pt: /* @__PURE__ */ joined(pt, ptSecurity),
  th: /* @__PURE__ */ joined(th, thSecurity),
  jp: /* @__PURE__ */ joined(jp, jpSecurity),
  kor: /* @__PURE__ */ joined(kor, korSecurity),
  fra: /* @__PURE__ */ joined(fra, fraSecurity),
  spa: /* @__PURE__ */ joined(spa, spaSecurity),
  tr: /* @__PURE__ */ joined(tr, trSecurity),
  zh: /* @__PURE__ */ joined(zh, zhSecurity),
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
