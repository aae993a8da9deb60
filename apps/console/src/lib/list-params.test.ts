import { describe, expect, it } from 'vitest';
import { clampPage, readAction, readLimit, readPage, readStatus, withParams } from './list-params';

const q = (s: string) => new URLSearchParams(s);

describe('list params', () => {
  it('reads page, limit, status and action with safe defaults', () => {
    expect(readPage(q('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-1', 'page=abc', 'page=1.5']) expect(readPage(q(bad))).toBe(1);
    expect(readLimit(q('limit=20'))).toBe(20);
    expect(readLimit(q('limit=5000'))).toBe(100);
    expect(readLimit(q(''))).toBe(10);
    expect(readStatus(q('status=rejected'))).toBe('rejected');
    expect(readStatus(q('status=bogus'))).toBe('pending');
    expect(readAction(q('action=kyc.approve'))).toBe('kyc.approve');
    expect(readAction(q('action=drop.table'))).toBeUndefined();
  });

  it('withParams sets and removes keys without touching the input', () => {
    const base = q('status=approved&page=4');
    const next = withParams(base, { page: null, limit: 20 });
    expect(next.toString()).toBe('status=approved&limit=20');
    expect(base.toString()).toBe('status=approved&page=4');
  });

  it('clampPage moves back to the last page that still has rows', () => {
    expect(clampPage(3, 10, 21)).toBe(3);
    expect(clampPage(3, 10, 20)).toBe(2);
    expect(clampPage(2, 10, 0)).toBe(1);
    expect(clampPage(0, 10, 50)).toBe(1);
  });
});
