import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markClaimAfterSignUp, takeClaimAfterSignUp } from './claimAfterSignUp';

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});

describe('"Sign up and claim" survives registration and login, once', () => {
  it('a waiting request is taken once', () => {
    expect(takeClaimAfterSignUp()).toBe(false);
    markClaimAfterSignUp(1_000);
    expect(takeClaimAfterSignUp(61_000)).toBe(true);
    expect(takeClaimAfterSignUp(62_000)).toBe(false);
  });

  it('a request older than an hour is forgotten', () => {
    markClaimAfterSignUp(0);
    expect(takeClaimAfterSignUp(60 * 60 * 1000)).toBe(false);
  });
});
