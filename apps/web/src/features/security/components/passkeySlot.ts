import type { StepUpAction } from '@meridian/contract/security';
import { assertWithPasskey } from '../data/passkeys/passkeyAssertion';
import type { PasskeyProof } from '../data/passkeys/passkeyAssertion';
import { PasskeyCancelled } from '../data/passkeys/webauthn';

/**
 * Where the passkeys part of the security center (components/passkeys, data/passkeys) plugs into the step-up
 * sheet and the login second step: each function runs a WebAuthn ceremony and answers the fields the server
 * checks. A closed browser prompt rejects PasskeyCancelled (show nothing); a failing one a PasskeyError whose
 * message is localised; a server refusal the ApiError.
 */
export type PasskeyAssertion = PasskeyProof;

async function asserted(proof: Promise<PasskeyProof | undefined>): Promise<PasskeyAssertion> {
  const answer = await proof;
  if (!answer) throw new PasskeyCancelled();
  return answer;
}

export const stepUpPasskey = (_action: StepUpAction): Promise<PasskeyAssertion> =>
  asserted(assertWithPasskey('step_up'));
export const loginPasskey = (account: string): Promise<PasskeyAssertion> =>
  asserted(assertWithPasskey('login', account));

/** The passkeys list with adding, renaming and removing, for /pages/setting/passkeys. */
export { PasskeysSection } from './passkeys/PasskeysSection';
