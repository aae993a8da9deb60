import type { OpsCouponCampaign } from '@meridian/contract/coupons';
import { App, Button, Descriptions, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '../../components/EarnList';
import { QueryTable } from '../../components/QueryTable';
import { grantingCampaigns, useCampaignPause, useCouponCampaigns } from './calls';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { CP } from './strings';

function PauseButton({ c }: { c: OpsCouponCampaign }) {
  const pause = useCampaignPause();
  const { message } = App.useApp();
  const label = c.active ? CP.pause : CP.resume;
  const onConfirm = () =>
    pause.mutate(
      { id: c.id, active: !c.active },
      {
        onSuccess: () => void message.success(c.active ? CP.paused_ok : CP.resumed_ok),
        onError: (err) => void message.error(err.message),
      },
    );
  return (
    <Popconfirm
      title={c.active ? CP.pauseConfirm(c.name) : CP.resumeConfirm(c.name)}
      okText={label}
      cancelText={S.cancel}
      onConfirm={onConfirm}
    >
      <Button size="small" danger={c.active} loading={pause.isPending} data-testid={`coupon-pause-${c.id}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}

function columns(onEdit: (c: OpsCouponCampaign) => void): TableColumnsType<OpsCouponCampaign> {
  return [
    {
      title: CP.colName,
      key: 'name',
      render: (_: unknown, c) => (
        <TwoLines
          top={
            <Space size={4}>
              <Typography.Text strong data-testid={`coupon-campaign-${c.id}`}>
                {c.name}
              </Typography.Text>
              {c.label ? <Tag color="gold">{CP.demo}</Tag> : null}
            </Space>
          }
          bottom={CP.products[c.product]}
        />
      ),
    },
    {
      title: CP.colValue,
      key: 'value',
      align: 'right',
      render: (_: unknown, c) => (
        <TwoLines
          top={<span className="num">{`${formatAmount(c.value)} USDT`}</span>}
          bottom={CP.days(c.validity_days)}
        />
      ),
    },
    { title: CP.colTrigger, key: 'trigger', render: (_: unknown, c) => CP.triggers[c.trigger] },
    {
      title: CP.colCap,
      key: 'cap',
      align: 'right',
      render: (_: unknown, c) => c.quantity.toLocaleString('en'),
    },
    {
      title: CP.colCounts,
      key: 'counts',
      align: 'right',
      render: (_: unknown, c) => (
        <TwoLines
          top={<span data-testid={`coupon-granted-${c.id}`}>{CP.grantedCount(c.granted)}</span>}
          bottom={<span data-testid={`coupon-counts-${c.id}`}>{CP.counts(c.in_use, c.used, c.expired)}</span>}
        />
      ),
    },
    {
      title: CP.colCost,
      key: 'cost',
      align: 'right',
      render: (_: unknown, c) => (
        <span className="num" data-testid={`coupon-cost-${c.id}`}>{`${formatAmount(c.cost)} USDT`}</span>
      ),
    },
    {
      title: CP.colActive,
      key: 'active',
      render: (_: unknown, c) => (
        <Tag color={c.active ? 'success' : 'default'} data-testid={`coupon-active-${c.id}`}>
          {c.active ? CP.active : CP.paused}
        </Tag>
      ),
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, c) => (
        <Space>
          <Button size="small" data-testid={`coupon-edit-${c.id}`} onClick={() => onEdit(c)}>
            {S.edit}
          </Button>
          <PauseButton c={c} />
        </Space>
      ),
    },
  ];
}

/** Which campaigns each automatic trigger grants now (every active one of that trigger), or none. */
function GrantingNow({ campaigns }: { campaigns: readonly OpsCouponCampaign[] }) {
  const line = (trigger: 'registration' | 'invitation') => {
    const list = grantingCampaigns(campaigns, trigger);
    return {
      key: trigger,
      label: CP.grantedOn[trigger],
      children: (
        <Space orientation="vertical" size={4} data-testid={`coupon-granting-${trigger}`}>
          {list.length > 0 ? (
            list.map((c) => (
              <TwoLines
                key={c.id}
                top={c.name}
                bottom={`${formatAmount(c.value)} USDT · ${CP.products[c.product]}`}
              />
            ))
          ) : (
            <Typography.Text type="secondary">{CP.noneGranting}</Typography.Text>
          )}
        </Space>
      ),
    };
  };
  return (
    <Tooltip title={CP.grantingHint} placement="topLeft">
      <Descriptions
        size="small"
        bordered
        column={2}
        style={{ marginBottom: 16, maxWidth: 960 }}
        items={[line('registration'), line('invitation')]}
      />
    </Tooltip>
  );
}

/** Every campaign with its counts and cost so far; edit, pause or resume (confirmed, audited). */
export function CouponCampaigns({ onEdit }: { onEdit: (c: OpsCouponCampaign) => void }) {
  const campaigns = useCouponCampaigns();
  return (
    <>
      <GrantingNow campaigns={campaigns.data ?? []} />
      <Typography.Title level={4}>{CP.campaigns}</Typography.Title>
      <QueryTable<OpsCouponCampaign>
        rowKey="id"
        query={campaigns}
        rows={campaigns.data}
        columns={columns(onEdit)}
        pagination={false}
        style={{ marginBottom: 24 }}
      />
    </>
  );
}
