import type { PairDetail } from '@meridian/contract/market';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allStringsReady, changeLanguage, initI18n } from '../../../i18n';
import { initialSpotTicket } from '../forms/state';
import { spotContext } from '../forms/fixtures';
import { OrderBook, OrderBookPending } from './OrderBook';
import { PairBar } from './PairBar';
import { TicketForm } from './TicketForm';
import { TicketPending } from './TicketPending';

/**
 * The spot screen's frame while the pair loads draws the boxes the loaded screen draws (bar, ticket, book), so
 * the screen does not move when the pair arrives (server-rendered markup, no DOM needed).
 */

// antd-mobile's CommonJS build imports its CSS, which node cannot load: plain stand-ins for what these render
vi.mock('antd-mobile', () => ({
  Button: (p: { children?: ReactNode; className?: string; disabled?: boolean; 'data-testid'?: string }) => (
    <button type="button" className={p.className} disabled={p.disabled} data-testid={p['data-testid']}>
      {p.children}
    </button>
  ),
  Input: (p: { value: string; placeholder: string; disabled?: boolean }) => (
    <input className="adm-input" value={p.value} placeholder={p.placeholder} disabled={p.disabled} readOnly />
  ),
  DotLoading: () => <span className="adm-dot-loading" />,
  useConfig: () => ({ locale: { Slider: { name: 'Slider' } } }),
}));

const PAIR = {
  symbol: 'BTC/USDT',
  currency_name: 'BTC',
  legal_name: 'USDT',
  change: '1.5',
  now_price: '50000',
  price_precision: 2,
  amount_precision: 5,
  session: { timezone: null, hours: null, open: true, next_change: null },
} as unknown as PairDetail;

const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

/** Classes that colour or dim a box without moving it: the trend, the chosen option, a disabled slider. */
const STATE_CLASS = /^(up|down|flat|active|adm-slider-disabled)$/;

/** The boxes of some markup: each element's tag and layout classes, in document order (no text, ids or values). */
const boxes = (html: string) =>
  [...html.matchAll(/<(\w+)(?:[^>]*?\sclass="([^"]*)")?[^>]*>/g)].map((m) => {
    const classes = (m[2] ?? '').split(/\s+/).filter((c) => c && !STATE_CLASS.test(c));
    return [m[1], ...classes.sort()].join('.');
  });

const idle = () => undefined;

/** The element carrying `testId`: its text and whether it is disabled. */
function element(html: string, testId: string): { text: string; disabled: boolean } {
  const m = new RegExp(`<(\\w+)([^>]*data-testid="${testId}"[^>]*)>(.*?)</\\1>`).exec(html);
  if (!m) throw new Error(`no ${testId}`);
  return {
    text: (m[3] ?? '').replace(/<[^>]+>/g, ''),
    disabled: /\sdisabled[\s=>]|\sdisabled$/.test(m[2] ?? ''),
  };
}

function ticketForm(loggedIn: boolean) {
  return render(
    <TicketForm
      pair={PAIR}
      ticket={initialSpotTicket('buy', '50000')}
      ctx={spotContext()}
      act={idle}
      loggedIn={loggedIn}
      balancesKnown={false}
      submitting={false}
      onSubmit={idle}
      onLogin={idle}
    />,
  );
}

const ticketPending = (loggedIn: boolean) =>
  render(<TicketPending base="BTC" quote="USDT" loggedIn={loggedIn} onLogin={idle} />);

describe('the spot screen while its pair loads', () => {
  beforeAll(() => initI18n('en').then(allStringsReady));
  afterAll(() => changeLanguage('en'));

  it('draws the ticket a fresh limit buy shows, box for box, logged out and logged in', () => {
    for (const loggedIn of [false, true]) {
      expect(boxes(ticketPending(loggedIn))).toEqual(boxes(ticketForm(loggedIn)));
    }
  });

  it("gives a visitor the real login button and a user a disabled buy button, with '--' figures", () => {
    const visitor = ticketPending(false);
    expect(element(visitor, 'spot-login')).toMatchObject({ text: 'Log in to trade', disabled: false });
    expect(visitor).not.toContain('spot-pending-submit');
    const user = ticketPending(true);
    expect(element(user, 'spot-pending-submit')).toMatchObject({ text: 'Buy BTC', disabled: true });
    expect(user).not.toContain('spot-login');
    for (const line of ['available', 'total', 'fee'])
      expect(element(user, `spot-pending-${line}`).text).toBe('--');
    // nothing to type or pick before the pair's rules are known
    expect(user.match(/<input[^>]*\sdisabled[\s/>=]/g)).toHaveLength(2);
    for (const p of [0, 25, 50, 75, 100])
      expect(element(user, `spot-pending-percent-${p}`).disabled).toBe(true);
    // none of the loaded ticket's test ids: the journeys wait for that one
    expect(user).not.toMatch(/data-testid="spot-(ticket|price|amount|slider|submit|side-\w+|type-\w+)"/);
  });

  it('draws the pair bar with the route symbol in the boxes the loaded bar uses', () => {
    const pending = render(<PairBar symbol="BTC/USDT" live={false} onPick={idle} />);
    const loaded = render(<PairBar symbol="BTC/USDT" pair={PAIR} live={false} onPick={idle} />);
    expect(element(pending, 'spot-symbol').text).toBe('BTC/USDT');
    expect(element(pending, 'spot-change').text).toBe('--');
    expect(boxes(pending)).toEqual(boxes(loaded));
  });

  it("keeps the book's place: its head and the rows the loading book shows", () => {
    const pending = render(<OrderBookPending base="BTC" quote="USDT" />);
    const loading = render(<OrderBook pair={PAIR} onPick={idle} />);
    expect(pending).toContain('<span>Price (USDT)</span><span>Amount (BTC)</span>');
    expect(boxes(pending)).toEqual(boxes(loading));
  });
});
