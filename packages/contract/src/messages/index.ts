import type { LangCode } from '../languages';
import type {
  CoreMessageKey,
  FuturesToolsMessageKey,
  MessageKey,
  MessageParams,
  SecurityMessageKey,
  SpotStopsMessageKey,
  AlertMessageKey,
} from '../errors';
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
import { en as enFutures } from './futures/en';
import { pt as ptFutures } from './futures/pt';
import { th as thFutures } from './futures/th';
import { jp as jpFutures } from './futures/jp';
import { kor as korFutures } from './futures/kor';
import { fra as fraFutures } from './futures/fra';
import { spa as spaFutures } from './futures/spa';
import { tr as trFutures } from './futures/tr';
import { zh as zhFutures } from './futures/zh';
import { en as enSpot } from './spot/en';
import { pt as ptSpot } from './spot/pt';
import { th as thSpot } from './spot/th';
import { jp as jpSpot } from './spot/jp';
import { kor as korSpot } from './spot/kor';
import { fra as fraSpot } from './spot/fra';
import { spa as spaSpot } from './spot/spa';
import { tr as trSpot } from './spot/tr';
import { zh as zhSpot } from './spot/zh';
import { en as enAlerts } from './alerts/en';
import { pt as ptAlerts } from './alerts/pt';
import { th as thAlerts } from './alerts/th';
import { jp as jpAlerts } from './alerts/jp';
import { kor as korAlerts } from './alerts/kor';
import { fra as fraAlerts } from './alerts/fra';
import { spa as spaAlerts } from './alerts/spa';
import { tr as trAlerts } from './alerts/tr';
import { zh as zhAlerts } from './alerts/zh';

/**
 * One language's messages: its core file, its security center file, its futures tools file, its spot stops file
 * and its price alerts file. A call marked pure, not a spread in
 * place: a bundle that never reads MESSAGES (the web app's first screens) must be able to drop every language.
 */
function joined(
  core: Record<CoreMessageKey, string>,
  security: Record<SecurityMessageKey, string>,
  futures: Record<FuturesToolsMessageKey, string>,
  spot: Record<SpotStopsMessageKey, string>,
  alerts: Record<AlertMessageKey, string>,
): Record<MessageKey, string> {
  return { ...core, ...security, ...futures, ...spot, ...alerts };
}

/** Server message catalogue: every MessageKey in every app language. */
export const MESSAGES: Record<LangCode, Record<MessageKey, string>> = {
  en: /* @__PURE__ */ joined(en, enSecurity, enFutures, enSpot, enAlerts),
  pt: /* @__PURE__ */ joined(pt, ptSecurity, ptFutures, ptSpot, ptAlerts),
  th: /* @__PURE__ */ joined(th, thSecurity, thFutures, thSpot, thAlerts),
  jp: /* @__PURE__ */ joined(jp, jpSecurity, jpFutures, jpSpot, jpAlerts),
  kor: /* @__PURE__ */ joined(kor, korSecurity, korFutures, korSpot, korAlerts),
  fra: /* @__PURE__ */ joined(fra, fraSecurity, fraFutures, fraSpot, fraAlerts),
  spa: /* @__PURE__ */ joined(spa, spaSecurity, spaFutures, spaSpot, spaAlerts),
  tr: /* @__PURE__ */ joined(tr, trSecurity, trFutures, trSpot, trAlerts),
  zh: /* @__PURE__ */ joined(zh, zhSecurity, zhFutures, zhSpot, zhAlerts),
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
