import type { InvestType } from '@meridian/contract/earn';
import { useTranslation } from 'react-i18next';
import { ChipTabs } from '../../../components/ChipTabs';
import type { OutcomesView } from '../data/purchase';
import { decimalsOf } from '../data/orders';
import { formatNumber, formatPercentFigure, formatPrice } from '../../../lib/format';
import './invest.css';

/** Small pieces shared by the invest screens. */

/** An amount as stored (a payout, a deposit), in the user's locale: up to 8 decimals, at least 2, never rounded up. */
export function exact(value: string): string {
  const decimals = Math.min(8, Math.max(2, decimalsOf(value)));
  return formatNumber(value, { decimals, minDecimals: 2, rounding: 'down' });
}

/** A USDT price of the coin, 2 decimals. */
export const price = (value: string): string => formatPrice(value, 2);

/** "36.50%" from an APR in percent. */
export const apr = (value: string): string => formatPercentFigure(value, { decimals: 2 });

/** The product type: sell high (call) or buy low (put). */
export function TypeBadge({ type }: { type: InvestType }) {
  const { t } = useTranslation();
  return <span className={`invest-type ${type}`}>{t(`invest.type.${type}`)}</span>;
}

/** Segmented buttons (coin, type, section, order status). */
export function Segments<T extends string | number>(props: {
  value: T;
  options: { value: T; label: string }[];
  testId: string;
  onChange: (v: T) => void;
  variant?: 'tabs' | 'chips';
}) {
  const { variant, ...rest } = props;
  return <ChipTabs className={`invest-seg ${variant ?? 'chips'}`} {...rest} />;
}

/**
 * Both outcomes of a purchase, as the user reads them before confirming and on the order: "if the
 * settlement price is below the linked price you receive …, otherwise …" (a put: at or below / above).
 * `hit` marks the case a settlement took.
 */
export function OutcomeBox({
  type,
  linkedPrice,
  outcomes,
  hit,
  testId = 'invest-outcomes',
}: {
  type: InvestType;
  linkedPrice: string;
  outcomes: OutcomesView;
  hit?: 'below' | 'above';
  testId?: string;
}) {
  const { t } = useTranslation();
  const row = (side: 'below' | 'above') => {
    const o = outcomes[side];
    const cls = `invest-outcome${hit === side ? ' hit' : ''}${hit && hit !== side ? ' missed' : ''}`;
    return (
      <div className={cls} data-testid={`${testId}-${side}`} data-currency={o.currency_name}>
        <span>{t(`invest.outcome.${type}_${side}`, { price: price(linkedPrice) })}</span>
        <b>
          {exact(o.amount)} {o.currency_name}
        </b>
      </div>
    );
  };
  return (
    <div className="invest-outcomes" data-testid={testId}>
      {row('below')}
      {row('above')}
    </div>
  );
}
