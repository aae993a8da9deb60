import { describe, expect, it } from 'vitest';
import { reviewedSignIn } from './signIn';

describe('the sign-in a notice asks to review', () => {
  it('is the session id of the link', () => {
    expect(reviewedSignIn('42')).toBe(42);
  });

  it('is nothing without a plain positive id', () => {
    for (const raw of [null, '', '0', '-3', '4.5', '1e3', '0x10', ' 7', 'abc', '12345678901234567'])
      expect(reviewedSignIn(raw), String(raw)).toBeNull();
  });
});
