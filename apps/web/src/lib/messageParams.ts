import { formatMessageParams, isMessageKey, type MessageParams } from '@meridian/contract';
import i18next from 'i18next';
import { toLangCode } from '@meridian/contract';

/**
 * The parameters of a contract message (`errors.<key>`) with every number printed as the server prints it
 * (the contract's formats: an amount at its asset's display precision, in the current language), for a refusal
 * the web finds itself before sending.
 */
export function messageParams(key: string, params: MessageParams | undefined, lang?: string): MessageParams {
  if (!params) return {};
  return isMessageKey(key) ? formatMessageParams(key, params, toLangCode(lang ?? i18next.language)) : params;
}
