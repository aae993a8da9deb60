import { editNicknameRequest } from '@meridian/contract/settings';
import type { EditNicknameRequest } from '@meridian/contract/settings';
import { fieldProblems } from '../../../lib/validate';

/** Nickname 2–10 letters/digits, signature 2–30 without special characters or empty. */
export function validateProfile(values: { nickname: string; signature: string }) {
  return fieldProblems<'nickname' | 'signature', EditNicknameRequest>(editNicknameRequest, values);
}
