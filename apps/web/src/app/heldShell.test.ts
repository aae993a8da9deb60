import { describe, expect, it } from 'vitest';
import { holdShell, releaseShell } from './heldShell';

/** The few DOM calls the helpers make. */
interface ShellNode {
  before(node: ShellNode): void;
  remove(): void;
  querySelector(selector: string): ShellNode | null;
}
interface ShellDocument {
  documentElement: {
    hasAttribute(name: string): boolean;
    setAttribute(name: string, value: string): void;
    removeAttribute(name: string): void;
  };
  querySelector(selector: string): ShellNode | null;
}

/** A document of #root holding the shell, as index.html is; `page` as route-preload's script marks it. */
function fakeDocument(page: boolean, withShell = true) {
  const attrs = new Set<string>(page ? ['data-shell-page'] : []);
  const log: string[] = [];
  let shellIn: 'root' | 'body' | 'gone' = withShell ? 'root' : 'gone';
  const shell: ShellNode = {
    before: () => undefined,
    remove: () => {
      log.push('shell removed');
      shellIn = 'gone';
    },
    querySelector: () => null,
  };
  const root: ShellNode = {
    before: (node) => {
      expect(node).toBe(shell);
      shellIn = 'body';
    },
    remove: () => undefined,
    querySelector: (sel) => (sel === ':scope > .app-shell' && shellIn === 'root' ? shell : null),
  };
  const doc: ShellDocument = {
    documentElement: {
      hasAttribute: (n) => attrs.has(n),
      setAttribute: (n) => void attrs.add(n),
      removeAttribute: (n) => void attrs.delete(n),
    },
    querySelector: (sel) => (sel === '.app-shell' && shellIn !== 'gone' ? shell : null),
  };
  return {
    doc: doc as unknown as Document,
    root: root as unknown as Element,
    attrs,
    log,
    where: () => shellIn,
  };
}

describe('holdShell', () => {
  it("keeps a shell that shows a page on screen beside #root, held until the app's first page", () => {
    const d = fakeDocument(true);
    holdShell(d.root, d.doc);
    expect(d.where()).toBe('body');
    expect(d.attrs.has('data-shell-held')).toBe(true);
    releaseShell(d.doc);
    expect(d.where()).toBe('gone');
    expect(d.attrs.has('data-shell-held')).toBe(false);
  });

  it('removes a shell that shows only the tab bar before the first render, holding nothing', () => {
    const d = fakeDocument(false);
    holdShell(d.root, d.doc);
    expect(d.where()).toBe('gone');
    expect(d.attrs.has('data-shell-held')).toBe(false);
  });

  it('does nothing without a shell, and releases once', () => {
    const none = fakeDocument(true, false);
    holdShell(none.root, none.doc);
    expect(none.attrs.has('data-shell-held')).toBe(false);
    const d = fakeDocument(true);
    holdShell(d.root, d.doc);
    releaseShell(d.doc);
    releaseShell(d.doc);
    expect(d.log).toEqual(['shell removed']);
  });
});
