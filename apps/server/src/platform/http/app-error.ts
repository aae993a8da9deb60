import {
  DomainError,
  type FailEnvelope,
  type LangCode,
  type MessageKey,
  type MessageParams,
  type PrecisionOf,
} from '@meridian/contract';
import { translate } from '../i18n';

/** How a failure is reported in the envelope. */
export type FailKind = 'error' | '999' | '998';

/**
 * A handled failure: localised by key, reported as HTTP 200 with `type` = kind
 * (or the given transport status, e.g. 413 for an oversize upload). Pure rules throw the contract's
 * DomainError (kind `error`, HTTP 200) instead; both reach the client the same way.
 */
export class AppError extends DomainError {
  constructor(
    key: MessageKey,
    readonly kind: FailKind = 'error',
    params: MessageParams = {},
    field?: string,
    readonly httpStatus = 200,
  ) {
    super(key, params, field);
    this.name = 'AppError';
  }
}

const kindOf = (err: DomainError): FailKind => (err instanceof AppError ? err.kind : 'error');
export const httpStatusOf = (err: DomainError): number => (err instanceof AppError ? err.httpStatus : 200);

export const fail = (key: MessageKey, params?: MessageParams, field?: string) =>
  new AppError(key, 'error', params ?? {}, field);
export const sessionInvalid = () => new AppError('please_log_in', '999');
export const identityRequired = () => new AppError('identity_required', '998');

/** The envelope of a handled failure, localised, its amounts at their asset's precision. */
export function failBody(err: DomainError, lang: LangCode, precisionOf?: PrecisionOf): FailEnvelope {
  return {
    type: kindOf(err),
    message: translate(err.key, lang, err.params, precisionOf),
    code: err.key,
    ...(err.field ? { field: err.field } : {}),
  };
}
