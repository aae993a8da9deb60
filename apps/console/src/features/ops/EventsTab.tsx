import { Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { App } from 'antd';
import { ErrorDetails } from './ErrorDetails';
import { ErrorCell, useClampPage } from '../../components/JobCells';
import { QueryTable, useUrlPagination } from '../../components/QueryTable';
import { RetryAction } from './RetryAction';
import { useRetryEvent, useUndeliveredEvents } from './events-calls';
import { formatTime, orDash } from '../../lib/format';
import { toEventRow, type EventRow } from './jobs';
import { S } from '../../strings';
import { OPS } from './strings';

const STATE_COLORS: Record<EventRow['state'], string> = {
  failed: 'red',
  retrying: 'gold',
  overdue: 'orange',
};

/** Undelivered domain events: one row per event and subscriber, with its error and a Retry after a Confirm. */
export function EventsTab() {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const list = useUndeliveredEvents({ page, limit });
  const retry = useRetryEvent();
  useClampPage(list.data, list.isPlaceholderData, pagination);
  const busy = retry.isPending ? `${retry.variables.event_id}:${retry.variables.subscriber}` : null;
  const now = list.dataUpdatedAt || Date.now();
  const rows = list.data?.data.map((item) => toEventRow(item, now));

  const onRetry = (row: EventRow) =>
    retry.mutateAsync(
      { event_id: row.eventId, subscriber: row.subscriber },
      {
        onSuccess: () => void message.success(OPS.retried),
        onError: (err) => void message.error(err.message),
      },
    );

  const columns: TableColumnsType<EventRow> = [
    {
      title: OPS.colEvent,
      key: 'event',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={2}>
          <span>
            <Typography.Text code>{row.event}</Typography.Text>
            <Typography.Text type="secondary" className="num">
              #{row.eventId}
            </Typography.Text>
          </span>
          <span>
            <Typography.Text type="secondary">→ </Typography.Text>
            <Typography.Text code>{row.subscriber}</Typography.Text>
          </span>
        </Space>
      ),
    },
    {
      title: S.colStatus,
      key: 'state',
      render: (_: unknown, row) => (
        <Space orientation="vertical" size={2}>
          <Tag color={STATE_COLORS[row.state]}>{OPS.eventStates[row.state]}</Tag>
          {row.next && (
            <Typography.Text type="secondary" className="num">
              {row.next}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { title: OPS.colAttempts, key: 'attempts', render: (_: unknown, row) => row.attempts },
    {
      title: OPS.colLastError,
      key: 'error',
      render: (_: unknown, row) => <ErrorCell headline={row.errorHeadline} maxWidth={300} />,
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, row) => (
        <RetryAction
          question={OPS.retryEventQuestion}
          hint={OPS.retryEventHint}
          busy={busy === row.key}
          onRetry={() => onRetry(row)}
          testId={`event-retry-${row.key}`}
        />
      ),
    },
  ];

  return (
    <QueryTable<EventRow>
      rowKey="key"
      query={list}
      rows={rows}
      columns={columns}
      expandable={{
        expandedRowRender: (row) => (
          <ErrorDetails
            error={row.error}
            payload={row.payload}
            facts={[
              { key: 'id', label: S.colId, children: OPS.eventDetails(row.eventId, row.subscriber) },
              {
                key: 'occurred',
                label: OPS.colOccurred,
                children: row.age
                  ? `${formatTime(row.occurredAt)} (${OPS.ago(row.age)})`
                  : formatTime(row.occurredAt),
              },
              { key: 'next', label: OPS.colNext, children: orDash(row.next) },
            ]}
          />
        ),
      }}
      pagination={pagination.config(list.data?.total ?? 0)}
    />
  );
}
