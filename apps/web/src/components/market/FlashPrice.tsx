import { useLayoutEffect, useRef } from 'react';
import { formatPrice } from '../../lib/format';
import { toShownDecimal } from '@meridian/contract';

export type Move = 'up' | 'down';

/** Which way a price moved; null when it did not, or when either side is unreadable. */
export function moveOf(before: string, now: string): Move | null {
  const b = toShownDecimal(before);
  const n = toShownDecimal(now);
  if (!b || !n || b.eq(n)) return null;
  return n.gt(b) ? 'up' : 'down';
}

export const FLASH_MS = 450;
/** Flashes ending this close together end together: the rows a tick moved over a few frames clear in one. */
const FLASH_GRACE_MS = 120;

/**
 * The flashing prices and when each flash ends. A flash is a class set on the element and taken off by one timer
 * for all of them: no animation runs, so the page draws twice per move (on, off) instead of every frame, and no
 * animation event reaches the app's root listener.
 */
const flashing = new Map<HTMLElement, number>();
let timer: ReturnType<typeof setTimeout> | null = null;

function unflash(): void {
  timer = null;
  const now = performance.now();
  let next = Infinity;
  for (const [el, until] of flashing) {
    if (until <= now + FLASH_GRACE_MS) {
      el.classList.remove('flash-up', 'flash-down');
      flashing.delete(el);
    } else next = Math.min(next, until);
  }
  if (next !== Infinity) timer = setTimeout(unflash, next - now);
}

function flash(el: HTMLElement, move: Move): void {
  el.classList.remove(move === 'up' ? 'flash-down' : 'flash-up');
  el.classList.add(`flash-${move}`);
  flashing.set(el, performance.now() + FLASH_MS);
  timer ??= setTimeout(unflash, FLASH_MS);
}

/**
 * A live price that briefly tints green or red when it moves. Tabular figures and a fixed-width cell,
 * so a tick never shifts the layout. The flash is set on the element before the frame paints: a move costs no
 * second render and no new element.
 */
export function FlashPrice({
  value,
  decimals,
  className = '',
  testId,
}: {
  value: string;
  decimals: number;
  className?: string;
  testId?: string;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const previous = useRef(value);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = value;
    const move = before === value ? null : moveOf(before, value);
    if (move && ref.current) flash(ref.current, move);
  }, [value]);
  useLayoutEffect(() => {
    const el = ref.current;
    return () => {
      if (el) flashing.delete(el);
    };
  }, []);
  return (
    <span ref={ref} className={`num ${className}`} data-testid={testId}>
      {formatPrice(value, decimals)}
    </span>
  );
}
