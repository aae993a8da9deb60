import { NFT_RARITIES } from '@meridian/contract/nft';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import type { SelectProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useCurrencies } from '../../lib/earn';
import { useArtistChoices, useCollectionChoices } from './calls';
import type { SeriesForm } from './forms';
import { N, RARITY_LABELS } from './strings';

/**
 * What the artwork and the blind-box series forms share: who sells and in which collection, the price's
 * currency, the sale window and the royalty, with the values they start from and hand to the request.
 */

export type Window = [Dayjs | null, Dayjs | null] | null;

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

/** The form values both sales have (a series' own but its prizes; the window as the range picker holds it). */
export interface SaleValues extends Omit<SeriesForm, 'start_at' | 'end_at' | 'prizes'> {
  window: Window;
}

/** A new sale's shared values: no artist yet, USDT, the default window, 5 % royalty. */
export const blankSale = (): SaleValues => ({
  uid: null,
  collection_id: null,
  name: '',
  description: '',
  cover: '',
  currency_id: DEFAULT_CURRENCY_ID,
  price: '',
  window: defaultWindow(),
  royalty: '5',
});

/** The shared values as the request builders take them: blanks for what is missing, the window in ISO times. */
export function saleInput(v: SaleValues) {
  const [start, end] = v.window ?? [null, null];
  return {
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
  };
}

/** A searchable choice among options that load (artists, currencies); the form item's value passes through. */
function SearchSelect({
  choices,
  ...props
}: Omit<SelectProps, 'options' | 'loading'> & {
  choices: { options: SelectProps['options']; loading: boolean };
}) {
  return (
    <Select
      options={choices.options}
      loading={choices.loading}
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
    />
  );
}

/** The artist who sells and (optionally) one of their collections; a new artist clears what was theirs. */
export function ArtistCollectionFields({
  label,
  testId,
  uid,
  onArtistChange,
}: {
  label: string;
  testId: string;
  uid: number | null | undefined;
  onArtistChange: () => void;
}) {
  const artists = useArtistChoices();
  const collections = useCollectionChoices(uid);
  return (
    <Space.Compact block>
      <Form.Item name="uid" label={label} style={{ flex: 1 }}>
        <SearchSelect choices={artists} data-testid={testId} onChange={onArtistChange} />
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
  );
}

/** The currency the price is in. */
export function CurrencyField() {
  const currencies = usePriceCurrencies();
  return (
    <Form.Item name="currency_id" label={N.currency} style={{ flex: 1 }}>
      <SearchSelect choices={currencies} />
    </Form.Item>
  );
}

/** The creator's royalty on resales, in percent. */
export function RoyaltyField() {
  return (
    <Form.Item name="royalty" label={N.royalty} style={{ flex: 1 }} tooltip={N.royaltyHint}>
      <Input inputMode="decimal" autoComplete="off" suffix="%" />
    </Form.Item>
  );
}

/** The sale window, to the minute. */
export function WindowField({ flex }: { flex: number }) {
  return (
    <Form.Item name="window" label={N.window} style={{ flex }}>
      <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" />
    </Form.Item>
  );
}
