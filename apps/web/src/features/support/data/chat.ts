import {
  SUPPORT_PAGE_SIZE,
  firstSupportId,
  lastSupportId,
  unreadSupportUpTo,
  supportApi,
} from '@meridian/contract/support';
import { platformApi } from '@meridian/contract';
import type { SupportMessageMessage, SupportReceiptMessage } from '@meridian/contract';
import type { SupportMessage } from '@meridian/contract/support';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, api } from '../../../api/http';
import { withEachSocket } from '../../../api/socket';
import { newUuid } from '../../../lib/uuid';
import { callerField, claimVisitorChat } from './identity';
import { chatScreenOpened, useSupportWho } from './hooks';
import { supportKeys } from './keys';
import { EMPTY_TIMELINE, withFailed, withMessages, withOutgoing, withReceipt } from './timeline';
import type { Outgoing, Timeline } from './timeline';

/**
 * The chat screen's data: the caller's thread (general, or about `topic`), its history by pages,
 * live pushes over the app's socket, sends with a client id (a retry reuses it: the server answers the first
 * message, never a second), and read state while the screen is visible. After every (re)connect the history is
 * read again from the last id held, so a push lost while offline still shows, once.
 */

const quiet = { silent: true, loading: false } as const;

type Action =
  | { type: 'reset' }
  | { type: 'messages'; messages: readonly SupportMessage[] }
  | { type: 'outgoing'; outgoing: Outgoing }
  | { type: 'failed'; clientId: string }
  | { type: 'receipt'; receipt: SupportReceiptMessage; at: string };

function reduce(tl: Timeline, a: Action): Timeline {
  switch (a.type) {
    case 'reset':
      return EMPTY_TIMELINE;
    case 'messages':
      return withMessages(tl, a.messages);
    case 'outgoing':
      return withOutgoing(tl, a.outgoing);
    case 'failed':
      return withFailed(tl, a.clientId);
    case 'receipt':
      return withReceipt(tl, a.receipt, a.at);
  }
}

/** A UUID for a message's client id (the server stores a message once per client id). */
export const newClientId = (): string => newUuid();

/** A new own message, pending. */
function draft(text: string, preview: string): Outgoing {
  return {
    client_id: newClientId(),
    text,
    image: '',
    preview,
    state: 'pending',
    created_at: new Date().toISOString(),
  };
}

function useVisible(): boolean {
  const [visible, setVisible] = useState(() => typeof document === 'undefined' || !document.hidden);
  useEffect(() => {
    const on = () => setVisible(!document.hidden);
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

export type HistoryState = 'loading' | 'error' | 'ready';

export function useSupportChat(topic: string) {
  const qc = useQueryClient();
  const who = useSupportWho();
  const thread = useQuery({
    queryKey: supportKeys.thread(who, topic),
    staleTime: 0,
    retry: (n, e) => !(e instanceof ApiError && e.type === 'error') && n < 2,
    queryFn: async () => {
      if (who === 'user') await claimVisitorChat();
      return api.call(supportApi.thread, { ...(topic ? { topic } : {}), ...(await callerField()) }, quiet);
    },
  });
  const threadId = thread.data?.id ?? 0;
  const [tl, dispatch] = useReducer(reduce, EMPTY_TIMELINE);
  const latest = useRef(tl);
  latest.current = tl;
  const [history, setHistory] = useState<HistoryState>('loading');
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const files = useRef(new Map<string, File>());
  const visible = useVisible();

  useEffect(() => chatScreenOpened(), []);

  const page = useCallback(
    async (cursor: { before_id?: number; after_id?: number }) =>
      api.call(
        supportApi.messages,
        { thread_id: threadId, limit: SUPPORT_PAGE_SIZE, ...cursor, ...(await callerField()) },
        quiet,
      ),
    [threadId],
  );

  const loadNewest = useCallback(async () => {
    if (!threadId) return;
    setHistory('loading');
    try {
      const p = await page({});
      dispatch({ type: 'messages', messages: p.data });
      setHasOlder(p.has_more);
      setHistory('ready');
    } catch {
      setHistory('error');
    }
  }, [threadId, page]);

  /** Everything after the last id held, page by page (after a reconnect). */
  const catchUp = useCallback(async () => {
    if (!threadId) return;
    for (let i = 0; i < 20; i += 1) {
      const after = lastSupportId(latest.current.messages);
      if (after === 0) return loadNewest();
      const p = await page({ after_id: after }).catch(() => null);
      if (!p) return;
      dispatch({ type: 'messages', messages: p.data });
      if (!p.has_more || p.data.length === 0) return;
    }
  }, [threadId, page, loadNewest]);

  useEffect(() => {
    dispatch({ type: 'reset' });
    void loadNewest();
  }, [loadNewest]);

  useEffect(() => {
    if (!threadId) return;
    return withEachSocket((s) => {
      const onMessage = (p: SupportMessageMessage) => {
        if (p.thread_id === threadId) dispatch({ type: 'messages', messages: [p.message] });
      };
      const onReceipt = (p: SupportReceiptMessage) => {
        if (p.thread_id === threadId) dispatch({ type: 'receipt', receipt: p, at: new Date().toISOString() });
      };
      const onConnect = () => void catchUp();
      s.on('support_message', onMessage);
      s.on('support_receipt', onReceipt);
      s.on('connect', onConnect);
      return () => {
        s.off('support_message', onMessage);
        s.off('support_receipt', onReceipt);
        s.off('connect', onConnect);
      };
    });
  }, [threadId, catchUp]);

  // Replies on screen are read: one call per new last unread reply; the badge follows.
  const readSent = useRef(0);
  const upTo = unreadSupportUpTo(tl.messages, 'operator');
  useEffect(() => {
    if (!threadId || !visible || upTo === 0 || upTo <= readSent.current) return;
    readSent.current = upTo;
    void (async () => {
      try {
        await api.call(
          supportApi.read,
          { thread_id: threadId, up_to_id: upTo, ...(await callerField()) },
          quiet,
        );
        dispatch({
          type: 'receipt',
          receipt: {
            type: 'support_receipt',
            thread_id: threadId,
            side: 'operator',
            delivered_up_to: null,
            read_up_to: upTo,
          },
          at: new Date().toISOString(),
        });
        void qc.invalidateQueries({ queryKey: supportKeys.unread(who) });
      } catch {
        readSent.current = 0;
      }
    })();
  }, [threadId, visible, upTo, qc, who]);

  const loadOlder = useCallback(async () => {
    const before = firstSupportId(latest.current.messages);
    if (!threadId || !hasOlder || loadingOlder || before === 0) return;
    setLoadingOlder(true);
    try {
      const p = await page({ before_id: before });
      dispatch({ type: 'messages', messages: p.data });
      setHasOlder(p.has_more);
    } catch {
      // the next scroll to the top tries again
    } finally {
      setLoadingOlder(false);
    }
  }, [threadId, hasOlder, loadingOlder, page]);

  /** Sends (or re-sends) one own message: the picture first when there is one, then the message. */
  const deliver = useCallback(
    async (o: Outgoing): Promise<string | null> => {
      dispatch({ type: 'outgoing', outgoing: { ...o, state: 'pending' } });
      try {
        let image = o.image;
        const file = files.current.get(o.client_id);
        if (!image && file) {
          image = await api.upload(platformApi.upload, file, file.name || 'image.jpg', quiet);
          dispatch({ type: 'outgoing', outgoing: { ...o, image, state: 'pending' } });
        }
        const body = {
          ...(threadId ? { thread_id: threadId } : topic ? { topic } : {}),
          client_id: o.client_id,
          text: o.text,
          ...(image ? { image } : {}),
          ...(await callerField()),
        };
        const stored = await api.call(supportApi.send, body, quiet);
        files.current.delete(o.client_id);
        dispatch({ type: 'messages', messages: [stored] });
        // a message reopens a closed thread: read its state again
        if (thread.data?.status === 'closed') void thread.refetch();
        return null;
      } catch (e) {
        dispatch({ type: 'failed', clientId: o.client_id });
        return e instanceof ApiError && e.type === 'error' ? e.message : '';
      }
    },
    [threadId, topic, thread],
  );

  /** Sends a text; resolves with the server's refusal text when it refused ('' for a network failure). */
  const sendText = useCallback((text: string) => deliver(draft(text, '')), [deliver]);

  const sendImage = useCallback(
    (file: File) => {
      const o = draft('', URL.createObjectURL(file));
      files.current.set(o.client_id, file);
      return deliver(o);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const o = latest.current.outgoing.find((x) => x.client_id === clientId);
      return o ? deliver(o) : Promise.resolve(null);
    },
    [deliver],
  );

  return {
    thread,
    timeline: tl,
    history,
    reload: loadNewest,
    hasOlder,
    loadingOlder,
    loadOlder,
    sendText,
    sendImage,
    retry,
  };
}
