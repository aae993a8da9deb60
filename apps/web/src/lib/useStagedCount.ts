import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` rows to draw: `step` rows in the render that brings the list, `step` more in each
 * following frame, each batch in a task of its own, until all are drawn; from then on, all of them. A phone paints
 * the first rows sooner and no single task builds every row of a long list. `first` rows (default `step`) go in the
 * first render: what index.html's shell already shows must not disappear for a few frames.
 */
export function useStagedCount(total: number, step: number, first = step): number {
  const [drawn, setDrawn] = useState(first);
  const [all, setAll] = useState(false);
  const staging = !all && total > drawn;
  useEffect(() => {
    if (!staging) {
      if (!all && total > 0 && drawn >= total) setAll(true);
      return undefined;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((n) => n + step), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [staging, drawn, all, total, step]);
  return all ? total : Math.min(total, drawn);
}
