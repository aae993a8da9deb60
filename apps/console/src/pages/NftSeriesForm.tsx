import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { NFT_SERIES_MAX_BOXES, NFT_SERIES_MAX_PRIZES } from '@meridian/contract';
import { Alert, Button, Card, DatePicker, Form, Input, Select, Space, Tag, Typography } from 'antd';
import { EarnFormModal, TermInput, useSaveAndClose } from '../components/EarnFormModal';
import { MediaUpload } from '../components/MediaUpload';
import { useArtistChoices, useCollectionChoices, useNftSeriesSave } from '../data/nft';
import {
  errorFields,
  prizeOdds,
  seriesRequest,
  totalBoxes,
  type PrizeForm,
  type SeriesForm,
} from '../lib/nft-forms';
import { N } from '../strings-nft';
import {
  DEFAULT_CURRENCY_ID,
  defaultWindow,
  rarityOptions,
  usePriceCurrencies,
  type Window,
} from './NftArtworkForm';

interface Values extends Omit<SeriesForm, 'start_at' | 'end_at'> {
  window: Window;
}

const blankPrize = (): PrizeForm => ({ name: '', rarity: 'N', media: '', count: '1' });

const blank = (): Values => ({
  uid: null,
  collection_id: null,
  name: '',
  description: '',
  cover: '',
  currency_id: DEFAULT_CURRENCY_ID,
  price: '',
  window: defaultWindow(),
  royalty: '5',
  prizes: [blankPrize()],
});

/**
 * Create a blind-box series: artist, collection, texts, cover, currency, price per box, window, royalty, and the
 * odds table (each prize's name, rarity, file and how many boxes hold it), with the total and each prize's odds
 * shown as they are typed. The server draws the seed and publishes sha256(seed); nobody chooses a box's content.
 */
export function NftSeriesFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useNftSeriesSave();
  const send = useSaveAndClose(save, false, onClose);
  const artists = useArtistChoices();
  const currencies = usePriceCurrencies();
  const uid = Form.useWatch('uid', form);
  const collections = useCollectionChoices(uid);
  const prizes = (Form.useWatch('prizes', form) ?? []) as Partial<PrizeForm>[];
  const total = totalBoxes(prizes);
  const odds = prizeOdds(prizes);

  const onFinish = (v: Values) => {
    const [start, end] = v.window ?? [null, null];
    const { request, errors } = seriesRequest({
      uid: v.uid ?? null,
      collection_id: v.collection_id ?? null,
      name: v.name ?? '',
      description: v.description ?? '',
      cover: v.cover ?? '',
      currency_id: v.currency_id ?? null,
      price: v.price ?? '',
      start_at: start ? start.toISOString() : '',
      end_at: end ? end.toISOString() : '',
      royalty: String(v.royalty ?? ''),
      prizes: (v.prizes ?? []).map((p) => ({
        name: p?.name ?? '',
        rarity: p?.rarity ?? 'N',
        media: p?.media ?? '',
        count: String(p?.count ?? ''),
      })),
    });
    const fields = errorFields(errors);
    form.setFields(fields as never);
    if (fields.length === 0) send(request);
  };

  return (
    <EarnFormModal<Values>
      open={open}
      width={880}
      title={N.newSeries}
      editing={false}
      saving={save.isPending}
      saveTestId="nft-series-save"
      locked={false}
      lockedText=""
      form={form}
      initialValues={blank()}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={N.seedNote}
        data-testid="nft-seed-note"
      />
      <Space.Compact block>
        <Form.Item name="uid" label={N.artist} style={{ flex: 1 }}>
          <Select
            options={artists.options}
            loading={artists.loading}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="nft-series-artist"
            onChange={() => form.setFieldsValue({ collection_id: null, cover: '' })}
          />
        </Form.Item>
        <Form.Item name="collection_id" label={N.collection} style={{ flex: 1 }}>
          <Select
            allowClear
            placeholder={N.collectionNone}
            options={collections.options}
            loading={collections.loading}
            disabled={uid === null || uid === undefined}
          />
        </Form.Item>
      </Space.Compact>
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
        <Form.Item name="currency_id" label={N.currency} style={{ flex: 1 }}>
          <Select
            options={currencies.options}
            loading={currencies.loading}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <TermInput name="price" label={N.price} locked={false} />
        <Form.Item name="royalty" label={N.royalty} style={{ flex: 1 }} tooltip={N.royaltyHint}>
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
        <Form.Item name="window" label={N.window} style={{ flex: 2.4 }}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
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
    </EarnFormModal>
  );
}
