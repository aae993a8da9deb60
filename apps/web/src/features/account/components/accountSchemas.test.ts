import { describe, expect, it } from 'vitest';
import { accountProblem, registerFormSchema } from './accountSchemas';

const base = {
  type: 'email' as const,
  account: 'a@b.co',
  code: '123456',
  password: 'secret1',
  re_password: 'secret1',
  invite: '',
};

describe('register form schema', () => {
  it('accepts a valid email registration', () => {
    expect(registerFormSchema.safeParse(base).success).toBe(true);
  });
  it('reports the two passwords are inconsistent', () => {
    const r = registerFormSchema.safeParse({ ...base, re_password: 'secret2' });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['re_password', 'passwords_inconsistent'],
    ]);
  });
  it('requires a 6-digit code and a 6+ character password', () => {
    const r = registerFormSchema.safeParse({ ...base, code: '12a', password: '12345', re_password: '12345' });
    const msgs = r.error?.issues.map((i) => i.message);
    expect(msgs).toContain('code_format');
    expect(msgs).toContain('password_too_short');
  });
  it('checks the account by channel', () => {
    expect(accountProblem('email', 'nope')).toBe('email_format');
    expect(accountProblem('mobile', '12345')).toBe('mobile_format');
    expect(accountProblem('mobile', '2025550123')).toBeNull();
    const r = registerFormSchema.safeParse({ ...base, type: 'mobile', account: 'a@b.co' });
    expect(r.error?.issues.map((i) => i.message)).toEqual(['mobile_format']);
  });
});
