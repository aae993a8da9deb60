import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every source file of the web app (tests aside), relative to src, with '/' separators. */
const SRC = path.resolve(__dirname, '..');
function sources(dir = SRC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return sources(p);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [p] : [];
  });
}
const files = sources().map((p) => ({
  file: path.relative(SRC, p).split(path.sep).join('/'),
  text: fs.readFileSync(p, 'utf8'),
}));

describe('dialogs of the web app', () => {
  it('are opened only through a page scope: no imperative Dialog, ActionSheet or Modal imported', () => {
    const unbound = files.flatMap(({ file, text }) => {
      const named = [
        ...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:antd-mobile|[./]*(?:components\/)?overlays)'/g),
      ].flatMap((m) =>
        m[1]!
          .split(',')
          .map((s) => s.trim())
          .filter((s) => /^(Dialog|ActionSheet|Modal)\b/.test(s)),
      );
      const direct = [...text.matchAll(/'antd-mobile\/es\/components\/(dialog|action-sheet|modal)'/g)].map(
        (m) => m[1]!,
      );
      return file === 'components/overlays.ts' ? [] : [...named, ...direct].map((what) => `${file}: ${what}`);
    });
    expect(unbound).toEqual([]);
  });

  it('are loaded only by overlays.ts and opened only by pageOverlays.ts', () => {
    const loaders = files
      .filter(({ text }) => /\bload(Dialog|ActionSheet)\b/.test(text))
      .map(({ file }) => file);
    expect(loaders.sort()).toEqual(['components/overlays.ts', 'components/pageOverlays.ts']);
  });
});
