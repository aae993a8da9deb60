import { Decimal } from '@meridian/contract';
import { loanListFilters } from '@meridian/contract/loans';
import type { LoanProduct, OpsLoan } from '@meridian/contract/loans';
import { Input, Select, Space, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '../../components/EarnList';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { TimeCell } from '../../components/TimeCell';
import { useLoanBook } from './calls';
import { formatAmount } from '../../lib/format';
import { withParams } from '../../lib/list-params';
import { S } from '../../strings';
import { L } from './strings';

type Filter = (typeof loanListFilters)[number];

/** The book's filters in the URL: `status`, `uid`, `coin` (collateral currency id). */
function readFilters(params: URLSearchParams) {
  const status = loanListFilters.find((s) => s === params.get('status'));
  const uid = /^[1-9]\d{0,15}$/.test(params.get('uid') ?? '') ? Number(params.get('uid')) : undefined;
  const coin = /^[1-9]\d{0,15}$/.test(params.get('coin') ?? '') ? Number(params.get('coin')) : undefined;
  return { status, uid, coin };
}

const STATUS_COLOR: Record<OpsLoan['status'], string> = {
  active: 'processing',
  repaid: 'success',
  liquidated: 'error',
  matured: 'warning',
};

/**
 * An LTV coloured by where it stands (green below the margin-call LTV, orange from it, red at liquidation), with
 * the feed price it was computed on.
 */
function LtvCell({ loan }: { loan: OpsLoan }) {
  if (loan.status !== 'active' || loan.ltv === null) return <>{S.none}</>;
  const ltv = new Decimal(loan.ltv);
  const color = ltv.gte(loan.liquidation_ltv) ? 'red' : ltv.gte(loan.margin_call_ltv) ? 'orange' : 'green';
  return (
    <Space orientation="vertical" size={0}>
      <Tag color={color} data-testid={`loan-book-ltv-${loan.id}`}>
        {formatAmount(loan.ltv)} %
      </Tag>
      <Typography.Text type="secondary">
        {L.atPrice(loan.price ? formatAmount(loan.price) : S.none)}
      </Typography.Text>
    </Space>
  );
}

const usdt = (v: string, cur: string) => <span className="num">{`${formatAmount(v)} ${cur}`}</span>;

const columns: TableColumnsType<OpsLoan> = [
  {
    title: L.colLoan,
    key: 'id',
    render: (_: unknown, l) => <TwoLines top={`#${l.id}`} bottom={<TimeCell iso={l.created_at} />} />,
  },
  {
    title: L.colUser,
    key: 'user',
    render: (_: unknown, l) => <TwoLines top={l.account} bottom={`UID ${l.uid}`} />,
  },
  {
    title: L.colCollateral,
    key: 'collateral',
    render: (_: unknown, l) => (
      <TwoLines top={`${formatAmount(l.collateral)} ${l.currency}`} bottom={L.termDays(l.term_days)} />
    ),
  },
  {
    title: L.colDebt,
    key: 'debt',
    align: 'right',
    render: (_: unknown, l) => (
      <TwoLines
        top={usdt(l.debt, l.borrow_currency)}
        bottom={`${formatAmount(l.principal)} + ${formatAmount(l.interest)} · ${L.borrowedOf(formatAmount(l.borrowed))}`}
      />
    ),
  },
  { title: L.colLtv, key: 'ltv', render: (_: unknown, l) => <LtvCell loan={l} /> },
  {
    title: L.colTrigger,
    key: 'trigger',
    align: 'right',
    render: (_: unknown, l) =>
      l.status === 'active' ? (
        <TwoLines top={formatAmount(l.liquidation_price)} bottom={formatAmount(l.margin_call_price)} />
      ) : (
        S.none
      ),
  },
  {
    title: L.colStatus,
    key: 'status',
    render: (_: unknown, l) => (
      <Space orientation="vertical" size={2}>
        <Tag color={STATUS_COLOR[l.status]} data-testid={`loan-book-status-${l.id}`}>
          {L.statuses[l.status]}
        </Tag>
        {l.margin_call && l.status === 'active' ? <Tag color="orange">{L.marginCall}</Tag> : null}
        {l.close_price ? (
          <Typography.Text type="secondary">{L.closedHow(formatAmount(l.close_price))}</Typography.Text>
        ) : null}
        {l.returned && l.status !== 'repaid' ? (
          <Typography.Text type="secondary">{L.returned(formatAmount(l.returned))}</Typography.Text>
        ) : null}
        {l.shortfall && new Decimal(l.shortfall).gt(0) ? (
          <Typography.Text type="danger">{L.shortfall(formatAmount(l.shortfall))}</Typography.Text>
        ) : null}
      </Space>
    ),
  },
];

/** Every loan, newest first, with its LTV on the feed price now; by status, user and collateral. */
export function LoanBook({ products }: { products: readonly LoanProduct[] }) {
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const { status, uid, coin } = readFilters(params);
  const list = useLoanBook({
    page,
    limit,
    ...(status ? { status } : {}),
    ...(uid ? { uid } : {}),
    ...(coin ? { currency_id: coin } : {}),
  });
  const set = (patch: Record<string, string | null>) =>
    setParams((p) => withParams(p, { ...patch, page: null }));
  return (
    <>
      <Typography.Title level={4}>{L.book}</Typography.Title>
      <Typography.Paragraph type="secondary">{L.bookHint}</Typography.Paragraph>
      <Tabs
        activeKey={status ?? 'all'}
        onChange={(k) => set({ status: k === 'all' ? null : k })}
        items={[
          { key: 'all', label: L.allStatuses },
          ...loanListFilters.map((s: Filter) => ({
            key: s,
            label: s === 'closed' ? L.closed : L.statuses[s],
          })),
        ]}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder={L.uidFilter}
          defaultValue={uid ? String(uid) : ''}
          style={{ width: 180 }}
          inputMode="numeric"
          data-testid="loan-book-uid"
          onSearch={(v) => set({ uid: v.trim() || null })}
        />
        <Select
          allowClear
          placeholder={L.anyCoin}
          value={coin}
          style={{ width: 180 }}
          options={products.map((p) => ({ value: p.currency_id, label: p.currency }))}
          onChange={(v: number | undefined) => set({ coin: v ? String(v) : null })}
        />
      </Space>
      <PagedQueryTable<OpsLoan> rowKey="id" list={list} pagination={pagination} columns={columns} />
    </>
  );
}
