import type { LoanProduct } from '@meridian/contract/loans';
import { Alert, Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { TwoLines } from '../../components/EarnList';
import { QueryTable } from '../../components/QueryTable';
import { useLoanProducts } from './calls';
import { formatAmount } from '../../lib/format';
import { S } from '../../strings';
import { L } from './strings';
import { LoanBook } from './LoanBook';
import { LoanProductModal } from './LoanProductForm';

const pct = (v: string) => `${formatAmount(v)} %`;

function productColumns(onEdit: (p: LoanProduct) => void): TableColumnsType<LoanProduct> {
  return [
    {
      title: L.colCollateral,
      key: 'coin',
      render: (_: unknown, p) => (
        <Space size={4}>
          <Typography.Text strong>{p.currency}</Typography.Text>
          <Typography.Text type="secondary">{p.symbol}</Typography.Text>
          {p.is_demo ? (
            <Tooltip title={L.demoHint}>
              <Tag color="gold">{L.demo}</Tag>
            </Tooltip>
          ) : null}
        </Space>
      ),
    },
    {
      title: L.colLtvs,
      key: 'ltvs',
      render: (_: unknown, p) =>
        `${pct(p.initial_ltv)} / ${pct(p.margin_call_ltv)} / ${pct(p.liquidation_ltv)}`,
    },
    { title: L.colRate, key: 'rate', render: (_: unknown, p) => `${formatAmount(p.hourly_rate)} % / h` },
    { title: L.colTerms, key: 'terms', render: (_: unknown, p) => p.terms.map(L.termDays).join(', ') },
    {
      title: L.colLimits,
      key: 'limits',
      render: (_: unknown, p) => (
        <TwoLines
          top={`${formatAmount(p.min_borrow)} – ${formatAmount(p.max_borrow)}`}
          bottom={p.borrow_currency}
        />
      ),
    },
    {
      title: L.colEnabled,
      key: 'enabled',
      render: (_: unknown, p) => (
        <Tag color={p.enabled ? 'success' : 'default'}>{p.enabled ? L.enabled : L.disabled}</Tag>
      ),
    },
    {
      title: S.actions,
      key: 'actions',
      render: (_: unknown, p) => (
        <Button size="small" data-testid={`loan-product-edit-${p.currency}`} onClick={() => onEdit(p)}>
          {S.edit}
        </Button>
      ),
    },
  ];
}

/**
 * Loans: the product of each collateral coin (LTVs, hourly rate, terms, limits, offered or not;
 * create and edit, audited) and the loan book with each loan's LTV now.
 */
export function LoanPage() {
  const products = useLoanProducts();
  const [editing, setEditing] = useState<LoanProduct | 'new' | null>(null);
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="center">
        <Typography.Title level={3}>{L.title}</Typography.Title>
        <Button type="primary" data-testid="loan-product-add" onClick={() => setEditing('new')}>
          {L.newProduct}
        </Button>
      </Space>
      <Alert type="info" showIcon style={{ marginBottom: 12, maxWidth: 960 }} title={L.hint} />
      <Typography.Title level={4}>{L.products}</Typography.Title>
      <QueryTable<LoanProduct>
        rowKey="id"
        query={products}
        rows={products.data}
        columns={productColumns(setEditing)}
        pagination={false}
        style={{ marginBottom: 24 }}
      />
      <LoanBook products={products.data ?? []} />
      <LoanProductModal product={editing} products={products.data ?? []} onClose={() => setEditing(null)} />
    </>
  );
}
