import type { NftBoxSeries } from '@meridian/contract/nft';
import { Descriptions, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '../../components/EarnList';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { Thumb } from '../../components/Thumb';
import { useNftSeries } from './calls';
import { formatAmount, formatTime } from '../../lib/format';
import { prizeOdds } from './forms';
import { S } from '../../strings';
import { N } from './strings';
import { DemoTag, TabHead, WindowCell, useDialog } from './NftParts';
import { NftSeriesFormModal } from './NftSeriesForm';

/** A hash in monospace, cut to fit, the whole of it copied. */
export function Hash({ value, width = 140 }: { value: string; width?: number }) {
  if (!value) return <Typography.Text type="secondary">{S.none}</Typography.Text>;
  return (
    <Typography.Text
      copyable={{ text: value }}
      ellipsis={{ tooltip: value }}
      style={{ fontFamily: 'monospace', fontSize: 12, maxWidth: width }}
    >
      {value}
    </Typography.Text>
  );
}

const columns: TableColumnsType<NftBoxSeries> = [
  { title: S.colId, dataIndex: 'id', width: 64 },
  { title: N.cover, key: 'cover', render: (_: unknown, s) => <Thumb src={s.cover} alt={s.name} /> },
  {
    title: N.name,
    key: 'name',
    render: (_: unknown, s) => (
      <Space orientation="vertical" size={0}>
        <Space size={4}>
          <Typography.Text strong>{s.name}</Typography.Text>
          <DemoTag demo={s.is_demo} />
        </Space>
        <Typography.Text type="secondary">
          {s.prizes.length} {N.colPrizes.toLowerCase()}
        </Typography.Text>
      </Space>
    ),
  },
  {
    title: N.price,
    key: 'price',
    align: 'right',
    render: (_: unknown, s) => <span className="num">{`${formatAmount(s.price)} ${s.currency_name}`}</span>,
  },
  { title: N.colTotal, dataIndex: 'total', align: 'right' },
  { title: N.colSold, dataIndex: 'sold', align: 'right' },
  { title: N.colOpened, dataIndex: 'opened', align: 'right' },
  {
    title: N.colWindow,
    key: 'window',
    render: (_: unknown, s) => <WindowCell start={s.start_time} end={s.end_time} />,
  },
  {
    title: N.colCommitment,
    key: 'commitment',
    render: (_: unknown, s) => <Hash value={s.commitment} />,
  },
  {
    title: N.colRevealed,
    key: 'revealed',
    render: (_: unknown, s) =>
      s.seed ? (
        <TwoLines top={<Tag color="green">{N.yes}</Tag>} bottom={formatTime(s.revealed_at)} />
      ) : (
        <Tag>{N.no}</Tag>
      ),
  },
];

/** A series' odds table, seed (once revealed) and algorithm, below its row. */
function SeriesDetail({ series }: { series: NftBoxSeries }) {
  const odds = prizeOdds(series.prizes);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Table
        size="small"
        rowKey="index"
        pagination={false}
        dataSource={series.prizes}
        columns={[
          { title: '#', dataIndex: 'index', width: 48 },
          { title: N.colThumb, key: 'img', render: (_: unknown, p) => <Thumb src={p.image} alt={p.name} /> },
          { title: N.prizeName, dataIndex: 'name' },
          { title: N.rarity, dataIndex: 'rarity', render: (v: string) => <Tag>{v}</Tag> },
          { title: N.count, dataIndex: 'count', align: 'right' },
          { title: N.odds, key: 'odds', align: 'right', render: (_: unknown, p, i) => `${odds[i] ?? '0'} %` },
        ]}
      />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'c', label: N.colCommitment, children: <Hash value={series.commitment} width={560} /> },
          {
            key: 's',
            label: N.seed,
            children: series.seed ? <Hash value={series.seed} width={560} /> : N.notRevealed,
          },
          {
            key: 'a',
            label: N.algorithm,
            children: <Typography.Text type="secondary">{series.algorithm}</Typography.Text>,
          },
        ]}
      />
    </Space>
  );
}

/**
 * Blind-box series with their commitment, sales, opens and reveal; the odds table and seed below each row;
 * create a series (the server draws its seed; nobody chooses what a box holds).
 */
export function NftSeries() {
  const pagination = useUrlPagination();
  const { page, limit } = pagination;
  const list = useNftSeries({ page, limit });
  const dialog = useDialog<true>();
  return (
    <>
      <TabHead
        hint={N.seriesHint}
        addLabel={N.newSeries}
        addTestId="nft-series-add"
        onAdd={() => dialog.open(true)}
      />
      <PagedQueryTable<NftBoxSeries>
        rowKey="id"
        list={list}
        pagination={pagination}
        columns={columns}
        expandable={{ expandedRowRender: (s) => <SeriesDetail series={s} /> }}
      />
      <NftSeriesFormModal key={dialog.key} open={dialog.value !== null} onClose={dialog.close} />
    </>
  );
}
