import { Decimal } from '@meridian/contract';
import type { FuturesPosition } from '@meridian/contract/futures';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from '../../../components/overlays';
import { Line, PriceField, Segmented } from '../../../components/TicketParts';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { sanitizeAmount } from '../../../lib/amountInput';
import { formatPrice } from '../../../lib/format';
import { usdt } from '../../../lib/usdt';
import { useMarginChange } from '../data/hooks';
import { liquidationAfter, marginProblem, maxRemovable } from '../data/positionTools';
import { PositionSheet } from './PositionSheet';

type Action = 'add' | 'remove';

/**
 * Adds margin to an open position from the futures balance, or gives some back: the amount, what may move
 * (the balance, or what keeps the position a tick of P&L above its maintenance margin at the live mark) and the
 * liquidation price as it is → as it will be, by the contract's formula the server applies; then a confirmation.
 */
function MarginForm(props: { p: FuturesPosition; mark: string; available: string; onDone: () => void }) {
  const { p, mark } = props;
  const { t } = useTranslation();
  const overlays = usePageOverlays();
  const change = useMarginChange();
  const [action, setAction] = useState<Action>('add');
  const [amount, setAmount] = useState('');
  const dp = p.price.split('.')[1]?.length ?? 2;
  const removable = maxRemovable(p, mark);
  const problem = amount ? marginProblem(action, amount, { available: props.available, removable }) : null;
  const delta = amount && !problem ? new Decimal(amount).mul(action === 'add' ? 1 : -1) : new Decimal(0);
  const from = p.liquidation_price;
  const to = liquidationAfter(p, delta);
  const save = async () => {
    if (!amount || problem) return;
    const sent = await overlays.confirmValues({ action, amount, from, to }, (v) => ({
      title: t('futures.marginConfirmTitle'),
      content: (
        <div data-testid="margin-confirm-text">
          {t(v.action === 'add' ? 'futures.marginAddText' : 'futures.marginRemoveText', {
            amount: usdt(v.amount),
            symbol: p.symbol,
            from: formatPrice(v.from, dp),
            to: formatPrice(v.to, dp),
          })}
        </div>
      ),
      confirmText: <span data-testid="margin-confirm">{t('common.confirm')}</span>,
      cancelText: t('common.cancel'),
    }));
    if (!sent) return;
    try {
      await change.mutateAsync({ body: { id: p.id, action: sent.action, amount: sent.amount } });
      Toast.show({ icon: 'success', content: t('futures.marginSaved') });
      props.onDone();
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <div className="setstop margin-sheet" data-testid="margin-sheet">
      <h3>{t('futures.marginTitle')}</h3>
      <div className="setstop-facts">
        {p.symbol} · {t(`futures.${p.type_name}`)} · {p.multiple}× · {t('futures.mark')}{' '}
        {formatPrice(mark, dp)}
      </div>
      <Segmented
        testId="margin-action"
        value={action}
        options={[
          { value: 'add', label: t('futures.marginAdd') },
          { value: 'remove', label: t('futures.marginRemove') },
        ]}
        onChange={(a) => {
          setAction(a);
          setAmount('');
        }}
      />
      <PriceField
        testId="margin-amount"
        label={t('futures.marginAmount')}
        value={amount}
        unit="USDT"
        error={
          problem
            ? t(`errors.${problem.key}`, { ...problem.params, max: usdt(removable.toFixed()) })
            : undefined
        }
        onChange={(v) => setAmount(sanitizeAmount(v, 6))}
      />
      <Line label={t('futures.margin')} value={`${usdt(p.caution_money)} USDT`} testId="margin-current" />
      <Line
        label={action === 'add' ? t('futures.available') : t('futures.marginRemovable')}
        value={`${usdt(action === 'add' ? props.available : removable.toFixed())} USDT`}
        testId="margin-max"
      />
      <div className="ticket-line margin-liq">
        <span>{t('futures.liquidation')}</span>
        <b>
          <span data-testid="margin-liq-from">{formatPrice(from, dp)}</span>
          {' → '}
          <span data-testid="margin-liq-to">{formatPrice(to, dp)}</span>
        </b>
      </div>
      <Button
        block
        color="primary"
        loading={change.isPending}
        disabled={!amount || Boolean(problem)}
        data-testid="margin-save"
        onClick={() => void save()}
      >
        {action === 'add' ? t('futures.marginAdd') : t('futures.marginRemove')}
      </Button>
    </div>
  );
}

export function MarginSheet(props: {
  position: FuturesPosition | null;
  mark: string;
  available: string;
  onClose: () => void;
}) {
  return (
    <PositionSheet position={props.position} onClose={props.onClose}>
      {(p) => (
        <MarginForm key={p.id} p={p} mark={props.mark} available={props.available} onDone={props.onClose} />
      )}
    </PositionSheet>
  );
}
