import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  codeSchema,
  digitCodePattern,
  emailSchema,
  hasSpecialChars,
  ID_CARD_PATTERN,
  MAINLAND_MOBILE_PATTERN,
  mobileSchema,
  nicknameSchema,
  passwordSchema,
  positiveAmountSchema,
  signatureSchema,
  stripSpecialChars,
  trimText,
  wholeQuantitySchema,
  withPasswordConfirmation,
  ALPHANUMERIC_PATTERN,
} from './validation';
import { registerRequest, forgetRequest } from './account/account';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('spec §5 validation', () => {
  it('password: at least 6 characters', () => {
    expect(firstMessage(passwordSchema.safeParse(''))).toBe('enter_password');
    expect(firstMessage(passwordSchema.safeParse('12345'))).toBe('password_too_short');
    expect(passwordSchema.safeParse('123456').success).toBe(true);
    expect(firstMessage(passwordSchema.safeParse('x'.repeat(65)))).toBe('password_too_long');
  });

  it('confirm password must match: "the two passwords are inconsistent"', () => {
    const schema = z.object({ a: z.string(), b: z.string() }).superRefine(withPasswordConfirmation('a', 'b'));
    const r = schema.safeParse({ a: 'secret1', b: 'secret2' });
    expect(r.error?.issues[0]).toMatchObject({ message: 'passwords_inconsistent', path: ['b'] });
    expect(schema.safeParse({ a: 'secret1', b: 'secret1' }).success).toBe(true);
    const reg = registerRequest.safeParse({
      user_string: 'a@b.co',
      code: '123456',
      password: 'secret1',
      re_password: 'secret2',
    });
    expect(firstMessage(reg)).toBe('passwords_inconsistent');
    const forget = forgetRequest.safeParse({
      account: 'a@b.co',
      code: '123456',
      password: 'secret1',
      repassword: 'secret2',
    });
    expect(firstMessage(forget)).toBe('passwords_inconsistent');
  });

  it('verification code is exactly six digits', () => {
    expect(codeSchema.safeParse('123456').success).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', ''])
      expect(codeSchema.safeParse(bad).success).toBe(false);
    expect(digitCodePattern(4).test('1234')).toBe(true);
    expect(digitCodePattern(4).test('123456')).toBe(false);
  });

  it('mobile number has 10-11 digits', () => {
    expect(mobileSchema.safeParse('123456789').success).toBe(false);
    expect(mobileSchema.safeParse('1234567890').success).toBe(true);
    expect(mobileSchema.safeParse('13800138000').success).toBe(true);
    expect(mobileSchema.safeParse('123456789012').success).toBe(false);
    expect(mobileSchema.safeParse('138-0013-800').success).toBe(false);
    expect(MAINLAND_MOBILE_PATTERN.test('13800138000')).toBe(true);
    expect(MAINLAND_MOBILE_PATTERN.test('12800138000')).toBe(false);
  });

  it('nickname 2-10 characters of letters, Chinese or digits', () => {
    expect(nicknameSchema.safeParse('a').success).toBe(false);
    expect(nicknameSchema.safeParse('ab').success).toBe(true);
    expect(nicknameSchema.safeParse('交易员007').success).toBe(true);
    expect(nicknameSchema.safeParse('abcdefghij').success).toBe(true);
    expect(firstMessage(nicknameSchema.safeParse('abcdefghijk'))).toBe('nickname_length');
    expect(firstMessage(nicknameSchema.safeParse('ab cd'))).toBe('nickname_chars');
    expect(firstMessage(nicknameSchema.safeParse('ab$cd'))).toBe('nickname_chars');
  });

  it('signature 2-30 characters without special characters', () => {
    expect(signatureSchema.safeParse('x').success).toBe(false);
    expect(signatureSchema.safeParse('Long only, never leveraged'.replace(',', '')).success).toBe(true);
    expect(signatureSchema.safeParse('y'.repeat(30)).success).toBe(true);
    expect(firstMessage(signatureSchema.safeParse('y'.repeat(31)))).toBe('signature_length');
    expect(firstMessage(signatureSchema.safeParse('buy <now>'))).toBe('special_chars');
  });

  it('special characters are detected and stripped; alphanumeric-only check', () => {
    expect(hasSpecialChars('hello')).toBe(false);
    expect(hasSpecialChars('he@llo')).toBe(true);
    expect(hasSpecialChars('你好！')).toBe(true);
    expect(stripSpecialChars('a!b@c#d$e%f')).toBe('abcdef');
    expect(ALPHANUMERIC_PATTERN.test('abc123')).toBe(true);
    expect(ALPHANUMERIC_PATTERN.test('abc 123')).toBe(false);
  });

  it('trim helper modes: both, left, right, all', () => {
    expect(trimText('  a b  ')).toBe('a b');
    expect(trimText('  a b  ', 'left')).toBe('a b  ');
    expect(trimText('  a b  ', 'right')).toBe('  a b');
    expect(trimText('  a b  ', 'all')).toBe('ab');
  });

  it('generic patterns: email, ID card', () => {
    expect(emailSchema.parse('  Trader@Example.COM ')).toBe('trader@example.com');
    expect(emailSchema.safeParse('trader@example').success).toBe(false);
    expect(ID_CARD_PATTERN.test('11010519491231002X')).toBe(true);
    expect(ID_CARD_PATTERN.test('1101051949123100')).toBe(false);
  });

  it('amount, price and quantity must be correct and positive', () => {
    for (const ok of ['1', '0.5', '1234.5600', '10'])
      expect(positiveAmountSchema.safeParse(ok).success).toBe(true);
    for (const bad of ['0', '0.000', '-1', '1e5', 'abc', '01', '1.', ''])
      expect(positiveAmountSchema.safeParse(bad).success).toBe(false);
    expect(wholeQuantitySchema.safeParse('3').success).toBe(true);
    expect(wholeQuantitySchema.safeParse('2.5').success).toBe(false);
    expect(wholeQuantitySchema.safeParse('0').success).toBe(false);
  });
});
