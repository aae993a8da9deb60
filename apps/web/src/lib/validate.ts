import type { ZodType } from 'zod';

/** Field → contract message key of its first problem (zod issues carry MessageKeys as their message). */
export type FieldProblems<K extends string> = Partial<Record<K, string>>;

export function fieldProblems<K extends string, T>(
  schema: ZodType<T>,
  values: Record<K, unknown>,
): { ok: true; data: T } | { ok: false; problems: FieldProblems<K> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const problems: FieldProblems<K> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    if (field && problems[field] === undefined) problems[field] = issue.message;
  }
  return { ok: false, problems };
}
