import { Alert, Form, Input, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { TermInput } from '../../components/EarnFormModal';
import { MediaUpload } from './MediaUpload';
import { useNftItemSave } from './calls';
import { artworkRequest, type ArtworkForm } from './forms';
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
import { NFT_PAY_TYPE } from '@meridian/contract/nft';

interface Values extends Omit<ArtworkForm, 'start_at' | 'end_at'> {
  window: Window;
}

const blank = (): Values => ({
  ...blankSale(),
  author_description: '',
  media: '',
  pay_type: NFT_PAY_TYPE.fixed,
  per_increase: '',
  margin: '',
  rarity: 'N',
});

/**
 * Create an artwork for sale by its creator: the artist and (optionally) one of their collections, texts, the
 * file uploaded for the artist (its SHA-256 shown as provenance), a cover for audio and video, the currency,
 * fixed price or auction (starting price, least raise, deposit), the window, rarity and royalty.
 */
export function NftArtworkFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const save = useNftItemSave();
  const uid = Form.useWatch('uid', form);
  const payType = Form.useWatch('pay_type', form);
  const [mediaType, setMediaType] = useState<number | null>(null);
  const auction = payType === NFT_PAY_TYPE.auction;

  const toRequest = (v: Values) =>
    artworkRequest({
      ...saleInput(v),
      author_description: v.author_description ?? '',
      media: v.media ?? '',
      pay_type: v.pay_type ?? NFT_PAY_TYPE.fixed,
      per_increase: v.per_increase ?? '',
      margin: v.margin ?? '',
      rarity: v.rarity ?? 'N',
    });

  return (
    <NftFormModal
      open={open}
      width={820}
      title={N.newArtwork}
      save={save}
      saveTestId="nft-item-save"
      form={form}
      initialValues={blank()}
      toRequest={toRequest}
      onClose={onClose}
    >
      <ArtistCollectionFields
        label={N.creator}
        testId="nft-item-artist"
        uid={uid}
        onArtistChange={() => form.setFieldsValue({ collection_id: null, media: '', cover: '' })}
      />
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
        <CurrencyField />
        <Form.Item name="pay_type" label={N.saleMode} style={{ flex: 1 }}>
          <Radio.Group
            optionType="button"
            options={[
              { value: NFT_PAY_TYPE.fixed, label: N.fixedPrice },
              { value: NFT_PAY_TYPE.auction, label: N.payTypes[NFT_PAY_TYPE.auction] },
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
        <WindowField flex={2} />
        <Form.Item name="rarity" label={N.rarity} style={{ flex: 1 }}>
          <Select options={rarityOptions} />
        </Form.Item>
        <RoyaltyField />
      </Space.Compact>
    </NftFormModal>
  );
}
