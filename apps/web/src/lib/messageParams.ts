import { MESSAGE_NUMBERS, formatMessageParams, toLangCode } from '@meridian/contract';
import type { MessageKey, MessageParams } from '@meridian/contract';
import i18next from 'i18next';

/** A message whose parameters have number formats (the list of every key stays off the first route). */
function hasNumbers(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGE_NUMBERS, key);
}

/**
 * The parameters of a contract message (`errors.<key>`) with every number printed as the server prints it
 * (the contract's formats: an amount at its asset's display precision, in the current language), for a refusal
 * the web finds itself before sending.
 */
export function messageParams(key: string, params: MessageParams | undefined, lang?: string): MessageParams {
  if (!params) return {};
  return hasNumbers(key)
    ? formatMessageParams(key, params, toLangCode(lang ?? i18next.language))
    : { ...params };
}
