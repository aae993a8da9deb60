import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/** A citation the reader cannot follow: a work item ("") or a section of a document not in the repository. */
const CITATION = /\b[Ii]ssues? \d+\b|§\s?\d/;

/** The comment text of one source line: a whole-line comment, or what follows ` // ` outside quotes. */
function commentOf(line: string): string | undefined {
  const t = line.trimStart();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return t;
  const i = line.indexOf(' // ');
  if (i < 0) return undefined;
  const before = line.slice(0, i);
  const balanced = (q: string) => before.split(q).length % 2 === 1;
  return balanced("'") && balanced('"') && balanced('`') ? line.slice(i) : undefined;
}

describe('comments', () => {
  it('say why in their own words, citing no issue number or document section', () => {
    const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.css'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => f && fs.existsSync(path.join(root, f)));
    const found: string[] = [];
    for (const file of files) {
      const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
      lines.forEach((line, n) => {
        const comment = commentOf(line);
        if (comment && CITATION.test(comment)) found.push(`${file}:${n + 1}: ${comment.trim()}`);
      });
    }
    expect(found, found.slice(0, 40).join('\n')).toEqual([]);
  });
});
