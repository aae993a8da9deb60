import { demoApi, visitorDemoStatus } from '@meridian/contract/demo';
import type { DemoClaimKind, DemoStatus } from '@meridian/contract/demo';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http';
import { sendIntent } from '../../../api/intentKey';
import { useSession } from '../../../state/session';
import { walletKeys } from '../../wallet';

/** Demo mode: whether the deployment is a demo exchange, and the demo-funds faucet. */

export const demoKeys = {
  all: ['demo'] as const,
  /** Per session: a visitor's status has no account part, a user's has. */
  status: (token: string) => [...demoKeys.all, 'status', token ? 'user' : 'visitor', token] as const,
};

/** What the demo-funds card offers: sign up first, the claim, a top-up, or nothing. */
export type DemoOffer = 'register' | DemoClaimKind | null;

export function demoOffer(status: DemoStatus | undefined, loggedIn: boolean): DemoOffer {
  if (!status?.enabled) return null;
  if (!loggedIn) return 'register';
  return status.account?.available ?? null;
}

/** The amount of an offer (the claim or the top-up), as the server will credit it. */
export function offerAmount(status: DemoStatus, kind: DemoClaimKind): string {
  return kind === 'claim' ? status.claim_amount : status.top_up_amount;
}

/**
 * The deployment's demo flag as the server wrote it into index.html (`<html data-demo="on|off">`); undefined when
 * the page came from elsewhere (a static host, the dev server), and the status is asked for.
 */
export function servedDemoFlag(
  root: { dataset: Record<string, string | undefined> } | undefined = globalThis.document?.documentElement,
): boolean | undefined {
  const flag = root?.dataset.demo;
  return flag === 'on' ? true : flag === 'off' ? false : undefined;
}

/**
 * GET /demo/status — on every deployment; `enabled` false with a live feed. The status query of a session (also
 * started early on the home route: app/prefetch.ts). A visitor's status is the served flag and the contract's
 * amounts, so the first screen needs no request for it.
 */
export function demoStatusQuery(token: string, served = servedDemoFlag()) {
  return {
    queryKey: demoKeys.status(token),
    queryFn: () => api.call(demoApi.status, {}, { silent: true, loading: false }),
    staleTime: 30_000,
    initialData: !token && served !== undefined ? visitorDemoStatus(served) : undefined,
  };
}

export function useDemoStatus() {
  const token = useSession((s) => s.token);
  return useQuery(demoStatusQuery(token));
}

/** POST /demo/claim, as an intent (see sendIntent); refreshes the status and the balances. */
export function useDemoClaim() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind }: { kind: DemoClaimKind }) => sendIntent(demoApi.claim, { kind }),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: demoKeys.all }),
        qc.invalidateQueries({ queryKey: [...walletKeys.all, 'balances'] }),
      ]),
  });
}
