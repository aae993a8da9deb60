import type { LockOrder } from '@meridian/contract/lockming';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allStringsReady, changeLanguage, initI18n } from '../../../i18n';
import LockmingWelcome from '../pages/LockmingWelcome';
import { OrderCard } from './OrderCard';

/** My locks and the guide as the user reads them (server-rendered markup, no DOM needed). */

// antd-mobile's CommonJS build imports its CSS, which node cannot load: plain stand-ins for what these render
vi.mock('antd-mobile', () => ({
  Button: ({ children, ...p }: { children?: ReactNode; 'data-testid'?: string }) => (
    <button type="button" data-testid={p['data-testid']}>
      {children}
    </button>
  ),
  NavBar: ({ children }: { children?: ReactNode }) => <nav>{children}</nav>,
  Dialog: { confirm: () => Promise.resolve(false) },
  Toast: { show: () => undefined },
}));

const wrap = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

/** The text of the element carrying `testId` (its markup without tags). */
function textOf(html: string, testId: string): string {
  const m = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(b|span|p|div)>`).exec(html);
  return (m?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
}

const running: LockOrder = {
  id: 7,
  config_id: 2,
  title: 'USDT 3-day lock',
  currency_id: 3,
  currency_name: 'USDT',
  amount: '10000',
  day: 3,
  rate_min: '0.3',
  rate_max: '0.4',
  cancel_rate: '0.4',
  total_interest: '65',
  days_paid: 2,
  dividends: [
    { day: '2026-03-12', rate: '0.35', amount: '35', paid_at: '2026-03-13T00:01:00Z' },
    { day: '2026-03-11', rate: '0.3', amount: '30', paid_at: '2026-03-12T00:01:00Z' },
  ],
  created_at: '2026-03-10T15:30:00Z',
  start_at: '2026-03-11T00:00:00Z',
  end_at: '2026-03-14T00:00:00Z',
  status: 'running',
  is_cancel: 0,
  cancel_fee: '0',
  returned: '0',
  redeem: { remaining_days: 1, penalty: '40', refund: '9960' },
  closed_at: '',
};

describe('my locks', () => {
  // the page's own area strings come after the first screens' (i18n/catalogue.ts): as the page waits for them
  beforeAll(() => initI18n('en').then(allStringsReady));
  afterAll(() => changeLanguage('en'));

  it("lists each paid day with that day's rate and dividend, and the total earned", () => {
    const html = wrap(<OrderCard o={running} decimals={6} />);
    expect(textOf(html, 'lock-order-amount-7')).toBe('10,000.00 USDT');
    expect(textOf(html, 'lock-order-earned-7')).toBe('65.00 USDT');
    expect(textOf(html, 'lock-order-status-7')).toBe('Running');
    expect(html).toContain('2 of 3 paid');
    const day1 = /data-testid="lock-dividend-7-2026-03-11"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(day1.replace(/<[^>]+>/g, '|')).toBe('|2026-03-11||0.3%||+30.00 USDT|');
    const day2 = /data-testid="lock-dividend-7-2026-03-12"[^>]*>(.*?)<\/div>/.exec(html)?.[1] ?? '';
    expect(day2.replace(/<[^>]+>/g, '|')).toBe('|2026-03-12||0.35%||+35.00 USDT|');
    expect(html).toContain('data-testid="lock-redeem-7"');
  });

  it('shows an early redemption with the penalty paid and the amount returned, without a redeem button', () => {
    const html = wrap(
      <OrderCard
        o={{
          ...running,
          amount: '1000',
          total_interest: '0',
          days_paid: 0,
          dividends: [],
          status: 'redeemed',
          is_cancel: 1,
          cancel_fee: '12',
          returned: '988',
          redeem: null,
          closed_at: '2026-03-10T16:00:00Z',
        }}
        decimals={6}
      />,
    );
    expect(textOf(html, 'lock-order-status-7')).toBe('Redeemed early');
    expect(textOf(html, 'lock-order-fee-7')).toBe('12.00 USDT');
    expect(textOf(html, 'lock-order-returned-7')).toBe('988.00 USDT');
    expect(html).not.toContain('data-testid="lock-redeem-7"');
    expect(html).toContain('No dividends were paid.');
  });

  it("in French, with the locale's numbers", async () => {
    await changeLanguage('fra');
    const html = wrap(<OrderCard o={running} decimals={6} />);
    expect(textOf(html, 'lock-order-status-7')).toBe('En cours');
    expect(textOf(html, 'lock-order-amount-7')).toMatch(/^10\s000,00 USDT$/);
    await changeLanguage('en');
  });
});

describe('the guide', () => {
  // the page's own area strings come after the first screens' (i18n/catalogue.ts): as the page waits for them
  beforeAll(() => initI18n('en').then(allStringsReady));

  it("works the spec's examples: 0.4 %, 3 days, 1000 → 12 and 988; 30–40 a day on 10,000", () => {
    const html = wrap(<LockmingWelcome />);
    expect(textOf(html, 'lock-guide-penalty')).toBe('12');
    expect(textOf(html, 'lock-guide-refund')).toBe('988');
    expect(html).toContain(
      'With a penalty rate of 0.4%, 3 days left and 1,000 locked, the penalty is 12 and 988 comes back.',
    );
    expect(html).toContain('earns 30 to 40 a day');
  });
});
