import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console is cut per product like the server's modules: features/<product>/ holds that product's screens,
 * calls, forms and strings. A feature never reaches into another one (what two products share lives in
 * components/ or lib/), the shared code never reaches into a feature (only the route table, App.tsx, loads
 * their screens), and no screen is left in the old pages/ folder.
 */

const SRC = import.meta.dirname;
/** The one shared file that may import features: the route table. */
const ROUTE_TABLE = 'App.tsx';

/** Module specifiers of static imports, re-exports, side-effect imports and dynamic imports. */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The feature a path (relative to src, with '/') belongs to, or null for shared code. */
export function featureOf(rel: string): string | null {
  const m = /^features\/([^/]+)\//.exec(rel);
  return m ? m[1]! : null;
}

/**
 * `file:line: …` for each import in `text` (the source of `file`, relative to src) that crosses a feature's
 * border: into another feature from a feature, or into any feature from shared code other than the route table.
 */
export function borderCrossings(file: string, text: string): string[] {
  const own = featureOf(file);
  const found: string[] = [];
  text.split('\n').forEach((line, n) => {
    for (const [, spec] of line.matchAll(SPECIFIER)) {
      if (!spec!.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!));
      const theirs = featureOf(target + '/');
      if (theirs === null || theirs === own) continue;
      if (own === null && file === ROUTE_TABLE) continue;
      const who = own === null ? 'shared code' : `feature ${own}`;
      found.push(`${file}:${n + 1}: ${who} imports feature ${theirs}'s ${target}`);
    }
  });
  return found;
}

/** Source files below `dir` (relative to src, '/'-separated). */
function sources(dir: string): string[] {
  const abs = path.join(SRC, dir);
  if (!fs.existsSync(abs)) return [];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((e) => {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('feature borders: the checker', () => {
  it('finds the feature of a path', () => {
    expect(featureOf('features/nft/NftPage.tsx')).toBe('nft');
    expect(featureOf('features/nft/')).toBe('nft');
    expect(featureOf('components/QueryTable.tsx')).toBeNull();
    expect(featureOf('features.test.ts')).toBeNull();
  });

  it('flags a feature importing another feature, with file and line', () => {
    const text = [
      "import { Button } from 'antd';",
      "import { N } from './strings';",
      "import { QueryTable } from '../../components/QueryTable';",
      "import { useCurrencies } from '../../lib/earn';",
      "import { O } from '../otc/strings';",
      "const Page = lazy(() => import('../../features/loans/LoanPage'));",
      "export { errorFields } from '../nft/forms';",
    ].join('\n');
    expect(borderCrossings('features/nft/NftParts.tsx', text)).toEqual([
      "features/nft/NftParts.tsx:5: feature nft imports feature otc's features/otc/strings",
      "features/nft/NftParts.tsx:6: feature nft imports feature loans's features/loans/LoanPage",
    ]);
  });

  it('flags shared code importing a feature, but lets the route table load screens', () => {
    const text = "import { useNftMedia } from '../features/nft/calls';";
    expect(borderCrossings('components/MediaUpload.tsx', text)).toEqual([
      "components/MediaUpload.tsx:1: shared code imports feature nft's features/nft/calls",
    ]);
    const routes =
      "{ path: '/nft', element: page(async () => (await import('./features/nft/NftPage')).NftPage) },";
    expect(borderCrossings('App.tsx', routes)).toEqual([]);
  });

  it('passes imports within a feature (also from a sub-folder) and into shared code', () => {
    const text = [
      "import { NftSeriesForm } from './NftSeriesForm';",
      "import './nft.css';",
      "import { S } from '../../strings';",
      "import { http } from '../../api/http';",
    ].join('\n');
    expect(borderCrossings('features/nft/NftSeries.tsx', text)).toEqual([]);
    expect(borderCrossings('features/nft/box/Draw.tsx', "import { N } from '../strings';")).toEqual([]);
  });
});

describe('feature borders: the console', () => {
  it('has no import across a feature border', () => {
    // this file's own examples are not imports
    const files = sources('').filter((file) => file !== 'features.test.ts');
    const crossings = files.flatMap((file) =>
      borderCrossings(file, fs.readFileSync(path.join(SRC, file), 'utf8')),
    );
    expect(crossings, crossings.join('\n')).toEqual([]);
  });

  it('has its products in features/, named like the server modules', () => {
    const features = fs.readdirSync(path.join(SRC, 'features'));
    expect(features.length).toBeGreaterThan(10);
    const modules = new Set(fs.readdirSync(path.join(SRC, '../../server/src/modules')));
    expect(features.filter((f) => !modules.has(f))).toEqual([]);
  });

  it('leaves no screen outside features/ (the old pages/ folder is gone)', () => {
    const stray = [
      ...sources('pages').map(
        (f) => `${f}: a page file in pages/; move it to its product's features/<product>/`,
      ),
      ...sources('')
        .filter((f) => featureOf(f) === null && /Page\.tsx$/.test(f))
        .map((f) => `${f}: a page outside features/`),
    ];
    expect(stray, stray.join('\n')).toEqual([]);
  });
});
