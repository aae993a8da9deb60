import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown (send-code buttons). `start(n)` restarts it; `left` is 0 when idle. */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endAt, setEndAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endAt <= Date.now()) return;
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [endAt]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setEndAt(t + seconds * 1000);
  }, []);
  return { left: Math.max(0, Math.ceil((endAt - now) / 1000)), start };
}
