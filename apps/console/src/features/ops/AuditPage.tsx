import { OPS_ACTIONS } from '@meridian/contract/ops';
import type { OpsAction, OpsAuditItem } from '@meridian/contract/ops';
import { Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AuditDiff } from './AuditDiff';
import { QueryTable, useUrlPagination } from '../../components/QueryTable';
import { useAuditLog } from './audit-calls';
import { orDash } from '../../lib/format';
import { readAction, withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { OPS } from './strings';
import { TimeCell } from '../../components/TimeCell';

const ACTION_COLORS: Record<string, string> = {
  approve: 'green',
  reject: 'red',
  set: 'blue',
  retry: 'orange',
  login: 'default',
};

function actionColor(action: OpsAction): string {
  return ACTION_COLORS[action.split('.')[1] ?? ''] ?? 'default';
}

const columns: TableColumnsType<OpsAuditItem> = [
  { title: S.colTime, dataIndex: 'created_at', render: (v: string) => <TimeCell iso={v} /> },
  { title: OPS.colOperator, dataIndex: 'operator_email' },
  { title: OPS.colIp, dataIndex: 'ip', render: (v: string) => orDash(v) },
  {
    title: OPS.colAction,
    dataIndex: 'action',
    render: (v: OpsAction) => <Tag color={actionColor(v)}>{OPS.actionLabels[v]}</Tag>,
  },
  {
    title: OPS.colTarget,
    key: 'target',
    render: (_: unknown, row) => (
      <Typography.Text code>
        {row.target_type}
        {row.target_id ? ` #${row.target_id}` : ''}
      </Typography.Text>
    ),
  },
];

/** The audit log, newest first, filterable by action; expand a row for its before/after state. */
export function AuditPage() {
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const action = readAction(params);
  const list = useAuditLog({ page, limit, action });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap' }} align="center">
        <Typography.Title level={3}>{OPS.auditTitle}</Typography.Title>
        <Select<OpsAction | ''>
          style={{ minWidth: 220 }}
          value={action ?? ''}
          onChange={(value) => setParams((p) => withParams(p, { action: value, page: null }))}
          options={[
            { value: '', label: OPS.allActions },
            ...OPS_ACTIONS.map((a) => ({ value: a, label: OPS.actionLabels[a] })),
          ]}
        />
      </Space>
      <QueryTable<OpsAuditItem>
        rowKey="id"
        query={list}
        rows={list.data?.data}
        columns={columns}
        expandable={{
          expandedRowRender: (row) => <AuditDiff before={row.before} after={row.after} />,
          rowExpandable: (row) => row.before !== null || row.after !== null,
        }}
        pagination={pagination.config(list.data?.total ?? 0)}
      />
    </>
  );
}
