import {
  codeSchema,
  emailSchema,
  mobileSchema,
  passwordSchema,
  withPasswordConfirmation,
} from '@meridian/contract';
import { z } from 'zod';

/** Client validation of the register and forgot-password forms, with the contract's schemas. */

export type Channel = 'email' | 'mobile';

function checkAccount(type: Channel, account: string, ctx: z.core.$RefinementCtx): void {
  const r = (type === 'email' ? emailSchema : mobileSchema).safeParse(account);
  if (!r.success)
    ctx.addIssue({
      code: 'custom',
      path: ['account'],
      message: r.error.issues[0]?.message ?? 'parameter_error',
    });
}

export const registerFormSchema = z
  .object({
    type: z.enum(['email', 'mobile']),
    account: z.string(),
    code: codeSchema,
    password: passwordSchema,
    re_password: passwordSchema,
    invite: z.string().trim().max(32, { message: 'invite_code_invalid' }),
  })
  .superRefine((v, ctx) => {
    checkAccount(v.type, v.account, ctx);
    withPasswordConfirmation('password', 're_password')(v, ctx);
  });
export type RegisterFormValues = z.infer<typeof registerFormSchema>;

export const forgetFormSchema = z
  .object({
    type: z.enum(['email', 'mobile']),
    account: z.string(),
    code: codeSchema,
    password: passwordSchema,
    repassword: passwordSchema,
  })
  .superRefine((v, ctx) => {
    checkAccount(v.type, v.account, ctx);
    withPasswordConfirmation('password', 'repassword')(v, ctx);
  });
export type ForgetFormValues = z.infer<typeof forgetFormSchema>;

/** Validates just the account (before sending a code); returns the message key of the problem. */
export function accountProblem(type: Channel, account: string): string | null {
  const r = (type === 'email' ? emailSchema : mobileSchema).safeParse(account);
  return r.success ? null : (r.error.issues[0]?.message ?? 'parameter_error');
}
