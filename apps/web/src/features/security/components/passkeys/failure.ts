import { Toast } from '../../../../components/overlays';
import { PasskeyError } from '../../data/passkeys/webauthn';

/**
 * After a passkey action failed: a failing browser prompt is toasted in its localised words; a server refusal was
 * toasted by the HTTP helper and a closed step-up sheet is the user's choice, so neither is shown again.
 */
export function showPasskeyFailure(e: unknown): void {
  if (e instanceof PasskeyError) Toast.show({ content: e.message });
}
