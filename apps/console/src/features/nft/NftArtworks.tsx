import {
  type OpsNftItem,
  NFT_BUY_STATUS,
  NFT_PAY_TYPE,
  NFT_PAY_TYPES,
  type NftPayType,
} from '@meridian/contract/nft';
import { App, Input, Select, Space, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { TwoLines } from '../../components/EarnList';
import { PagedQueryTable, useUrlPagination } from '../../components/QueryTable';
import { Thumb } from '../../components/Thumb';
import { useNftItemHide, useNftItems } from './calls';
import { formatAmount } from '../../lib/format';
import { withParams } from '../../lib/list-params';
import { bpsToPercent } from './forms';
import { S } from '../../strings';
import { N } from './strings';
import { NftArtworkFormModal } from './NftArtworkForm';
import { ConfirmedFlipButton, DemoTag, TabHead, WindowCell, useDialog } from './NftParts';

/** The list's filters in the URL: `pay_type=1|2|3` and `keyword`. */
function readFilters(params: URLSearchParams): {
  pay_type: NftPayType | undefined;
  keyword: string | undefined;
} {
  const pay = NFT_PAY_TYPES.find((p) => String(p) === params.get('pay_type'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 40);
  return { pay_type: pay, keyword: keyword || undefined };
}

/** The tag colour of each `buy_status`. */
const STATUS_COLOR: Record<number, string> = {
  [NFT_BUY_STATUS.ended]: 'default',
  [NFT_BUY_STATUS.buyable]: 'processing',
  [NFT_BUY_STATUS.notStarted]: 'blue',
};

const columns = (
  hide: ReturnType<typeof useNftItemHide>,
  onHide: (item: OpsNftItem) => Promise<void>,
): TableColumnsType<OpsNftItem> => [
  { title: N.colThumb, key: 'thumb', render: (_: unknown, i) => <Thumb src={i.image} alt={i.name} /> },
  {
    title: N.name,
    key: 'name',
    render: (_: unknown, i) => (
      <Space orientation="vertical" size={0}>
        <Space size={4}>
          <Typography.Text strong>{i.name}</Typography.Text>
          <DemoTag demo={i.is_demo} />
        </Space>
        <Typography.Text
          type="secondary"
          className="mono"
          copyable={{ text: i.code }}
          style={{ fontFamily: 'monospace', fontSize: 12 }}
        >
          {i.code.slice(0, 12)}…
        </Typography.Text>
        {i.collection_name && <Typography.Text type="secondary">{i.collection_name}</Typography.Text>}
      </Space>
    ),
  },
  {
    title: `${N.creator} / ${N.colOwner}`,
    key: 'people',
    render: (_: unknown, i) => <TwoLines top={i.author_name} bottom={i.owner_name} />,
  },
  {
    title: N.colPayType,
    key: 'pay',
    render: (_: unknown, i) => (
      <Space orientation="vertical" size={2}>
        <Tag
          color={
            i.pay_type === NFT_PAY_TYPE.auction
              ? 'purple'
              : i.pay_type === NFT_PAY_TYPE.box
                ? 'magenta'
                : 'cyan'
          }
        >
          {N.payTypes[i.pay_type]}
        </Tag>
        {i.resell_nft_status === 1 && <Tag>{N.resale}</Tag>}
      </Space>
    ),
  },
  {
    title: N.colPrice,
    key: 'price',
    align: 'right',
    render: (_: unknown, i) => (
      <TwoLines
        top={<span className="num">{`${formatAmount(i.price)} ${i.currency_name}`}</span>}
        bottom={
          i.pay_type === NFT_PAY_TYPE.auction
            ? i.bid_count > 0
              ? N.bids(i.bid_count)
              : N.startPriceNoBids
            : ''
        }
      />
    ),
  },
  {
    title: N.colStatus,
    key: 'status',
    render: (_: unknown, i) => (
      <Space orientation="vertical" size={2}>
        <Tag color={STATUS_COLOR[i.buy_status]}>{N.statuses[i.buy_status]}</Tag>
        {i.lock_order === 1 && <Tag color="orange">{N.awaitingPayment}</Tag>}
        {i.hidden && (
          <Tag color="red" data-testid={`nft-item-hidden-${i.id}`}>
            {N.hidden}
          </Tag>
        )}
      </Space>
    ),
  },
  {
    title: N.colWindow,
    key: 'window',
    render: (_: unknown, i) => <WindowCell start={i.start_time} end={i.end_time} />,
  },
  {
    title: N.colRarityRoyalty,
    key: 'rarity',
    render: (_: unknown, i) => (
      <TwoLines top={i.rarity ? <Tag>{i.rarity}</Tag> : S.none} bottom={`${bpsToPercent(i.royalty_bps)} %`} />
    ),
  },
  {
    title: S.actions,
    key: 'actions',
    render: (_: unknown, i) => (
      <ConfirmedFlipButton
        question={i.hidden ? N.showQuestion(i.name) : N.hideQuestion(i.name)}
        label={i.hidden ? N.show : N.hide}
        danger={!i.hidden}
        testId={`nft-item-hide-${i.id}`}
        loading={hide.isPending && hide.variables?.id === i.id}
        onConfirm={() => onHide(i)}
      />
    ),
  },
];

/**
 * Artworks and boxes, newest first, hidden ones included, filtered by sale mode and name/code; create a
 * fixed-price or auction artwork; hide or show an item in the marketplace (after a confirmation; audited).
 */
export function NftArtworks() {
  const { message } = App.useApp();
  const pagination = useUrlPagination();
  const { page, limit, params, setParams } = pagination;
  const filters = readFilters(params);
  const list = useNftItems({ page, limit, ...filters });
  const hide = useNftItemHide();
  const dialog = useDialog<true>();

  const onHide = (i: OpsNftItem) =>
    hide.mutateAsync({ id: i.id, hidden: !i.hidden }).then(
      () => void message.success(i.hidden ? N.shownDone : N.hiddenDone),
      (err: Error) => void message.error(err.message),
    );

  return (
    <>
      <TabHead
        hint={N.artworksHint}
        addLabel={N.newArtwork}
        addTestId="nft-item-add"
        onAdd={() => dialog.open(true)}
        filters={
          <>
            <Select<NftPayType | 0>
              style={{ width: 180 }}
              value={filters.pay_type ?? 0}
              data-testid="nft-filter-pay"
              onChange={(v) => setParams((p) => withParams(p, { pay_type: v || null, page: null }))}
              options={[
                { value: 0, label: N.allPayTypes },
                ...NFT_PAY_TYPES.map((p) => ({ value: p, label: N.payTypes[p] })),
              ]}
            />
            <Input.Search
              allowClear
              style={{ width: 260 }}
              placeholder={N.search}
              defaultValue={filters.keyword}
              maxLength={40}
              data-testid="nft-filter-keyword"
              onSearch={(v) => setParams((p) => withParams(p, { keyword: v.trim() || null, page: null }))}
            />
          </>
        }
      />
      <PagedQueryTable<OpsNftItem>
        rowKey="id"
        list={list}
        pagination={pagination}
        columns={columns(hide, onHide)}
      />
      <NftArtworkFormModal key={dialog.key} open={dialog.value !== null} onClose={dialog.close} />
    </>
  );
}
