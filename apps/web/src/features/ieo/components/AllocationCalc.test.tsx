import type { IeoOrder } from '@meridian/contract/ieo';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Countdown, DemoTag, ProgressBar } from '../../../components/earn';
import { allStringsReady, changeLanguage, initI18n } from '../../../i18n';
import { AllocationCalc } from './parts';

/** The allocation arithmetic and the shared earn pieces as the user reads them (server-rendered markup). */

// antd-mobile's CommonJS build imports its CSS, which node cannot load (the earn index re-exports QueryView)
vi.mock('antd-mobile', () => ({
  Button: () => null,
  DotLoading: () => null,
  InfiniteScroll: () => null,
}));

function textOf(html: string, testId: string): string {
  const m = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(b|span|p|div)>`).exec(html);
  return (m?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

const delivered: IeoOrder = {
  id: 2,
  order_no: '1002',
  project_id: 9,
  name: 'Journey Token',
  currency_name: 'JNY',
  pay_currency_name: 'USDT',
  price: '0.5',
  amount: '500',
  paid: '250',
  coin_amount: '400',
  cost: '200',
  refund: '50',
  user_limit: '600',
  capped: false,
  ratio: '0.8',
  give_amount: '400',
  status: 'delivered',
  sell_begin: '2026-03-12T08:00:00Z',
  created_at: '2026-03-12T07:58:00Z',
  allocated_at: '2026-03-12T08:00:30Z',
  delivered_at: '2026-03-12T08:01:00Z',
};

describe('AllocationCalc', () => {
  // the page's own area strings come after the first screens' (i18n/catalogue.ts): as the page waits for them
  beforeAll(() => initI18n('en').then(allStringsReady));
  afterAll(() => changeLanguage('en'));

  it('lays out 500 requested at 0.5: 80 % → 400 allocated, 200 paid, 50 back, 400 delivered', () => {
    const html = renderToStaticMarkup(<AllocationCalc o={delivered} />);
    expect(textOf(html, 'ieo-calc-requested')).toBe('500 JNY');
    expect(textOf(html, 'ieo-calc-held')).toBe('250.00 USDT');
    expect(textOf(html, 'ieo-calc-ratio')).toBe('80%');
    expect(textOf(html, 'ieo-calc-allocated')).toBe('400 JNY');
    expect(textOf(html, 'ieo-calc-cost')).toBe('200.00 USDT');
    expect(textOf(html, 'ieo-calc-refunded')).toBe('50.00 USDT');
    expect(textOf(html, 'ieo-calc-delivered')).toBe('400 JNY');
    expect(html).toContain('data-adds-up="true"');
    expect(html).toContain('400 × 0.50');
    expect(html).toContain('250.00 − 200.00');
  });

  it('says the cap when it bound, and waits before the allocation', () => {
    const capped = renderToStaticMarkup(
      <AllocationCalc o={{ ...delivered, status: 'allocated', capped: true, give_amount: '0' }} />,
    );
    expect(capped).toContain('Capped at the per-user limit');
    expect(textOf(capped, 'ieo-calc-cap')).toBe('600 JNY');
    expect(capped).toContain('data-testid="ieo-calc-deliveryAt"');
    const waiting = renderToStaticMarkup(
      <AllocationCalc o={{ ...delivered, status: 'subscribed', coin_amount: '0', cost: '0', refund: '0' }} />,
    );
    expect(waiting).not.toContain('ieo-calc-allocated');
    expect(waiting).toContain('The allocation runs when the window ends');
  });

  it('reads in French', async () => {
    await changeLanguage('fra');
    const html = renderToStaticMarkup(<AllocationCalc o={delivered} />);
    expect(html).toContain('Rendu au spot');
    expect(textOf(html, 'ieo-calc-cost').replace(/\s/g, ' ')).toBe('200,00 USDT');
    await changeLanguage('en');
  });
});

describe('shared earn UI', () => {
  // the page's own area strings come after the first screens' (i18n/catalogue.ts): as the page waits for them
  beforeAll(() => initI18n('en').then(allStringsReady));

  it('counts down with days, and shows the done text once reached', () => {
    const to = new Date(Date.now() + 2 * 86_400_000 + 3_600_000 + 5_000).toISOString();
    const html = renderToStaticMarkup(<Countdown to={to} label="Ends in" />);
    expect(html).toContain('Ends in');
    expect(html).toMatch(/2 days 01:00:0[45]/);
    const done = renderToStaticMarkup(<Countdown to="2020-01-01T00:00:00Z" doneText="Closed" />);
    expect(done).toContain('data-done="true"');
    expect(done).toContain('Closed');
    expect(renderToStaticMarkup(<Countdown to="" />)).toBe('');
  });

  it('labels a progress bar and clamps its width; tags a demo product', () => {
    const html = renderToStaticMarkup(<ProgressBar percent="140" label="Subscribed" />);
    expect(html).toContain('Subscribed');
    expect(html).toContain('140.00%');
    expect(html).toContain('width:100%');
    expect(renderToStaticMarkup(<DemoTag />)).toContain('>Demo<');
  });
});
