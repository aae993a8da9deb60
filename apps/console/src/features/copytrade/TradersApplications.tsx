import type { OpsTraderApplicationItem } from '@meridian/contract/copytrade';
import { Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReviewQueue } from '../../components/ReviewQueue';
import { TimeCell } from '../../components/TimeCell';
import { applicationsQueue } from './calls';
import { orDash } from '../../lib/format';
import { recordFacts } from './traders';
import { S } from '../../strings';
import { COPY } from './strings';
import { TradersFacts } from './TradersFacts';
import { TradersTerms } from './TradersTerms';

const columns: TableColumnsType<OpsTraderApplicationItem> = [
  { title: S.colId, dataIndex: 'id', width: 72 },
  {
    title: S.colAccount,
    key: 'account',
    render: (_: unknown, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text copyable>{row.account}</Typography.Text>
        <Typography.Text type="secondary">{orDash(row.nickname)}</Typography.Text>
      </Space>
    ),
  },
  {
    title: COPY.colRecord,
    key: 'record',
    render: (_: unknown, row) => (
      <TradersFacts facts={recordFacts(row.record)} testId={`trader-record-${row.id}`} />
    ),
  },
  { title: COPY.colTerms, key: 'terms', render: (_: unknown, row) => <TradersTerms row={row} /> },
  { title: S.colSubmitted, dataIndex: 'created_at', render: (v: string) => <TimeCell iso={v} /> },
];

/**
 * Trader applications by state, each with the applicant's futures record (closed positions: count, win rate,
 * P&L, ROI, volume): Approve after a confirmation, Reject with a required reason the applicant sees (audited).
 */
export function TradersApplications() {
  return (
    <ReviewQueue
      title={COPY.applicationsTitle}
      hooks={applicationsQueue}
      columns={columns}
      approveHint={COPY.approveTraderHint}
    />
  );
}
