import type { OpsInvestProduct } from '@meridian/contract/earn';
import { Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { earnColumns, EarnListPage, TwoLines } from '../../components/EarnList';
import { TimeCell } from '../../components/TimeCell';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { E } from '../../strings-earn';
import { useInvestPause, useInvestProducts } from './calls';
import { INVEST } from './strings';
import { InvestFormModal } from './InvestForm';

/**
 * Invest (dual-currency) products: type, coin, deposit per share, APR, linked and last price,
 * maturity and settlement moment, shares sold with progress, open and settled orders; create, edit (terms fixed
 * once anyone bought), pause/resume.
 */
export function InvestPage() {
  const pause = useInvestPause();
  const [editing, setEditing] = useState<OpsInvestProduct | 'new' | null>(null);

  const columns = earnColumns<OpsInvestProduct>({
    product: {
      title: E.colProduct,
      key: 'product',
      name: (p) => p.name,
      below: (p) => (
        <Space size={4}>
          <Tag color={p.type === 'call' ? 'volcano' : 'geekblue'}>{INVEST.typesShort[p.type]}</Tag>
          {p.section && <Typography.Text type="secondary">{p.section}</Typography.Text>}
        </Space>
      ),
    },
    terms: [
      {
        title: INVEST.perPrice,
        key: 'per',
        render: (_: unknown, p) => `${formatAmount(p.per_price)} ${p.pay_currency_name}`,
      },
      { title: INVEST.apr, dataIndex: 'apr', render: (v: string) => `${v} %` },
      {
        title: INVEST.colLinked,
        key: 'linked',
        render: (_: unknown, p) => (
          <TwoLines
            top={`${formatAmount(p.linked_price)} (${p.currency_name})`}
            bottom={formatAmount(p.last_price) || S.none}
          />
        ),
      },
      {
        title: INVEST.colMaturity,
        key: 'maturity',
        render: (_: unknown, p) => <TimeCell iso={p.settle_at} />,
      },
      {
        title: INVEST.colShares,
        key: 'shares',
        render: (_: unknown, p) => (
          <div style={{ minWidth: 140 }}>
            <span>
              {p.purchased_number} / {p.total_number}
            </span>
            <Progress percent={Number(p.progress)} size="small" showInfo={false} />
            <Typography.Text type="secondary">
              {INVEST.userLimitShares}: {p.user_limit}
            </Typography.Text>
          </div>
        ),
      },
      {
        title: INVEST.colOpenSettled,
        key: 'orders',
        render: (_: unknown, p) => `${p.open_orders} / ${p.settled_orders}`,
      },
    ],
    testIdPrefix: 'dual',
    pauseName: (p) => p.name,
    pause,
    onEdit: setEditing,
  });

  return (
    <EarnListPage<OpsInvestProduct>
      title={INVEST.investTitle}
      hint={INVEST.investHint}
      addLabel={INVEST.newInvest}
      addTestId="dual-add"
      onAdd={() => setEditing('new')}
      useList={useInvestProducts}
      columns={columns}
    >
      <InvestFormModal product={editing} onClose={() => setEditing(null)} />
    </EarnListPage>
  );
}
