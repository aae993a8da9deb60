import { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Line, PriceField, Segmented, pnlClass } from '../../../components/TicketParts';
import { sanitizeWhole } from '../../../lib/amountInput';
import { formatPercentFigure, formatPrice } from '../../../lib/format';
import { signedUsdt } from '../../../lib/usdt';
import {
  CLOSE_PERCENTS,
  closeLimitProblem,
  closeLots,
  lotsAt,
  partCloseEstimate,
} from '../data/positionTools';
import { normalizeFuturesPrice } from '../forms/state';

/** What the close dialog was left showing: the lots to close, at the market or as a reduce-only limit. */
export interface CloseChoice {
  lots: string;
  kind: 'market' | 'limit';
  price: string;
}

/**
 * The close dialog's form: lots with quick 25/50/75/100 %, at the market (the estimate of the part closed, by
 * the server's close formula) or as a reduce-only limit that rests until the price reaches it. It opens on the
 * whole position at the market. Rendered in a dialog outside the page's tree: strings come in as `t`.
 */
export function CloseForm(props: {
  p: FuturesPosition;
  mark: string;
  t: TFunction;
  onChange: (choice: CloseChoice) => void;
}) {
  const { p, mark, t } = props;
  const [choice, setChoice] = useState<CloseChoice>({ lots: String(p.share), kind: 'market', price: '' });
  const update = (patch: Partial<CloseChoice>) => {
    const next = { ...choice, ...patch };
    setChoice(next);
    props.onChange(next);
  };
  const dp = p.price.split('.')[1]?.length ?? 2;
  const lots = closeLots(choice.lots, p.share);
  const est = lots ? partCloseEstimate(p, lots, mark) : null;
  const priceProblem =
    choice.kind === 'limit' && choice.price ? closeLimitProblem(p, choice.price, mark) : null;
  const side = t(`futures.${p.type_name}`);
  return (
    <div className="close-form" data-testid="futures-close-form">
      <div className="close-lots">
        <PriceField
          testId="futures-close-lots"
          label={t('futures.closeLotsOf', { lots: p.share })}
          value={choice.lots}
          unit={t('futures.lots')}
          inputMode="numeric"
          error={lots ? undefined : t('errors.lever_close_share_invalid')}
          onChange={(v) => update({ lots: sanitizeWhole(v, String(p.share).length) })}
        />
        <div className="close-picks">
          {CLOSE_PERCENTS.map((pct) => (
            <button
              key={pct}
              type="button"
              className={lots === lotsAt(p.share, pct) ? 'active' : ''}
              data-testid={`futures-close-pct-${pct}`}
              onClick={() => update({ lots: String(lotsAt(p.share, pct)) })}
            >
              {formatPercentFigure(pct, { decimals: 0 })}
            </button>
          ))}
        </div>
      </div>
      <Segmented
        testId="futures-close-kind"
        value={choice.kind}
        options={[
          { value: 'market', label: t('futures.market') },
          { value: 'limit', label: t('futures.limit') },
        ]}
        onChange={(kind) => update({ kind })}
      />
      {choice.kind === 'limit' ? (
        <>
          <PriceField
            testId="futures-close-limit-price"
            label={t('futures.closeLimitPrice')}
            value={choice.price}
            unit="USDT"
            error={priceProblem ? t(`errors.${priceProblem}`) : undefined}
            onChange={(v) => update({ price: normalizeFuturesPrice(v, { priceDecimals: dp }) })}
          />
          <div className="close-limit-hint" data-testid="futures-close-text">
            {lots && choice.price && !priceProblem
              ? lots === p.share
                ? t('futures.closeLimitAllText', { price: formatPrice(choice.price, dp) })
                : t('futures.closeLimitText', {
                    close: lots,
                    lots: p.share,
                    price: formatPrice(choice.price, dp),
                  })
              : t('futures.closeLimitHint')}
          </div>
        </>
      ) : (
        <div data-testid="futures-close-text">
          {lots === p.share
            ? t('futures.closeText', {
                side,
                count: p.share,
                lots: p.share,
                symbol: p.symbol,
                price: formatPrice(est?.exit ?? mark, dp),
                pnl: signedUsdt(est?.net ?? '0'),
              })
            : t('futures.closePartText', {
                side,
                symbol: p.symbol,
                close: lots ?? 0,
                lots: p.share,
                price: formatPrice(est?.exit ?? mark, dp),
                pnl: signedUsdt(est?.net ?? '0'),
              })}
          {est ? (
            <div className="close-breakdown">
              <Line
                label={t('futures.grossPnl')}
                value={signedUsdt(est.gross)}
                testId="futures-close-gross"
              />
              <Line
                label={t('futures.feesPaid')}
                value={signedUsdt(new Decimal(est.fees).neg().toFixed())}
                testId="futures-close-fees"
              />
              <Line
                label={t('futures.netPnl')}
                value={`${signedUsdt(est.net)} USDT`}
                testId="futures-close-net"
                className={pnlClass(est.net)}
              />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
