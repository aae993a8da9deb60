import { firstSupportId } from '@meridian/contract/support';
import { Button, DotLoading } from 'antd-mobile';
import { Toast } from '../../../components/overlays';
import { MessageOutline } from 'antd-mobile-icons';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPathFor } from '../../../lib/returnTo';
import { PageNav } from '../../../components/PageNav';
import { ApiError } from '../../../api/http';
import { QueryView, allLoaded, type LoadedQuery } from '../../../components/QueryView';
import { ErrorView } from '../../../components/StateViews';
import { useSupportChat } from '../data/chat';
import type { Timeline } from '../data/timeline';
import { translateMessage } from '../../../i18n';
import { useSession } from '../../../state/session';
import { useSocketState } from '../../../state/socketState';
import { Bubbles } from '../components/Bubbles';
import { Composer } from '../components/Composer';
import './chat.css';

/** The key of the newest bubble (a stored id or an own message being sent). */
function lastKey(tl: Timeline): string {
  const o = tl.outgoing[tl.outgoing.length - 1];
  if (o) return o.client_id;
  const m = tl.messages[tl.messages.length - 1];
  return m ? String(m.id) : '';
}

/**
 * Keeps the list at the bottom while the reader is there (new bubbles, pictures that finish loading), keeps the
 * reader's place when older history is put on top, and asks for older history near the top.
 */
function useChatScroll(tl: Timeline, loadOlder: () => void) {
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prev = useRef({ first: 0, height: 0, top: 0 });
  const first = firstSupportId(tl.messages);
  const last = lastKey(tl);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (prev.current.first !== 0 && first !== 0 && first < prev.current.first)
      el.scrollTop = el.scrollHeight - prev.current.height + prev.current.top;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    prev.current = { first, height: el.scrollHeight, top: el.scrollTop };
  }, [first, last]);
  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    prev.current = { ...prev.current, height: el.scrollHeight, top: el.scrollTop };
    if (el.scrollTop < 60) loadOlder();
  };
  // the history grows by itself too (a picture finishing loading): stay at the bottom if the reader was there
  useEffect(() => {
    const el = list.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  const toBottom = () => {
    atBottom.current = true;
  };
  return { list, onScroll, toBottom };
}

/** True once `on` has held for `ms` (a socket reopened for a new visitor token is not "connection lost"). */
function useLasting(on: boolean, ms: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!on) {
      setLasting(false);
      return;
    }
    const id = setTimeout(() => setLasting(true), ms);
    return () => clearTimeout(id);
  }, [on, ms]);
  return lasting;
}

/**
 * /pages/kefu/index — the support chat (the original linked out to a third-party chat). Users and
 * visitors; `?topic=otc:42` opens the thread about one of the user's records, with its title on top.
 */
export default function SupportChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const loggedIn = useSession((s) => s.token !== '');
  const topic = loggedIn ? (params.get('topic') ?? '') : '';
  const chat = useSupportChat(topic);
  const reconnecting = useLasting(useSocketState((s) => s.status) === 'opening', 2_000);
  const scroll = useChatScroll(chat.timeline, () => void chat.loadOlder());
  const thread = chat.thread.data;

  const report = (refusal: string | null) => {
    if (refusal) Toast.show({ content: translateMessage(refusal) });
  };
  const onText = (text: string) => {
    scroll.toBottom();
    void chat.sendText(text).then(report);
  };
  const onImage = (file: File) => {
    scroll.toBottom();
    void chat.sendImage(file).then(report);
  };

  const empty = chat.timeline.messages.length === 0 && chat.timeline.outgoing.length === 0;
  // the history comes by pages and live over the socket, not as one query: loaded once it has messages or its page
  const history: LoadedQuery<true> = {
    data: empty && chat.history !== 'ready' ? undefined : true,
    isError: chat.history === 'error',
    refetch: chat.reload,
  };
  const refused = chat.thread.error instanceof ApiError && chat.thread.error.type === 'error';
  const body = refused ? (
    // the server refused this thread (a topic that is not the caller's…): its reason, not a generic failure
    <ErrorView
      title={
        chat.thread.error?.message ? translateMessage(chat.thread.error.message) : t('kefu.threadFailed')
      }
      onRetry={() => void chat.thread.refetch()}
    />
  ) : (
    <QueryView query={allLoaded([chat.thread, history])}>
      {() => (
        <>
          <div className="kefu-older" aria-live="polite">
            {chat.loadingOlder ? (
              <span>
                <DotLoading /> {t('kefu.loadingOlder')}
              </span>
            ) : !chat.hasOlder && !empty ? (
              <span>{t('kefu.beginning')}</span>
            ) : null}
          </div>
          {empty ? (
            <div className="kefu-welcome" data-testid="kefu-welcome">
              <MessageOutline />
              <h2>{t('kefu.welcomeTitle')}</h2>
              <p>{t('kefu.welcomeText')}</p>
            </div>
          ) : null}
          <Bubbles
            messages={chat.timeline.messages}
            outgoing={chat.timeline.outgoing}
            onRetry={(id) => void chat.retry(id).then(report)}
          />
        </>
      )}
    </QueryView>
  );

  return (
    <div className="page kefu" data-testid="kefu-page">
      <PageNav title={t('pages.kefu')} />
      {thread?.topic_title ? (
        <div className="kefu-topic" data-testid="kefu-topic">
          <span>{t('kefu.topic')}</span>
          <b>{thread.topic_title}</b>
        </div>
      ) : null}
      {loggedIn ? null : (
        <div className="kefu-visitor" data-testid="kefu-visitor">
          <span>{t('kefu.visitorNote')}</span>
          <Button
            size="mini"
            color="primary"
            fill="outline"
            onClick={() => void navigate(loginPathFor('/pages/kefu/index'))}
          >
            {t('kefu.login')}
          </Button>
        </div>
      )}
      {reconnecting && !empty ? (
        <div className="kefu-offline" role="status">
          {t('kefu.offline')}
        </div>
      ) : null}
      <div className="kefu-list" ref={scroll.list} onScroll={scroll.onScroll} data-testid="kefu-list">
        <div>
          {body}
          {thread?.status === 'closed' ? <div className="kefu-system">{t('kefu.closedNote')}</div> : null}
        </div>
      </div>
      <Composer onText={onText} onImage={onImage} canSendImage={loggedIn} />
    </div>
  );
}
