import type { SessionItem } from '@meridian/contract/account';
import { Button, Tag } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { usePageOverlays } from '../../../components/usePageOverlays';
import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useRevokeSessions, useSessions } from '../../account';
import { relativeTime } from '../../../lib/dates';
import './setting.css';

function SessionCard({ s, onRevoke }: { s: SessionItem; onRevoke: () => void }) {
  const { t } = useTranslation();
  const now = Date.now();
  return (
    <div className="session-card card" data-testid={`session-${s.id}`}>
      <div className="session-head">
        <span className="session-device">{s.device || t('sessions.unknownDevice')}</span>
        {s.current ? (
          <Tag color="primary" fill="outline">
            {t('sessions.current')}
          </Tag>
        ) : (
          <Button
            size="mini"
            color="danger"
            fill="outline"
            onClick={onRevoke}
            data-testid={`session-revoke-${s.id}`}
          >
            {t('sessions.revoke')}
          </Button>
        )}
      </div>
      <div className="session-lines">
        <span>
          {t('sessions.ip')} {s.ip}
        </span>
        <span>{t('sessions.lastActive', { time: relativeTime(Date.parse(s.last_seen_at), now, t) })}</span>
        <span>{t('sessions.signedIn', { time: relativeTime(Date.parse(s.created_at), now, t) })}</span>
      </div>
    </div>
  );
}

/** /pages/setting/sessions — signed-in devices; revoke one or all others (confirmed). */
export default function SessionsPage() {
  const overlays = usePageOverlays();
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSessions();

  const confirmThen = async (content: string, target: { id: number } | { all_others: true }) => {
    const ok = await overlays.confirm({
      content,
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    await revoke.mutateAsync(target);
    Toast.show({ icon: 'success', content: t('sessions.revoked') });
  };

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  const body = (
    <QueryView query={sessions} isEmpty={() => list.length === 0} empty={<EmptyView />}>
      {() => (
        <>
          <p className="session-hint">{t('sessions.hint')}</p>
          {list.map((s) => (
            <SessionCard
              key={s.id}
              s={s}
              onRevoke={() =>
                void confirmThen(t('sessions.revokeConfirm'), { id: s.id }).catch(() => undefined)
              }
            />
          ))}
          {others > 0 ? (
            <Button
              block
              color="danger"
              fill="outline"
              className="submit-btn"
              data-testid="sessions-revoke-all"
              loading={revoke.isPending}
              onClick={() =>
                void confirmThen(t('sessions.revokeAllConfirm'), { all_others: true }).catch(() => undefined)
              }
            >
              {t('sessions.revokeAll')}
            </Button>
          ) : null}
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page" data-testid="sessions-page">
      <PageNav title={t('pages.sessions')} />
      <div className="page-body">{body}</div>
    </div>
  );
}
