import type { PairDetail } from '@meridian/contract/market';
import type { SpotFeeRole } from '@meridian/contract/spot';
import { Suspense, useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ClosedNotice } from '../../../components/market/ClosedNotice';
import { useSessionClosed } from '../../../components/market/useSessionClosed';
import { isQuietSpotProblem, spotProblem, spotProblemI18nKey } from '../forms/errors';
import type { SpotProblem } from '../forms/errors';
import { spotSummary } from '../forms/summary';
import type { SpotTicketAction } from '../forms/state';
import type { SpotContext, SpotTicket } from '../forms/types';
import { formatAsset, formatNumber } from '../../../lib/format';
import { messageParams } from '../../../lib/messageParams';
import { Line } from '../../../components/TicketParts';
import { Field, LoginButton, PercentPicker, SideSwitch, SubmitButton, TypeSwitch } from './TicketControls';
import { StopTicket } from './stops/lazy';

/** The spot ticket: side, type, price, amount with the balance slider, available, total and fee. */

export interface TicketFormProps {
  pair: PairDetail;
  ticket: SpotTicket;
  ctx: SpotContext;
  act: (action: SpotTicketAction) => void;
  loggedIn: boolean;
  /** The balances have loaded (logged in): until then the available amount is unknown, not zero. */
  balancesKnown: boolean;
  submitting: boolean;
  onSubmit: () => void;
  onLogin: () => void;
}

/**
 * "Maker fee (0.1%)" for an order that will rest, "Taker fee (0.15%)" for one that crosses the book (or a
 * market order); the rate in the user's number format.
 */
export function feeLabel(t: TFunction, role: SpotFeeRole, percent: string): string {
  const rate = formatNumber(percent, { decimals: 4, minDecimals: 0 });
  return role === 'maker' ? t('trade.feeMaker', { percent: rate }) : t('trade.feeTaker', { percent: rate });
}

function FeeLabel({ role, percent }: { role: SpotFeeRole; percent: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid="spot-fee-role" data-role={role}>
      {feeLabel(t, role, percent)}
    </span>
  );
}

/** The contract's message for a problem, or a plainer one where it only has "parameter error". */
function problemText(t: TFunction, p: SpotProblem): string {
  if (p.code === 'amount_required') return t('trade.amountRequired');
  if (p.code === 'amount_invalid' || p.code === 'price_invalid') return t('trade.numberInvalid');
  return t(spotProblemI18nKey(p), messageParams(p.key, p.params));
}

export function TicketForm(props: TicketFormProps) {
  const { t } = useTranslation();
  const { pair, ticket, ctx, act } = props;
  const [touched, setTouched] = useState(false);
  // Stop and OCO have inputs of their own (stops/), loaded when chosen
  const [stopKind, setStopKind] = useState<'stop_limit' | 'oco' | null>(null);
  // A cleared ticket (after an order, a side switch) starts quiet again.
  useEffect(() => {
    if (ticket.amount === '') setTouched(false);
  }, [ticket.amount]);
  const base = pair.currency_name;
  const quote = pair.legal_name;
  const summary = spotSummary(ticket, ctx);
  const problem = props.loggedIn ? spotProblem(ticket, ctx) : null;
  const typed = ticket.amount !== '';
  const shown = problem && (touched || (typed && !isQuietSpotProblem(problem))) ? problem : null;
  const errorOf = (field: SpotProblem['field']) =>
    shown && shown.field === field ? problemText(t, shown) : undefined;
  const buy = ticket.side === 'buy';
  const available = buy ? ctx.balances.quote_available : ctx.balances.base_available;
  const availableAsset = buy ? quote : base;
  const availablePrecision = buy ? (ctx.pair.quote_precision ?? 8) : (ctx.pair.base_precision ?? 8);
  const approx = summary.approximate ? '≈ ' : '';
  const feeAsset = summary.feeAsset === 'base' ? base : quote;
  const feePrecision =
    summary.feeAsset === 'base' ? (ctx.pair.base_precision ?? 8) : (ctx.pair.quote_precision ?? 8);
  const quotePrecision = ctx.pair.quote_precision ?? 8;
  const session = useSessionClosed(pair.session);

  const submit = () => {
    setTouched(true);
    if (problem === null && !session.closed) props.onSubmit();
  };

  return (
    <section className={`ticket ${ticket.side}`} data-testid="spot-ticket">
      <ClosedNotice session={pair.session} testId="spot-closed" />
      <SideSwitch
        prefix="spot"
        value={ticket.side}
        onChange={(side) => {
          setTouched(false);
          act({ kind: 'side', side });
        }}
      />
      <TypeSwitch
        prefix="spot"
        value={stopKind ?? ticket.type}
        onChange={(type) => {
          const stop = type === 'stop_limit' || type === 'oco';
          setStopKind(stop ? type : null);
          if (!stop) act({ kind: 'type', type });
        }}
      />
      {stopKind ? (
        <Suspense fallback={null}>
          <StopTicket
            kind={stopKind}
            side={ticket.side}
            pair={pair}
            ctx={ctx}
            loggedIn={props.loggedIn}
            onLogin={props.onLogin}
          />
        </Suspense>
      ) : ticket.type === 'limit' ? (
        <Field
          testId="spot-price"
          label={t('trade.price')}
          unit={quote}
          value={ticket.price}
          error={errorOf('price')}
          onChange={(value) => act({ kind: 'price', value })}
        />
      ) : (
        <div className="ticket-field market" data-testid="spot-price-market">
          {t('trade.marketPrice')}
        </div>
      )}
      {stopKind ? null : (
        <>
          {errorOf('price') ? <div className="ticket-error">{errorOf('price')}</div> : null}
          <Field
            testId="spot-amount"
            label={t('trade.amount')}
            unit={base}
            value={ticket.amount}
            error={errorOf('amount')}
            onChange={(value) => act({ kind: 'amount', value })}
          />
          {errorOf('amount') ? <div className="ticket-error">{errorOf('amount')}</div> : null}
          <PercentPicker
            prefix="spot"
            percent={ticket.percent}
            disabled={!props.loggedIn}
            onPick={(percent) => act({ kind: 'percent', percent })}
          />
          <Line
            label={t('trade.available')}
            testId="spot-available"
            value={
              props.loggedIn && props.balancesKnown
                ? `${formatAsset(available, availablePrecision, availableAsset)} ${availableAsset}`
                : '--'
            }
          />
          <Line
            label={t('trade.total')}
            testId="spot-total"
            value={
              summary.total ? `${approx}${formatAsset(summary.total, quotePrecision, quote)} ${quote}` : '--'
            }
          />
          <Line
            label={<FeeLabel role={summary.feeRole} percent={summary.feeRatePercent} />}
            testId="spot-fee"
            value={
              summary.fee ? `${approx}${formatAsset(summary.fee, feePrecision, feeAsset)} ${feeAsset}` : '--'
            }
          />
          {errorOf('ticket') ? <div className="ticket-error">{errorOf('ticket')}</div> : null}
          {props.loggedIn ? (
            <SubmitButton
              side={ticket.side}
              testId="spot-submit"
              loading={props.submitting}
              disabled={shown !== null || session.closed}
              onClick={submit}
            >
              {session.closed
                ? session.until
                : buy
                  ? t('trade.buyAsset', { asset: base })
                  : t('trade.sellAsset', { asset: base })}
            </SubmitButton>
          ) : (
            <LoginButton onLogin={props.onLogin} />
          )}
        </>
      )}
    </section>
  );
}
