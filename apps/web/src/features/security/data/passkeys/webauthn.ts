import type * as WebAuthnLib from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { i18n } from '../../../../i18n';

/**
 * The browser's WebAuthn prompts through `@simplewebauthn/browser`, fetched on first use: only the pages that
 * offer a passkey load it, never the first route.
 */

let loading: Promise<typeof WebAuthnLib> | undefined;

/** The library once; a failed fetch is tried again on the next call. */
export function loadWebAuthn(): Promise<typeof WebAuthnLib> {
  if (!loading) {
    loading = import('@simplewebauthn/browser');
    loading.catch(() => (loading = undefined));
  }
  return loading;
}

/** Whether this browser can use passkeys; undefined until the library is there (then it is ready for a tap). */
export function useWebAuthnSupport(): boolean | undefined {
  const [supported, setSupported] = useState<boolean>();
  useEffect(() => {
    let live = true;
    loadWebAuthn().then(
      (lib) => live && setSupported(lib.browserSupportsWebAuthn()),
      () => live && setSupported(false),
    );
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/** A browser prompt that failed for another reason than the user closing it; `message` is localised. */
export class PasskeyError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PasskeyError';
  }
}

/** The user closed the browser's prompt, for a caller whose answer cannot be "nothing": never shown. */
export class PasskeyCancelled extends Error {
  constructor() {
    super('');
    this.name = 'PasskeyCancelled';
  }
}

/**
 * Closing the browser's prompt, or letting it time out, is NotAllowedError (AbortError when aborted): the user
 * chose not to go on, which is not an error to show.
 */
export function isCancelled(e: unknown): boolean {
  return e instanceof Error && (e.name === 'NotAllowedError' || e.name === 'AbortError');
}

/**
 * Runs one browser prompt: its answer as the JSON text the server reads, `undefined` when the user closed it,
 * else a PasskeyError worded for the user (a device already registered has words of its own).
 */
export async function ceremony<T>(
  prompt: (lib: typeof WebAuthnLib) => Promise<T>,
): Promise<string | undefined> {
  const lib = await loadWebAuthn();
  try {
    return JSON.stringify(await prompt(lib));
  } catch (e) {
    if (isCancelled(e)) return undefined;
    const exists = e instanceof Error && e.name === 'InvalidStateError';
    throw new PasskeyError(i18n.t(exists ? 'passkeys.error.exists' : 'passkeys.error.failed'), { cause: e });
  }
}
