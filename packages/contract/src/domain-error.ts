import type { MessageKey, MessageParams } from './errors';

/**
 * A refusal by a pure rule (not enough margin, a price off the tick, a lot count out of range): a message key of
 * the shared catalogue, its parameters and, when one input caused it, that field. Rules in this package and in
 * the server's modules throw it without knowing about HTTP; the server's route layer turns it into the `error`
 * envelope in the reader's language.
 */
export class DomainError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly field?: string,
  ) {
    super(key);
    this.name = 'DomainError';
  }
}

/** `throw refuse('lever_lots_range', { min, max }, 'share')`. */
export const refuse = (key: MessageKey, params?: MessageParams, field?: string): DomainError =>
  new DomainError(key, params ?? {}, field);
