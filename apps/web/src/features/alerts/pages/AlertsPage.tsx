import type { AlertView } from '@meridian/contract/alerts';
import { Switch } from 'antd-mobile';
import { BellOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../api/http';
import { Toast } from '../../../components/overlays';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { formatNumber, formatPrice } from '../../../lib/format';
import { pairPath } from '../../../lib/paths';
import { useAlerts, useDeleteAlert, useUpdateAlert } from '../data/alerts';
import '../components/alerts.css';

/** /pages/setting/alerts — the user's price alerts: on/off, delete (confirmed), each linking to its pair. */
export default function AlertsPage() {
  const { t } = useTranslation();
  const alerts = useAlerts();
  return (
    <div className="page alerts-page" data-testid="alerts-page">
      <PageNav title={t('pages.priceAlerts')} />
      <div className="page-body">
        <QueryView
          query={alerts}
          isEmpty={(list) => list.items.length === 0}
          empty={
            <EmptyView
              testId="alerts-empty"
              icon={<BellOutline />}
              title={t('alerts.list.empty')}
              description={t('alerts.list.emptyHint')}
            />
          }
        >
          {(list) => (
            <>
              <div className="alert-list-head" data-testid="alerts-count">
                {t('alerts.list.active', { active: list.active, max: list.max })}
              </div>
              {list.items.map((a) => (
                <AlertItem key={a.id} alert={a} />
              ))}
            </>
          )}
        </QueryView>
      </div>
    </div>
  );
}

function AlertItem({ alert: a }: { alert: AlertView }) {
  const { t } = useTranslation();
  const overlays = usePageOverlays();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const target =
    a.kind === 'move'
      ? t('alerts.list.moveBy', {
          percent: formatNumber(a.percent ?? '0', { decimals: 2, minDecimals: 0 }),
          window: t(`alerts.sheet.w${a.window ?? '1h'}`),
        })
      : t(a.kind === 'above' ? 'alerts.list.aboveAt' : 'alerts.list.belowAt', {
          price: formatPrice(a.price ?? '0', decimalsOf(a.price)),
        });
  const state = !a.active
    ? t('alerts.list.off')
    : !a.armed
      ? t('alerts.list.waiting')
      : t(a.repeat ? 'alerts.list.repeats' : 'alerts.list.once');
  const failed = (e: unknown) => {
    Toast.show({ content: e instanceof ApiError ? e.message || e.code : t('common.networkError') });
  };

  const del = async () => {
    const ok = await overlays.confirm({
      content: t('alerts.list.deleteConfirm'),
      confirmText: t('alerts.list.delete'),
      cancelText: t('alerts.list.cancel'),
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(a.id);
      Toast.show({ icon: 'success', content: t('alerts.list.deleted') });
    } catch (e) {
      failed(e);
    }
  };

  return (
    <div className="alert-item" data-testid={`alert-item-${a.id}`}>
      <Link className="alert-item-main" to={pairPath(a.symbol)}>
        <b>{a.symbol}</b>
        <span data-testid={`alert-target-${a.id}`}>{target}</span>
        <small>
          {state}
          {a.fired_count > 0 ? ` · ${t('alerts.list.fired', { count: a.fired_count })}` : ''}
        </small>
      </Link>
      <Switch
        checked={a.active}
        loading={update.isPending}
        data-testid={`alert-toggle-${a.id}`}
        onChange={async (active) => {
          await update.mutateAsync({ id: a.id, active }).catch(failed);
        }}
      />
      <button
        type="button"
        className="alert-delete"
        data-testid={`alert-delete-${a.id}`}
        onClick={() => void del()}
      >
        {t('alerts.list.delete')}
      </button>
    </div>
  );
}

/** The decimals a stored level was set with (the list does not load the pair's precision). */
function decimalsOf(price: string | null): number {
  const frac = price?.split('.')[1];
  return Math.max(2, frac?.length ?? 0);
}
