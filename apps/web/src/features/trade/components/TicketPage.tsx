import { UnorderedListOutline } from 'antd-mobile-icons';
import { useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageNav } from '../../../components/PageNav';
import { PairPicker } from './PairPicker';
import { rememberSymbol, symbolFromParams } from './symbol';
import type { SymbolMemory } from './symbol';
import '../../../components/market/market.css';
import '../../../styles/trade.css';

/**
 * A product ticket as its own page (`?symbol=`): the nav bar with a link to the product's orders, the ticket,
 * and the pair picker that rewrites `?symbol=`.
 */
export function TicketPage(props: {
  testId: string;
  title: string;
  orders: { label: string; testId: string; path: string };
  /** The options page remembers its own pair and lists only pairs with options. */
  memory?: SymbolMemory;
  ticket: (symbol: string, onPickSymbol: () => void) => ReactNode;
}) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const memory = props.memory ?? 'trade';
  const symbol = symbolFromParams(params, memory);
  const [picking, setPicking] = useState(false);
  return (
    <div className="page trade-page" data-testid={props.testId}>
      <PageNav
        title={props.title}
        right={
          <button
            type="button"
            className="icon-btn"
            aria-label={props.orders.label}
            data-testid={props.orders.testId}
            onClick={() => void navigate(props.orders.path)}
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <div className="trade-body">{props.ticket(symbol, () => setPicking(true))}</div>
      <PairPicker
        visible={picking}
        current={symbol}
        product={memory === 'options' ? 'options' : 'spot'}
        onClose={() => setPicking(false)}
        onPick={(s) => {
          setPicking(false);
          rememberSymbol(s, memory);
          setParams({ symbol: s }, { replace: true });
        }}
      />
    </div>
  );
}
