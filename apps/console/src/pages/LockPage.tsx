import type { OpsLockProduct } from '@meridian/contract';
import { Alert, Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { DemoMark, EarnStatusTabs, PauseAction, StatusTag, useEarnStatus } from '../components/EarnParts';
import { useClampPage } from '../components/JobCells';
import { QueryTable, useUrlPagination } from '../components/QueryTable';
import { useLockPause, useLockProducts } from '../data/earn';
import { formatAmount } from '../lib/format';
import { S } from '../strings';
import { E } from '../strings-earn';
import { LockFormModal } from './LockForm';
import { LockRatesDrawer } from './LockRates';

/**
 * Lock-mining products (issue 15): currency, minimum, lock days, daily rate range with today's and tomorrow's
 * published rate, penalty, running locks and the amount locked; create, edit (terms fixed once it has orders),
 * pause/resume, and the day rates (list, set a future day within the range).
 */
export function LockPage() {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const [status] = useEarnStatus();
  const list = useLockProducts({ page, limit, status });
  const pause = useLockPause();
  const [editing, setEditing] = useState<OpsLockProduct | 'new' | null>(null);
  const [rates, setRates] = useState<OpsLockProduct | null>(null);
  useClampPage(list.data, list.isPlaceholderData, pagination);

  const columns: TableColumnsType<OpsLockProduct> = [
    { title: S.colId, dataIndex: 'id', width: 64 },
    {
      title: E.colProduct,
      key: 'product',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{p.title}</Typography.Text>
            <DemoMark demo={p.is_demo} />
          </Space>
          <Typography.Text type="secondary">{p.currency_name}</Typography.Text>
        </Space>
      ),
    },
    { title: E.minAmount, key: 'min', render: (_: unknown, p) => formatAmount(p.save_min) },
    { title: E.lockDaysCol, dataIndex: 'day' },
    { title: E.rateRange, key: 'range', render: (_: unknown, p) => `${p.rate_min} – ${p.rate_max}` },
    {
      title: E.todayRate,
      key: 'rates',
      render: (_: unknown, p) => `${p.interest_rate || S.none} / ${p.next_rate || S.none}`,
    },
    { title: E.penalty, dataIndex: 'cancel_rate' },
    {
      title: E.running,
      key: 'running',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <span>{p.running}</span>
          <Typography.Text type="secondary">
            {formatAmount(p.locked)} {p.currency_name}
          </Typography.Text>
        </Space>
      ),
    },
    { title: E.colStatus, dataIndex: 'status', render: (_: unknown, p) => <StatusTag status={p.status} /> },
    {
      title: S.actions,
      key: 'actions',
      fixed: 'right',
      render: (_: unknown, p) => (
        <Space wrap>
          <Button size="small" data-testid={`lock-edit-${p.id}`} onClick={() => setEditing(p)}>
            {S.edit}
          </Button>
          <Button size="small" data-testid={`lock-rates-${p.id}`} onClick={() => setRates(p)}>
            {E.rates}
          </Button>
          <PauseAction
            id={p.id}
            name={p.title}
            status={p.status}
            mutation={pause}
            testId={`lock-pause-${p.id}`}
          />
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{E.lockTitle}</Typography.Title>
        <Button type="primary" data-testid="lock-add" onClick={() => setEditing('new')}>
          {E.newLock}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={E.lockHint} />
      <EarnStatusTabs />
      <QueryTable<OpsLockProduct>
        rowKey="id"
        query={list}
        rows={list.data?.data}
        columns={columns}
        pagination={pagination.config(list.data?.total ?? 0)}
      />
      <LockFormModal product={editing} onClose={() => setEditing(null)} />
      <LockRatesDrawer product={rates} onClose={() => setRates(null)} />
    </>
  );
}
