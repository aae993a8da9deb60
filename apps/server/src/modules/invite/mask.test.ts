import { describe, expect, it } from 'vitest';
import { maskAccount } from './mask';

describe('maskAccount', () => {
  it('e-mails keep two characters of the name and the domain', () => {
    expect(maskAccount('abcdef@example.com')).toBe('ab***@example.com');
    expect(maskAccount('abc@example.com')).toBe('ab***@example.com');
  });

  it('short e-mail names keep one character, never the whole name', () => {
    expect(maskAccount('ab@example.com')).toBe('a***@example.com');
    expect(maskAccount('a@example.com')).toBe('a***@example.com');
    expect(maskAccount('@example.com')).toBe('***@example.com');
  });

  it('phone numbers keep the first three and last four digits', () => {
    expect(maskAccount('13812345678')).toBe('138****5678');
    expect(maskAccount('+4915112345678')).toBe('+49****5678');
    expect(maskAccount('1234567890')).toBe('123****7890');
  });

  it('short numbers keep less, and an empty account shows stars only', () => {
    expect(maskAccount('12345678')).toBe('12****78');
    expect(maskAccount('123456')).toBe('12****56');
    expect(maskAccount('12345')).toBe('****');
    expect(maskAccount('')).toBe('***');
  });
});
