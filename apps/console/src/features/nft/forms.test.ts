import {
  opsNftArtistSaveRequest,
  opsNftCollectionSaveRequest,
  opsNftItemSaveRequest,
  opsNftSeriesSaveRequest,
} from '@meridian/contract/nft';
import { describe, expect, it } from 'vitest';
import {
  artistRequest,
  artworkRequest,
  bpsToPercent,
  collectionRequest,
  formatBytes,
  percentToBps,
  prizeOdds,
  seriesRequest,
  totalBoxes,
  type ArtworkForm,
  type SeriesForm,
} from './forms';

describe('royalty: basis points ↔ percent', () => {
  it('shows basis points as a percentage', () => {
    expect(bpsToPercent(500)).toBe('5');
    expect(bpsToPercent(250)).toBe('2.5');
    expect(bpsToPercent(1)).toBe('0.01');
    expect(bpsToPercent(0)).toBe('0');
    expect(bpsToPercent(1000)).toBe('10');
  });
  it('sends a percentage from 0 to 10 (2 decimals) as basis points', () => {
    expect(percentToBps('5')).toBe(500);
    expect(percentToBps(' 2.5 ')).toBe(250);
    expect(percentToBps('0.01')).toBe(1);
    expect(percentToBps('0')).toBe(0);
    expect(percentToBps('10')).toBe(1000);
    expect(percentToBps('7.25')).toBe(725);
  });
  it('refuses more than 10 %, three decimals, negatives and text', () => {
    for (const bad of ['10.01', '11', '0.001', '-1', '', 'five', '5.', '.5', '100'])
      expect(percentToBps(bad)).toBeNull();
  });
  it('round-trips every basis point from 0 to the maximum', () => {
    for (let bps = 0; bps <= 1000; bps++) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});

describe('blind-box odds', () => {
  it('adds up the boxes of the valid prize counts', () => {
    expect(totalBoxes([{ count: '1' }, { count: '3' }, { count: 6 }])).toBe(10);
    expect(
      totalBoxes([{ count: '' }, { count: '0' }, { count: '2.5' }, { count: 'x' }, { count: '4' }]),
    ).toBe(4);
    expect(totalBoxes([])).toBe(0);
  });
  it('gives each prize count / total in percent, 2 decimals', () => {
    expect(prizeOdds([{ count: '1' }, { count: '3' }])).toEqual(['25', '75']);
    expect(prizeOdds([{ count: 1 }, { count: 2 }])).toEqual(['33.33', '66.67']);
    expect(prizeOdds([{ count: '1' }, { count: '2' }, { count: '97' }])).toEqual(['1', '2', '97']);
    expect(prizeOdds([{ count: '5' }])).toEqual(['100']);
  });
  it('shows 0 for an invalid count and when there are no boxes', () => {
    expect(prizeOdds([{ count: '' }, { count: '4' }])).toEqual(['0', '100']);
    expect(prizeOdds([{ count: '' }])).toEqual(['0']);
  });
});

describe('form helpers', () => {
  it('formats file sizes', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(14_540)).toBe('14.2 KB');
    expect(formatBytes(3_250_586)).toBe('3.1 MB');
  });
});

describe('artist and collection requests', () => {
  it('finds the user by account or by id', () => {
    const byAccount = artistRequest({
      by: 'account',
      who: ' ana@example.com ',
      name: ' Ana ',
      bio: '',
      enabled: true,
    });
    expect(byAccount.errors).toEqual({});
    expect(byAccount.request).toEqual({ account: 'ana@example.com', name: 'Ana', bio: '', enabled: true });
    expect(() => opsNftArtistSaveRequest.parse(byAccount.request)).not.toThrow();
    const byId = artistRequest({ by: 'uid', who: '42', name: 'Ana', bio: 'Paints', enabled: false });
    expect(byId.request).toEqual({ uid: 42, name: 'Ana', bio: 'Paints', enabled: false });
    expect(() => opsNftArtistSaveRequest.parse(byId.request)).not.toThrow();
  });
  it('refuses a missing name, account or a non-numeric id', () => {
    expect(
      Object.keys(artistRequest({ by: 'uid', who: 'ana', name: '', bio: '', enabled: true }).errors),
    ).toEqual(['who', 'name']);
    expect(
      artistRequest({ by: 'account', who: ' ', name: 'A', bio: '', enabled: true }).errors.who,
    ).toBeTruthy();
  });
  it('maps a collection, with its id when editing', () => {
    const { request, errors } = collectionRequest(
      { uid: 7, name: ' Dawn ', description: ' Light ', cover: '/uploads/a.png' },
      3,
    );
    expect(errors).toEqual({});
    expect(request).toEqual({ id: 3, uid: 7, name: 'Dawn', description: 'Light', cover: '/uploads/a.png' });
    expect(() => opsNftCollectionSaveRequest.parse(request)).not.toThrow();
    expect(collectionRequest({ uid: null, name: '', description: '', cover: '' }).errors).toEqual({
      uid: 'Required',
      name: 'Required',
    });
  });
});

/** The artwork fields the request carries as typed (already trimmed here). */
const artworkAsTyped = {
  description: 'A photograph',
  author_description: '',
  media: '/uploads/nft/abc.png',
  cover: '',
  currency_id: 3,
  pay_type: 1,
  price: '120.5',
} as const;

const artwork = (over: Partial<ArtworkForm> = {}): ArtworkForm => ({
  uid: 7,
  collection_id: null,
  name: ' Blue hour ',
  ...artworkAsTyped,
  start_at: '2026-12-01T10:00:00.000Z',
  end_at: '2026-12-08T10:00:00.000Z',
  per_increase: '',
  margin: '',
  rarity: 'SR',
  royalty: '7.5',
  ...over,
});

describe('artwork request', () => {
  it('maps a fixed-price artwork (no auction fields, royalty in bps)', () => {
    const { request, errors } = artworkRequest(artwork({ per_increase: '5', margin: '9' }));
    expect(errors).toEqual({});
    expect(request).toEqual({
      uid: 7,
      name: 'Blue hour',
      ...artworkAsTyped,
      start_time: '2026-12-01T10:00:00.000Z',
      end_time: '2026-12-08T10:00:00.000Z',
      rarity: 'SR',
      royalty_bps: 750,
      is_demo: false,
    });
    expect(() => opsNftItemSaveRequest.parse(request)).not.toThrow();
  });
  it('maps an auction with its step, optional deposit and collection', () => {
    const a = artworkRequest(artwork({ pay_type: 2, collection_id: 4, per_increase: '10', margin: '' }));
    expect(a.errors).toEqual({});
    expect(a.request).toMatchObject({ pay_type: 2, collection_id: 4, price: '120.5', per_increase: '10' });
    expect('margin' in a.request).toBe(false);
    const b = artworkRequest(artwork({ pay_type: 2, per_increase: '10', margin: '12' }));
    expect(b.request).toMatchObject({ per_increase: '10', margin: '12' });
    expect(() => opsNftItemSaveRequest.parse(b.request)).not.toThrow();
  });
  it('says what is missing or wrong', () => {
    const { errors } = artworkRequest(
      artwork({
        uid: null,
        name: ' ',
        media: '',
        currency_id: null,
        price: '0',
        royalty: '12',
        pay_type: 2,
        per_increase: '',
        end_at: '2026-12-01T09:00:00.000Z',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual(
      ['currency_id', 'media', 'name', 'per_increase', 'price', 'royalty', 'uid', 'window'].sort(),
    );
    expect(errors.window).toBe('The end must be after the start');
    expect(artworkRequest(artwork({ start_at: '', end_at: '' })).errors.window).toBe('Required');
    expect(artworkRequest(artwork({ price: '1.1234567' })).errors.price).toBeTruthy();
  });
});

const series = (over: Partial<SeriesForm> = {}): SeriesForm => ({
  uid: 7,
  collection_id: 2,
  name: 'Night garden',
  description: '',
  cover: '/uploads/nft/cover.png',
  currency_id: 3,
  price: '10',
  start_at: '2026-12-01T10:00:00Z',
  end_at: '2026-12-31T10:00:00Z',
  royalty: '5',
  prizes: [
    { name: 'Moth', rarity: 'N', media: '/uploads/nft/moth.png', count: '7' },
    { name: 'Owl', rarity: 'SR', media: '/uploads/nft/owl.gif', count: '2' },
    { name: 'Fox', rarity: 'UR', media: '/uploads/nft/fox.mp4', count: '1' },
  ],
  ...over,
});

describe('series request', () => {
  it('maps the series and its odds table (counts as numbers, in order)', () => {
    const { request, errors } = seriesRequest(series());
    expect(errors).toEqual({});
    expect(request).toMatchObject({
      uid: 7,
      collection_id: 2,
      price: '10',
      start_time: '2026-12-01T10:00:00.000Z',
      royalty_bps: 500,
      is_demo: false,
    });
    expect(request.prizes.map((p) => [p.name, p.rarity, p.count])).toEqual([
      ['Moth', 'N', 7],
      ['Owl', 'SR', 2],
      ['Fox', 'UR', 1],
    ]);
    expect(() => opsNftSeriesSaveRequest.parse(request)).not.toThrow();
  });
  it('names the prize fields that are wrong', () => {
    const { errors } = seriesRequest(
      series({
        cover: '',
        prizes: [
          { name: '', rarity: 'N', media: '', count: '0' },
          { name: 'Owl', rarity: 'R', media: '/x.png', count: '2' },
        ],
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'cover',
      'prizes.0.count',
      'prizes.0.media',
      'prizes.0.name',
    ]);
  });
  it('refuses no prizes and more than 500 boxes', () => {
    expect(seriesRequest(series({ prizes: [] })).errors.prizes).toBe('Add at least one prize');
    const big = seriesRequest(
      series({
        prizes: [
          { name: 'A', rarity: 'N', media: '/a.png', count: '400' },
          { name: 'B', rarity: 'N', media: '/b.png', count: '101' },
        ],
      }),
    );
    expect(big.errors.prizes).toBe('At most 500 boxes in a series');
  });
});
