import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStorage, getStorage, setStorage } from './storage';
import type { KeyValueStorage } from './storage';
import { VISITOR_KEY, clearVisitor, saveVisitor, storedVisitorToken, visitorToken } from './supportVisitor';

describe('support visitor token', () => {
  let before: KeyValueStorage;
  beforeEach(() => {
    before = getStorage();
    setStorage(new MemoryStorage());
  });
  afterEach(() => setStorage(before));

  const NOW = Date.parse('2026-11-28T02:00:00Z');

  it('is the stored token until a minute before it expires; the claim at login still gets it after', () => {
    saveVisitor({ token: 'tok_abcdefghijklmnopqrstu', expires_at: '2026-11-28T03:00:00Z' });
    expect(visitorToken(NOW)).toBe('tok_abcdefghijklmnopqrstu');
    expect(visitorToken(Date.parse('2026-11-28T02:59:30Z'))).toBe('');
    expect(storedVisitorToken()).toBe('tok_abcdefghijklmnopqrstu');
  });

  it('is empty when none, when cleared (after a claim) and when the stored value is not a token', () => {
    expect(visitorToken(NOW)).toBe('');
    saveVisitor({ token: 'tok_abcdefghijklmnopqrstu', expires_at: '2026-11-28T03:00:00Z' });
    clearVisitor();
    expect(storedVisitorToken()).toBe('');
    getStorage().setItem(VISITOR_KEY, '{"token":42}');
    expect(visitorToken(NOW)).toBe('');
    getStorage().setItem(VISITOR_KEY, 'not json');
    expect(storedVisitorToken()).toBe('');
  });
});
