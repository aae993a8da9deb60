import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../app/routes';

/** (game): the game, the stock list and the two location screens are built, not placeholders. */
describe('game screens', () => {
  const src = path.resolve(__dirname, '../../..');
  const screens: [string, string, boolean][] = [
    ['/pages/game/game', 'features/game/pages/Game.tsx', true],
    ['/pages/transaction/stocks', 'features/spot/pages/Stocks.tsx', true],
    ['/open-location', 'features/game/pages/OpenLocation.tsx', true],
    ['/choose-location', 'features/game/pages/ChooseLocation.tsx', false],
  ];

  it.each(screens)('%s is its own screen (public: %s)', (route, file, pub) => {
    const text = fs.readFileSync(path.join(src, file), 'utf8');
    expect(text).not.toMatch(/UnderDevelopment/);
    expect(Boolean(ROUTES.find((r) => r.path === route)?.public)).toBe(pub);
  });
});
