import type { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetStop } from '../data/hooks';
import { stopProblem } from '../forms/errors';
import { normalizeFuturesPrice } from '../forms/state';
import { formatPrice } from '../../../lib/format';
import { PriceField } from '../../../components/TicketParts';
import { positiveAmount } from '../../../lib/amountInput';
import { PositionSheet } from './PositionSheet';

/** Set / clear TP and SL of an open position (lever/setstop), checked against the entry and the live mark. */

function dec(v: string): Decimal | null {
  return positiveAmount(v);
}

function decimalsOf(p: FuturesPosition): number {
  return Math.max(p.price.split('.')[1]?.length ?? 0, p.update_price.split('.')[1]?.length ?? 0, 2);
}

function StopForm({
  position,
  mark,
  onDone,
}: {
  position: FuturesPosition;
  mark: string;
  onDone: () => void;
}) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const setStop = useSetStop();
  const decimals = decimalsOf(position);
  const [tp, setTp] = useState(position.target_profit_price === '0' ? '' : position.target_profit_price);
  const [sl, setSl] = useState(position.stop_loss_price === '0' ? '' : position.stop_loss_price);
  const refs = [dec(position.price), dec(mark)];
  const tpProblem = stopProblem(position.type_name, 'tp', tp, refs);
  const slProblem = stopProblem(position.type_name, 'sl', sl, refs, position.liquidation_price || null);
  const save = async () => {
    if (tpProblem || slProblem) return;
    const ok = await overlays.confirm({
      title: t('futures.stopConfirmTitle'),
      content: (
        <div data-testid="setstop-confirm-text">
          {t('futures.stopConfirmText', {
            tp: tp ? formatPrice(tp, decimals) : t('futures.none'),
            sl: sl ? formatPrice(sl, decimals) : t('futures.none'),
          })}
        </div>
      ),
      confirmText: <span data-testid="setstop-confirm">{t('common.confirm')}</span>,
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await setStop.mutateAsync({ body: { id: position.id, target_profit_price: tp, stop_loss_price: sl } });
      Toast.show({ icon: 'success', content: t('futures.stopSaved') });
      onDone();
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <div className="setstop" data-testid="setstop-popup">
      <h3>{t('futures.setStopTitle')}</h3>
      <div className="setstop-facts">
        {position.symbol} · {t(`futures.${position.type_name}`)} · {t('futures.entry')}{' '}
        {formatPrice(position.price, decimals)} · {t('futures.mark')} {formatPrice(mark, decimals)}
      </div>
      <PriceField
        testId="setstop-tp"
        label={t('futures.tp')}
        value={tp}
        error={tpProblem ? t(`errors.${tpProblem.key}`) : undefined}
        onChange={(v) => setTp(normalizeFuturesPrice(v, { priceDecimals: decimals }))}
      />
      <PriceField
        testId="setstop-sl"
        label={t('futures.sl')}
        value={sl}
        error={
          slProblem
            ? t(`errors.${slProblem.key}`, {
                ...slProblem.params,
                liquidation: formatPrice(position.liquidation_price || '0', decimals),
              })
            : undefined
        }
        onChange={(v) => setSl(normalizeFuturesPrice(v, { priceDecimals: decimals }))}
      />
      <p className="setstop-hint">{t('futures.setStopHint')}</p>
      <Button
        block
        color="primary"
        loading={setStop.isPending}
        disabled={Boolean(tpProblem || slProblem)}
        data-testid="setstop-save"
        onClick={() => void save()}
      >
        {t('futures.save')}
      </Button>
    </div>
  );
}

export function SetStopPopup(props: { position: FuturesPosition | null; mark: string; onClose: () => void }) {
  return (
    <PositionSheet position={props.position} onClose={props.onClose}>
      {(p) => <StopForm key={p.id} position={p} mark={props.mark} onDone={props.onClose} />}
    </PositionSheet>
  );
}
