import { emailSchema, mobileSchema, areaCodeSchema, refuse, type CodeScene } from '@meridian/contract';
import type { CodeDestination } from './codes.service';

/**
 * Pure rules: where a code goes. A malformed address is refused with the contract's DomainError (the route
 * layer turns it into the `error` envelope).
 */

/** Normalises an e-mail for code delivery; `field` names the input in the error. */
export function emailDestination(value: string, field: string): CodeDestination {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw refuse('email_format', {}, field);
  return { channel: 'email', target: parsed.data, to: parsed.data };
}

export function mobileDestination(
  mobile: string,
  areaCode: string | undefined,
  field: string,
): CodeDestination {
  const parsed = mobileSchema.safeParse(mobile);
  if (!parsed.success) throw refuse('mobile_format', {}, field);
  const area = areaCodeSchema.safeParse(areaCode ?? '');
  if (!area.success) throw refuse('area_code_format', {}, 'area_code');
  return { channel: 'sms', target: parsed.data, to: `+${area.data} ${parsed.data}` };
}

/** The original's `type:'forget'` selects the forget scene; anything else without a scene is register. */
export function sceneOf(scene: CodeScene | undefined, type: string | undefined): CodeScene {
  return scene ?? (type === 'forget' ? 'forget' : 'register');
}
