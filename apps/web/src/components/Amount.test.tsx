import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { formatPercentFigure } from '../lib/format';
import { Amount, Percent, amountText } from './Amount';

/** CLDR's marks: fra groups with a narrow no-break space and puts a no-break space before "%". */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

/** The component's text as rendered (no element of its own, so the markup is the text). */
const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('<Amount> and <Percent> in four languages', () => {
  beforeAll(() => initI18n('en'));
  afterAll(() => changeLanguage('en'));

  it('en: "1,234.50 USDT", "0.4%", "+1.25%"', async () => {
    await changeLanguage('en');
    expect(html(<Amount value="1234.5" precision={8} currency="USDT" />)).toBe('1,234.50 USDT');
    expect(html(<Amount value="0.000010254856" precision={8} currency="BTC" />)).toBe('0.00001025 BTC');
    expect(html(<Percent value="0.4" decimals={4} minDecimals={1} />)).toBe('0.4%');
    expect(html(<Percent value="1.25" sign />)).toBe('+1.25%');
    expect(html(<Percent value="36.5" />)).toBe('36.50%');
  });

  it('fra: a comma, grouped by a narrow no-break space, and a no-break space before "%"', async () => {
    await changeLanguage('fra');
    expect(html(<Amount value="1234.5" precision={8} currency="USDT" />)).toBe(`1${NNBSP}234,50 USDT`);
    expect(html(<Percent value="0.4" decimals={4} minDecimals={1} />)).toBe(`0,4${NBSP}%`);
    expect(html(<Percent value="33.333" />)).toBe(`33,33${NBSP}%`);
    expect(html(<Percent value="20" decimals={0} />)).toBe(`20${NBSP}%`);
  });

  it('tr: the percent sign first, a comma as the point', async () => {
    await changeLanguage('tr');
    expect(html(<Amount value="1234.5" precision={8} currency="USDT" />)).toBe('1.234,50 USDT');
    expect(html(<Percent value="12.5" />)).toBe('%12,50');
  });

  it('zh: as English for these figures', async () => {
    await changeLanguage('zh');
    expect(html(<Amount value="1234.5" precision={8} currency="USDT" />)).toBe('1,234.50 USDT');
    expect(html(<Percent value="12.5" />)).toBe('12.50%');
  });

  it('an explicit language wins, an unreadable figure prints "--", the code is optional', async () => {
    await changeLanguage('fra');
    expect(html(<Percent value="0.4" lang="en" />)).toBe('0.40%');
    expect(html(<Percent value="abc" />)).toBe('--');
    expect(amountText({ value: '5', precision: 2, lang: 'en' })).toBe('5.00');
    expect(formatPercentFigure('-0.5', { lang: 'en' })).toBe('-0.50%');
  });
});
