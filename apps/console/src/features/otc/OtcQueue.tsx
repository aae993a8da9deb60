import { OTC_STATUSES } from '@meridian/contract/otc';
import type { OpsOtcOrder, OtcSide, OtcStatus } from '@meridian/contract/otc';
import { App, Button, Input, Select, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { RejectModal } from '../../components/RejectModal';
import { Thumb } from '../../components/Thumb';
import { TimeCell } from '../../components/TimeCell';
import { useOtcConfirm, useOtcOrders, useOtcReject } from './calls';
import { withParams } from '../../lib/list-params';
import { otcActions } from './forms';
import { formatAmount, formatTime, orDash } from '../../lib/format';
import { S } from '../../strings';
import { O } from './strings';

/** The queue's filters in the URL: `status` (default paid: buys waiting for a check), `side`, `user`. */
function readFilters(params: URLSearchParams) {
  const status: OtcStatus = OTC_STATUSES.find((s) => s === params.get('status')) ?? 'paid';
  const rawSide = params.get('side');
  const side: OtcSide | undefined = rawSide === 'buy' || rawSide === 'sell' ? rawSide : undefined;
  const rawUser = params.get('user') ?? '';
  const user = /^\d{1,10}$/.test(rawUser) && Number(rawUser) > 0 ? Number(rawUser) : undefined;
  return { status, side, user };
}

const money = (v: string, unit: string) => `${formatAmount(v)} ${unit}`;
const fiat = (o: OpsOtcOrder) => `${formatAmount(o.total)} ${o.fiat}`;
const coins = (o: OpsOtcOrder) => money(o.amount, o.currency_name);

/**
 * The order queue: tabs by status, side and user filters, one page of orders with the voucher (click to enlarge),
 * the payout card of a sell, what decided the price; Confirm after a confirmation dialog that says what it moves,
 * Reject with a reason the user sees.
 */
export function OtcQueue() {
  const { message, modal } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const filters = readFilters(params);
  const list = useOtcOrders({
    page,
    limit,
    status: filters.status,
    ...(filters.side ? { side: filters.side } : {}),
    ...(filters.user ? { user_id: filters.user } : {}),
  });
  const confirm = useOtcConfirm();
  const reject = useOtcReject();
  const [rejecting, setRejecting] = useState<OpsOtcOrder | null>(null);
  const [userText, setUserText] = useState(filters.user ? String(filters.user) : '');

  const onConfirm = (o: OpsOtcOrder) => {
    const buy = o.side === 'buy';
    const card = o.card ? `${o.card.bank_name} ${o.card.account} (${o.card.real_name})` : S.none;
    void modal.confirm({
      title: buy ? O.confirmBuyTitle(o.order_no) : O.confirmSellTitle(o.order_no),
      content: (
        <div data-testid="otc-confirm-text">
          {buy
            ? O.confirmBuyText(fiat(o), o.bank?.reference ?? o.order_no, coins(o), o.account)
            : O.confirmSellText(fiat(o), card, coins(o))}
        </div>
      ),
      okText: O.confirmOk,
      cancelText: S.cancel,
      width: 520,
      // the dialog closes at once: the step-up modal then asks for the code on its own
      onOk: () => {
        void confirm.mutateAsync({ id: o.id }).then(
          () => void message.success(O.confirmed),
          (err: Error) => void message.error(err.message),
        );
      },
    });
  };
  const onReject = (reason: string) => {
    if (!rejecting) return;
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          setRejecting(null);
          void message.success(O.rejected);
        },
        onError: (err) => void message.error(err.message),
      },
    );
  };

  const columns: TableColumnsType<OpsOtcOrder> = [
    {
      title: O.colOrder,
      key: 'order',
      render: (_: unknown, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text copyable className="num">
            {o.order_no}
          </Typography.Text>
          <TimeCell iso={o.created_at} />
        </Space>
      ),
    },
    {
      title: S.colAccount,
      key: 'account',
      render: (_: unknown, o) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text copyable>{o.account}</Typography.Text>
          <Typography.Text type="secondary">#{o.user_id}</Typography.Text>
        </Space>
      ),
    },
    {
      title: O.colTrade,
      key: 'trade',
      render: (_: unknown, o) => (
        <Space orientation="vertical" size={0}>
          <span className="num" style={{ whiteSpace: 'nowrap' }}>
            <Tag color={o.side === 'buy' ? 'green' : 'red'}>{O.sides[o.side]}</Tag>
            {coins(o)}
          </span>
          <Typography.Text strong className="num">
            {fiat(o)}
          </Typography.Text>
          <Tooltip
            title={`${O.colPriceBasis}: ${formatAmount(o.feed_price)} × ${formatAmount(o.fiat_rate)} ± ${o.spread_bps} bps`}
          >
            <Typography.Text type="secondary" className="num">
              @ {formatAmount(o.price)}
            </Typography.Text>
          </Tooltip>
        </Space>
      ),
    },
    {
      title: O.colVoucher,
      key: 'voucher',
      render: (_: unknown, o) =>
        o.side === 'sell' ? (
          <div style={{ maxWidth: 220, whiteSpace: 'normal' }}>
            <Typography.Text type="secondary">{O.colPayout}: </Typography.Text>
            {o.card ? `${o.card.bank_name} · ${o.card.account} · ${o.card.real_name}` : S.none}
          </div>
        ) : o.voucher ? (
          <Thumb src={o.voucher} alt={`voucher ${o.order_no}`} />
        ) : (
          <Typography.Text type="secondary">{O.noVoucher}</Typography.Text>
        ),
    },
    {
      title: O.colStatus,
      key: 'status',
      render: (_: unknown, o) => (
        <Space orientation="vertical" size={0} style={{ maxWidth: 240 }}>
          <Tag>{O.statuses[o.status]}</Tag>
          {o.status === 'pending' && o.deadline_at ? (
            <Typography.Text type="secondary">
              {O.colDeadline}: {formatTime(o.deadline_at)}
            </Typography.Text>
          ) : null}
          {o.reason ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
              {orDash(o.reason)}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, o) => {
        const can = otcActions(o);
        const busy =
          (confirm.isPending && confirm.variables?.id === o.id) ||
          (reject.isPending && reject.variables?.id === o.id);
        if (!can.confirm && !can.reject) return null;
        return (
          <Space size="small">
            {can.confirm ? (
              <Button
                type="primary"
                size="small"
                disabled={busy}
                data-testid={`otc-confirm-${o.id}`}
                onClick={() => onConfirm(o)}
              >
                {o.side === 'buy' ? O.confirmBuy : O.confirmSell}
              </Button>
            ) : null}
            <Button
              danger
              size="small"
              disabled={busy}
              data-testid={`otc-reject-${o.id}`}
              onClick={() => setRejecting(o)}
            >
              {S.reject}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 960 }}>
        {O.queueHint}
      </Typography.Paragraph>
      <Tabs
        activeKey={filters.status}
        onChange={(key) => setParams((p) => withParams(p, { status: key, page: null }))}
        items={OTC_STATUSES.map((s) => ({
          key: s,
          label: <span data-testid={`otc-status-${s}`}>{O.statuses[s]}</span>,
        }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Select<OtcSide | 'all'>
          style={{ width: 160 }}
          value={filters.side ?? 'all'}
          onChange={(v) => setParams((p) => withParams(p, { side: v === 'all' ? null : v, page: null }))}
          options={[
            { value: 'all', label: O.allSides },
            { value: 'buy', label: O.sides.buy },
            { value: 'sell', label: O.sides.sell },
          ]}
        />
        <Input.Search
          allowClear
          style={{ width: 200 }}
          placeholder={O.userFilter}
          inputMode="numeric"
          value={userText}
          onChange={(e) => setUserText(e.target.value)}
          onSearch={(v) => setParams((p) => withParams(p, { user: v.trim() || null, page: null }))}
        />
      </Space>
      <PagedQueryTable<OpsOtcOrder> rowKey="id" list={list} pagination={pagination} columns={columns} />
      <RejectModal
        open={rejecting !== null}
        pending={reject.isPending}
        title={rejecting ? O.rejectTitle(rejecting.order_no) : ''}
        hint={O.rejectHint}
        onCancel={() => setRejecting(null)}
        onSubmit={onReject}
      />
    </>
  );
}
