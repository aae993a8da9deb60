import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useMotion } from './useMotion';
import './carousel.css';

/** One line: its React key and what it shows. */
export interface TickerLine {
  key: string | number;
  node: ReactNode;
}

/**
 * One line at a time turning upwards every `interval` ms, back to the first after the last; no touch. The first
 * line shows from the first paint; the turning (motion.ts, loaded after it) swaps the lines' classes, and CSS
 * slides them (not under reduced motion, where the line still turns); the hidden lines cannot be focused or read.
 */
export function Ticker({ lines, interval = 4000 }: { lines: readonly TickerLine[]; interval?: number }) {
  const root = useRef<HTMLDivElement>(null);
  useMotion(lines.map((l) => l.key).join(' '), (m) => m.driveTicker(root.current!, { interval }));
  return (
    <div ref={root} className="ticker">
      {lines.map((l) => (
        <div key={l.key} className="ticker-line">
          {l.node}
        </div>
      ))}
    </div>
  );
}
