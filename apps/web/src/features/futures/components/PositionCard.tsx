import { Decimal } from '@meridian/contract';
import { FUTURES_STATUS } from '@meridian/contract/futures';
import type { FuturesPosition } from '@meridian/contract/futures';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { liveFigures } from '../data/positions';
import { CopyTag, SelfHoldButton } from './CopyTag';
import { formatAsset, formatPrice } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { riskPercent } from './positionPercent';
import { RiskHelp } from './RiskHelp';
import { pnlClass } from '../../../components/TicketParts';
import { signedUsdt, usdt } from '../../../lib/usdt';

/**
 * One futures row: open (live mark, P&L, risk, actions), pending limit (cancel, "placed at") or closed (net
 * P&L with its breakdown gross − fees = net, price, time, reason); an open one's resting limit close, and its
 * close (whole, part or limit) and margin actions. A copy of a trader's position
 * carries the "Copy" tag; while attached, its close and TP/SL give way to the confirmed switch to self-holding.
 */

function Cell({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="pos-cell">
      <span>{label}</span>
      <b data-testid={testId}>{children}</b>
    </div>
  );
}

const money = usdt;
const signed = signedUsdt;

export function PositionCard(props: {
  p: FuturesPosition;
  livePrice: string | undefined;
  busy: boolean;
  onClose?: (p: FuturesPosition, mark: string, pnl: string) => void;
  onSetStop?: (p: FuturesPosition, mark: string) => void;
  onCancel?: (p: FuturesPosition) => void;
  onMargin?: (p: FuturesPosition, mark: string) => void;
  onCancelLimit?: (p: FuturesPosition) => void;
}) {
  const { t } = useTranslation();
  const { p } = props;
  const live = liveFigures(p, props.livePrice);
  const dp = Math.max(2, p.price.split('.')[1]?.length ?? 0);
  const price = (v: string) => (v ? formatPrice(v, dp) : '--');
  const open = p.status === FUTURES_STATUS.open;
  const closed = p.status === FUTURES_STATUS.closed;
  const pnl = closed ? p.net_profits : live.pnl;
  const placed = p.status === FUTURES_STATUS.pending || p.status === FUTURES_STATUS.cancelled;
  return (
    <article
      className={`pos-card ${p.type_name}`}
      data-testid={`position-row-${p.id}`}
      data-status={p.status_name}
      data-reason={p.close_reason}
    >
      <header className="pos-head">
        <span className={`pos-side ${p.type_name === 'long' ? 'up' : 'down'}`}>
          {t(`futures.${p.type_name}`)}
        </span>
        <b>{p.symbol}</b>
        <span className="pos-lev">{p.multiple}×</span>
        <CopyTag p={p} />
        <span className="pos-status" data-testid={`position-status-${p.id}`}>
          {t(`futures.status.${p.status_name}`)}
        </span>
      </header>
      {placed ? null : (
        <div className="pos-pnl">
          <span>{closed ? t('futures.netPnl') : t('futures.unrealised')}</span>
          <b className={pnlClass(pnl)} data-testid={`position-pnl-${p.id}`}>
            {signed(pnl)} USDT
          </b>
          {open ? (
            <span className="pos-risk" data-testid={`position-risk-${p.id}`}>
              {t('futures.risk')} {riskPercent(live.risk)}
            </span>
          ) : null}
          {open ? <RiskHelp kind="position" testId={`position-risk-help-${p.id}`} /> : null}
        </div>
      )}
      {closed ? (
        <div className="pos-breakdown" data-testid={`position-breakdown-${p.id}`}>
          <Cell label={t('futures.grossPnl')} testId={`position-gross-${p.id}`}>
            {signed(p.gross_profits)}
          </Cell>
          <Cell label={t('futures.feesPaid')} testId={`position-fees-${p.id}`}>
            {signed(new Decimal(p.fees_paid).neg().toFixed())}
          </Cell>
          <Cell label={t('futures.netPnl')} testId={`position-net-${p.id}`}>
            {signed(p.net_profits)}
          </Cell>
        </div>
      ) : null}
      <div className="pos-grid">
        <Cell label={t('futures.lots')}>
          {p.share} ({formatAsset(p.number, 8)} {p.currency_name})
        </Cell>
        <Cell
          label={p.status === FUTURES_STATUS.pending ? t('futures.limitPrice') : t('futures.entry')}
          testId={`position-entry-${p.id}`}
        >
          {price(p.status === FUTURES_STATUS.pending ? p.target_price : p.price)}
        </Cell>
        {closed ? (
          <>
            <Cell label={t('futures.closePrice')} testId={`position-close-price-${p.id}`}>
              {price(p.close_price)}
            </Cell>
            <Cell label={t('futures.reasonLabel')} testId={`position-reason-${p.id}`}>
              {p.close_reason ? t(`futures.reason.${p.close_reason}`) : '--'}
            </Cell>
            <Cell label={t('futures.closeTime')}>{formatDateTime(p.close_time)}</Cell>
          </>
        ) : (
          <Cell label={t('futures.mark')} testId={`position-mark-${p.id}`}>
            {price(live.mark)}
          </Cell>
        )}
        <Cell label={t('futures.margin')}>{money(p.caution_money)}</Cell>
        <Cell label={t('trade.feeShort')}>{money(p.trade_fee)}</Cell>
        <Cell label={t('futures.overnightFee')}>{money(p.overnight_money)}</Cell>
        <Cell label={t('futures.tpsl')} testId={`position-tpsl-${p.id}`}>
          {price(p.target_profit_price)} / {price(p.stop_loss_price)}
        </Cell>
        {open ? (
          <Cell label={t('futures.liquidation')} testId={`position-liq-${p.id}`}>
            {price(p.liquidation_price)}
          </Cell>
        ) : null}
        {open && p.close_limit_share > 0 ? (
          <Cell label={t('futures.closeLimitResting')} testId={`position-close-limit-${p.id}`}>
            {p.close_limit_share} @ {price(p.close_limit_price)}
            {props.onCancelLimit ? (
              <button
                type="button"
                className="pos-link"
                data-testid={`position-close-limit-cancel-${p.id}`}
                onClick={() => props.onCancelLimit?.(p)}
              >
                {t('futures.closeLimitCancel')}
              </button>
            ) : null}
          </Cell>
        ) : null}
        {placed ? (
          <Cell label={t('futures.placedAt')} testId={`position-time-${p.id}`}>
            {formatDateTime(p.create_time)}
          </Cell>
        ) : (
          <Cell label={t('futures.openTime')} testId={`position-time-${p.id}`}>
            {formatDateTime(p.transaction_time || p.create_time)}
          </Cell>
        )}
        {p.shortfall && !/^0*(\.0*)?$/.test(p.shortfall) ? (
          <Cell label={t('futures.shortfall')}>{money(p.shortfall)}</Cell>
        ) : null}
      </div>
      {open && p.order_type === 2 ? <SelfHoldButton p={p} /> : null}
      {open && p.order_type !== 2 && props.onClose && props.onSetStop ? (
        <footer className="pos-actions">
          <Button
            size="mini"
            fill="outline"
            data-testid={`position-setstop-${p.id}`}
            onClick={() => props.onSetStop?.(p, live.mark)}
          >
            {t('futures.setStop')}
          </Button>
          {props.onMargin ? (
            <Button
              size="mini"
              fill="outline"
              data-testid={`position-margin-${p.id}`}
              onClick={() => props.onMargin?.(p, live.mark)}
            >
              {t('futures.marginAction')}
            </Button>
          ) : null}
          <Button
            size="mini"
            color="danger"
            loading={props.busy}
            data-testid={`position-close-${p.id}`}
            onClick={() => props.onClose?.(p, live.mark, live.pnl)}
          >
            {t('futures.close')}
          </Button>
        </footer>
      ) : null}
      {p.status === FUTURES_STATUS.pending && props.onCancel ? (
        <footer className="pos-actions">
          <Button
            size="mini"
            fill="outline"
            loading={props.busy}
            data-testid={`position-cancel-${p.id}`}
            onClick={() => props.onCancel?.(p)}
          >
            {t('futures.cancelOrder')}
          </Button>
        </footer>
      ) : null}
    </article>
  );
}
