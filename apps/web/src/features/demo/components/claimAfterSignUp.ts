import type { DemoStatus } from '@meridian/contract/demo';
import { useEffect, useRef } from 'react';
import { demoOffer } from '../data/demo';

/**
 * "Sign up and claim 10,000 USDT": the button promises the claim, so the tab remembers it (one hour) through
 * registration and login, and the demo card makes the claim once signed in, without asking again.
 */
const KEY = 'demoClaimAfterSignUp';
const TTL_MS = 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Called by the "Sign up and claim" button before it opens the register page. */
export function markClaimAfterSignUp(nowMs = Date.now()): void {
  storage()?.setItem(KEY, String(nowMs));
}

/** Whether a "Sign up and claim" from the last hour is waiting; reading it forgets it (the claim is made once). */
export function takeClaimAfterSignUp(nowMs = Date.now()): boolean {
  const s = storage();
  const at = Number(s?.getItem(KEY) ?? Number.NaN);
  s?.removeItem(KEY);
  return nowMs - at >= 0 && nowMs - at < TTL_MS;
}

/**
 * Runs `claim` once the user is signed in with the claim on offer and a "Sign up and claim" is waiting; an
 * account that has already claimed just forgets the request.
 */
export function useClaimAfterSignUp(status: DemoStatus | undefined, loggedIn: boolean, claim: () => void) {
  const latest = useRef(claim);
  latest.current = claim;
  const offer = loggedIn && status ? demoOffer(status, loggedIn) : undefined;
  useEffect(() => {
    if (offer === undefined || !takeClaimAfterSignUp()) return;
    if (offer === 'claim') latest.current();
  }, [offer]);
}
