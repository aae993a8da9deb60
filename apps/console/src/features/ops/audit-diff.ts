/**
 * Audit rows carry the target's state before and after an action (either may be null). These helpers turn
 * them into the expanded-row view: pretty JSON per side and the list of fields whose value changed.
 */

export interface FieldChange {
  /** Top-level field name; '' when the values themselves are not objects. */
  field: string;
  before: unknown;
  after: unknown;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted, so equal values compare equal whatever their key order. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value, (_key, v: unknown) => {
    if (!isPlainObject(v)) return v;
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, v[k]]),
    );
  });
}

/** Pretty-printed JSON of one side (2-space indent); '—' for null or missing. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? '—';
}

/** One-line form of a changed value for the changes list. */
export function inlineValue(value: unknown): string {
  if (value === undefined) return '—';
  const text = JSON.stringify(value) ?? '—';
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

/**
 * The fields that differ between before and after, in first-seen order (before's keys, then after's new
 * ones). Non-object sides compare as a whole value under field ''.
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const left = isPlainObject(before) ? before : null;
  const right = isPlainObject(after) ? after : null;
  if (left === null && right === null) {
    return stableStringify(before) === stableStringify(after) ? [] : [{ field: '', before, after }];
  }
  const a = left ?? {};
  const b = right ?? {};
  const fields = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return fields
    .filter((field) => stableStringify(a[field]) !== stableStringify(b[field]))
    .map((field) => ({ field, before: a[field], after: b[field] }));
}
