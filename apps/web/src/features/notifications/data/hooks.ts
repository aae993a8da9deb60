import { LIST_PAGE_SIZE } from '@meridian/contract';
import type { NotificationMessage } from '@meridian/contract';
import type { NotificationItem, NotificationsReadRequest } from '@meridian/contract/notifications';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from '../../../api/http';
import { withEachSocket } from '../../../api/socket';
import { usePrefs } from '../../../state/prefs';
import { useSession } from '../../../state/session';
import { nextPageOf } from '../../../api/paging';
import type { Paged } from '../../../api/paging';
import { notificationsApi } from './api';
import { notificationsKeys } from './keys';
import { markedRead } from './readState';

/** Notifications: list, unread count, mark read; `notification` pushes refresh both. */

const quiet = { silent: true, loading: false } as const;

function useLoggedIn(): boolean {
  return useSession((s) => s.token !== '');
}

/** GET /notifications/unread_count — 0 for a visitor (no call). */
export function useUnreadCount() {
  const loggedIn = useLoggedIn();
  return useQuery({
    queryKey: notificationsKeys.unread(),
    enabled: loggedIn,
    staleTime: 0,
    queryFn: () => api.call(notificationsApi.unreadCount, {}, quiet),
  });
}

/** GET /notifications/list — newest first, rendered by the server in the app's language. */
export function useNotifications() {
  const loggedIn = useLoggedIn();
  const lang = usePrefs((s) => s.lang);
  return useInfiniteQuery({
    queryKey: notificationsKeys.list(lang),
    enabled: loggedIn,
    staleTime: 0,
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.call(notificationsApi.list, { page: pageParam, limit: LIST_PAGE_SIZE }, quiet),
    getNextPageParam: nextPageOf,
  });
}

type ListData = InfiniteData<Paged<NotificationItem>, number>;

/** POST /notifications/read {id} | {all: true}; the rows show read at once, the count comes from the reply. */
export function useMarkRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationsReadRequest) =>
      api.call(notificationsApi.read, input, { loading: false }),
    onMutate: (input) => {
      qc.setQueriesData<ListData>({ queryKey: [...notificationsKeys.all, 'list'] }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, data: markedRead(p.data, input.id ?? 'all') })),
            }
          : data,
      );
    },
    onSuccess: (result) => qc.setQueryData(notificationsKeys.unread(), { count: result.unread }),
    onError: () => qc.invalidateQueries({ queryKey: notificationsKeys.all }),
  });
}

/** Reloads the count and the list on every `notification` push; `onPush` sees each one (e.g. a toast). */
export function useNotificationFeed(onPush?: (message: NotificationMessage) => void) {
  const qc = useQueryClient();
  const loggedIn = useLoggedIn();
  const cb = useRef(onPush);
  cb.current = onPush;
  useEffect(() => {
    if (!loggedIn) return;
    return withEachSocket((s) => {
      const onMessage = (message: NotificationMessage) => {
        cb.current?.(message);
        void qc.invalidateQueries({ queryKey: notificationsKeys.all }, { cancelRefetch: false });
      };
      // A push missed while disconnected: the count is read again on every (re)connect.
      const onConnect = () => void qc.invalidateQueries({ queryKey: notificationsKeys.unread() });
      s.on('notification', onMessage);
      s.on('connect', onConnect);
      return () => {
        s.off('notification', onMessage);
        s.off('connect', onConnect);
      };
    });
  }, [qc, loggedIn]);
}
