import type { StepUpAction } from '@meridian/contract/security';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { overviewFor } from '../data/security';
import { StepUpCancelled, makeAsk, withStepUp } from '../forms/stepUp';
import type { AskStepUp } from '../forms/stepUp';
import { StepUpSheet } from './StepUpSheet';
import type { StepUpRequest } from './StepUpSheet';

interface Pending extends StepUpRequest {
  resolve: (proof: string) => void;
  reject: (e: Error) => void;
}

export interface StepUp {
  /** A proof for `action`; undefined at once when the user holds no factor; rejects StepUpCancelled. */
  ask: AskStepUp;
  /** `send(proof)`, asked first, and asked again when the server refuses the proof (forms/stepUp.ts). */
  run: <T>(
    action: StepUpAction,
    send: (proof: string | undefined) => Promise<T>,
    reuse?: string,
  ) => Promise<T>;
  /** The sheet: render it once in the calling screen. */
  sheet: ReactNode;
}

/** The step-up of a screen: ask for a proof where money or the account's keys move. */
export function useStepUp(): StepUp {
  const qc = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const current = useRef<Pending | null>(null);

  const settle = useCallback((next: Pending | null) => {
    current.current = next;
    setPending(next);
  }, []);

  // a screen that goes away answers its open sheet with "cancelled": its call is never sent
  useEffect(
    () => () => {
      current.current?.reject(new StepUpCancelled());
      current.current = null;
    },
    [],
  );

  const ask = useMemo<AskStepUp>(
    () =>
      makeAsk(
        async (fresh) => (await overviewFor(qc, fresh))?.factors ?? [],
        (action, factors) => {
          // one sheet at a time: an older question is answered "cancelled"
          current.current?.reject(new StepUpCancelled());
          return new Promise<string>((resolve, reject) => settle({ action, factors, resolve, reject }));
        },
      ),
    [qc, settle],
  );

  const sheet = (
    <StepUpSheet
      request={pending}
      onProof={(proof) => {
        current.current?.resolve(proof);
        settle(null);
      }}
      onCancel={() => {
        current.current?.reject(new StepUpCancelled());
        settle(null);
      }}
    />
  );

  const run = useMemo(
    () =>
      <T,>(action: StepUpAction, send: (proof: string | undefined) => Promise<T>, reuse?: string) =>
        withStepUp(ask, action, send, reuse),
    [ask],
  );
  return { ask, run, sheet };
}
