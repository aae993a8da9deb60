import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/http';
import { translateMessage } from '../i18n';

/** A zod issue message is a contract MessageKey: show its translation. */
export function fieldError(error: { message?: string } | undefined): string | undefined {
  return error?.message ? translateMessage(error.message) : undefined;
}

/**
 * Puts a server error on the form field it names (`field` of the envelope), using `aliases` to map
 * wire names (user_string, re_password…) to form names. Returns true when a field took it.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  aliases: Record<string, Path<T>>,
): boolean {
  if (!(error instanceof ApiError) || !error.field) return false;
  const name = aliases[error.field];
  if (!name) return false;
  setError(name, { type: 'server', message: error.message || error.code || 'parameter_error' });
  return true;
}
