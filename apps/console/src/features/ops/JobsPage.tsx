import { OPS_JOB_OVERDUE_AFTER_S, OPS_JOB_STUCK_AFTER_S } from '@meridian/contract/ops';
import type { OpsJobItem, OpsJobList } from '@meridian/contract/ops';
import { InfoCircleOutlined } from '@ant-design/icons';
import { App, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ErrorDetails } from './ErrorDetails';
import { ErrorCell, useClampPage } from '../../components/JobCells';
import { QueryTable, useUrlPagination } from '../../components/QueryTable';
import { RetryAction } from './RetryAction';
import { useJobs, useRetryJob } from './jobs-calls';
import { formatTime, orDash } from '../../lib/format';
import { readJobsTab, toJobRow, type JobRow } from './jobs';
import { withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { OPS } from './strings';
import { EventsTab } from './EventsTab';

const STATE_COLORS: Record<JobRow['state'], string> = {
  failed: 'red',
  overdue: 'orange',
  stuck: 'volcano',
  running: 'blue',
  waiting: 'default',
};

/**
 * Jobs & events: tabs of failed jobs (dead letters), overdue or stuck jobs, and undelivered
 * domain events, each with its error (a row expands to the whole text) and an audited Retry after a Confirm.
 * Tab, page and page size live in the URL.
 */
export function JobsPage() {
  const pagination = useUrlPagination();
  const tab = readJobsTab(pagination.params);
  return (
    <>
      <Typography.Title level={3}>{OPS.jobsTitle}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 900 }}>
        {OPS.jobsHint(OPS_JOB_OVERDUE_AFTER_S, OPS_JOB_STUCK_AFTER_S)}
      </Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) =>
          pagination.setParams((p) => withParams(p, { tab: key === 'failed' ? null : key, page: null }))
        }
        items={[
          { key: 'failed', label: OPS.tabFailed },
          { key: 'overdue', label: OPS.tabOverdue },
          { key: 'events', label: OPS.tabEvents },
        ]}
      />
      {tab === 'events' ? <EventsTab /> : <JobsTable key={tab} state={tab} />}
    </>
  );
}

function JobsTable({ state }: { state: OpsJobList }) {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const list = useJobs({ state, page, limit });
  const retry = useRetryJob();
  const busyId = retry.isPending ? retry.variables.id : null;
  useClampPage(list.data, list.isPlaceholderData, pagination);

  const now = list.dataUpdatedAt || Date.now();
  const rows = list.data?.data.map((item) => ({ item, row: toJobRow(item, now) }));
  const onRetry = (id: string) =>
    retry.mutateAsync(
      { id },
      {
        onSuccess: () => void message.success(OPS.retried),
        onError: (err) => void message.error(err.message),
      },
    );

  type Row = { item: OpsJobItem; row: JobRow };
  const columns: TableColumnsType<Row> = [
    {
      title: OPS.colJob,
      key: 'job',
      render: (_: unknown, { row }) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text code>{row.name}</Typography.Text>
          {row.key && (
            <Typography.Text type="secondary" className="mono">
              {row.key}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    ...(state === 'overdue'
      ? ([
          {
            title: S.colStatus,
            key: 'state',
            render: (_: unknown, { row }) => (
              <Tag color={STATE_COLORS[row.state]}>{OPS.jobStates[row.state]}</Tag>
            ),
          },
        ] satisfies TableColumnsType<Row>)
      : []),
    {
      title: state === 'failed' ? OPS.colFailedAt : OPS.colSince,
      key: 'since',
      render: (_: unknown, { row }) => (
        <div className="num">
          <div>{row.sinceLabel || S.none}</div>
          <Typography.Text type="secondary">{formatTime(row.since)}</Typography.Text>
        </div>
      ),
    },
    { title: OPS.colAttempts, key: 'attempts', render: (_: unknown, { row }) => row.attempts },
    {
      title: OPS.colLastError,
      key: 'error',
      render: (_: unknown, { row }) => <ErrorCell headline={row.errorHeadline} />,
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, { row }) =>
        row.retryable ? (
          <RetryAction
            question={OPS.retryJobQuestion}
            hint={OPS.retryJobHint}
            busy={busyId === row.id}
            onRetry={() => onRetry(row.id)}
            testId={`job-retry-${row.id}`}
          />
        ) : (
          <Tooltip title={OPS.stuckHint(row.worker ?? S.none)}>
            <Typography.Text type="secondary">
              <InfoCircleOutlined /> {orDash(row.worker)}
            </Typography.Text>
          </Tooltip>
        ),
    },
  ];

  return (
    <QueryTable<Row>
      rowKey={(r) => r.row.id}
      query={list}
      rows={rows}
      columns={columns}
      expandable={{
        expandedRowRender: ({ item, row }) => (
          <ErrorDetails
            error={row.error}
            payload={row.payload}
            facts={[
              { key: 'id', label: S.colId, children: OPS.jobDetails(row.id, row.queue) },
              { key: 'key', label: OPS.colKey, children: orDash(row.key) },
              { key: 'created', label: OPS.colCreated, children: formatTime(item.created_at) },
              { key: 'due', label: OPS.colDue, children: formatTime(item.run_at) },
              { key: 'worker', label: OPS.colWorker, children: orDash(row.worker) },
            ]}
          />
        ),
        rowExpandable: ({ row }) => row.expandable,
      }}
      pagination={pagination.config(list.data?.total ?? 0)}
    />
  );
}
