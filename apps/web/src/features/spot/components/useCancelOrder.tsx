import type { SpotOrder } from '@meridian/contract/spot';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PairCancelNote } from './stops/lazy';
import { useCancelSpotOrder } from '../data/account';
import { formatAmount, formatAsset, formatPrice } from '../../../lib/format';

/**
 * Cancel with a confirmation: side, pair, price and the unfilled amount; a toast when done. With the
 * pair's precisions the price shows at its tick and the amount at its lot, else up to 8 decimals, trimmed.
 */
export function useCancelOrder() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const cancel = useCancelSpotOrder();
  const ask = async (o: SpotOrder, digits?: { price: number; amount: number }) => {
    const ok = await overlays.confirm({
      title: t('trade.cancelTitle'),
      content: (
        <div className="cancel-confirm" data-testid="cancel-confirm-text">
          {t('trade.cancelText', {
            side: t(`trade.${o.side}`),
            symbol: o.symbol.split('/')[0] ?? o.symbol,
            amount: digits ? formatAmount(o.amount, digits.amount) : formatAsset(o.amount, 8),
            price:
              o.type === 'market'
                ? t('trade.market')
                : `${digits ? formatPrice(o.target_price, digits.price) : formatAsset(o.target_price, 8)} ${o.symbol.split('/')[1] ?? ''}`.trim(),
          })}
          {o.oco_id !== null ? (
            <Suspense fallback={null}>
              <PairCancelNote />
            </Suspense>
          ) : null}
        </div>
      ),
      confirmText: <span data-testid="cancel-confirm">{t('trade.cancelOrder')}</span>,
      cancelText: t('trade.keepOrder'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(o.id);
      Toast.show({ icon: 'success', content: t('trade.cancelled') });
    } catch {
      // the http helper toasted the server's reason; the lists reload either way
    }
  };
  return { ask, pendingId: cancel.isPending ? cancel.variables : undefined };
}
