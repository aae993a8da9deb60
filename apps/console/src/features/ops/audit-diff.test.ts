import { describe, expect, it } from 'vitest';
import { auditChanges, inlineValue, prettyJson, stableStringify } from './audit-diff';

describe('auditChanges', () => {
  it('lists only the fields whose value changed, in first-seen order', () => {
    const before = { status: 'pending', reason: '', reviewed_at: null, level: 2 };
    const after = {
      status: 'rejected',
      reason: 'Blurry photo',
      reviewed_at: '2026-01-02T03:04:05Z',
      level: 2,
    };
    expect(auditChanges(before, after)).toEqual([
      { field: 'status', before: 'pending', after: 'rejected' },
      { field: 'reason', before: '', after: 'Blurry photo' },
      { field: 'reviewed_at', before: null, after: '2026-01-02T03:04:05Z' },
    ]);
  });

  it('treats a missing side as all fields added or removed', () => {
    expect(auditChanges(null, { address: 'T123', network: 'TRC20' })).toEqual([
      { field: 'address', before: undefined, after: 'T123' },
      { field: 'network', before: undefined, after: 'TRC20' },
    ]);
    expect(auditChanges({ a: 1 }, null)).toEqual([{ field: 'a', before: 1, after: undefined }]);
  });

  it('compares nested values by content, not key order', () => {
    expect(auditChanges({ meta: { a: 1, b: 2 } }, { meta: { b: 2, a: 1 } })).toEqual([]);
    expect(auditChanges({ meta: { a: 1 } }, { meta: { a: 2 } })).toHaveLength(1);
  });

  it('compares non-object values whole', () => {
    expect(auditChanges(null, null)).toEqual([]);
    expect(auditChanges('a', 'b')).toEqual([{ field: '', before: 'a', after: 'b' }]);
    expect(auditChanges([1], [1])).toEqual([]);
  });
});

describe('formatting', () => {
  it('pretty-prints with two spaces and shows a dash for nothing', () => {
    expect(prettyJson({ a: 1, b: [true] })).toBe('{\n  "a": 1,\n  "b": [\n    true\n  ]\n}');
    expect(prettyJson(null)).toBe('—');
    expect(prettyJson(undefined)).toBe('—');
  });

  it('re-indents JSON stored as a string, leaves other text alone', () => {
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('plain')).toBe('plain');
  });

  it('inline values are JSON, cut at 120 characters', () => {
    expect(inlineValue('x')).toBe('"x"');
    expect(inlineValue(undefined)).toBe('—');
    expect(inlineValue('a'.repeat(300))).toHaveLength(118);
  });

  it('stableStringify sorts keys at every depth', () => {
    expect(stableStringify({ b: 1, a: { d: 1, c: 2 } })).toBe('{"a":{"c":2,"d":1},"b":1}');
  });
});
