import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A feature's index.ts is what other features may use: light hooks and widgets, never a page (pages stay lazy). */
const FEATURES = import.meta.dirname;
const features = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory());

describe('feature entries', () => {
  it('export no page: every page is loaded lazily by app/pages.ts alone', () => {
    const offenders = features.flatMap(({ name }) => {
      const entry = path.join(FEATURES, name, 'index.ts');
      if (!fs.existsSync(entry)) return [];
      return [...fs.readFileSync(entry, 'utf8').matchAll(/from '(\.\/pages\/[^']+)'/g)].map(
        (m) => `${name}: ${m[1]}`,
      );
    });
    expect(offenders).toEqual([]);
  });

  it('hold only the known kinds of folders', () => {
    const kinds = new Set(['pages', 'components', 'data', 'forms']);
    const odd = features.flatMap(({ name }) =>
      fs
        .readdirSync(path.join(FEATURES, name), { withFileTypes: true })
        .filter((e) => e.isDirectory() && !kinds.has(e.name))
        .map((e) => `${name}/${e.name}`),
    );
    expect(odd).toEqual([]);
  });
});
