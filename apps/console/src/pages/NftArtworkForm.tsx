import { NFT_RARITIES } from '@meridian/contract';
import { Alert, DatePicker, Form, Input, Radio, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { EarnFormModal, TermInput, useSaveAndClose } from '../components/EarnFormModal';
import { MediaUpload } from '../components/MediaUpload';
import { useCurrencies } from '../data/earn';
import { useArtistChoices, useCollectionChoices, useNftItemSave } from '../data/nft';
import { artworkRequest, errorFields, type ArtworkForm } from '../lib/nft-forms';
import { N, RARITY_LABELS } from '../strings-nft';

export type Window = [Dayjs | null, Dayjs | null] | null;
interface Values extends Omit<ArtworkForm, 'start_at' | 'end_at'> {
  window: Window;
}

/** USDT: the default currency of NFT prices (as the IEO form's pay currency). */
export const DEFAULT_CURRENCY_ID = 3;

/** The currencies a price can be in (the IEO form's choice: no stocks, no IEO tokens). */
export function usePriceCurrencies() {
  const currencies = useCurrencies();
  return {
    loading: currencies.isPending,
    options: (currencies.data?.currency ?? [])
      .filter((c) => c.kind !== 'stock' && c.kind !== 'token')
      .map((c) => ({ value: c.id, label: c.name })),
  };
}

/** A new sale window: from the next whole hour for a week. */
export function defaultWindow(): Window {
  const start = dayjs().add(1, 'hour').startOf('hour');
  return [start, start.add(7, 'day')];
}

export const rarityOptions = NFT_RARITIES.map((r) => ({ value: r, label: RARITY_LABELS[r] }));

const blank = (): Values => ({
  uid: null,
  collection_id: null,
  name: '',
  description: '',
  author_description: '',
  media: '',
  cover: '',
  currency_id: DEFAULT_CURRENCY_ID,
  pay_type: 1,
  price: '',
  window: defaultWindow(),
  per_increase: '',
  margin: '',
  rarity: 'N',
  royalty: '5',
});

/**
 * Create an artwork for sale by its creator: the artist and (optionally) one of their collections, texts, the
 * file uploaded for the artist (its SHA-256 shown as provenance), a cover for audio and video, the currency,
 * fixed price or auction (starting price, least raise, deposit), the window, rarity and royalty.
 */
export function NftArtworkFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useNftItemSave();
  const send = useSaveAndClose(save, false, onClose);
  const artists = useArtistChoices();
  const currencies = usePriceCurrencies();
  const uid = Form.useWatch('uid', form);
  const payType = Form.useWatch('pay_type', form);
  const collections = useCollectionChoices(uid);
  const [mediaType, setMediaType] = useState<number | null>(null);
  const auction = payType === 2;

  const onFinish = (v: Values) => {
    const [start, end] = v.window ?? [null, null];
    const { request, errors } = artworkRequest({
      uid: v.uid ?? null,
      collection_id: v.collection_id ?? null,
      name: v.name ?? '',
      description: v.description ?? '',
      author_description: v.author_description ?? '',
      media: v.media ?? '',
      cover: v.cover ?? '',
      currency_id: v.currency_id ?? null,
      pay_type: v.pay_type ?? 1,
      price: v.price ?? '',
      start_at: start ? start.toISOString() : '',
      end_at: end ? end.toISOString() : '',
      per_increase: v.per_increase ?? '',
      margin: v.margin ?? '',
      rarity: v.rarity ?? 'N',
      royalty: String(v.royalty ?? ''),
    });
    const fields = errorFields(errors);
    form.setFields(fields as never);
    if (fields.length === 0) send(request);
  };

  return (
    <EarnFormModal<Values>
      open={open}
      width={820}
      title={N.newArtwork}
      editing={false}
      saving={save.isPending}
      saveTestId="nft-item-save"
      locked={false}
      lockedText=""
      form={form}
      initialValues={blank()}
      onFinish={onFinish}
      onClose={onClose}
    >
      <Space.Compact block>
        <Form.Item name="uid" label={N.creator} style={{ flex: 1 }}>
          <Select
            options={artists.options}
            loading={artists.loading}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="nft-item-artist"
            onChange={() => form.setFieldsValue({ collection_id: null, media: '', cover: '' })}
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
      <Form.Item name="name" label={N.name}>
        <Input autoComplete="off" maxLength={80} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="description" label={N.description} style={{ flex: 1 }}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="author_description" label={N.authorDescription} style={{ flex: 1 }}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="media" label={N.media}>
        <MediaUpload uid={uid} testId="nft-item-media" onUploaded={(m) => setMediaType(m.type)} />
      </Form.Item>
      {(mediaType === 3 || mediaType === 4) && (
        <Form.Item name="cover" label={N.coverOptional}>
          <MediaUpload uid={uid} imageOnly testId="nft-item-cover" />
        </Form.Item>
      )}
      <Space.Compact block>
        <Form.Item name="currency_id" label={N.currency} style={{ flex: 1 }}>
          <Select
            options={currencies.options}
            loading={currencies.loading}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item name="pay_type" label={N.saleMode} style={{ flex: 1 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 1, label: N.fixedPrice },
              { value: 2, label: N.payTypes[2] },
            ]}
          />
        </Form.Item>
        <TermInput name="price" label={auction ? N.startPrice : N.price} locked={false} />
      </Space.Compact>
      {auction && (
        <>
          <Space.Compact block>
            <TermInput name="per_increase" label={N.step} locked={false} />
            <Form.Item name="margin" label={N.deposit} style={{ flex: 1 }} extra={N.depositHintBlank}>
              <Input inputMode="decimal" autoComplete="off" />
            </Form.Item>
          </Space.Compact>
          <Alert type="info" showIcon style={{ marginBottom: 12 }} title={N.auctionNote} />
        </>
      )}
      <Space.Compact block>
        <Form.Item name="window" label={N.window} style={{ flex: 2 }}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="rarity" label={N.rarity} style={{ flex: 1 }}>
          <Select options={rarityOptions} />
        </Form.Item>
        <Form.Item name="royalty" label={N.royalty} style={{ flex: 1 }} tooltip={N.royaltyHint}>
          <Input inputMode="decimal" autoComplete="off" suffix="%" />
        </Form.Item>
      </Space.Compact>
    </EarnFormModal>
  );
}
