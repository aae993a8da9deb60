import { describe, expect, it } from 'vitest';
import { StatementNames } from './named-statements';

describe('StatementNames', () => {
  it('gives one text one name on every connection', () => {
    const names = new StatementNames();
    const a = new Set<string>();
    const b = new Set<string>();
    const first = names.nameOf('SELECT $1', a);
    expect(first).toBeDefined();
    expect(names.nameOf('SELECT $1', b)).toBe(first);
    expect(names.nameOf('SELECT $2', a)).not.toBe(first);
  });

  it('names no more texts than a connection’s limit, and keeps naming those it has', () => {
    const names = new StatementNames({ perConnection: 2, perProcess: 100, maxParams: 32 });
    const conn = new Set<string>();
    expect(names.nameOf('a', conn)).toBeDefined();
    expect(names.nameOf('b', conn)).toBeDefined();
    expect(names.nameOf('c', conn)).toBeUndefined();
    expect(names.nameOf('a', conn)).toBeDefined();
    // another connection still names the third text
    expect(names.nameOf('c', new Set())).toBeDefined();
  });

  it('names no more texts than the process’s limit', () => {
    const names = new StatementNames({ perConnection: 100, perProcess: 1, maxParams: 32 });
    expect(names.nameOf('a', new Set())).toBeDefined();
    expect(names.nameOf('b', new Set())).toBeUndefined();
  });
});
