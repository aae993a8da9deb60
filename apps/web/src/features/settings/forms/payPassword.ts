import { updatePayPasswordRequest } from '@meridian/contract/settings';
import type { UpdatePayPasswordRequest } from '@meridian/contract/settings';
import { fieldProblems } from '../../../lib/validate';

/** Pay-password form (POST /safe/update_password): code + new + confirm, checked by the contract schema. */

export type PayPasswordField = 'code' | 'password' | 're_password';
export type PayPasswordValues = Record<PayPasswordField, string> & { channel: 'email' | 'mobile' };

export function validatePayPassword(values: PayPasswordValues) {
  return fieldProblems<PayPasswordField | 'type', UpdatePayPasswordRequest>(updatePayPasswordRequest, {
    code: values.code.trim(),
    password: values.password,
    re_password: values.re_password,
    type: values.channel,
  });
}

/** Where the code goes: the bound e-mail first, else the bound phone; null when neither is bound. */
export function payPasswordChannels(user: { email: string | null; phone: string | null }) {
  const list: ('email' | 'mobile')[] = [];
  if (user.email) list.push('email');
  if (user.phone) list.push('mobile');
  return list;
}
