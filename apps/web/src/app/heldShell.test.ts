import { afterEach, describe, expect, it, vi } from 'vitest';
import { shellIsHeld } from '../lib/shellStages';
import { holdShell, releaseShell } from './heldShell';

/** A document whose #root holds the shell, as index.html's does; `page` as route-preload's script marks it. */
function fakeDocument(page: boolean, withShell = true) {
  const attrs = new Set<string>(page ? ['data-shell-page'] : []);
  let where: 'root' | 'body' | 'gone' = withShell ? 'root' : 'gone';
  const shell = { remove: () => void (where = 'gone') };
  const root = {
    before: (node: unknown) => {
      expect(node).toBe(shell);
      where = 'body';
    },
    querySelector: (sel: string) => (sel === ':scope > .app-shell' && where === 'root' ? shell : null),
  };
  vi.stubGlobal('document', {
    documentElement: {
      hasAttribute: (n: string) => attrs.has(n),
      setAttribute: (n: string) => void attrs.add(n),
      removeAttribute: (n: string) => void attrs.delete(n),
    },
    querySelector: (sel: string) => (sel === 'body > .app-shell' && where === 'body' ? shell : null),
  });
  return { root: root as unknown as Element, attrs, where: () => where };
}

afterEach(() => {
  vi.unstubAllGlobals();
  performance.clearMarks('shell-left');
});

describe('holdShell', () => {
  it("keeps a shell that shows a page on screen beside #root, held until the app's first page", () => {
    const d = fakeDocument(true);
    holdShell(d.root);
    expect(d.where()).toBe('body');
    expect(d.attrs.has('data-shell-held')).toBe(true);
    // parts of the first screen drawn a frame later wait behind it (lib/shellStages.ts)
    expect(shellIsHeld()).toBe(true);
    releaseShell('loading');
    expect(d.where()).toBe('gone');
    expect(d.attrs.has('data-shell-held')).toBe(false);
    expect(shellIsHeld()).toBe(false);
    // the reason is marked once: a later call (the start-up's timer) finds no shell and leaves it
    releaseShell('timeout');
    expect(
      performance.getEntriesByName('shell-left').map((m) => (m as PerformanceMark).detail as unknown),
    ).toEqual(['loading']);
  });

  it('removes a shell that shows only the tab bar before the first render, holding nothing', () => {
    const d = fakeDocument(false);
    holdShell(d.root);
    expect(d.where()).toBe('gone');
    expect(d.attrs.has('data-shell-held')).toBe(false);
  });

  it('holds nothing without a shell', () => {
    const d = fakeDocument(true, false);
    holdShell(d.root);
    expect(d.attrs.has('data-shell-held')).toBe(false);
    releaseShell('timeout');
    expect(d.attrs.has('data-shell-page')).toBe(true);
    expect(performance.getEntriesByName('shell-left')).toEqual([]);
  });
});
