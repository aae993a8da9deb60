import { useEffect, useLayoutEffect, useState } from 'react';

/**
 * While index.html's shell is held on screen (app/heldShell.ts) the first screen may build itself out of sight in
 * several tasks: a part drawn a frame later holds the shell until it is there. A phone then never runs one task
 * that builds the whole screen (each is a long task at 4× CPU), and the user never sees the screen half-drawn.
 */

let holding = false;
let pending = 0;
let pageDrawn = false;
let release: () => void = () => undefined;

function settle(): void {
  if (holding && pageDrawn && pending === 0) release();
}

/** The shell is held from now; `show` takes it away once the first page and every part it waits for are drawn. */
export function startShellHold(show: () => void): void {
  holding = true;
  pending = 0;
  pageDrawn = false;
  release = show;
}

/** The shell is gone (the page drew, a slow page showed its loading frame, or the wait ran out). */
export function endShellHold(): void {
  holding = false;
}

/** The first page's own render committed: the shell goes now, or with the last part still to come. */
export function firstPageDrawn(): void {
  pageDrawn = true;
  settle();
}

/** One part the shell waits for; the returned call (idempotent) says it is drawn or will not be. */
export function shellWaitsForPart(): () => void {
  pending++;
  let open = true;
  return () => {
    if (!open) return;
    open = false;
    pending--;
    settle();
  };
}

/** Holds the shell while `done` is false, from the first render of a component mounted while it is held. */
export function useShellHeldUntil(done: boolean): void {
  const [drawn] = useState(() => (holding && !done ? shellWaitsForPart() : null));
  // a layout effect: the shell goes in the task that committed the part, before the frame paints
  useLayoutEffect(() => {
    if (done) drawn?.();
  }, [done, drawn]);
  useEffect(() => () => drawn?.(), [drawn]);
}

/**
 * False in the first render of a component mounted while the shell is held, true from its own task a frame later
 * (and the shell waits for it); true at once when nothing is held.
 */
export function useDrawnBehindShell(): boolean {
  const [deferred] = useState(() => holding);
  const [drawn, setDrawn] = useState(!deferred);
  useShellHeldUntil(drawn);
  useEffect(() => {
    if (drawn) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn]);
  return drawn;
}

/** Whether the shell is held now (a page chooses how much to draw in its first render). */
export function shellIsHeld(): boolean {
  return holding;
}
