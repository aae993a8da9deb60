import { OTC_FIAT_DECIMALS } from '@meridian/contract/otc';
import type { OtcOrder, OtcStatus } from '@meridian/contract/otc';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, PageNav } from '../../../components/PageNav';
import { statusTone } from '../data/order';
import { formatNumber } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { OTC_ORDERS } from '../paths';
import './otc.css';
import './otc-order.css';

/** Small pieces shared by the OTC screens. */

/** A fiat total: always its 2 decimals (what is transferred, to the cent), with the code ("3,654.00 CNY"). */
export const fiat = (v: string, code: string): string =>
  `${formatNumber(v, { decimals: OTC_FIAT_DECIMALS })} ${code}`;
/** A coin amount to its decimals, trailing zeros trimmed ("0.01 BTC"). */
export const coin = (v: string, name: string, decimals = 8): string =>
  `${formatNumber(v, { decimals: Math.min(decimals, 8), minDecimals: 0, rounding: 'down' })} ${name}`;
/** A price (fiat per coin): exact to 8 decimals, at least 2. */
export const price = (v: string): string => formatNumber(v, { decimals: 8, minDecimals: 2 });
/** USDT values of the limits: up to 2 decimals ("2,000", "10.5"). */
export const usdt = (v: string): string => formatNumber(v, { decimals: 2, minDecimals: 0 });
export const when = (iso: string | null): string => (iso ? formatDateTime(iso) : '--');

/** The screen frame: navigation bar (with "My orders" on the right unless it is that list) and the body. */
export function OtcScreen({
  title,
  ordersLink = true,
  testId,
  children,
}: {
  title: string;
  ordersLink?: boolean;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const right = ordersLink ? (
    <NavLink to={OTC_ORDERS} testId="otc-my-orders">
      {t('otc.myOrders')}
    </NavLink>
  ) : undefined;
  return (
    <div className="page otc-page" data-testid={testId}>
      <PageNav title={title} right={right} />
      <div className="page-body">{children}</div>
    </div>
  );
}

/** A card section with a title. */
export function Section({
  title,
  extra,
  testId,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="otc-section card" data-testid={testId}>
      <div className="otc-section-head">
        <h4>{title}</h4>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** One label / value line. */
export function Row({
  label,
  children,
  testId,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <div className={`otc-row${strong ? ' strong' : ''}`}>
      <span>{label}</span>
      <b data-testid={testId}>{children}</b>
    </div>
  );
}

/** An order's status: a buy's pending is "awaiting payment", a sell's "awaiting payout". */
export function StatusTag({ order }: { order: Pick<OtcOrder, 'side' | 'status'> }) {
  const { t } = useTranslation();
  return (
    <span
      className={`otc-status ${statusTone(order.status)}`}
      data-testid="otc-status"
      data-status={order.status}
    >
      {statusText(order.side, order.status, t)}
    </span>
  );
}

export function statusText(side: OtcOrder['side'], status: OtcStatus, t: (k: string) => string): string {
  return side === 'sell' && status === 'pending' ? t('otc.status.payout') : t(`otc.status.${status}`);
}

/** "Buy" / "Sell" coloured. */
export function SideTag({ side }: { side: OtcOrder['side'] }) {
  const { t } = useTranslation();
  return <span className={`otc-side ${side}`}>{t(`otc.side.${side}`)}</span>;
}
