import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { routeJs, routeScripts } from '../../../bench/lib/first-route';
import { COMPILE_HINT } from '../src/build/compileHints';
import { REPO_ROOT } from './harness';

/**
 * The JavaScript a cold visit of each tab loads before its first screen, measured on the built files (gzip level
 * 9, as bench/lighthouse.ts reports it). Sizes and file counts are deterministic, so they are checked here;
 * timings are not (they are the benchmark's). No tab may exceed the goal, 150 KB gzip; a tab well under it keeps a
 * lower ceiling, within 15 KB of what it weighs, lowered as its route is cut, so that nothing grows it meanwhile.
 */
const GOAL_KB = 150;
const BUDGET = {
  home: { chunk: 'Home', kb: 150, files: 12 },
  market: { chunk: 'Market', kb: 125, files: 12 },
  trade: { chunk: 'TradeIndex', kb: 150, files: 12 },
} as const;
const DIST = path.join(REPO_ROOT, 'apps/web/dist');

describe('first-route budget', () => {
  for (const [tab, budget] of Object.entries(BUDGET)) {
    it(`keeps ${tab}'s first route within ${budget.kb} KB gzip in at most ${budget.files} files`, () => {
      expect(budget.kb).toBeLessThanOrEqual(GOAL_KB);
      const js = routeJs(DIST, budget.chunk);
      expect(js.gzip_kb).toBeLessThanOrEqual(budget.kb);
      expect(js.files).toBeLessThanOrEqual(budget.files);
      // a ceiling left far above what the build weighs would guard nothing
      expect(js.gzip_kb).toBeGreaterThan(budget.kb - 15);
    });

    it(`has ${tab}'s first-route code compiled while it streams in (V8's compile hint)`, () => {
      const code = routeScripts(DIST, budget.chunk).filter((f) => !/(^|\/)(route-preload|i18n-)/.test(f));
      expect(code.length).toBeGreaterThan(3);
      for (const file of code)
        expect(
          fs.readFileSync(path.join(DIST, 'assets', path.basename(file)), 'utf8').startsWith(COMPILE_HINT),
          file,
        ).toBe(true);
    });
  }
});
