import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NFT_SERIES_MAX_BOXES, NFT_SERIES_MAX_PRIZES } from '@meridian/contract/nft';
import { Alert, Button, Card, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { TermInput } from '../../components/EarnFormModal';
import { MediaUpload } from './MediaUpload';
import { useNftSeriesSave } from './calls';
import { prizeOdds, seriesRequest, totalBoxes, type PrizeForm, type SeriesForm } from './forms';
import { N } from './strings';
import { NftFormModal } from './NftParts';
import {
  ArtistCollectionFields,
  CurrencyField,
  RoyaltyField,
  WindowField,
  blankSale,
  rarityOptions,
  saleInput,
  type Window,
} from './NftSaleFields';

interface Values extends Omit<SeriesForm, 'start_at' | 'end_at'> {
  window: Window;
}

const blankPrize = (): PrizeForm => ({ name: '', rarity: 'N', media: '', count: '1' });

const blank = (): Values => ({ ...blankSale(), prizes: [blankPrize()] });

/**
 * Create a blind-box series: artist, collection, texts, cover, currency, price per box, window, royalty, and the
 * odds table (each prize's name, rarity, file and how many boxes hold it), with the total and each prize's odds
 * shown as they are typed. The server draws the seed and publishes sha256(seed); nobody chooses a box's content.
 */
export function NftSeriesFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useNftSeriesSave();
  const uid = Form.useWatch('uid', form);
  const prizes = (Form.useWatch('prizes', form) ?? []) as Partial<PrizeForm>[];
  const total = totalBoxes(prizes);
  const odds = prizeOdds(prizes);

  const toRequest = (v: Values) =>
    seriesRequest({
      ...saleInput(v),
      prizes: (v.prizes ?? []).map((p) => ({
        name: p?.name ?? '',
        rarity: p?.rarity ?? 'N',
        media: p?.media ?? '',
        count: String(p?.count ?? ''),
      })),
    });

  return (
    <NftFormModal
      open={open}
      width={880}
      title={N.newSeries}
      save={save}
      saveTestId="nft-series-save"
      form={form}
      initialValues={blank()}
      toRequest={toRequest}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={N.seedNote}
        data-testid="nft-seed-note"
      />
      <ArtistCollectionFields
        label={N.artist}
        testId="nft-series-artist"
        uid={uid}
        onArtistChange={() => form.setFieldsValue({ collection_id: null, cover: '' })}
      />
      <Space.Compact block>
        <Form.Item name="name" label={N.name} style={{ flex: 1 }}>
          <Input autoComplete="off" maxLength={80} />
        </Form.Item>
        <Form.Item name="description" label={N.description} style={{ flex: 2 }}>
          <Input autoComplete="off" maxLength={2000} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="cover" label={N.cover}>
        <MediaUpload uid={uid} imageOnly testId="nft-series-cover" />
      </Form.Item>
      <Space.Compact block>
        <CurrencyField />
        <TermInput name="price" label={N.price} locked={false} />
        <RoyaltyField />
        <WindowField flex={2.4} />
      </Space.Compact>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Typography.Text strong>{N.prizes}</Typography.Text>
        <Tag color={total > NFT_SERIES_MAX_BOXES ? 'red' : 'blue'} data-testid="nft-series-total">
          {N.totalBoxes(total)}
        </Tag>
      </Space>
      <Form.List name="prizes">
        {(fields, { add, remove }, { errors }) => (
          <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
            {fields.map((field, i) => (
              <Card
                key={field.key}
                size="small"
                data-testid={`nft-prize-${i}`}
                title={`#${i + 1}`}
                extra={
                  <Space>
                    <Tag color="geekblue" data-testid={`nft-prize-odds-${i}`}>
                      {N.odds}: {odds[i] ?? '0'} %
                    </Tag>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length === 1}
                      onClick={() => remove(field.name)}
                    >
                      {N.removePrize}
                    </Button>
                  </Space>
                }
              >
                <Space.Compact block>
                  <Form.Item name={[field.name, 'name']} label={N.prizeName} style={{ flex: 2 }}>
                    <Input autoComplete="off" maxLength={80} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'rarity']} label={N.rarity} style={{ flex: 1 }}>
                    <Select options={rarityOptions} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'count']} label={N.count} style={{ flex: 1 }}>
                    <Input inputMode="numeric" autoComplete="off" />
                  </Form.Item>
                </Space.Compact>
                <Form.Item name={[field.name, 'media']} label={N.prizeMedia} style={{ marginBottom: 0 }}>
                  <MediaUpload uid={uid} testId={`nft-prize-media-${i}`} />
                </Form.Item>
              </Card>
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              type="dashed"
              block
              icon={<PlusOutlined />}
              disabled={fields.length >= NFT_SERIES_MAX_PRIZES}
              onClick={() => add(blankPrize())}
            >
              {N.addPrize}
            </Button>
          </Space>
        )}
      </Form.List>
    </NftFormModal>
  );
}
