import { SUPPORT_INBOX_FILTERS } from '@meridian/contract/support';
import type { OpsSupportThread, SupportInboxFilter } from '@meridian/contract/support';
import { Badge, Button, Empty, List, Pagination, Space, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { ListError } from '../../components/ListError';
import { useInbox } from './calls';
import { formatTime } from '../../lib/format';
import { withParams } from '../../lib/list-params';
import { threadPerson, threadPreview } from './support-view';
import { SUP } from './strings';
import { SupportThread } from './SupportThread';
import './support.css';

function readFilter(params: URLSearchParams): SupportInboxFilter {
  const raw = params.get('tab');
  return SUPPORT_INBOX_FILTERS.find((f) => f === raw) ?? 'unassigned';
}

function ThreadRow({ t, active, onOpen }: { t: OpsSupportThread; active: boolean; onOpen: () => void }) {
  return (
    <List.Item
      className={`support-row${active ? ' active' : ''}`}
      data-testid={`support-thread-${t.id}`}
      onClick={onOpen}
    >
      <div className="support-row-main">
        <div className="support-row-head">
          <Typography.Text strong ellipsis>
            {threadPerson(t)}
          </Typography.Text>
          <Typography.Text type="secondary" className="support-row-time">
            {formatTime(t.updated_at)}
          </Typography.Text>
        </div>
        <div className="support-row-tags">
          {t.topic_title ? <Tag color="gold">{t.topic_title}</Tag> : <Tag>{SUP.general}</Tag>}
          {t.user_id === null && <Tag color="purple">{SUP.visitor}</Tag>}
          {t.status === 'closed' && <Tag>{SUP.closedTag}</Tag>}
          {t.assignee ? (
            <Tag color="blue">{t.assignee.email}</Tag>
          ) : (
            <Typography.Text type="secondary">{SUP.unassigned}</Typography.Text>
          )}
        </div>
        <div className="support-row-preview">
          <Typography.Text type="secondary" ellipsis>
            {threadPreview(t)}
          </Typography.Text>
          <Badge count={t.unread} data-testid={`support-unread-${t.id}`} />
        </div>
      </div>
    </List.Item>
  );
}

/**
 * #/support — the support inbox: tabs unassigned / mine / all with their unread counts, the threads
 * of the tab (most recent first), and the open thread (`?thread=`) with the user panel beside it.
 */
export function SupportPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const closed = params.get('closed') === '1';
  const page = Number(params.get('page') ?? '1') || 1;
  const open = Number(params.get('thread') ?? '0') || 0;
  const query = { filter, status: closed ? ('closed' as const) : ('open' as const), page, limit: 20 };
  const { list, live } = useInbox(query);
  const counts = list.data?.counts;
  const set = (changes: Record<string, string | number | null>) => setParams((p) => withParams(p, changes));

  return (
    <>
      <Space align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {SUP.title}
        </Typography.Title>
        <Tooltip title={SUP.liveHint}>
          <Tag color={live ? 'green' : 'orange'} data-testid="support-live">
            {live ? SUP.live : SUP.reconnecting}
          </Tag>
        </Tooltip>
      </Space>
      <div className="support-layout">
        <section className="support-inbox">
          <Tabs
            activeKey={filter}
            size="small"
            onChange={(tab) => set({ tab: tab === 'unassigned' ? null : tab, page: null, thread: null })}
            items={SUPPORT_INBOX_FILTERS.map((f) => ({
              key: f,
              label: (
                <span data-testid={`support-tab-${f}`}>
                  {SUP.tabs[f]}{' '}
                  <Badge
                    count={counts?.[f].unread_threads ?? 0}
                    size="small"
                    showZero={false}
                    title={`${counts?.[f].threads ?? 0}`}
                  />
                </span>
              ),
            }))}
          />
          <Space style={{ marginBottom: 8 }}>
            <Switch
              size="small"
              checked={closed}
              onChange={(on) => set({ closed: on ? 1 : null, page: null, thread: null })}
            />
            <Typography.Text type="secondary">{SUP.closedToggle}</Typography.Text>
          </Space>
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <List
              loading={list.isPending}
              dataSource={list.data?.data ?? []}
              locale={{ emptyText: <Empty description={SUP.noThreads} /> }}
              renderItem={(t) => (
                <ThreadRow key={t.id} t={t} active={t.id === open} onOpen={() => set({ thread: t.id })} />
              )}
            />
          )}
          {(list.data?.total ?? 0) > 20 && (
            <Pagination
              size="small"
              current={page}
              pageSize={20}
              total={list.data?.total ?? 0}
              onChange={(p) => set({ page: p === 1 ? null : p })}
              style={{ marginTop: 8 }}
            />
          )}
        </section>
        {open > 0 ? (
          <SupportThread key={open} id={open} onClosed={() => set({ thread: null })} />
        ) : (
          <section className="support-empty">
            <Empty description={SUP.pickThread} />
            <Button type="link" onClick={() => set({ tab: 'all' })}>
              {SUP.tabs.all}
            </Button>
          </section>
        )}
      </div>
    </>
  );
}
