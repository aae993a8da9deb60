import type { OpsWithdrawalItem } from '@meridian/contract/ops';
import { Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReviewQueue } from '../../components/ReviewQueue';
import { withdrawalQueue } from './withdrawals-calls';
import { destinationTypeLabel, formatAmount, orDash } from '../../lib/format';
import { S } from '../../strings';
import { W } from './strings';
import { TimeCell } from '../../components/TimeCell';

const amount = (v: string) => <span className="num">{formatAmount(v)}</span>;

const columns: TableColumnsType<OpsWithdrawalItem> = [
  { title: S.colId, dataIndex: 'id', width: 72 },
  {
    title: S.colAccount,
    dataIndex: 'account',
    render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
  },
  { title: W.colCurrency, dataIndex: 'currency_name' },
  { title: W.colAmount, dataIndex: 'number', align: 'right', render: amount },
  { title: W.colFee, dataIndex: 'fee', align: 'right', render: amount },
  {
    title: W.colArrives,
    dataIndex: 'real_number',
    align: 'right',
    render: (v: string) => <strong>{amount(v)}</strong>,
  },
  {
    title: W.colDestination,
    key: 'destination',
    render: (_: unknown, row) => (
      <Space orientation="vertical" size={0} style={{ maxWidth: 200 }}>
        <Typography.Text type="secondary">{destinationTypeLabel(row.type)}</Typography.Text>
        <Typography.Text
          copyable={row.destination ? { text: row.destination } : false}
          style={{ wordBreak: 'break-all' }}
        >
          {orDash(row.destination)}
        </Typography.Text>
        {row.fiat_amount && row.fiat_rate && row.fiat_currency ? (
          <Typography.Text strong data-testid={`withdrawal-${row.id}-fiat`}>
            {W.payFiat(row.fiat_amount, row.fiat_currency, row.fiat_rate, row.currency_name)}
          </Typography.Text>
        ) : null}
      </Space>
    ),
  },
  { title: S.colTime, dataIndex: 'create_time', render: (v: string) => <TimeCell iso={v} /> },
];

/** Withdrawal review: amount, fee, what arrives, and where to send it. */
export function WithdrawalsPage() {
  return (
    <ReviewQueue
      title={W.withdrawalsTitle}
      hooks={withdrawalQueue}
      columns={columns}
      approveHint={W.approveWithdrawalHint}
    />
  );
}
