import { describe, expect, it } from 'vitest';
import { maskContact } from './mask';

describe('maskContact', () => {
  it('masks the middle of a phone number', () => {
    expect(maskContact('13812345678')).toBe('138****5678');
    expect(maskContact('12345')).toBe('12345');
  });
  it('masks the name of an e-mail', () => {
    expect(maskContact('alice@example.com')).toBe('al***@example.com');
    expect(maskContact('a@b.co')).toBe('a***@b.co');
  });
});
