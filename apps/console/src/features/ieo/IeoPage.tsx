import type { OpsIeoProject } from '@meridian/contract/earn';
import { App, Button, Modal, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { earnColumns, EarnListPage, TwoLines } from '../../components/EarnList';
import { TimeCell } from '../../components/TimeCell';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { useIeoListPair, useIeoPause, useIeoProjects } from './calls';
import { ieoCanListPair, ieoSubscribedPercent } from './forms';
import { IEO } from './strings';
import { IeoFormModal } from './IeoForm';

/**
 * IEO projects: every project with its phase, window, subscriptions and allocation figures; create,
 * edit (terms fixed once anyone subscribed), pause/resume, and list an ended project's token as a spot pair.
 */
export function IeoPage() {
  const pause = useIeoPause();
  const [editing, setEditing] = useState<OpsIeoProject | 'new' | null>(null);
  const [listing, setListing] = useState<OpsIeoProject | null>(null);

  const columns = earnColumns<OpsIeoProject>({
    product: {
      title: IEO.colToken,
      key: 'token',
      name: (p) => p.symbol,
      below: (p) => <Typography.Text type="secondary">{p.title}</Typography.Text>,
    },
    terms: [
      {
        title: IEO.colPrice,
        key: 'price',
        render: (_: unknown, p) => `${formatAmount(p.price)} ${p.pay_currency_name}`,
      },
      {
        title: IEO.colSupply,
        key: 'supply',
        render: (_: unknown, p) => (
          <TwoLines
            top={formatAmount(p.amount)}
            bottom={`${formatAmount(p.min)} – ${formatAmount(p.user_limit)}`}
          />
        ),
      },
      {
        title: IEO.colWindow,
        key: 'window',
        render: (_: unknown, p) => (
          <div>
            <TimeCell iso={p.start_at} />
            <TimeCell iso={p.end_at} />
          </div>
        ),
      },
      {
        title: IEO.colMarketAt,
        key: 'market',
        render: (_: unknown, p) => <TimeCell iso={p.sell_begin} />,
      },
      {
        title: IEO.colPhase,
        key: 'phase',
        render: (_: unknown, p) => (
          <Space orientation="vertical" size={2}>
            <Tag color={p.phase === 'live' ? 'processing' : p.phase === 'ended' ? 'default' : 'blue'}>
              {IEO.phases[p.phase]}
            </Tag>
            <Tag>{IEO.allocation[p.allocation]}</Tag>
            {p.listed && <Tag color="green">{IEO.listed}</Tag>}
          </Space>
        ),
      },
      {
        title: IEO.colSubscribed,
        key: 'requested',
        render: (_: unknown, p) => (
          <TwoLines top={formatAmount(p.total_sell)} bottom={IEO.subscribedOf(ieoSubscribedPercent(p))} />
        ),
      },
      {
        title: IEO.colApplications,
        key: 'apply',
        render: (_: unknown, p) => `${p.total_apply} / ${p.total_pass}`,
      },
      {
        title: IEO.colRaised,
        key: 'raised',
        render: (_: unknown, p) => (
          <TwoLines
            top={`${formatAmount(p.raised)} ${p.pay_currency_name}`}
            bottom={`${formatAmount(p.delivered)} ${p.symbol}`}
          />
        ),
      },
    ],
    testIdPrefix: 'ieo',
    pauseName: (p) => p.symbol,
    pause,
    onEdit: setEditing,
    afterPause: (p) =>
      !p.listed && (
        <Tooltip title={ieoCanListPair(p) ? undefined : IEO.listPairNotYet}>
          <Button
            size="small"
            type="primary"
            ghost
            disabled={!ieoCanListPair(p)}
            data-testid={`ieo-list-${p.id}`}
            onClick={() => setListing(p)}
          >
            {IEO.listPair}
          </Button>
        </Tooltip>
      ),
  });

  return (
    <EarnListPage<OpsIeoProject>
      title={IEO.ieoTitle}
      hint={IEO.ieoHint}
      addLabel={IEO.newIeo}
      addTestId="ieo-add"
      onAdd={() => setEditing('new')}
      useList={useIeoProjects}
      columns={columns}
    >
      <IeoFormModal project={editing} onClose={() => setEditing(null)} />
      <ListPairModal project={listing} onClose={() => setListing(null)} />
    </EarnListPage>
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
          void message.success(IEO.listedDone);
          onClose();
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };
  return (
    <Modal
      open={project !== null}
      title={project ? IEO.listPairQuestion(project.symbol, project.pay_currency_name) : ''}
      okText={IEO.listPair}
      cancelText={S.cancel}
      okButtonProps={{ loading: listPair.isPending, 'data-testid': 'ieo-list-confirm' }}
      onOk={onOk}
      onCancel={onClose}
      destroyOnHidden
    >
      {project && (
        <Typography.Paragraph>
          {IEO.listPairHint(formatAmount(project.price), project.pay_currency_name)}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
