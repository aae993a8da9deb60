import fs from 'node:fs';
import path from 'node:path';
import { methodsOf } from '@meridian/contract';
import { ALL_ENDPOINTS } from '@meridian/contract/api';
import { describe, expect, it } from 'vitest';
import { API_DOCS_COMMAND, API_DOCS_FILE, renderApiDocs } from '../../../scripts/api-docs';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The README is the front door: what Meridian is, the two commands and links; the rest lives in docs/. */
const README_MAX_LINES = 300;

/** The markdown pages written by hand or generated for readers (not the working notes under docs/perf). */
function readerPages(): string[] {
  const products = fs.readdirSync(path.join(root, 'docs/products')).map((f) => `docs/products/${f}`);
  return ['README.md', 'docs/api.md', 'docs/performance.md', ...products].filter((f) => f.endsWith('.md'));
}

describe('docs/api.md', () => {
  it('is what the generator makes from the contract today', () => {
    expect(read(API_DOCS_FILE), `${API_DOCS_FILE} is stale: run \`${API_DOCS_COMMAND}\` and commit it`).toBe(
      renderApiDocs(),
    );
  });

  it('lists every call of the catalogue with its methods', () => {
    const text = renderApiDocs();
    const missing = ALL_ENDPOINTS.map((e) => `\`${methodsOf(e).join(', ')} ${e.path}\``).filter(
      (call) => !text.includes(`| ${call} |`),
    );
    expect(missing).toEqual([]);
  });

  it('marks fields that may be left out, and only those', () => {
    // coin/trade needs a pair, a side and an amount; the rest has defaults or is optional.
    const row = renderApiDocs()
      .split('\n')
      .find((line) => line.startsWith('| `POST /coin/trade` |'));
    expect(row).toContain('`currency_id`, `legal_id?`, `side`, `type?`, `amount`, `target_price?`');
  });
});

describe('README.md', () => {
  it(`stays a front door of at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines, `README.md has ${lines} lines: move details into docs/`).toBeLessThanOrEqual(
      README_MAX_LINES,
    );
  });

  it('keeps the two commands', () => {
    const readme = read('README.md');
    expect(readme).toContain('npm run setup && npm start');
    expect(readme).toContain('npm run setup && npm test');
  });
});

describe('links between the pages', () => {
  it('point at files that exist (relative links and images)', () => {
    const broken: string[] = [];
    for (const page of readerPages()) {
      const text = read(page);
      const targets = [
        ...[...text.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]),
        ...[...text.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1]),
      ];
      for (const target of targets) {
        if (!target || /^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
        const file = path.join(path.dirname(path.join(root, page)), decodeURI(target.split('#')[0] ?? ''));
        if (!fs.existsSync(file)) broken.push(`${page}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
