import {
  firstSupportId,
  lastSupportId,
  mergeSupportMessages,
  unreadSupportUpTo,
  withSupportReceipt,
  opsSupportApi,
} from '@meridian/contract/support';
import type {
  OpsSupportAssignRequest,
  OpsSupportCannedSaveRequest,
  OpsSupportThreadsRequest,
  SupportMessage,
} from '@meridian/contract/support';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { http, newIdempotencyKey, type Http } from '../../api/http';
import { postMultipart } from '../../api/multipart';
import { useOpsSocket } from '../../api/socket';
import { opsKeys } from '../../lib/keys';
import { keyForClick } from '../../lib/queue';

/**
 * The console's support inbox (contract API.opsSupport): threads by tab, one thread with its history
 * and the user panel, replies (text or a picture uploaded first), read state, assignment, closing, canned
 * replies. Realtime through the operators' socket (`auth.operator`): a push merges into the open thread and
 * refreshes the lists; after a reconnect the open thread reloads from the last id it holds.
 */

export type InboxQuery = Pick<OpsSupportThreadsRequest, 'filter' | 'status' | 'page' | 'limit'>;

export const supportKeys = {
  all: () => ['ops', 'support'] as const,
  threads: (q: InboxQuery) => ['ops', 'support', 'threads', q] as const,
  thread: (id: number) => ['ops', 'support', 'thread', id] as const,
  canned: () => ['ops', 'support', 'canned'] as const,
  operators: () => ['ops', 'support', 'operators'] as const,
};

export function supportCalls(h: Http) {
  const sig = (signal?: AbortSignal) => (signal ? { signal } : {});
  const once = (input: object) => ({ idempotencyKey: keyForClick(input) });
  return {
    threads: (q: InboxQuery, signal?: AbortSignal) => h.call(opsSupportApi.threads, q, sig(signal)),
    thread: (q: { id: number; before_id?: number; after_id?: number }, signal?: AbortSignal) =>
      h.call(opsSupportApi.thread, { limit: 30, ...q }, sig(signal)),
    send: (input: { thread_id: number; client_id: string; text: string; image?: string }) =>
      h.call(opsSupportApi.send, input),
    read: (input: { thread_id: number; up_to_id: number }) => h.call(opsSupportApi.read, input),
    assign: (input: OpsSupportAssignRequest) => h.call(opsSupportApi.assign, input, once(input)),
    close: (input: { thread_id: number }) => h.call(opsSupportApi.close, input, once(input)),
    operators: () => h.call(opsSupportApi.operators, {}),
    canned: () => h.call(opsSupportApi.canned, {}),
    cannedSave: (input: OpsSupportCannedSaveRequest) => h.call(opsSupportApi.cannedSave, input, once(input)),
    cannedDelete: (input: { id: number }) => h.call(opsSupportApi.cannedDelete, input, once(input)),
  };
}

const calls = supportCalls(http);

/** POST /ops/support/upload (multipart `file`): the picture's URL, what a reply's `image` takes. */
export function uploadSupportImage(file: Blob, name: string): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file, name);
  return postMultipart<{ url: string }>(opsSupportApi.upload, form);
}

/** The tab's threads; any support push refreshes every list (and the 30 s interval covers a lost push). */
export function useInbox(query: InboxQuery) {
  const client = useQueryClient();
  const live = useOpsSocket(
    (s) => {
      const refresh = () => void client.invalidateQueries({ queryKey: ['ops', 'support', 'threads'] });
      s.on('support_message', refresh);
      s.on('support_thread', refresh);
      s.on('support_receipt', refresh);
      s.on('connect', refresh);
      return () => {
        s.off('support_message', refresh);
        s.off('support_thread', refresh);
        s.off('support_receipt', refresh);
        s.off('connect', refresh);
      };
    },
    [client],
  );
  const list = useQuery({
    queryKey: supportKeys.threads(query),
    queryFn: ({ signal }) => calls.threads(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
  return { list, live };
}

/**
 * One open thread: its meta and user panel (refetched on assignment or closing pushes), and its messages held
 * here — the newest page, older pages on demand, pushes, and the catch-up after a reconnect — merged by id and
 * client id (contract support-timeline). The user's messages on screen are marked read.
 */
export function useThreadView(id: number) {
  const client = useQueryClient();
  const meta = useQuery({
    queryKey: supportKeys.thread(id),
    queryFn: ({ signal }) => calls.thread({ id }, signal),
    enabled: id > 0,
  });
  const [messages, setMessages] = useState<readonly SupportMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const held = useRef(messages);
  held.current = messages;
  const merge = useCallback(
    (incoming: readonly SupportMessage[]) => setMessages((m) => mergeSupportMessages(m, incoming)),
    [],
  );

  useEffect(() => {
    setMessages([]);
    setHasOlder(false);
  }, [id]);
  const page = meta.data?.messages;
  useEffect(() => {
    if (!page) return;
    merge(page.data);
    if (held.current.length === 0 || page.data.length === 0) setHasOlder(page.has_more);
  }, [page, merge]);

  const catchUp = useCallback(async () => {
    for (let i = 0; i < 20; i += 1) {
      const after = lastSupportId(held.current);
      if (after === 0) return;
      const r = await calls.thread({ id, after_id: after }).catch(() => null);
      if (!r) return;
      held.current = mergeSupportMessages(held.current, r.messages.data);
      merge(r.messages.data);
      if (!r.messages.has_more || r.messages.data.length === 0) return;
    }
  }, [id, merge]);

  const live = useOpsSocket(
    (s) => {
      const onMessage = (p: { thread_id: number; message: SupportMessage }) => {
        if (p.thread_id === id) merge([p.message]);
      };
      const onReceipt = (p: Parameters<typeof withSupportReceipt>[1] & { thread_id: number }) => {
        if (p.thread_id === id) setMessages((m) => withSupportReceipt(m, p, new Date().toISOString()));
      };
      const onThread = (p: { thread_id: number }) => {
        if (p.thread_id === id) void client.invalidateQueries({ queryKey: supportKeys.thread(id) });
      };
      const onConnect = () => void catchUp();
      s.on('support_message', onMessage);
      s.on('support_receipt', onReceipt);
      s.on('support_thread', onThread);
      s.on('connect', onConnect);
      return () => {
        s.off('support_message', onMessage);
        s.off('support_receipt', onReceipt);
        s.off('support_thread', onThread);
        s.off('connect', onConnect);
      };
    },
    [id, merge, catchUp, client],
  );

  const loadOlder = useCallback(async () => {
    const before = firstSupportId(held.current);
    if (before === 0) return;
    setLoadingOlder(true);
    try {
      const r = await calls.thread({ id, before_id: before });
      merge(r.messages.data);
      setHasOlder(r.messages.has_more);
    } finally {
      setLoadingOlder(false);
    }
  }, [id, merge]);

  // The user's messages on screen are read: one call per new last unread one.
  const readSent = useRef(0);
  const upTo = unreadSupportUpTo(messages, 'user');
  useEffect(() => {
    readSent.current = 0;
  }, [id]);
  useEffect(() => {
    if (id <= 0 || upTo === 0 || upTo <= readSent.current || document.hidden) return;
    readSent.current = upTo;
    calls.read({ thread_id: id, up_to_id: upTo }).then(
      () => {
        setMessages((m) =>
          withSupportReceipt(
            m,
            { side: 'user', delivered_up_to: null, read_up_to: upTo },
            new Date().toISOString(),
          ),
        );
        void client.invalidateQueries({ queryKey: ['ops', 'support', 'threads'] });
      },
      () => {
        readSent.current = 0;
      },
    );
  }, [id, upTo, client]);

  return { meta, messages, hasOlder, loadingOlder, loadOlder, merge, live };
}

/**
 * A reply: the picture uploaded first when there is one, then the message with a client id kept until it is
 * stored — a retry after a failure resends the same id and the server answers the first message.
 */
export function useReply(threadId: number, onStored: (m: SupportMessage) => void) {
  const pendingId = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (input: { text: string; file?: File | undefined }) => {
      pendingId.current ??= newIdempotencyKey();
      const image = input.file
        ? (await uploadSupportImage(input.file, input.file.name || 'image.png')).url
        : '';
      return calls.send({
        thread_id: threadId,
        client_id: pendingId.current,
        text: input.text,
        ...(image ? { image } : {}),
      });
    },
    onSuccess: (m) => {
      pendingId.current = null;
      onStored(m);
    },
  });
}

function useChange<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: supportKeys.all() }),
        client.invalidateQueries({ queryKey: opsKeys.audit() }),
      ]),
  });
}

export const useAssign = () => useChange(calls.assign);
export const useCloseThread = () => useChange(calls.close);
export const useCannedSave = () => useChange(calls.cannedSave);
export const useCannedDelete = () => useChange(calls.cannedDelete);

export function useCanned() {
  return useQuery({ queryKey: supportKeys.canned(), queryFn: () => calls.canned() });
}

export function useOperators(enabled: boolean) {
  return useQuery({ queryKey: supportKeys.operators(), queryFn: () => calls.operators(), enabled });
}
