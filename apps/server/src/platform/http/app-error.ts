import type { FailEnvelope, LangCode, MessageKey, MessageParams } from '@meridian/contract';
import { translate } from '../i18n';

/** How a failure is reported in the envelope (ARCHITECTURE §3). */
export type FailKind = 'error' | '999' | '998';

/**
 * A handled failure: localised by key, reported as HTTP 200 with `type` = kind
 * (or the given transport status, e.g. 413 for an oversize upload).
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly kind: FailKind = 'error',
    readonly params: MessageParams = {},
    readonly field?: string,
    readonly httpStatus = 200,
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const fail = (key: MessageKey, params?: MessageParams, field?: string) =>
  new AppError(key, 'error', params ?? {}, field);
export const sessionInvalid = () => new AppError('please_log_in', '999');
export const identityRequired = () => new AppError('identity_required', '998');

/** The envelope of a handled failure, localised. */
export function failBody(err: AppError, lang: LangCode): FailEnvelope {
  return {
    type: err.kind,
    message: translate(err.key, lang, err.params),
    code: err.key,
    ...(err.field ? { field: err.field } : {}),
  };
}
