import { supportSideOf, supportApi } from './contract';
import type { SupportMessageMessage } from '@meridian/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../api/http';
import { withEachSocket } from '../../../api/socket';
import { useSession } from '../../../state/session';
import { knownCallerField } from './identity';
import { supportKeys } from './keys';
import type { SupportWho } from './keys';

/** The support badge: the caller's unread replies, live on `support_message` pushes. */

const quiet = { silent: true, loading: false } as const;

/** How many chat screens are mounted: while one is, it marks replies read itself (no "delivered" from here). */
let openChats = 0;
export function chatScreenOpened(): () => void {
  openChats += 1;
  return () => {
    openChats -= 1;
  };
}

export function useSupportWho(): SupportWho {
  return useSession((s) => (s.token ? 'user' : 'visitor'));
}

/**
 * GET kefu/unread — the unread replies over the caller's threads (0 for a visitor who never chatted: no call).
 * A reply pushed while no chat screen is open is acknowledged as delivered (the operator sees two ticks).
 */
export function useSupportUnread() {
  const qc = useQueryClient();
  const who = useSupportWho();
  const field = knownCallerField();
  const query = useQuery({
    queryKey: supportKeys.unread(who),
    enabled: field !== null,
    staleTime: 0,
    queryFn: () => api.call(supportApi.unread, knownCallerField() ?? {}, quiet),
  });
  const enabled = field !== null;
  useEffect(() => {
    if (!enabled) return;
    return withEachSocket((s) => {
      const onMessage = ({ thread_id, message }: SupportMessageMessage) => {
        if (supportSideOf(message.sender) !== 'operator') return;
        void qc.invalidateQueries({ queryKey: supportKeys.unread(who) });
        const caller = knownCallerField();
        if (openChats === 0 && caller)
          void api
            .call(supportApi.delivered, { thread_id, up_to_id: message.id, ...caller }, quiet)
            .catch(() => undefined);
      };
      const onConnect = () => void qc.invalidateQueries({ queryKey: supportKeys.unread(who) });
      s.on('support_message', onMessage);
      s.on('connect', onConnect);
      return () => {
        s.off('support_message', onMessage);
        s.off('connect', onConnect);
      };
    });
  }, [qc, who, enabled]);
  return query;
}
