import type { PairDetail } from '@meridian/contract/market';
import type { SpotSide } from '@meridian/contract/spot';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../../components/overlays';
import { Line } from '../../../../components/TicketParts';
import { usePageOverlays } from '../../../../components/usePageOverlays';
import { formatAsset, formatPrice } from '../../../../lib/format';
import { messageParams } from '../../../../lib/messageParams';
import { usePlaceSpotOrder } from '../../data/account';
import { normalizeAmount, normalizePrice } from '../../forms/state';
import type { SpotContext } from '../../forms/types';
import { Field, LoginButton, SubmitButton } from '../TicketControls';
import {
  EMPTY_STOP_FIELDS,
  stopFieldsOf,
  stopHold,
  stopProblem,
  stopRequest,
  type StopField,
  type StopFields,
  type StopKind,
  type StopProblem,
} from './stopForm';

/**
 * The stop-limit and OCO part of the spot ticket, loaded when one of those types is chosen (never on the trade
 * tab's first route): trigger and limit inputs (an OCO's take-profit too), what will happen in one or two lines,
 * the single hold, a confirmation, then the order. Strings: the `spotStops` area and the contract's messages.
 */

export interface StopTicketProps {
  kind: StopKind;
  side: SpotSide;
  pair: PairDetail;
  ctx: SpotContext;
  loggedIn: boolean;
  onLogin: () => void;
}

const LABEL: Record<StopField, string> = {
  trigger: 'spotStops.trigger',
  limit: 'spotStops.limit',
  takeProfit: 'spotStops.takeProfit',
  amount: 'trade.amount',
};

function problemText(t: TFunction, p: StopProblem, holdText: string): string {
  if (p.contract) return t(`errors.${p.key}`, messageParams(p.key, p.params));
  return t(`spotStops.problem.${p.key}`, { hold: holdText });
}

/**
 * "When the last price reaches 61,000 USDT, buy 0.1 BTC at 61,100 USDT", and an OCO's take-profit line (the
 * ticket shows them once every field holds a number).
 */
export function stopPreview(
  t: TFunction,
  kind: StopKind,
  side: SpotSide,
  f: StopFields,
  pair: PairDetail,
): string[] {
  const base = pair.currency_name;
  const quote = pair.legal_name;
  const price = (v: string) => (v ? `${formatPrice(v, pair.price_precision)} ${quote}` : '--');
  const amount = f.amount ? `${formatAsset(f.amount, pair.amount_precision, base)} ${base}` : '--';
  const stop = t(`spotStops.preview.${side}`, { trigger: price(f.trigger), amount, price: price(f.limit) });
  if (kind !== 'oco') return [stop];
  return [
    t(`spotStops.previewTakeProfit.${side}`, { amount, price: price(f.takeProfit) }),
    stop,
    t('spotStops.previewOco'),
  ];
}

export function StopTicket(props: StopTicketProps) {
  const { t } = useTranslation();
  const overlays = usePageOverlays();
  const { kind, side, pair, ctx } = props;
  const place = usePlaceSpotOrder(pair.symbol);
  const [fields, setFields] = useState<StopFields>(EMPTY_STOP_FIELDS);
  const [touched, setTouched] = useState(false);
  useEffect(() => setTouched(false), [kind, side]);
  const set = (field: StopField, raw: string) =>
    setFields((f) => ({
      ...f,
      [field]: field === 'amount' ? normalizeAmount(raw, ctx.pair) : normalizePrice(raw, ctx.pair),
    }));
  const last = pair.now_price || null;
  const problem = props.loggedIn ? stopProblem(kind, side, fields, ctx, last) : null;
  const typed = fields.amount !== '';
  const shown = problem && (touched || (typed && problem.field !== 'ticket')) ? problem : null;
  const hold = stopHold(kind, side, fields, ctx);
  const holdAsset = side === 'buy' ? pair.legal_name : pair.currency_name;
  const holdPrecision = side === 'buy' ? (ctx.pair.quote_precision ?? 8) : (ctx.pair.base_precision ?? 8);
  const holdText = hold ? `${formatAsset(hold.toFixed(), holdPrecision, holdAsset)} ${holdAsset}` : '--';
  const errorOf = (field: StopProblem['field']) =>
    shown && shown.field === field ? problemText(t, shown, holdText) : undefined;
  const preview = hold ? stopPreview(t, kind, side, fields, pair) : [];
  const labelOf = (field: StopField) =>
    t(field === 'limit' && kind === 'oco' ? 'spotStops.stopLimit' : LABEL[field]);

  const submit = async () => {
    setTouched(true);
    if (problem !== null) return;
    const body = await overlays.confirmValues(stopRequest(kind, side, fields, ctx), () => ({
      title: t(`spotStops.confirmTitle.${kind}`),
      content: (
        <div className="place-confirm" data-testid="spot-stop-confirm-text">
          {preview.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <Line label={t(`spotStops.hold.${kind}`)} value={holdText} testId="spot-stop-confirm-hold" />
        </div>
      ),
      confirmText: <span data-testid="spot-confirm">{t('common.confirm')}</span>,
      cancelText: t('common.cancel'),
    }));
    if (!body) return;
    try {
      await place.mutateAsync({ body });
      Toast.show({
        icon: 'success',
        content: <span data-testid="spot-placed">{t(`spotStops.placed.${kind}`)}</span>,
      });
      setFields(EMPTY_STOP_FIELDS);
      setTouched(false);
    } catch {
      // the http helper toasted the server's localised reason; balances and lists reload either way
    }
  };

  return (
    <>
      {last ? (
        <div className="ticket-last" data-testid="spot-stop-last" data-price={last}>
          {t('spotStops.lastPrice', {
            price: `${formatPrice(last, pair.price_precision)} ${pair.legal_name}`,
          })}
        </div>
      ) : null}
      {stopFieldsOf(kind).map((field) => (
        <div key={field}>
          {/* several prices look alike once typed: each keeps its name above it */}
          <div className="ticket-caption">{labelOf(field)}</div>
          <Field
            testId={`spot-stop-${field}`}
            label={labelOf(field)}
            unit={field === 'amount' ? pair.currency_name : pair.legal_name}
            value={fields[field]}
            error={errorOf(field)}
            onChange={(v) => set(field, v)}
          />
          {errorOf(field) ? <div className="ticket-error">{errorOf(field)}</div> : null}
        </div>
      ))}
      <div className="ticket-preview" data-testid="spot-stop-preview">
        {preview.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <Line label={t(`spotStops.hold.${kind}`)} testId="spot-stop-hold" value={holdText} />
      {errorOf('ticket') ? <div className="ticket-error">{errorOf('ticket')}</div> : null}
      {props.loggedIn ? (
        <SubmitButton
          side={side}
          testId="spot-submit"
          loading={place.isPending}
          disabled={shown !== null}
          onClick={() => void submit()}
        >
          {t(`spotStops.submit.${kind}.${side}`, { asset: pair.currency_name })}
        </SubmitButton>
      ) : (
        <LoginButton onLogin={props.onLogin} />
      )}
    </>
  );
}
