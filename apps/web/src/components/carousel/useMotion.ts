import { useEffect, useRef } from 'react';
import type * as Motion from './motion';

/**
 * Runs `start` with the motion module (motion.ts, fetched after the first paint: what is drawn does not wait for
 * it) while mounted, again whenever `key` changes; what `start` returns stops it.
 */
export function useMotion(key: string, start: (m: typeof Motion) => (() => void) | undefined): void {
  const begin = useRef(start);
  begin.current = start;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import('./motion').then(
      (m) => {
        if (!gone) stop = begin.current(m);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [key]);
}
