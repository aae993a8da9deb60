import { COUPON_STATUSES } from '@meridian/contract/coupons';
import type { CouponStatus, OpsCoupon, OpsCouponCampaign } from '@meridian/contract/coupons';
import { Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '../../components/EarnList';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { TimeCell } from '../../components/TimeCell';
import { useIssuedCoupons } from './calls';
import { formatAmount } from '../../lib/format';
import { withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { CP } from './strings';

const ID = /^[1-9]\d{0,15}$/;

/** The issued list's filters in the URL: `campaign`, `status`, `uid`. */
function readFilters(params: URLSearchParams) {
  const status = COUPON_STATUSES.find((s) => s === params.get('status'));
  const campaign = ID.test(params.get('campaign') ?? '') ? Number(params.get('campaign')) : undefined;
  const uid = ID.test(params.get('uid') ?? '') ? Number(params.get('uid')) : undefined;
  return { status, campaign, uid };
}

const STATUS_COLOR: Record<CouponStatus, string> = {
  unused: 'processing',
  in_use: 'gold',
  used: 'success',
  expired: 'default',
};

const columns: TableColumnsType<OpsCoupon> = [
  {
    title: CP.colCoupon,
    key: 'id',
    render: (_: unknown, c) => (
      <TwoLines top={`#${c.id} · ${c.campaign_name}`} bottom={<TimeCell iso={c.granted_at} />} />
    ),
  },
  {
    title: CP.colUser,
    key: 'user',
    render: (_: unknown, c) => <TwoLines top={c.account} bottom={`UID ${c.user_id} · ${c.source_ref}`} />,
  },
  {
    title: CP.colValue,
    key: 'value',
    align: 'right',
    render: (_: unknown, c) => (
      <TwoLines
        top={<span className="num">{`${formatAmount(c.value)} ${c.currency}`}</span>}
        bottom={CP.products[c.product]}
      />
    ),
  },
  {
    title: CP.colStatus,
    key: 'status',
    render: (_: unknown, c) => (
      <Tag color={STATUS_COLOR[c.status]} data-testid={`coupon-issued-status-${c.id}`}>
        {CP.statuses[c.status]}
      </Tag>
    ),
  },
  { title: CP.colExpires, key: 'expires', render: (_: unknown, c) => <TimeCell iso={c.expires_at} /> },
  {
    title: CP.colUse,
    key: 'use',
    render: (_: unknown, c) =>
      c.ref === null ? (
        S.none
      ) : (
        <TwoLines
          top={CP.paid(c.ref, c.product)}
          bottom={
            c.result !== null && c.returned !== null ? (
              CP.outcome(formatAmount(c.result), formatAmount(c.returned))
            ) : c.used_at ? (
              <TimeCell iso={c.used_at} />
            ) : (
              ''
            )
          }
        />
      ),
  },
];

/** Every coupon granted, newest first; by campaign, state and user. */
export function CouponIssued({ campaigns }: { campaigns: readonly OpsCouponCampaign[] }) {
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const { status, campaign, uid } = readFilters(params);
  const list = useIssuedCoupons({
    page,
    limit,
    ...(status ? { status } : {}),
    ...(campaign ? { campaign_id: campaign } : {}),
    ...(uid ? { user_id: uid } : {}),
  });
  const set = (patch: Record<string, string | null>) =>
    setParams((p) => withParams(p, { ...patch, page: null }));
  return (
    <>
      <Typography.Title level={4}>{CP.issued}</Typography.Title>
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ minWidth: 220 }}
          value={campaign ?? 0}
          data-testid="coupon-issued-campaign"
          onChange={(v: number) => set({ campaign: v ? String(v) : null })}
          options={[
            { value: 0, label: CP.allCampaigns },
            ...campaigns.map((c) => ({ value: c.id, label: c.name })),
          ]}
        />
        <Select
          style={{ minWidth: 140 }}
          value={status ?? 'all'}
          data-testid="coupon-issued-status"
          onChange={(v: string) => set({ status: v === 'all' ? null : v })}
          options={[
            { value: 'all', label: CP.allStatuses },
            ...COUPON_STATUSES.map((s) => ({ value: s, label: CP.statuses[s] })),
          ]}
        />
        <Input.Search
          allowClear
          placeholder={CP.uidFilter}
          defaultValue={uid ? String(uid) : ''}
          style={{ width: 180 }}
          data-testid="coupon-issued-uid"
          onSearch={(v) => set({ uid: ID.test(v.trim()) ? v.trim() : null })}
        />
      </Space>
      <PagedQueryTable<OpsCoupon> rowKey="id" list={list} pagination={pagination} columns={columns} />
    </>
  );
}
