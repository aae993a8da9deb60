import { REQUEST_STATES } from '@meridian/contract/wallet';
import type { RequestState } from '@meridian/contract/wallet';
import { App, Tabs, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import type { QueueHooks } from '../lib/queue';
import { clampPage, readStatus, withParams } from '../lib/list-params';
import { orDash } from '../lib/format';
import { TimeCell } from './TimeCell';
import { S } from '../strings';
import { QueryTable, useUrlPagination } from './QueryTable';
import { RejectModal } from './RejectModal';
import { ReviewActions } from './ReviewActions';

interface ReviewItem {
  id: number;
  reason: string;
  reviewed_at: string | null;
}

interface Props<T extends ReviewItem> {
  title: string;
  hooks: QueueHooks<T>;
  /** The item's own columns (the queue adds review time, reason and actions per tab). */
  columns: TableColumnsType<T>;
  approveHint: string;
}

/**
 * One review queue screen: tabs pending / approved / rejected, a server-paginated table, and on the pending
 * tab Approve (Confirm) / Reject (reason) per row. A review invalidates the queue, so the row leaves the
 * pending list; a success message confirms it. Status, page and page size live in the URL.
 */
export function ReviewQueue<T extends ReviewItem>({ title, hooks, columns, approveHint }: Props<T>) {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const status = readStatus(params);
  const list = hooks.useList({ status, page, limit });
  const approve = hooks.useApprove();
  const reject = hooks.useReject();
  const [rejecting, setRejecting] = useState<number | null>(null);
  const busyId = approve.isPending ? approve.variables?.id : reject.isPending ? reject.variables?.id : null;

  const total = list.data?.total ?? 0;
  useEffect(() => {
    if (!list.data || list.isPlaceholderData) return;
    const fitting = clampPage(page, limit, list.data.total);
    if (fitting !== page) setParams((p) => withParams(p, { page: fitting }), { replace: true });
  }, [list.data, list.isPlaceholderData, page, limit, setParams]);

  const onApprove = (id: number) =>
    approve.mutateAsync(
      { id },
      {
        onSuccess: () => void message.success(S.approved),
        onError: (err) => void message.error(err.message),
      },
    );
  const onReject = (reason: string) => {
    if (rejecting === null) return;
    reject.mutate(
      { id: rejecting, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          void message.success(S.rejected);
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };

  const extra: TableColumnsType<T> =
    status === 'pending'
      ? [
          {
            title: S.actions,
            key: 'actions',
            render: (_: unknown, row: T) => (
              <ReviewActions
                approveHint={approveHint}
                busy={busyId === row.id}
                onApprove={() => onApprove(row.id)}
                onReject={() => setRejecting(row.id)}
              />
            ),
          },
        ]
      : [
          {
            title: status === 'rejected' ? S.colReviewedReason : S.colReviewed,
            key: 'review',
            render: (_: unknown, row: T) => (
              <div style={{ maxWidth: 260 }}>
                <TimeCell iso={row.reviewed_at} />
                {status === 'rejected' && (
                  <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                    {orDash(row.reason)}
                  </Typography.Text>
                )}
              </div>
            ),
          },
        ];

  return (
    <>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams((p) => withParams(p, { status: key, page: null }))}
        items={REQUEST_STATES.map((s: RequestState) => ({ key: s, label: S.states[s] }))}
      />
      <QueryTable<T>
        rowKey="id"
        query={list}
        rows={list.data?.data}
        columns={[...columns, ...extra]}
        pagination={pagination.config(total)}
      />
      <RejectModal
        open={rejecting !== null}
        pending={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={onReject}
      />
    </>
  );
}
