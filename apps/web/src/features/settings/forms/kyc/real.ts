import { ID_TYPE, realAdvancedRequest, realPrimaryRequest } from '@meridian/contract/kyc';
import type {
  IdType,
  RealAdvancedRequest,
  RealPrimaryRequest,
  RealStateResponse,
} from '@meridian/contract/kyc';
import { fieldProblems } from '../../../../lib/validate';

/** Identity verification (states, rules): which step the user is at, and the two forms. */

export const ID_TYPES: readonly { value: IdType; key: keyof typeof ID_TYPE }[] = [
  { value: ID_TYPE.id_card, key: 'id_card' },
  { value: ID_TYPE.passport, key: 'passport' },
  { value: ID_TYPE.driving_licence, key: 'driving_licence' },
];

export function validatePrimary(values: { id_type: IdType | null; name: string; card_id: string }) {
  return fieldProblems<'id_type' | 'name' | 'card_id' | 'real_type', RealPrimaryRequest>(realPrimaryRequest, {
    real_type: 1,
    id_type: values.id_type ?? undefined,
    name: values.name,
    card_id: values.card_id,
  });
}

export function validateAdvanced(values: { front_pic: string; reverse_pic: string }) {
  return fieldProblems<'front_pic' | 'reverse_pic' | 'real_type', RealAdvancedRequest>(realAdvancedRequest, {
    real_type: 2,
    ...values,
  });
}

/** Missing contacts that block verification (e-mail and phone must both be bound). */
export function missingContacts(user: { email: string | null; phone: string | null }): ('email' | 'phone')[] {
  const out: ('email' | 'phone')[] = [];
  if (!user.email) out.push('email');
  if (!user.phone) out.push('phone');
  return out;
}

export type RealStep = 'primary' | 'advanced' | 'waiting' | 'done';

/** The form the `real` page shows for a state: Lv1 until it is verified, then Lv2; waiting while under review. */
export function realStep(state: RealStateResponse): RealStep {
  if (state.primary_state === 'verifying') return 'waiting';
  if (state.primary_state !== 'verified') return 'primary';
  if (state.advanced_state === 'verifying') return 'waiting';
  if (state.advanced_state === 'verified') return 'done';
  return 'advanced';
}
