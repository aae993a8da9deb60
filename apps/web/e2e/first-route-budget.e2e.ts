import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeJs } from '../../../bench/lib/first-route';
import { REPO_ROOT } from './harness';

/**
 * The JavaScript a cold visit of each tab loads before its first screen, measured on the built files (gzip level
 * 9, as bench/lighthouse.ts reports it). Sizes and file counts are deterministic, so they are checked here;
 * timings are not (they are the benchmark's). The goal is 150 KB gzip per tab: the ceilings below are what the
 * build weighs now, lowered as the first route is cut, so that nothing grows it meanwhile.
 */
const BUDGET = {
  home: { chunk: 'Home', kb: 165, files: 12 },
  market: { chunk: 'Market', kb: 135, files: 12 },
  trade: { chunk: 'TradeIndex', kb: 165, files: 12 },
} as const;
const GOAL_KB = 150;
const DIST = path.join(REPO_ROOT, 'apps/web/dist');

describe('first-route budget', () => {
  for (const [tab, budget] of Object.entries(BUDGET)) {
    it(`keeps ${tab}'s first route within ${budget.kb} KB gzip in at most ${budget.files} files`, () => {
      const js = routeJs(DIST, budget.chunk);
      expect(js.gzip_kb).toBeLessThanOrEqual(budget.kb);
      expect(js.files).toBeLessThanOrEqual(budget.files);
      // a ceiling left far above what the build weighs would guard nothing
      expect(js.gzip_kb).toBeGreaterThan(Math.min(budget.kb - 15, GOAL_KB));
    });
  }
});
