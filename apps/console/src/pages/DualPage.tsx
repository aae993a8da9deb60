import type { OpsDualProduct } from '@meridian/contract';
import { Alert, Button, Progress, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { DemoMark, EarnStatusTabs, PauseAction, StatusTag, useEarnStatus } from '../components/EarnParts';
import { useClampPage } from '../components/JobCells';
import { QueryTable, useUrlPagination } from '../components/QueryTable';
import { TimeCell } from '../components/TimeCell';
import { useDualPause, useDualProducts } from '../data/earn';
import { formatAmount } from '../lib/format';
import { S } from '../strings';
import { E } from '../strings-earn';
import { DualFormModal } from './DualForm';

/**
 * Invest (dual-currency) products (issue 15): type, coin, deposit per share, APR, linked and last price,
 * maturity and settlement moment, shares sold with progress, open and settled orders; create, edit (terms fixed
 * once anyone bought), pause/resume.
 */
export function DualPage() {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const [status] = useEarnStatus();
  const list = useDualProducts({ page, limit, status });
  const pause = useDualPause();
  const [editing, setEditing] = useState<OpsDualProduct | 'new' | null>(null);
  useClampPage(list.data, list.isPlaceholderData, pagination);

  const columns: TableColumnsType<OpsDualProduct> = [
    { title: S.colId, dataIndex: 'id', width: 64 },
    {
      title: E.colProduct,
      key: 'product',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{p.name}</Typography.Text>
            <DemoMark demo={p.is_demo} />
          </Space>
          <Space size={4}>
            <Tag color={p.type === 'call' ? 'volcano' : 'geekblue'}>{E.typesShort[p.type]}</Tag>
            {p.section && <Typography.Text type="secondary">{p.section}</Typography.Text>}
          </Space>
        </Space>
      ),
    },
    {
      title: E.perPrice,
      key: 'per',
      render: (_: unknown, p) => `${formatAmount(p.per_price)} ${p.pay_currency_name}`,
    },
    { title: E.apr, dataIndex: 'apr', render: (v: string) => `${v} %` },
    {
      title: E.colLinked,
      key: 'linked',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <span>
            {formatAmount(p.linked_price)} ({p.currency_name})
          </span>
          <Typography.Text type="secondary">{formatAmount(p.last_price) || S.none}</Typography.Text>
        </Space>
      ),
    },
    {
      title: E.colMaturity,
      key: 'maturity',
      render: (_: unknown, p) => <TimeCell iso={p.settle_at} />,
    },
    {
      title: E.colShares,
      key: 'shares',
      render: (_: unknown, p) => (
        <div style={{ minWidth: 140 }}>
          <span>
            {p.purchased_number} / {p.total_number}
          </span>
          <Progress percent={Number(p.progress)} size="small" showInfo={false} />
          <Typography.Text type="secondary">
            {E.userLimitShares}: {p.user_limit}
          </Typography.Text>
        </div>
      ),
    },
    {
      title: E.colOpenSettled,
      key: 'orders',
      render: (_: unknown, p) => `${p.open_orders} / ${p.settled_orders}`,
    },
    { title: E.colStatus, dataIndex: 'status', render: (_: unknown, p) => <StatusTag status={p.status} /> },
    {
      title: S.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, p) => (
        <Space wrap>
          <Button size="small" data-testid={`dual-edit-${p.id}`} onClick={() => setEditing(p)}>
            {S.edit}
          </Button>
          <PauseAction
            id={p.id}
            name={p.name}
            status={p.status}
            mutation={pause}
            testId={`dual-pause-${p.id}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{E.dualTitle}</Typography.Title>
        <Button type="primary" data-testid="dual-add" onClick={() => setEditing('new')}>
          {E.newDual}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={E.dualHint} />
      <EarnStatusTabs />
      <QueryTable<OpsDualProduct>
        rowKey="id"
        query={list}
        rows={list.data?.data}
        columns={columns}
        pagination={pagination.config(list.data?.total ?? 0)}
      />
      <DualFormModal product={editing} onClose={() => setEditing(null)} />
    </>
  );
}
