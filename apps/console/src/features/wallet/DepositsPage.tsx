import type { OpsDepositItem } from '@meridian/contract/ops';
import { Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReviewQueue } from '../../components/ReviewQueue';
import { Thumb } from '../../components/Thumb';
import { depositQueue } from './deposits-calls';
import { formatAmount, orDash } from '../../lib/format';
import { S } from '../../strings';
import { W } from './strings';
import { TimeCell } from '../../components/TimeCell';

const columns: TableColumnsType<OpsDepositItem> = [
  { title: S.colId, dataIndex: 'id', width: 72 },
  {
    title: S.colAccount,
    dataIndex: 'account',
    render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
  },
  { title: W.colCurrency, dataIndex: 'currency_name' },
  {
    title: W.colAmount,
    dataIndex: 'amount',
    align: 'right',
    render: (v: string) => <span className="num">{formatAmount(v)}</span>,
  },
  { title: W.colNetwork, dataIndex: 'network', render: (v: string) => orDash(v) },
  {
    title: W.colPaidFrom,
    dataIndex: 'pay_account',
    render: (v: string) =>
      v ? (
        <Typography.Text copyable style={{ wordBreak: 'break-all', maxWidth: 240, display: 'inline-block' }}>
          {v}
        </Typography.Text>
      ) : (
        S.none
      ),
  },
  { title: W.colVoucher, dataIndex: 'voucher', render: (v: string) => <Thumb src={v} alt="voucher" /> },
  { title: S.colTime, dataIndex: 'created_at', render: (v: string) => <TimeCell iso={v} /> },
];

/** Deposit review: the user's claimed transfer with its payment voucher. */
export function DepositsPage() {
  return (
    <ReviewQueue
      title={W.depositsTitle}
      hooks={depositQueue}
      columns={columns}
      approveHint={W.approveDepositHint}
    />
  );
}
