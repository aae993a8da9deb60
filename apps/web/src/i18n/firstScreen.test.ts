import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MORE_AREAS } from './moreAreas';

/**
 * The first screens (home, markets, trade and the app's frame) render before the other areas' strings
 * are fetched (catalogue.ts), so their code must not use those areas' keys: a key of them would show as itself.
 * components/earn is left out: the trade tab takes only `useNow` from it. The futures and options tickets and
 * spot's stop and OCO parts (spot/components/stops, loaded by its lazy.ts) are not first-screen code: the trade
 * tab loads them with the other areas' strings (their own areas).
 */
const NOT_FIRST_SCREEN = ['components/earn', 'features/spot/components/stops/'];
const SRC = path.resolve(import.meta.dirname, '..');
const FIRST_SCREEN_CODE = [
  'app',
  'pwa',
  'state',
  'lib',
  'components',
  'features/home',
  'features/market/pages',
  'features/market/components',
  'features/market/data/marketUi.ts',
  'features/market/data/useFavoriteAction.ts',
  'features/trade',
  'features/spot/pages',
  'features/spot/components',
  'features/coupons/components',
  'features/coupons/paths.ts',
  'features/demo/components',
  'features/account/components/ChannelTabs.tsx',
  'features/support/components/SupportLinks.tsx',
];
const OTHER_PAGES = new Set(['features/spot/pages/Stocks.tsx']); // its own route, not the trade tab

function files(rel: string): string[] {
  const full = path.join(SRC, rel);
  if (fs.statSync(full).isFile()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(rel, e.name)) : [path.join(rel, e.name)]))
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !NOT_FIRST_SCREEN.some((p) => f.startsWith(p)),
    );
}

describe('the first screens use the first-screen strings only', () => {
  const moreKeys = MORE_AREAS.flatMap((area) =>
    Object.keys(
      JSON.parse(
        fs.readFileSync(path.join(import.meta.dirname, 'locales', area, 'en.json'), 'utf8'),
      ) as Record<string, unknown>,
    ),
  );

  it('knows the other areas (NFT, OTC, loans… are not first-screen ones)', () => {
    expect(MORE_AREAS).toEqual(expect.arrayContaining(['nft', 'otc', 'loans', 'earn', 'lockming', 'invest']));
    expect(moreKeys).toEqual(expect.arrayContaining(['nft', 'otc', 'ieo']));
  });

  it('no first-screen file names a key of the other areas', () => {
    const used = new RegExp(`['"\`](?:${moreKeys.join('|')})\\.\\w`);
    const offenders = FIRST_SCREEN_CODE.flatMap(files)
      .filter((f) => !OTHER_PAGES.has(f))
      .filter((f) => used.test(fs.readFileSync(path.join(SRC, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it("loads the trade tab's futures and options tickets together with the strings they use", () => {
    const tradeTab = fs.readFileSync(path.join(SRC, 'features/trade/pages/TradeIndex.tsx'), 'utf8');
    expect(MORE_AREAS).toEqual(expect.arrayContaining(['futures', 'options']));
    for (const area of ['futures', 'options'])
      expect(tradeTab).toMatch(new RegExp(`withStrings\\(\\(\\) => import\\('\\.\\./\\.\\./${area}'\\)\\)`));
    expect(tradeTab).toMatch(/Promise\.all\(\[load\(\), allStringsReady\(\)\]\)/);
  });
});
