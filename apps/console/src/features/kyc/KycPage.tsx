import type { OpsKycItem } from '@meridian/contract/ops';
import { Image, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReviewQueue } from '../../components/ReviewQueue';
import { Thumb } from '../../components/Thumb';
import { kycQueue } from './calls';
import { idTypeLabel, orDash } from '../../lib/format';
import { S } from '../../strings';
import { KYC } from './strings';
import { TimeCell } from '../../components/TimeCell';

const columns: TableColumnsType<OpsKycItem> = [
  { title: S.colId, dataIndex: 'id', width: 72 },
  {
    title: S.colAccount,
    dataIndex: 'account',
    render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
  },
  {
    title: KYC.colLevel,
    dataIndex: 'level',
    render: (v: number) => <Tag color={v === 2 ? 'purple' : 'blue'}>{KYC.level(v)}</Tag>,
  },
  { title: KYC.colName, dataIndex: 'name', render: (v: string) => orDash(v) },
  {
    title: KYC.colIdDocument,
    key: 'document',
    render: (_: unknown, row) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text>{idTypeLabel(row.id_type)}</Typography.Text>
        <Typography.Text type="secondary">{orDash(row.card_id)}</Typography.Text>
      </Space>
    ),
  },
  { title: S.colSubmitted, dataIndex: 'submitted_at', render: (v: string) => <TimeCell iso={v} /> },
  {
    title: KYC.colImages,
    key: 'images',
    render: (_: unknown, row) =>
      row.front_pic || row.reverse_pic ? (
        <Image.PreviewGroup>
          <Space size="small">
            <Thumb src={row.front_pic} alt="front" />
            <Thumb src={row.reverse_pic} alt="back" />
          </Space>
        </Image.PreviewGroup>
      ) : (
        <Typography.Text type="secondary">{S.none}</Typography.Text>
      ),
  },
];

/** KYC review: Lv1 (document data) and Lv2 (front and back images) submissions. */
export function KycPage() {
  return (
    <ReviewQueue title={KYC.kycTitle} hooks={kycQueue} columns={columns} approveHint={KYC.approveKycHint} />
  );
}
