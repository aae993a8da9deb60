import { expect } from 'vitest';
import type { Env } from './motion';

/** Hand-made stand-ins for the browser the motion tests drive (the web unit tests run without a DOM). */

/** An element's listeners, fired by hand. */
export class FakeTarget {
  listeners = new Map<string, Set<(e: unknown) => void>>();
  addEventListener(type: string, fn: (e: unknown) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(fn);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, fn: (e: unknown) => void) {
    this.listeners.get(type)?.delete(fn);
  }
  fire(type: string, e: object = {}) {
    for (const fn of this.listeners.get(type) ?? []) fn({ type, ...e });
  }
  count() {
    return [...this.listeners.values()].reduce((n, s) => n + s.size, 0);
  }
}

/** The page, the reduced-motion query and IntersectionObserver as the browser would give them. */
export function fakeEnv(opts: { reduced?: boolean; hidden?: boolean } = {}) {
  const page: { visibilityState: DocumentVisibilityState } = {
    visibilityState: opts.hidden ? 'hidden' : 'visible',
  };
  const doc = Object.assign(new FakeTarget(), page);
  const query = Object.assign(new FakeTarget(), { matches: opts.reduced ?? false });
  const observers: FakeObserver[] = [];
  class FakeObserver {
    observed: unknown[] = [];
    disconnected = false;
    constructor(readonly callback: (entries: { target: unknown; isIntersecting: boolean }[]) => void) {
      observers.push(this);
    }
    observe(el: unknown) {
      this.observed.push(el);
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const env: Env = {
    document: doc,
    matchMedia: (q) => {
      expect(q).toBe('(prefers-reduced-motion: reduce)');
      return query;
    },
    IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver,
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
  const setHidden = (hidden: boolean) => {
    doc.visibilityState = hidden ? 'hidden' : 'visible';
    doc.fire('visibilitychange');
  };
  const setReduced = (matches: boolean) => {
    query.matches = matches;
    query.fire('change', { matches });
  };
  return { env, doc, query, observers, setHidden, setReduced };
}

/** What a keyboard focus (or a tap's) puts in focusin's target. */
export const focusTarget = (visible: boolean) => ({
  matches: (s: string) => s === ':focus-visible' && visible,
});
