import type { OpsIeoProject } from '@meridian/contract';
import { Alert, App, Button, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { DemoMark, EarnStatusTabs, PauseAction, StatusTag, useEarnStatus } from '../components/EarnParts';
import { useClampPage } from '../components/JobCells';
import { QueryTable, useUrlPagination } from '../components/QueryTable';
import { TimeCell } from '../components/TimeCell';
import { useIeoListPair, useIeoPause, useIeoProjects } from '../data/earn';
import { ieoCanListPair, ieoSubscribedPercent } from '../lib/earn-forms';
import { formatAmount } from '../lib/format';
import { S } from '../strings';
import { E } from '../strings-earn';
import { IeoFormModal } from './IeoForm';

/**
 * IEO projects (issue 15): every project with its phase, window, subscriptions and allocation figures; create,
 * edit (terms fixed once anyone subscribed), pause/resume, and list an ended project's token as a spot pair.
 */
export function IeoPage() {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const [status] = useEarnStatus();
  const list = useIeoProjects({ page, limit, status });
  const pause = useIeoPause();
  const [editing, setEditing] = useState<OpsIeoProject | 'new' | null>(null);
  const [listing, setListing] = useState<OpsIeoProject | null>(null);
  useClampPage(list.data, list.isPlaceholderData, pagination);

  const columns: TableColumnsType<OpsIeoProject> = [
    { title: S.colId, dataIndex: 'id', width: 64 },
    {
      title: E.colToken,
      key: 'token',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <Space size={4}>
            <Typography.Text strong>{p.symbol}</Typography.Text>
            <DemoMark demo={p.is_demo} />
          </Space>
          <Typography.Text type="secondary">{p.title}</Typography.Text>
        </Space>
      ),
    },
    {
      title: E.colPrice,
      key: 'price',
      render: (_: unknown, p) => `${formatAmount(p.price)} ${p.pay_currency_name}`,
    },
    {
      title: E.colSupply,
      key: 'supply',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <span>{formatAmount(p.amount)}</span>
          <Typography.Text type="secondary">
            {formatAmount(p.min)} – {formatAmount(p.user_limit)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: E.colWindow,
      key: 'window',
      render: (_: unknown, p) => (
        <div>
          <TimeCell iso={p.start_at} />
          <TimeCell iso={p.end_at} />
        </div>
      ),
    },
    {
      title: E.colMarketAt,
      key: 'market',
      render: (_: unknown, p) => <TimeCell iso={p.sell_begin} />,
    },
    {
      title: E.colPhase,
      key: 'phase',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={2}>
          <Tag color={p.phase === 'live' ? 'processing' : p.phase === 'ended' ? 'default' : 'blue'}>
            {E.phases[p.phase]}
          </Tag>
          <Tag>{E.allocation[p.allocation]}</Tag>
          {p.listed && <Tag color="green">{E.listed}</Tag>}
        </Space>
      ),
    },
    {
      title: E.colSubscribed,
      key: 'requested',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <span>{formatAmount(p.total_sell)}</span>
          <Typography.Text type="secondary">{E.subscribedOf(ieoSubscribedPercent(p))}</Typography.Text>
        </Space>
      ),
    },
    {
      title: E.colApplications,
      key: 'apply',
      render: (_: unknown, p) => `${p.total_apply} / ${p.total_pass}`,
    },
    {
      title: E.colRaised,
      key: 'raised',
      render: (_: unknown, p) => (
        <Space orientation="vertical" size={0}>
          <span>
            {formatAmount(p.raised)} {p.pay_currency_name}
          </span>
          <Typography.Text type="secondary">
            {formatAmount(p.delivered)} {p.symbol}
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
          <Button size="small" data-testid={`ieo-edit-${p.id}`} onClick={() => setEditing(p)}>
            {S.edit}
          </Button>
          <PauseAction
            id={p.id}
            name={p.symbol}
            status={p.status}
            mutation={pause}
            testId={`ieo-pause-${p.id}`}
          />
          {!p.listed && (
            <Tooltip title={ieoCanListPair(p) ? undefined : E.listPairNotYet}>
              <Button
                size="small"
                type="primary"
                ghost
                disabled={!ieoCanListPair(p)}
                data-testid={`ieo-list-${p.id}`}
                onClick={() => setListing(p)}
              >
                {E.listPair}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{E.ieoTitle}</Typography.Title>
        <Button type="primary" data-testid="ieo-add" onClick={() => setEditing('new')}>
          {E.newIeo}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={E.ieoHint} />
      <EarnStatusTabs />
      <QueryTable<OpsIeoProject>
        rowKey="id"
        query={list}
        rows={list.data?.data}
        columns={columns}
        pagination={pagination.config(list.data?.total ?? 0)}
      />
      <IeoFormModal project={editing} onClose={() => setEditing(null)} />
      <ListPairModal project={listing} onClose={() => setListing(null)} />
    </>
  );
}

/** Lists an ended project's token against its pay currency, after saying what happens (audited). */
function ListPairModal({ project, onClose }: { project: OpsIeoProject | null; onClose: () => void }) {
  const { message } = App.useApp();
  const listPair = useIeoListPair();
  const onOk = () => {
    if (!project) return;
    listPair.mutate(
      { id: project.id },
      {
        onSuccess: () => {
          void message.success(E.listedDone);
          onClose();
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };
  return (
    <Modal
      open={project !== null}
      title={project ? E.listPairQuestion(project.symbol, project.pay_currency_name) : ''}
      okText={E.listPair}
      cancelText={S.cancel}
      okButtonProps={{ loading: listPair.isPending, 'data-testid': 'ieo-list-confirm' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      {project && (
        <Typography.Paragraph>
          {E.listPairHint(formatAmount(project.price), project.pay_currency_name)}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
