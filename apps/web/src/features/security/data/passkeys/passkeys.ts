import { securityApi } from '@meridian/contract/security';
import type { PasskeyItem } from '@meridian/contract/security';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/http';
import { securityKeys } from '../keys';
import { ceremony } from './webauthn';

/** Adding, renaming and removing the user's passkeys; each refreshes the security overview that lists them. */

export interface NewPasskey {
  name: string;
  /** The step-up proof (factor_change), when the user already holds a second factor. */
  stepUp: string | undefined;
}

/**
 * Registration options, the browser's prompt to create a passkey, then the save under its name. `undefined` when
 * the user closed the prompt (nothing is saved).
 */
export async function registerPasskey({ name, stepUp }: NewPasskey): Promise<PasskeyItem | undefined> {
  const issued = await api.call(securityApi.passkeyRegisterOptions, {});
  const optionsJSON = JSON.parse(issued.options) as PublicKeyCredentialCreationOptionsJSON;
  const response = await ceremony((lib) => lib.startRegistration({ optionsJSON }));
  if (response === undefined) return undefined;
  return api.call(securityApi.passkeyRegister, {
    challenge: issued.challenge,
    response,
    name,
    ...(stepUp ? { step_up: stepUp } : {}),
  });
}

function usePasskeyChange<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: securityKeys.overview() }),
  });
}

export function useRegisterPasskey() {
  return usePasskeyChange(registerPasskey);
}

export function useRenamePasskey() {
  return usePasskeyChange((input: { id: number; name: string }) =>
    api.call(securityApi.passkeyRename, input),
  );
}

export function useRemovePasskey() {
  return usePasskeyChange((input: { id: number; stepUp: string | undefined }) =>
    api.call(securityApi.passkeyRemove, {
      id: input.id,
      ...(input.stepUp ? { step_up: input.stepUp } : {}),
    }),
  );
}
