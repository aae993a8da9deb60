import { ApiError } from '../../../api/http';
import { translateMessage } from '../../../i18n';
import type { FieldProblems } from '../../../lib/validate';

/** Text of a field problem (a contract message key, or already a server text). */
export function problemText(problem: string | undefined): string | undefined {
  return problem ? translateMessage(problem) : undefined;
}

/** Puts a server error naming one of `fields` on that field (the helper has toasted it as well). */
export function applyFieldError<K extends string>(
  error: unknown,
  set: (p: FieldProblems<K>) => void,
  fields: readonly K[],
): void {
  if (!(error instanceof ApiError) || !error.field) return;
  const field = fields.find((f) => f === error.field);
  if (field) set({ [field]: error.message || error.code || 'parameter_error' } as FieldProblems<K>);
}
