import type { OpsDualProduct } from '@meridian/contract';
import { Progress, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { earnColumns, EarnListPage, TwoLines } from '../../components/EarnList';
import { TimeCell } from '../../components/TimeCell';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { E } from '../../strings-earn';
import { useDualPause, useDualProducts } from './calls';
import { DUAL } from './strings';
import { DualFormModal } from './DualForm';

/**
 * Invest (dual-currency) products: type, coin, deposit per share, APR, linked and last price,
 * maturity and settlement moment, shares sold with progress, open and settled orders; create, edit (terms fixed
 * once anyone bought), pause/resume.
 */
export function DualPage() {
  const pause = useDualPause();
  const [editing, setEditing] = useState<OpsDualProduct | 'new' | null>(null);

  const columns = earnColumns<OpsDualProduct>({
    product: {
      title: E.colProduct,
      key: 'product',
      name: (p) => p.name,
      below: (p) => (
        <Space size={4}>
          <Tag color={p.type === 'call' ? 'volcano' : 'geekblue'}>{DUAL.typesShort[p.type]}</Tag>
          {p.section && <Typography.Text type="secondary">{p.section}</Typography.Text>}
        </Space>
      ),
    },
    terms: [
      {
        title: DUAL.perPrice,
        key: 'per',
        render: (_: unknown, p) => `${formatAmount(p.per_price)} ${p.pay_currency_name}`,
      },
      { title: DUAL.apr, dataIndex: 'apr', render: (v: string) => `${v} %` },
      {
        title: DUAL.colLinked,
        key: 'linked',
        render: (_: unknown, p) => (
          <TwoLines
            top={`${formatAmount(p.linked_price)} (${p.currency_name})`}
            bottom={formatAmount(p.last_price) || S.none}
          />
        ),
      },
      {
        title: DUAL.colMaturity,
        key: 'maturity',
        render: (_: unknown, p) => <TimeCell iso={p.settle_at} />,
      },
      {
        title: DUAL.colShares,
        key: 'shares',
        render: (_: unknown, p) => (
          <div style={{ minWidth: 140 }}>
            <span>
              {p.purchased_number} / {p.total_number}
            </span>
            <Progress percent={Number(p.progress)} size="small" showInfo={false} />
            <Typography.Text type="secondary">
              {DUAL.userLimitShares}: {p.user_limit}
            </Typography.Text>
          </div>
        ),
      },
      {
        title: DUAL.colOpenSettled,
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
    <EarnListPage<OpsDualProduct>
      title={DUAL.dualTitle}
      hint={DUAL.dualHint}
      addLabel={DUAL.newDual}
      addTestId="dual-add"
      onAdd={() => setEditing('new')}
      useList={useDualProducts}
      columns={columns}
    >
      <DualFormModal product={editing} onClose={() => setEditing(null)} />
    </EarnListPage>
  );
}
