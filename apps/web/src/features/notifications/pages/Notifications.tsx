import type { NotificationItem } from '@meridian/contract/notifications';
import { BellOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/LoadMore';
import { PageNav } from '../../../components/PageNav';
import { QueryView } from '../../../components/QueryView';
import { EmptyView } from '../../../components/StateViews';
import { useMarkRead, useNotificationFeed, useNotifications, useUnreadCount } from '../data/hooks';
import { linkTarget } from '../data/notifications';
import { flattenPages } from '../../../api/paging';
import { formatDateTime, relativeTime } from '../../../lib/dates';
import { AntiPhishingChip } from '../../security';
import './notifications.css';

function NotificationRow({ n, onOpen }: { n: NotificationItem; onOpen: (n: NotificationItem) => void }) {
  const { t } = useTranslation();
  const target = linkTarget(n.link);
  return (
    <button
      type="button"
      className={`notice-row card${n.read ? '' : ' unread'}`}
      data-testid={`notification-${n.id}`}
      aria-label={n.read ? n.title : `${t('notifications.unread')}: ${n.title}`}
      onClick={() => onOpen(n)}
    >
      <span className="notice-dot" aria-hidden />
      <span className="notice-main">
        <span className="notice-head">
          <span className="notice-title">{n.title}</span>
          <time className="notice-time" dateTime={n.created_at} title={formatDateTime(n.created_at)}>
            {relativeTime(Date.parse(n.created_at), Date.now(), t)}
          </time>
        </span>
        <span className="notice-content">{n.content}</span>
        {typeof n.params.anti_phishing === 'string' && n.params.anti_phishing ? (
          <AntiPhishingChip phrase={n.params.anti_phishing} />
        ) : null}
      </span>
      {target ? <RightOutline className="notice-go" aria-hidden /> : null}
    </button>
  );
}

/** /pages/notifications/index (and the home menu's /pages/common/notice): the user's notifications. */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useNotifications();
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  useNotificationFeed();
  const items = flattenPages(list.data?.pages);
  const unreadCount = unread.data?.count ?? items.filter((n) => !n.read).length;

  const open = (n: NotificationItem) => {
    if (!n.read) markRead.mutate({ id: n.id });
    const target = linkTarget(n.link);
    if (target) void navigate(target);
  };

  const markAll = (
    <button
      type="button"
      className="notice-mark-all"
      data-testid="notifications-read-all"
      disabled={unreadCount === 0 || markRead.isPending}
      onClick={() => markRead.mutate({ all: true })}
    >
      {t('notifications.markAllRead')}
    </button>
  );

  const body = (
    <QueryView
      query={list}
      isEmpty={() => items.length === 0}
      empty={
        <EmptyView
          icon={<BellOutline />}
          title={t('notifications.empty')}
          description={t('notifications.emptyDesc')}
        />
      }
    >
      {() => (
        <>
          {items.map((n) => (
            <NotificationRow key={n.id} n={n} onOpen={open} />
          ))}
          <LoadMore hasMore={list.hasNextPage} loadMore={() => list.fetchNextPage()} />
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page notices" data-testid="notifications-page">
      <PageNav title={t('pages.notice')} right={items.length > 0 ? markAll : undefined} />
      <div className="page-body">
        {unreadCount > 0 ? (
          <div className="notice-summary" data-testid="notifications-unread">
            {t('notifications.unreadCount', { count: unreadCount })}
          </div>
        ) : null}
        {body}
      </div>
    </div>
  );
}
