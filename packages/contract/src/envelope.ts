/** Envelope `type` values. HTTP status is 200 for every handled outcome. */
export const ENVELOPE_TYPE = {
  ok: 'ok',
  error: 'error',
  sessionInvalid: '999',
  identityRequired: '998',
} as const;
export type EnvelopeType = (typeof ENVELOPE_TYPE)[keyof typeof ENVELOPE_TYPE];

export interface OkEnvelope<T> {
  type: 'ok';
  message: T;
}
export interface FailEnvelope {
  type: 'error' | '999' | '998';
  message: string;
  /** Machine-readable key of the message (see errors.ts); the text itself is localised. */
  code?: string;
  /** Field the error refers to, when the error comes from validating one field. */
  field?: string;
}
export type Envelope<T> = OkEnvelope<T> | FailEnvelope;

/** The client's success rule: accepted if type is ok or code is 1. */
export function isAccepted(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const rec = body as Record<string, unknown>;
  return rec.type === 'ok' || rec.code === 1;
}
