import { Decimal } from '@meridian/contract';
import { type CopyTrade, type FollowRecord, type ProfitShare } from '@meridian/contract/copytrade';
import { type FuturesPosition, FUTURES_STATUS } from '@meridian/contract/futures';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { copyOutcome, followState, labelText, modeKey } from '../data/labels';
import { copyNetUnrealised } from '../data/unrealised';
import { liveFigures } from '../../futures';
import { formatNumber, formatPercentFigure } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { DemoBadge, Signed, TraderAvatar, plainPct, signedUsdt, usdt } from './parts';
import { followPath, traderPath } from '../paths';
import { useConfirmCancel } from '../pages/TraderDetail';
import '../../../styles/options.css';
import { Fact } from '../../../components/Fact';

/** Rows of "My copy trading": a follow, a copy (current or past, with why), a profit share. */

/**
 * An open copy's unrealised P&L after its fees — the figure the "Unrealised" totals add up — with how it comes
 * from the card's P&L below: P&L − fees = net.
 */
export function CopyNetLine(props: { p: FuturesPosition; livePrice: string | undefined; testId: string }) {
  const { t } = useTranslation();
  const { p, livePrice } = props;
  return (
    <div className="copy-net" data-testid={props.testId}>
      <Fact look="copy" label={t('copy.unrealisedNet')} testId={`${props.testId}-value`}>
        <Signed value={copyNetUnrealised(p, livePrice).toFixed(2)} />
      </Fact>
      <span className="muted">
        {t('copy.netOfFees', {
          pnl: signedUsdt(liveFigures(p, livePrice).pnl),
          fees: usdt(new Decimal(p.fees_paid || 0).toFixed()),
        })}
      </span>
    </div>
  );
}

/** A follow; `unrealised` (its open copies' rows on the live prices) replaces the server's figure when given. */
export function FollowCard({ f, unrealised }: { f: FollowRecord; unrealised?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useConfirmCancel();
  const state = followState(f);
  const active = f.status === 'active';
  return (
    <article className="copy-follow card" data-testid={`my-follow-${f.id}`} data-status={f.status}>
      <header>
        <button
          type="button"
          className="copy-follow-who"
          onClick={() => void navigate(traderPath(f.follow_user_id))}
        >
          <TraderAvatar src={f.trader_head_portrait} size={36} />
          <b>{f.trader_nickname}</b>
          {f.trader_is_demo ? <DemoBadge /> : null}
        </button>
        <span className={`copy-state ${state.tone}`} data-testid={`my-follow-state-${f.id}`}>
          {labelText(state, t)}
        </span>
      </header>
      <div className="copy-follow-grid">
        <Fact look="copy" label={t('copy.earnings')} testId={`my-follow-earnings-${f.id}`}>
          <Signed value={f.follow_earnings} />
        </Fact>
        <Fact look="copy" label={t('copy.unrealisedNet')} testId={`my-follow-unrealised-${f.id}`}>
          <Signed value={unrealised ?? f.unrealised} />
        </Fact>
        <Fact look="copy" label={t('copy.sharesPaid')} testId={`my-follow-shares-${f.id}`}>
          {usdt(f.shares_paid)}
        </Fact>
        <Fact look="copy" label={t(modeKey(f.type))}>
          {f.type === 1
            ? `×${formatNumber(f.number, { decimals: 2 })}`
            : t('copy.lotsN', { count: Number(f.number) })}
        </Fact>
        <Fact look="copy" label={t('copy.marginBudget')}>
          {usdt(f.margin_used)}/{usdt(f.budget)}
        </Fact>
        <Fact look="copy" label={t('copy.stopLoss')}>
          {f.stop_loss_percent ? formatPercentFigure(f.stop_loss_percent, { decimals: 0 }) : t('copy.none')}
        </Fact>
        <Fact look="copy" label={t('copy.profitShare')}>
          {plainPct(f.profit_share)}
        </Fact>
        <Fact look="copy" label={t('copy.openCopies')}>
          {f.open_copies}
        </Fact>
        <Fact look="copy" label={t('copy.highWater')}>
          {usdt(f.high_water)}
        </Fact>
      </div>
      <footer>
        <span className="muted">
          {formatDateTime(f.created_at)}
          {f.ended_at ? ` → ${formatDateTime(f.ended_at)}` : ''}
        </span>
        {active ? (
          <span className="copy-follow-actions">
            <Button
              size="mini"
              fill="outline"
              color="danger"
              loading={cancel.pending}
              data-testid={`my-follow-cancel-${f.id}`}
              onClick={() => void cancel.ask(f.follow_user_id, f.trader_nickname, f.open_copies)}
            >
              {t('copy.stopFollowing')}
            </Button>
            <Button
              size="mini"
              color="primary"
              data-testid={`my-follow-edit-${f.id}`}
              onClick={() => void navigate(followPath(f.follow_user_id))}
            >
              {t('copy.edit')}
            </Button>
          </span>
        ) : null}
      </footer>
    </article>
  );
}

/** A past copy (closed, detached or skipped): what it was, and why it ended or was not made. */
export function CopyRow({ c }: { c: CopyTrade }) {
  const { t } = useTranslation();
  const outcome = copyOutcome(c);
  const p = c.position;
  const dp = p ? Math.max(2, p.price.split('.')[1]?.length ?? 0) : 2;
  const price = (v: string) => (v ? formatNumber(v, { decimals: dp }) : '--');
  return (
    <article
      className="opt-order copy-row"
      data-testid={`copy-${c.id}`}
      data-status={c.status}
      data-cause={c.close_cause}
    >
      <header>
        <b>{c.trader_nickname}</b>
        {p ? (
          <span className="muted">
            {p.symbol} · {t(`futures.${p.type_name}`)} · {t('copy.lotsN', { count: p.share })} · {p.multiple}×
          </span>
        ) : null}
        <span className={`copy-state ${outcome.tone}`} data-testid={`copy-outcome-${c.id}`}>
          {labelText(outcome, t)}
        </span>
      </header>
      {p ? (
        <div className="copy-row-grid">
          <Fact look="copy" label={t('futures.entry')}>
            {price(p.price)}
          </Fact>
          <Fact
            look="copy"
            label={p.status === FUTURES_STATUS.closed ? t('futures.closePrice') : t('futures.mark')}
          >
            {price(p.status === FUTURES_STATUS.closed ? p.close_price : p.update_price)}
          </Fact>
          <Fact
            look="copy"
            label={p.status === FUTURES_STATUS.closed ? t('futures.netPnl') : t('futures.unrealised')}
            testId={`copy-pnl-${c.id}`}
          >
            <Signed value={p.status === FUTURES_STATUS.closed ? p.net_profits : p.profits} />
          </Fact>
          <Fact look="copy" label={t('copy.sharePaid')} testId={`copy-share-${c.id}`}>
            {usdt(c.share_paid)}
          </Fact>
        </div>
      ) : null}
      <footer className="muted">
        {t('copy.traderPosition', { id: c.follow_order_id })} ·{' '}
        {formatDateTime(p?.close_time || c.created_at)}
      </footer>
    </article>
  );
}

export function ShareRow({ s }: { s: ProfitShare }) {
  const { t } = useTranslation();
  return (
    <article className="opt-order copy-row" data-testid={`share-${s.id}`}>
      <header>
        <b>{s.counterparty}</b>
        <span className="muted">
          {s.symbol} · #{s.transaction_id}
        </span>
        <span className="copy-share-amount" data-testid={`share-amount-${s.id}`}>
          {usdt(s.amount)} USDT
        </span>
      </header>
      <div className="copy-row-grid">
        <Fact look="copy" label={t('copy.copyProfit')}>
          <Signed value={s.profit} />
        </Fact>
        <Fact look="copy" label={t('copy.aboveHighWater')}>
          {usdt(s.above_high_water)}
        </Fact>
        <Fact look="copy" label={t('copy.rate')}>
          {plainPct(s.rate)}
        </Fact>
      </div>
      <footer className="muted">{formatDateTime(s.created_at)}</footer>
    </article>
  );
}
