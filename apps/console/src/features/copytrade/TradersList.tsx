import { TRADER_STATES } from '@meridian/contract/copytrade';
import type { OpsTraderItem, TraderState } from '@meridian/contract/copytrade';
import { Alert, App, Button, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useClampPage } from '../../components/JobCells';
import { QueryTable, useUrlPagination } from '../../components/QueryTable';
import { TimeCell } from '../../components/TimeCell';
import { useRevokeTrader, useTraders } from './calls';
import { orDash } from '../../lib/format';
import { withParams } from '../../lib/list-params';
import { readTraderStatus, statsFacts } from './traders';
import { S } from '../../strings';
import { COPY } from './strings';
import { TradersFacts } from './TradersFacts';
import { TradersRevokeModal } from './TradersRevokeModal';
import { TradersTerms } from './TradersTerms';

const columns: TableColumnsType<OpsTraderItem> = [
  { title: S.colId, dataIndex: 'user_id', width: 72 },
  {
    title: S.colAccount,
    key: 'account',
    render: (_: unknown, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text copyable>{row.account}</Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary">{orDash(row.nickname)}</Typography.Text>
          {row.is_demo && (
            <Tooltip title={COPY.demoHint(row.strategy)}>
              <Tag color="gold">{COPY.demo}</Tag>
            </Tooltip>
          )}
        </Space>
      </Space>
    ),
  },
  {
    title: COPY.colStats,
    key: 'stats',
    render: (_: unknown, row) => (
      <TradersFacts facts={statsFacts(row.stats)} testId={`trader-stats-${row.user_id}`} />
    ),
  },
  { title: COPY.colTerms, key: 'terms', render: (_: unknown, row) => <TradersTerms row={row} /> },
  { title: COPY.colApproved, dataIndex: 'approved_at', render: (v: string) => <TimeCell iso={v} /> },
];

/**
 * Traders, active or revoked, with their computed statistics of the last 30 days shown read-only (they come
 * from closed positions and active follows; no call can edit them) and, for an active trader, Revoke with a
 * required reason after a dialog that says the followers' follows end and they are notified (audited).
 */
export function TradersList() {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const status = readTraderStatus(params);
  const list = useTraders({ status, page, limit });
  const revoke = useRevokeTrader();
  const [revoking, setRevoking] = useState<OpsTraderItem | null>(null);
  useClampPage(list.data, list.isPlaceholderData, pagination);

  const onRevoke = (reason: string) => {
    if (!revoking) return;
    revoke.mutate(
      { user_id: revoking.user_id, reason },
      {
        onSuccess: () => {
          setRevoking(null);
          void message.success(COPY.revoked);
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };

  const extra: TableColumnsType<OpsTraderItem> =
    status === 'active'
      ? [
          {
            title: S.actions,
            key: 'actions',
            render: (_: unknown, row) => (
              <Button
                danger
                size="small"
                data-testid={`trader-revoke-${row.user_id}`}
                disabled={revoke.isPending && revoke.variables?.user_id === row.user_id}
                onClick={() => setRevoking(row)}
              >
                {COPY.revoke}
              </Button>
            ),
          },
        ]
      : [
          {
            title: COPY.colRevokedReason,
            key: 'revoked',
            render: (_: unknown, row) => (
              <div style={{ maxWidth: 260 }}>
                <TimeCell iso={row.revoked_at} />
                <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
                  {orDash(row.reason)}
                </Typography.Text>
              </div>
            ),
          },
        ];

  return (
    <>
      <Typography.Title level={3}>{COPY.tradersTitle}</Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 900 }} title={COPY.statsReadOnly} />
      <Tabs
        activeKey={status}
        onChange={(key) => setParams((p) => withParams(p, { status: key, page: null }))}
        items={TRADER_STATES.map((s: TraderState) => ({ key: s, label: COPY.traderStates[s] }))}
      />
      <QueryTable<OpsTraderItem>
        rowKey="user_id"
        query={list}
        rows={list.data?.data}
        columns={[...columns, ...extra]}
        pagination={pagination.config(list.data?.total ?? 0)}
      />
      <TradersRevokeModal
        trader={revoking}
        pending={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onSubmit={onRevoke}
      />
    </>
  );
}
