import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../i18n';
import { riskPercent } from './positionPercent';

/** fra groups digits with a narrow no-break space and puts a no-break space before "%" (CLDR, as format.test.ts). */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('the futures position card percent', () => {
  beforeAll(() => initI18n('en'));
  afterAll(() => changeLanguage('en'));

  it('shows the risk in English as "85.50%", unsigned', async () => {
    await changeLanguage('en');
    expect(riskPercent('85.5')).toBe('85.50%');
    expect(riskPercent('100')).toBe('100.00%');
    expect(riskPercent('20.004')).toBe('20.00%');
    expect(riskPercent('')).toBe('--');
  });

  it('shows the risk in French with a no-break space before "%", as the rest of the app', async () => {
    await changeLanguage('fra');
    expect(riskPercent('85.5')).toBe(`85,50${NBSP}%`);
    expect(riskPercent('1234.5')).toBe(`1${NNBSP}234,50${NBSP}%`);
    expect(riskPercent('85.5', 'en')).toBe('85.50%');
  });

  it('is the only way the card prints a percent: it writes no "%" of its own', () => {
    const card = fs.readFileSync(path.join(__dirname, 'PositionCard.tsx'), 'utf8');
    expect(card).toContain('riskPercent(live.risk)');
    expect(card.match(/%/g)).toBeNull();
  });
});
