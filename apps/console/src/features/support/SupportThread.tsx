import { CheckOutlined, CloseOutlined, PictureOutlined } from '@ant-design/icons';
import { SUPPORT_TEXT_MAX, supportSideOf, supportTick } from '@meridian/contract/support';
import type { OpsSupportThread, SupportMessage } from '@meridian/contract/support';
import {
  App,
  Alert,
  Button,
  Dropdown,
  Image,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Typography,
  Upload,
} from 'antd';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ListError } from '../../components/ListError';
import { useAssign, useCloseThread, useOperators, useReply, useThreadView } from './calls';
import { formatTime } from '../../lib/format';
import { threadPerson } from './support-view';
import { SUP } from './strings';
import { CannedPicker } from './SupportCanned';
import { SupportPanel } from './SupportPanel';

function Ticks({ m }: { m: SupportMessage }) {
  const tick = supportTick(m);
  return (
    <span className={`support-tick ${tick}`} title={SUP.ticks[tick]} data-testid={`support-tick-${tick}`}>
      <CheckOutlined />
      {tick !== 'sent' && <CheckOutlined />}
    </span>
  );
}

function Bubble({ m }: { m: SupportMessage }) {
  if (m.sender === 'system') return <div className="support-system">{m.text}</div>;
  const ours = supportSideOf(m.sender) === 'operator';
  return (
    <div className={`support-msg ${ours ? 'ours' : 'theirs'}`} data-testid={`support-msg-${m.id}`}>
      <div className="support-bubble">
        {m.image && <Image src={m.image} width={180} alt={SUP.picture} />}
        {m.text && <div className="support-text">{m.text}</div>}
      </div>
      <div className="support-meta">
        {ours ? (m.operator_name ?? SUP.support) : SUP.customer} · {formatTime(m.created_at)}
        {ours && <Ticks m={m} />}
      </div>
    </div>
  );
}

function AssignControls({ thread }: { thread: OpsSupportThread }) {
  const { message } = App.useApp();
  const assign = useAssign();
  const close = useCloseThread();
  const [menuOpen, setMenuOpen] = useState(false);
  const operators = useOperators(menuOpen);
  const run = (p: Promise<unknown>, done: string) =>
    p.then(
      () => void message.success(done),
      (e: Error) => void message.error(e.message),
    );
  return (
    <Space wrap>
      <Button
        size="small"
        data-testid="support-assign-me"
        loading={assign.isPending}
        onClick={() => void run(assign.mutateAsync({ thread_id: thread.id, to: 'me' }), SUP.assigned)}
      >
        {SUP.assignMe}
      </Button>
      <Dropdown
        onOpenChange={setMenuOpen}
        menu={{
          items: [
            { key: 'none', label: SUP.unassign, disabled: !thread.assignee },
            ...(operators.data ?? []).map((o) => ({ key: String(o.id), label: o.email })),
          ],
          onClick: ({ key }) =>
            void run(
              assign.mutateAsync(
                key === 'none'
                  ? { thread_id: thread.id, to: 'none' }
                  : { thread_id: thread.id, to: 'operator', operator_id: Number(key) },
              ),
              SUP.assigned,
            ),
        }}
      >
        <Button size="small">{SUP.assignTo}</Button>
      </Dropdown>
      <Popconfirm
        title={SUP.closeQuestion}
        description={SUP.closeHint}
        okText={SUP.close}
        disabled={thread.status === 'closed'}
        onConfirm={() => run(close.mutateAsync({ thread_id: thread.id }), SUP.closed)}
      >
        <Button size="small" danger disabled={thread.status === 'closed'} data-testid="support-close">
          {SUP.close}
        </Button>
      </Popconfirm>
    </Space>
  );
}

function Composer({ threadId, onStored }: { threadId: number; onStored: (m: SupportMessage) => void }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | undefined>();
  const reply = useReply(threadId, (m) => {
    setText('');
    setFile(undefined);
    onStored(m);
  });
  const trimmed = text.trim();
  const tooLong = [...trimmed].length > SUPPORT_TEXT_MAX;
  const send = () => {
    if ((!trimmed && !file) || tooLong || reply.isPending) return;
    reply.mutate({ text: trimmed, file });
  };
  return (
    <div className="support-composer">
      {reply.isError && (
        <Alert
          type="error"
          showIcon
          title={`${SUP.sendFailed}: ${reply.error.message}`}
          action={
            <Button size="small" onClick={send}>
              {SUP.retry}
            </Button>
          }
        />
      )}
      {file && (
        <Tag closable onClose={() => setFile(undefined)} icon={<PictureOutlined />}>
          {file.name}
        </Tag>
      )}
      <Input.TextArea
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={SUP.placeholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
        status={tooLong ? 'error' : undefined}
        data-testid="support-reply"
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            send();
          }
        }}
      />
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space>
          <CannedPicker onPick={(t) => setText((v) => (v.trim() ? `${v.trimEnd()}\n${t}` : t))} />
          <Upload
            accept="image/jpeg,image/png,image/gif,image/webp"
            showUploadList={false}
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
          >
            <Button size="small" icon={<PictureOutlined />} data-testid="support-image">
              {SUP.sendImage}
            </Button>
          </Upload>
          {tooLong && <Typography.Text type="danger">{SUP.tooLong(SUPPORT_TEXT_MAX)}</Typography.Text>}
        </Space>
        <Button
          type="primary"
          onClick={send}
          loading={reply.isPending}
          disabled={(!trimmed && !file) || tooLong}
          data-testid="support-send"
        >
          {reply.isPending && file ? SUP.uploading : SUP.send}
        </Button>
      </Space>
    </div>
  );
}

/** One conversation: header with assignment and closing, the history (older on demand), the reply box, the user. */
export function SupportThread({ id, onClosed }: { id: number; onClosed: () => void }) {
  const view = useThreadView(id);
  const list = useRef<HTMLDivElement>(null);
  const last = view.messages[view.messages.length - 1]?.id ?? 0;
  const first = view.messages[0]?.id ?? 0;
  const prev = useRef({ first: 0, height: 0 });
  const atBottom = useRef(true);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    if (prev.current.first !== 0 && first < prev.current.first)
      el.scrollTop = el.scrollHeight - prev.current.height;
    else if (atBottom.current) el.scrollTop = el.scrollHeight;
    prev.current = { first, height: el.scrollHeight };
  }, [first, last]);
  // keeps the newest message in view while the operator is at the bottom (also when a picture finishes loading)
  const onScroll = () => {
    const el = list.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  };
  const loaded = view.meta.data !== undefined;
  // the history grows by itself too (a picture finishing loading): stay at the bottom if the operator was there
  useEffect(() => {
    const el = list.current;
    const content = el?.firstElementChild;
    if (!el || !content || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(content);
    return () => observer.disconnect();
  }, [loaded]);

  if (view.meta.isError)
    return (
      <section className="support-thread">
        <ListError error={view.meta.error} onRetry={() => void view.meta.refetch()} />
      </section>
    );
  const data = view.meta.data;
  if (!data)
    return (
      <section className="support-thread support-loading">
        <Spin />
      </section>
    );
  const { thread, profile } = data;
  return (
    <>
      <section className="support-thread" data-testid="support-thread">
        <header className="support-thread-head">
          <div className="support-thread-who">
            <Typography.Text strong>{threadPerson(thread)}</Typography.Text>{' '}
            <Tag color={thread.status === 'open' ? 'green' : 'default'}>
              {thread.status === 'open' ? SUP.openTag : SUP.closedTag}
            </Tag>
            {thread.topic_title && (
              <Tag color="gold" data-testid="support-topic">
                {SUP.about}: {thread.topic_title}
              </Tag>
            )}
            <div>
              <Typography.Text type="secondary">
                {thread.assignee ? SUP.assignedTo(thread.assignee.email) : SUP.unassigned}
              </Typography.Text>
            </div>
          </div>
          <Space>
            <AssignControls thread={thread} />
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              onClick={onClosed}
              aria-label={SUP.hideThread}
              title={SUP.hideThread}
            />
          </Space>
        </header>
        <div className="support-messages" ref={list} onScroll={onScroll} data-testid="support-messages">
          <div>
            <div className="support-older">
              {view.hasOlder ? (
                <Button
                  size="small"
                  type="link"
                  loading={view.loadingOlder}
                  onClick={() => void view.loadOlder()}
                >
                  {SUP.loadOlder}
                </Button>
              ) : (
                <Typography.Text type="secondary">{SUP.beginning}</Typography.Text>
              )}
            </div>
            {view.messages.map((m) => (
              <Bubble key={m.id} m={m} />
            ))}
          </div>
        </div>
        <Composer
          threadId={id}
          onStored={(m) => {
            atBottom.current = true;
            view.merge([m]);
          }}
        />
      </section>
      <SupportPanel profile={profile} />
    </>
  );
}
