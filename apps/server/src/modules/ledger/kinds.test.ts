import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LEDGER_ENTRY_KINDS } from '@meridian/contract/wallet';
import { describe, expect, it } from 'vitest';

/**
 * The server posts only the kinds the contract lists (statements label each in nine
 * languages). Ledger.post refuses any other at run time; this scan finds every kind the modules' sources
 * post (`post`, `postHold`, `repostHolds`, the one-statement writers) — `kind: '…'` in an entry (both branches of a conditional too), the kind argument of `postHold(…)`, and
 * `…_KIND = '…'` constants — and checks them against the list both ways.
 */

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return file.endsWith('.ts') && !file.endsWith('.test.ts') ? [file] : [];
  });
}

const literals = (text: string) => [...text.matchAll(/'([a-z][a-z0-9_]*)'/g)].map((m) => m[1]!);

/** The text of a call's arguments from its opening parenthesis at `open` (balanced parentheses). */
function callArguments(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

function postedKinds(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (kind: string, file: string) =>
    found.set(kind, [...(found.get(kind) ?? []), path.relative(MODULES, file)]);
  for (const file of sources(MODULES)) {
    const text = readFileSync(file, 'utf8');
    // only files that post to the ledger (or write its entries in one statement: hold.repo.ts)
    if (
      !/ledger\.(post|postHold|repostHolds)\(|this\.post\(tx|\.postHold\(|INSERT INTO ledger_entries/.test(
        text,
      )
    )
      continue;
    for (const m of text.matchAll(/^\s*kind: (.+?),?$/gm)) {
      // `kind: cond ? 'a' : 'b'` posts a or b (the condition's own strings are not kinds)
      const expr = m[1]!.includes('?') ? m[1]!.slice(m[1]!.indexOf('?') + 1) : m[1]!;
      for (const k of literals(expr)) add(k, file);
    }
    for (const m of text.matchAll(/[A-Z_]*_KIND = '([a-z0-9_]+)'/g)) add(m[1]!, file);
    for (const m of text.matchAll(/postHold\(/g)) {
      const args = callArguments(text, m.index + 'postHold'.length);
      const last = literals(args).pop();
      if (last && /'[a-z0-9_]+',?\s*$/.test(args)) add(last, file);
    }
  }
  return found;
}

describe('ledger entry kinds', () => {
  const posted = postedKinds();

  it('finds the kinds the modules post (the scan is not empty)', () => {
    for (const k of ['deposit', 'withdrawal', 'hold', 'release', 'spot_fill', 'lever_close', 'option_settle'])
      expect([...posted.keys()], k).toContain(k);
  });

  it('posts only kinds the contract lists', () => {
    const unlisted = [...posted].filter(([k]) => !(LEDGER_ENTRY_KINDS as readonly string[]).includes(k));
    expect(unlisted).toEqual([]);
  });

  it('lists no kind that nothing posts (every label is reachable)', () => {
    expect(LEDGER_ENTRY_KINDS.filter((k) => !posted.has(k))).toEqual([]);
  });
});
