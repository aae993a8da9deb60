import type { FuturesPosition } from '@meridian/contract/futures';
import { Button } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';
import { useSelfHolding } from '../../copytrade';

/**
 * Copy trading on a futures position: the "Copy" tag with the trader's id (attached copies, which
 * the trader's close closes), "Self-held" once detached, and the confirmed switch to self-holding.
 */

export function CopyTag({ p }: { p: FuturesPosition }) {
  const { t } = useTranslation();
  if (p.follow_user_id <= 0) return null;
  const attached = p.order_type === 2;
  return (
    <span
      className={`pos-copy ${attached ? 'attached' : 'own'}`}
      data-testid={`position-copy-${p.id}`}
      data-attached={attached}
    >
      {attached ? t('futures.copyTag') : t('futures.selfHeldTag')} ·{' '}
      {t('futures.copyTrader', { id: p.follow_user_id })}
    </span>
  );
}

export function SelfHoldButton({ p }: { p: FuturesPosition }) {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const selfHold = useSelfHolding();
  const ask = async () => {
    const ok = await overlays.confirm({
      title: t('futures.selfHoldTitle'),
      content: (
        <div data-testid="futures-selfhold-text">
          {t('futures.selfHoldText', { lots: p.share, symbol: p.symbol, id: p.follow_user_id })}
        </div>
      ),
      confirmText: <span data-testid="futures-selfhold-confirm">{t('futures.selfHold')}</span>,
      cancelText: t('futures.keep'),
    });
    if (!ok) return;
    try {
      await selfHold.mutateAsync({ positionId: p.id });
      Toast.show({ icon: 'success', content: t('futures.selfHeldToast') });
    } catch {
      // toasted by the http helper
    }
  };
  return (
    <footer className="pos-actions">
      <span className="pos-copy-note">{t('futures.copyAttachedNote')}</span>
      <Button
        size="mini"
        color="primary"
        fill="outline"
        loading={selfHold.isPending}
        data-testid={`position-selfhold-${p.id}`}
        onClick={() => void ask()}
      >
        {t('futures.selfHold')}
      </Button>
    </footer>
  );
}
