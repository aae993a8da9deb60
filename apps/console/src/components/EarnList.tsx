import type { EarnProductState } from '@meridian/contract/earn';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { S } from '../strings';
import { E } from '../strings-earn';
import { DemoMark, EarnStatusTabs, PauseAction, StatusTag, useEarnStatus } from './EarnParts';
import type { EarnListQuery } from '../lib/keys';
import { PagedQueryTable, useUrlPagination } from './QueryTable';

/** Scaffolding of the earn list pages (IEO projects, lock-mining products, invest products). */

interface EarnRow {
  id: number;
  status: EarnProductState;
  is_demo: boolean;
}

/**
 * The list page of one kind of product: title with the add button, the hint, the state filter (URL), the
 * paginated table (URL) fed by `useList`, and the page's dialogs as children.
 */
export function EarnListPage<T extends EarnRow>({
  title,
  hint,
  addLabel,
  addTestId,
  onAdd,
  useList,
  columns,
  children,
}: {
  title: string;
  hint: string;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  useList: (query: EarnListQuery) => UseQueryResult<{ data: T[]; total: number }>;
  columns: TableColumnsType<T>;
  children: ReactNode;
}) {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const [status] = useEarnStatus();
  const list = useList({ page, limit, status });
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{title}</Typography.Title>
        <Button type="primary" data-testid={addTestId} onClick={onAdd}>
          {addLabel}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={hint} />
      <EarnStatusTabs />
      <PagedQueryTable<T> rowKey="id" list={list} pagination={pagination} columns={columns} />
      {children}
    </>
  );
}

/** A figure with a secondary line below it. */
export function TwoLines({ top, bottom }: { top: ReactNode; bottom: ReactNode }) {
  return (
    <Space orientation="vertical" size={0}>
      <span>{top}</span>
      <Typography.Text type="secondary">{bottom}</Typography.Text>
    </Space>
  );
}

/**
 * The columns every earn list has around its own: id, the product (its name, the demo mark, a line below),
 * the terms, the state, and the actions (edit, pause/resume, and the page's own before or after pause).
 */
export function earnColumns<T extends EarnRow>(o: {
  product: { title: string; key: string; name: (p: T) => string; below: (p: T) => ReactNode };
  terms: TableColumnsType<T>;
  /** `ieo` → data-testid `ieo-edit-<id>`, `ieo-pause-<id>`. */
  testIdPrefix: string;
  /** The name the pause confirmation says. */
  pauseName: (p: T) => string;
  pause: UseMutationResult<unknown, Error, { id: number; paused: boolean }>;
  onEdit: (p: T) => void;
  beforePause?: (p: T) => ReactNode;
  afterPause?: (p: T) => ReactNode;
}): TableColumnsType<T> {
  return [
    { title: S.colId, dataIndex: 'id', width: 64 },
    {
      title: o.product.title,
      key: o.product.key,
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{o.product.name(p)}</Typography.Text>
            <DemoMark demo={p.is_demo} />
          </Space>
          {o.product.below(p)}
        </Space>
      ),
    },
    ...o.terms,
    { title: E.colStatus, dataIndex: 'status', render: (_: unknown, p) => <StatusTag status={p.status} /> },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, p) => (
        <Space wrap>
          <Button size="small" data-testid={`${o.testIdPrefix}-edit-${p.id}`} onClick={() => o.onEdit(p)}>
            {S.edit}
          </Button>
          {o.beforePause?.(p)}
          <PauseAction
            id={p.id}
            name={o.pauseName(p)}
            status={p.status}
            mutation={o.pause}
            testId={`${o.testIdPrefix}-pause-${p.id}`}
          />
          {o.afterPause?.(p)}
        </Space>
      ),
    },
  ];
}
