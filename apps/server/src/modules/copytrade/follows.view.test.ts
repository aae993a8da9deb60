import { describe, expect, it } from 'vitest';
import { displayName, followNumber, maskAccount } from './follows.view';

describe('a user as others see them', () => {
  it('masks an e-mail to 2 characters and its domain, a phone to its first 3 and last 4 digits', () => {
    expect(maskAccount('abcdef@x.com')).toBe('ab***@x.com');
    expect(maskAccount('a@x.com')).toBe('a***@x.com');
    expect(maskAccount('13812345678')).toBe('138***5678');
    expect(maskAccount('12345')).toBe('1***');
    expect(maskAccount('')).toBe('');
  });

  it('names by nickname, else the masked login, else the id', () => {
    expect(displayName(7, { nickname: 'Kai', login: 'kai@x.com' })).toBe('Kai');
    expect(displayName(7, { nickname: '', login: 'kai@x.com' })).toBe('ka***@x.com');
    expect(displayName(7, undefined)).toBe('#7');
  });
});

describe('the number of a follow', () => {
  it('a multiple at 2 decimals, fixed lots whole', () => {
    expect(followNumber(1, '1.5')).toBe('1.50');
    expect(followNumber(2, '3.000000000000000000')).toBe('3');
  });
});
